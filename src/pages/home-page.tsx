import type { PageDataOf } from '../../schema/page-data.ts';
import { Section } from '../ui/section.tsx';
import { FeatureGrid } from '../ui/feature-grid.tsx';
import { Hero } from '../sections/home/hero.tsx';
import { ServicesList } from '../sections/home/services-list.tsx';
import { MakesGrid } from '../sections/home/makes-grid.tsx';
import { Process } from '../sections/home/process.tsx';
import { Towns } from '../sections/home/towns.tsx';
import { Faq } from '../sections/home/faq.tsx';
import { ServiceRequest } from '../sections/home/service-request.tsx';
import { MobileCallBar } from '../sections/home/mobile-call-bar.tsx';

/** The home page, its sections top to bottom. */
export function HomePage({ data }: { data: PageDataOf<'home'> }) {
  const { page, makes, forms } = data;
  return (
    <>
      <Hero hero={page.hero} form={forms.heroQuote} />
      <Section title={page.features.title} subtitle={page.features.subtitle}>
        <FeatureGrid items={page.features.items} cols={3} />
      </Section>
      <ServicesList list={page.servicesList} />
      <Section title={page.trust.title} subtitle={page.trust.subtitle}>
        <FeatureGrid items={page.trust.items} cols={4} />
      </Section>
      <MakesGrid section={page.makes} makes={makes} />
      <Process process={page.process} />
      <Towns towns={page.towns} />
      <Faq faq={page.faq} />
      <ServiceRequest section={page.serviceRequest} form={forms.serviceRequest} />
      <MobileCallBar bar={page.mobileBar} />
    </>
  );
}
