import { Clock, ExternalLink, Hash, MapPin, Truck, Wrench } from '../ui/icons.tsx';
import type { PageDataOf } from '../../schema/page-data.ts';
import { entryPath } from '../../schema/routes.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Section } from '../ui/section.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import { ShopAddress } from '../sections/common/shop-address.tsx';

/** A served town's page: the page written for one served town, with its drive time, zip codes and most-asked services. */
export default function TownPage({ data }: { data: PageDataOf<'town'> }) {
  const { town, labels } = data;
  const { area } = town;
  return (
    <>
      <section className="relative overflow-hidden bg-navy-900 pt-24 pb-16 text-white sm:pt-28 sm:pb-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(232_89_12/0.25),transparent_55%)]"
        />
        <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
          <Breadcrumbs items={data.breadcrumbs} className="mb-8" />
          <h1 className="max-w-3xl text-display font-extrabold">
            {labels.title}{' '}
            <span className="text-accent-500">
              {area.city}, {area.state}
            </span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-100">{town.tagline}</p>
          <dl className="mt-6 flex flex-wrap gap-3">
            <div className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 ring-1 ring-white/20">
              <dt className="flex items-center gap-2 text-navy-100">
                <Clock className="size-4" aria-hidden="true" />
                {labels.driveTime}:
              </dt>
              <dd className="font-semibold">{area.driveTime}</dd>
            </div>
            <div className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 ring-1 ring-white/20">
              <dt className="flex items-center gap-2 text-navy-100">
                <Hash className="size-4" aria-hidden="true" />
                {labels.zipCodes}:
              </dt>
              <dd className="font-semibold">{area.zipCodes.join(', ')}</dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={labels.callCta.href} size="lg">
              {labels.callCta.label}
            </ButtonLink>
            <ButtonLink href={labels.directionsCta.href} variant="ghost" size="lg">
              {labels.directionsCta.label}
              <ExternalLink className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
      </section>
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="max-w-prose space-y-5 text-lg leading-relaxed text-steel-700">
            {town.intro.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <aside className="space-y-6">
            <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100">
              <h2 className="flex items-center gap-2 text-xl font-bold text-navy-900">
                <Wrench className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
                {labels.popular.title}
              </h2>
              {labels.popular.subtitle && <p className="mt-2 text-steel-600">{labels.popular.subtitle}</p>}
              <ul className="mt-4 divide-y divide-steel-100">
                {town.popularServices.map((s) => (
                  <li key={s.slug}>
                    <SmartLink
                      href={entryPath('service', s.slug)}
                      className="flex min-h-11 items-center justify-between gap-3 py-2 font-semibold text-navy-800 hover:text-accent-700"
                    >
                      {s.name}
                      <span aria-hidden="true" className="text-accent-600">
                        →
                      </span>
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-card bg-navy-900 p-6 text-white shadow-card">
              <h2 className="flex items-center gap-2 text-xl font-bold">
                <Truck className="size-5 shrink-0 text-accent-500" aria-hidden="true" />
                {labels.mobile.title}
              </h2>
              <p className="mt-3 text-navy-100">{labels.mobile.description}</p>
              <ButtonLink href={labels.mobile.cta.href} variant="ghost" size="sm" className="mt-5">
                {labels.mobile.cta.label}
              </ButtonLink>
            </div>
            <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100">
              <h2 className="flex items-center gap-2 text-xl font-bold text-navy-900">
                <MapPin className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
                {area.driveTime} {labels.fromShop}
              </h2>
              <ShopAddress className="mt-3 text-steel-700" />
              <ButtonLink href={labels.directionsCta.href} variant="secondary" size="sm" className="mt-4">
                {labels.directionsCta.label}
                <ExternalLink className="size-4" aria-hidden="true" />
              </ButtonLink>
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}
