import { useMemo, useRef } from 'react';
import { SearchX } from '../../ui/icons.tsx';
import type { ServicesPage } from '../../../schema/pages/services.ts';
import { searchServices, fillSearchMessage } from '../../lib/search-services.ts';
import { buttonClass } from '../../ui/button.tsx';
import { useQueryParam } from '../../lib/use-query-param.ts';
import { DirectorySearchBox } from './directory-search.tsx';
import { CategoryCard } from './category-card.tsx';

/**
 * The directory (an island: src/islands/): every service by category, with a search that filters and ranks the
 * categories. The search text is kept in the address (?q=) so a search can be shared; the pre-rendered HTML shows
 * every group.
 */
export function ServicesDirectory({
  texts,
  categories,
}: {
  texts: ServicesPage['search'];
  categories: ServicesPage['categories'];
}) {
  const [query, setQuery] = useQueryParam('q');
  const inputRef = useRef<HTMLInputElement>(null);
  const result = useMemo(() => searchServices(categories, query), [categories, query]);
  const update = (value: string) => setQuery(value, value.trim());

  const clear = () => {
    update('');
    inputRef.current?.focus();
  };
  const message = !result.query
    ? ''
    : result.total > 0
      ? fillSearchMessage(texts.found, { count: result.total, query: result.query })
      : fillSearchMessage(texts.none, { query: result.query });

  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <DirectorySearchBox inputRef={inputRef} texts={texts} value={query} onChange={update} onClear={clear} />
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
  );
}
