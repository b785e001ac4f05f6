import type { PageDataOf } from '../../../schema/page-data.ts';
import type { ArticleCategory } from '../../../schema/article.ts';
import { Section } from '../../ui/section.tsx';
import { articleCategories, filterArticles, parseCategory } from '../../lib/filter-articles.ts';
import { useQueryParam } from '../../lib/use-query-param.ts';
import { ArticleCard } from './article-card.tsx';

type Data = PageDataOf<'advice'>;

/**
 * "Latest Articles" (an island: src/islands/): category toggle buttons filter the list; the choice lives in
 * `?category=` so it can be shared and survives a reload. The pre-rendered HTML (and the hydration render) shows
 * every article.
 * The cards carry no data-reveal: they are added and removed after the page's reveal has run.
 */
export function ArticleList({ labels, articles }: { labels: Data['page']['articles']; articles: Data['articles'] }) {
  const [param, setParam] = useQueryParam('category');
  const categories = articleCategories(articles);
  const requested = parseCategory(param || null);
  const active = requested && categories.includes(requested) ? requested : null;
  const shown = filterArticles(articles, active);
  const featured = shown.filter((a) => a.featured);
  const others = shown.filter((a) => !a.featured);

  const choose = (category: ArticleCategory | null) => setParam(category ?? '');

  return (
    <Section id="articles" title={labels.title}>
      <div role="group" aria-label="Filter articles by category" className="mb-10 flex flex-wrap justify-center gap-2">
        {[null, ...categories].map((category) => {
          const pressed = active === category;
          return (
            <button
              key={category ?? ''}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(category)}
              className={`min-h-11 rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
                pressed
                  ? 'bg-navy-800 text-white'
                  : 'bg-white text-navy-900 ring-1 ring-inset ring-steel-500 hover:bg-steel-50'
              }`}
            >
              {category ?? labels.allLabel}
            </button>
          );
        })}
      </div>
      {featured.length > 0 && (
        <ul className={`grid gap-6 ${featured.length > 1 ? 'lg:grid-cols-2' : ''}`}>
          {featured.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} readMore={labels.readMore} featuredLabel={labels.featuredLabel} large />
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${featured.length > 0 ? 'mt-8' : ''}`}>
          {others.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} readMore={labels.readMore} featuredLabel={labels.featuredLabel} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
