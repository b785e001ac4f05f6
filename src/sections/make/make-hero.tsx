import type { PageDataOf } from '../../../schema/page-data.ts';
import { CallAndSchedule } from '../../ui/call-and-schedule.tsx';
import { HeroBand } from '../../ui/hero-band.tsx';
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
    <HeroBand breadcrumbs={breadcrumbs}>
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
    </HeroBand>
  );
}
