import type { PageDataOf } from '../../../schema/page-data.ts';
import { CallAndSchedule } from '../../ui/call-and-schedule.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { MakeLogo } from '../../ui/make-logo.tsx';

type Data = PageDataOf<'make'>;

/** The opening band of a make page: breadcrumb, logo, name, description, call and quote buttons. */
export function MakeHero({
  make,
  labels,
  breadcrumbs,
}: {
  make: Data['make'];
  labels: Data['labels'];
  breadcrumbs: Data['breadcrumbs'];
}) {
  return (
    <section className="relative overflow-hidden bg-navy-900 pt-24 pb-16 text-white sm:pt-28 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(232_89_12/0.25),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
        <Breadcrumbs items={breadcrumbs} className="mb-8" />
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <span className="inline-flex size-20 shrink-0 items-center justify-center rounded-card bg-white p-4 text-navy-900 shadow-card sm:size-24">
            <MakeLogo logo={make.logo} name={make.name} decorative className="size-full" />
          </span>
          <h1 className="text-display font-extrabold">{make.name}</h1>
        </div>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-navy-100">{make.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <CallAndSchedule call={labels.callCta} schedule={labels.quoteCta} size="lg" calendar={false} />
        </div>
      </div>
    </section>
  );
}
