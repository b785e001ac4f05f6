import type { PageDataOf } from '../../schema/page-data.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { Section } from '../ui/section.tsx';
import { FeatureGrid } from '../ui/feature-grid.tsx';
import { CtaBand } from '../ui/cta-band.tsx';
import { featureCols } from '../lib/feature-cols.ts';
import { CheckList } from '../sections/common/check-list.tsx';

/** /fleet: benefits, the fleet services, the maintenance program and the vehicles serviced. */
export default function FleetPage({ data }: { data: PageDataOf<'fleet'> }) {
  const { page } = data;
  const vehicles = page.vehicleTypes.items.map((v) => ({ icon: v.icon, title: v.name, description: v.description }));
  return (
    <>
      <PageHero hero={page.hero} />
      <Section id="benefits" title={page.benefits.title} subtitle={page.benefits.subtitle}>
        <FeatureGrid items={page.benefits.items} cols={featureCols(page.benefits.items.length)} />
      </Section>
      <Section id="fleet-services" title={page.services.title} subtitle={page.services.subtitle} tone="muted">
        <div className="mx-auto max-w-4xl rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 sm:p-8">
          <CheckList items={page.services.list} cols={2} className="text-lg" />
        </div>
      </Section>
      <Section id="program" title={page.program.title} subtitle={page.program.description}>
        <FeatureGrid items={page.program.items} cols={featureCols(page.program.items.length)} />
      </Section>
      <Section id="vehicle-types" title={page.vehicleTypes.title} subtitle={page.vehicleTypes.subtitle} tone="muted">
        <FeatureGrid items={vehicles} cols={featureCols(vehicles.length)} />
      </Section>
      <CtaBand cta={page.cta} note={page.cta.hoursNote} />
    </>
  );
}
