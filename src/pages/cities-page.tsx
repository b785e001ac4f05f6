import { ExternalLink, MapPin } from '../ui/icons.tsx';
import type { PageDataOf } from '../../schema/page-data.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { Section } from '../ui/section.tsx';
import { FeatureGrid } from '../ui/feature-grid.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { featureCols } from '../lib/feature-cols.ts';
import { AreaCard } from '../sections/cities/area-card.tsx';
import { ShopAddress } from '../sections/common/shop-address.tsx';
import { anchor } from '../../schema/anchors.ts';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** /cities: the towns served (primary and extended), mobile service, the shop's location and a call prompt. */
export default function CitiesPage({ data }: { data: PageDataOf<'cities'> }) {
  const { page, areas, townLinks } = data;
  const pageOf = (city: string) =>
    townLinks[city] ? { href: townLinks[city], label: `${page.town.cardLink} ${city}` } : undefined;
  const primary = areas.filter((a) => a.isPrimary);
  const extended = areas.filter((a) => !a.isPrimary);
  return (
    <>
      <PageHero hero={page.hero} />
      <Section id={anchor.primaryAreas} title={page.primary.title} subtitle={page.primary.subtitle}>
        <ul className={grid}>
          {primary.map((a, i) => (
            <AreaCard
              key={`${a.city}-${a.state}`}
              area={a}
              cta={page.primary.cardCta}
              index={i}
              page={pageOf(a.city)}
            />
          ))}
        </ul>
      </Section>
      <Section id={anchor.extendedAreas} title={page.extended.title} subtitle={page.extended.subtitle} tone="muted">
        <ul className={grid}>
          {extended.map((a, i) => (
            <AreaCard key={`${a.city}-${a.state}`} area={a} index={i} page={pageOf(a.city)} />
          ))}
        </ul>
      </Section>
      <Section id="mobile-service" title={page.mobile.title} subtitle={page.mobile.subtitle}>
        <FeatureGrid items={page.mobile.items} cols={featureCols(page.mobile.items.length)} />
      </Section>
      <section className="bg-steel-50 py-14 sm:py-20" data-reveal>
        <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 sm:p-8">
            <h2 className="flex items-center gap-2 text-2xl font-bold text-navy-900">
              <MapPin className="size-6 shrink-0 text-accent-600" aria-hidden="true" />
              {page.address.title}
            </h2>
            <ShopAddress className="mt-4 text-lg text-steel-700" />
            <ButtonLink href={page.address.directionsCta.href} variant="secondary" className="mt-6">
              {page.address.directionsCta.label}
              <ExternalLink className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
          <div className="rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8">
            <h2 className="text-2xl font-bold">{page.notSure.title}</h2>
            <p className="mt-3 text-lg text-navy-100">{page.notSure.description}</p>
            <ButtonLink href={page.notSure.cta.href} size="lg" className="mt-6">
              {page.notSure.cta.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
