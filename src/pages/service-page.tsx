import type { PageDataOf } from '../../schema/page-data.ts';
import { CtaBand } from '../ui/cta-band.tsx';
import { ServiceHero } from '../sections/service/service-hero.tsx';
import { ServicePricing } from '../sections/service/service-pricing.tsx';
import { ServiceInfo } from '../sections/service/service-info.tsx';
import { PopularServices } from '../sections/service/popular-services.tsx';
import { ServiceReviews } from '../sections/service/service-reviews.tsx';
import { SpecialsBand } from '../sections/specials/specials-band.tsx';

/** One service page (/services/{slug}): every section comes from the resolved service content. */
export default function ServicePage({ data }: { data: PageDataOf<'service'> }) {
  const s = data.service;
  return (
    <>
      <ServiceHero hero={s.hero} breadcrumbs={data.breadcrumbs} />
      {s.pricing && <ServicePricing pricing={s.pricing} />}
      {data.specials && <SpecialsBand specials={data.specials} />}
      <ServiceInfo info={s.serviceInfo} />
      <PopularServices popular={s.popularServices} />
      <ServiceReviews reviews={s.reviews} />
      <CtaBand cta={s.cta} note={s.cta.warrantyText} />
    </>
  );
}
