import type { PageDataOf } from '../../schema/page-data.ts';
import { Section } from '../ui/section.tsx';
import { BandsAfterFirstPaint } from '../ui/after-first-paint.tsx';
import { FeatureGrid } from '../ui/feature-grid.tsx';
import { Hero } from '../sections/home/hero.tsx';
import { ServicesList } from '../sections/home/services-list.tsx';
import { MakesGrid } from '../sections/home/makes-grid.tsx';
import { Process } from '../sections/home/process.tsx';
import { Towns } from '../sections/home/towns.tsx';
import { Faq } from '../sections/home/faq.tsx';
import { ServiceRequest } from '../sections/home/service-request.tsx';
import { MobileCallBar } from '../sections/home/mobile-call-bar.tsx';
import { SpecialsBand } from '../sections/specials/specials-band.tsx';

/** The home page, its sections top to bottom. */
export default function HomePage({ data }: { data: PageDataOf<'home'> }) {
  const { page, makes, forms, townLinks, specials } = data;
  return (
    <>
      <Hero hero={page.hero} form={forms.heroQuote} action={data.actions.heroQuote} />
      {/* About a thousand elements: laid out all at once, they made the page's first rendering a long task. */}
      <BandsAfterFirstPaint>
        <Section title={page.features.title} subtitle={page.features.subtitle}>
          <FeatureGrid items={page.features.items} cols={3} />
        </Section>
        <ServicesList list={page.servicesList} />
        {specials && <SpecialsBand specials={specials} />}
        <Section title={page.trust.title} subtitle={page.trust.subtitle}>
          <FeatureGrid items={page.trust.items} cols={4} />
        </Section>
        <MakesGrid section={page.makes} makes={makes} />
        <Process process={page.process} />
        <Towns towns={page.towns} links={townLinks} />
        <Faq faq={page.faq} />
        <ServiceRequest
          section={page.serviceRequest}
          form={forms.serviceRequest}
          action={data.actions.serviceRequest}
          shop={data.shop}
          today={data.today}
        />
      </BandsAfterFirstPaint>
      <MobileCallBar bar={page.mobileBar} />
    </>
  );
}
