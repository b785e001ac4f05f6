import type { PageDataOf } from '../../schema/page-data.ts';
import { BackLink } from '../ui/back-link.tsx';
import { CtaBand } from '../ui/cta-band.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { ArticleMeta, CategoryBadge } from '../sections/advice/article-meta.tsx';

/** /advice/{slug}: one article, its body rendered from markdown at build time (and sanitised there). */
export default function ArticlePage({ data }: { data: PageDataOf<'article'> }) {
  const { article, labels, breadcrumbs } = data;
  return (
    <>
      <article>
        <header className="bg-navy-900 pt-28 pb-12 text-white sm:pt-32 sm:pb-16">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <Breadcrumbs items={breadcrumbs} />
            <div className="mt-8">
              <CategoryBadge tone="dark">{article.category}</CategoryBadge>
            </div>
            <h1 className="mt-4 text-headline font-extrabold sm:text-display">{article.title}</h1>
            <div className="mt-6">
              <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} tone="dark" />
            </div>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <div className="prose-article text-lg" dangerouslySetInnerHTML={{ __html: article.html }} />
          <BackLink link={labels.backLink} className="mt-12" />
        </div>
      </article>
      <CtaBand cta={labels.cta} />
    </>
  );
}
