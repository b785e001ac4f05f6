import type { PageDataOf } from '../../schema/page-data.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { Section } from '../ui/section.tsx';
import { FeatureGrid } from '../ui/feature-grid.tsx';
import { CtaBand } from '../ui/cta-band.tsx';
import { featureCols } from '../lib/feature-cols.ts';
import { NumberedSteps } from '../sections/common/numbered-steps.tsx';
import { VisitBlock } from '../sections/how-it-works/visit-block.tsx';

/** /how-it-works: the four steps of mobile service, why choose it, and when and where to find the shop. */
export default function HowItWorksPage({ data }: { data: PageDataOf<'how-it-works'> }) {
  const { page } = data;
  return (
    <>
      <PageHero hero={page.hero} />
      <Section id="steps" title={page.steps.title} subtitle={page.steps.subtitle}>
        <NumberedSteps steps={page.steps.items} />
      </Section>
      <Section id="reasons" title={page.reasons.title} subtitle={page.reasons.subtitle} tone="muted">
        <FeatureGrid items={page.reasons.items} cols={featureCols(page.reasons.items.length)} />
      </Section>
      <VisitBlock visit={page.visit} image={page.hero.image} />
      <CtaBand cta={page.cta} />
    </>
  );
}
