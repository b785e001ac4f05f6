import type { PageDataOf } from '../../schema/page-data.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { Section } from '../ui/section.tsx';
import { CtaBand } from '../ui/cta-band.tsx';
import { TipsGrid } from '../sections/advice/tips-grid.tsx';
import { Island } from '../islands/island.tsx';

/** /advice: quick maintenance tips and the articles, filterable by category. */
export default function AdvicePage({ data }: { data: PageDataOf<'advice'> }) {
  const { page, articles } = data;
  return (
    <>
      <PageHero hero={page.hero} />
      <Section id="tips" title={page.tips.title} subtitle={page.tips.subtitle} tone="muted">
        <TipsGrid items={page.tips.items} />
      </Section>
      <Island name="article-list" props={{ labels: page.articles, articles }} />
      <CtaBand cta={page.cta} />
    </>
  );
}
