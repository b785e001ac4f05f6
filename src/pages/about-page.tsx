import type { PageDataOf } from '../../schema/page-data.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { Section } from '../ui/section.tsx';
import { FeatureGrid } from '../ui/feature-grid.tsx';
import { CtaBand } from '../ui/cta-band.tsx';
import { featureCols } from '../lib/feature-cols.ts';
import { StatsBand } from '../sections/about/stats-band.tsx';
import { OwnerBio } from '../sections/about/owner-bio.tsx';
import { TownsList } from '../sections/about/towns-list.tsx';
import { CheckList } from '../sections/common/check-list.tsx';

/** /about: the family, the owner, what the shop stands for, its training and the towns it serves. */
export default function AboutPage({ data }: { data: PageDataOf<'about'> }) {
  const { page } = data;
  return (
    <>
      <PageHero hero={page.hero} />
      <StatsBand stats={page.stats} />
      <OwnerBio owner={page.owner} />
      <Section id="values" title={page.values.title} subtitle={page.values.subtitle} tone="muted">
        <FeatureGrid items={page.values.items} cols={featureCols(page.values.items.length)} />
      </Section>
      <Section id="certifications" title={page.certifications.title} subtitle={page.certifications.subtitle}>
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 sm:p-8">
          <CheckList items={page.certifications.list} className="text-lg" />
        </div>
      </Section>
      <Section id="towns" title={page.towns.title} subtitle={page.towns.subtitle} tone="muted">
        <TownsList towns={page.towns.list} />
      </Section>
      <CtaBand cta={page.cta} />
    </>
  );
}
