import { useMemo, useRef } from 'react';
import { SearchX } from '../ui/icons.tsx';
import type { PageDataOf } from '../../schema/page-data.ts';
import { searchServices, fillSearchMessage } from '../lib/search-services.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { CtaBand } from '../ui/cta-band.tsx';
import { buttonClass } from '../ui/button.tsx';
import { DirectorySearchBox } from '../sections/services/directory-search.tsx';
import { CategoryCard } from '../sections/services/category-card.tsx';
import { useDirectoryQuery } from '../sections/services/use-directory-query.ts';

/** /services: every service by category, with a search that filters and ranks the categories. */
export default function ServicesPage({ data }: { data: PageDataOf<'services'> }) {
  const { page } = data;
  const texts = page.search;
  const [query, setQuery] = useDirectoryQuery();
  const inputRef = useRef<HTMLInputElement>(null);
  const result = useMemo(() => searchServices(page.categories, query), [page.categories, query]);

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };
  const message = !result.query
    ? ''
    : result.total > 0
      ? fillSearchMessage(texts.found, { count: result.total, query: result.query })
      : fillSearchMessage(texts.none, { query: result.query });

  return (
    <>
      <PageHero hero={page.hero} />
      <section id="directory" aria-label={texts.label} className="bg-steel-50 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <DirectorySearchBox inputRef={inputRef} texts={texts} value={query} onChange={setQuery} onClear={clear} />
          <p aria-live="polite" className="mx-auto mt-4 min-h-6 max-w-2xl text-center font-medium text-steel-700">
            {message}
          </p>

          {result.groups.length === 0 ? (
            <div className="mx-auto mt-8 max-w-xl rounded-card bg-white p-8 text-center shadow-card ring-1 ring-steel-100">
              <SearchX className="mx-auto size-12 text-steel-500" aria-hidden="true" />
              <h2 className="mt-4 text-2xl font-bold text-navy-900">{texts.emptyTitle}</h2>
              <p className="mt-3 text-steel-600">{texts.emptyDescription}</p>
              <button type="button" onClick={clear} className={`${buttonClass('primary')} mt-6`}>
                {texts.clear}
              </button>
            </div>
          ) : (
            <ul className="mt-8 gap-6 sm:columns-2 lg:columns-3">
              {result.groups.map((g) => (
                <li key={g.category.title} className="mb-6 break-inside-avoid">
                  <CategoryCard group={g} query={result.query} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <CtaBand cta={page.cta} />
    </>
  );
}
