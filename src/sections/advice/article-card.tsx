import { ArrowRight } from '../../ui/icons.tsx';
import type { PageDataOf } from '../../../schema/page-data.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import { entryPath } from '../../../schema/routes.ts';
import { ArticleMeta, CategoryBadge } from './article-meta.tsx';

type ArticleSummary = PageDataOf<'advice'>['articles'][number];

/** One article in the list: large when featured, a grid card otherwise; "Read More" opens its page. */
export function ArticleCard({
  article,
  readMore,
  featuredLabel,
  large = false,
}: {
  article: ArticleSummary;
  readMore: string;
  featuredLabel: string;
  large?: boolean;
}) {
  const titleId = `article-${article.slug}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-card bg-white shadow-card ring-1 ring-steel-100 ${large ? 'p-6 sm:p-8 border-t-4 border-accent-600' : 'p-6'}`}
    >
      <div className="flex flex-wrap gap-2">
        <CategoryBadge>{article.category}</CategoryBadge>
        {article.featured && (
          <span className="inline-block rounded-full bg-navy-800 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            {featuredLabel}
          </span>
        )}
      </div>
      <h3 id={titleId} className={`mt-4 font-bold text-navy-900 ${large ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>
        {article.title}
      </h3>
      <p className={`mt-3 flex-1 text-steel-700 ${large ? 'text-lg' : ''}`}>{article.excerpt}</p>
      <div className="mt-5">
        <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} />
      </div>
      <SmartLink
        href={entryPath('article', article.slug)}
        aria-describedby={titleId}
        className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-700 underline-offset-4 hover:text-accent-600 hover:underline"
      >
        {readMore}
        <span className="sr-only">: {article.title}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </SmartLink>
    </article>
  );
}
