import type { PageDataOf } from '../../schema/page-data.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { Section } from '../ui/section.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { OfferCard } from '../sections/specials/offer-card.tsx';

/** /specials: every current offer as a coupon card; with none current, a note that invites a call. */
export default function SpecialsPage({ data }: { data: PageDataOf<'specials'> }) {
  const { page, offers } = data;
  return (
    <>
      <PageHero hero={page.hero} />
      {offers.length ? (
        <Section id="offers" title={page.list.title} subtitle={page.list.subtitle} tone="muted">
          <div data-coupons className="grid gap-6 md:grid-cols-2">
            {offers.map((o) => (
              <OfferCard key={o.slug} offer={o} labels={page.card} />
            ))}
          </div>
        </Section>
      ) : (
        <Section id="offers" tone="muted">
          <div className="mx-auto max-w-2xl rounded-card bg-white p-8 text-center shadow-card ring-1 ring-steel-100">
            <h2 className="text-2xl font-bold text-navy-900">{page.empty.title}</h2>
            <p className="mt-3 text-lg text-steel-700">{page.empty.description}</p>
            <ButtonLink href={page.empty.cta.href} size="lg" className="mt-6">
              {page.empty.cta.label}
            </ButtonLink>
          </div>
        </Section>
      )}
    </>
  );
}
