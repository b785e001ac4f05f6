import type { PageDataOf } from '../../schema/page-data.ts';
import { CallAndSchedule } from '../ui/call-and-schedule.tsx';
import { MakesColumns } from '../sections/all-makes-models/makes-columns.tsx';

/** /all-makes-models: every make the shop repairs; makes with a detail page link to it. */
export default function AllMakesModelsPage({ data }: { data: PageDataOf<'all-makes-models'> }) {
  const { page, makes } = data;
  return (
    <>
      <section className="relative overflow-hidden bg-navy-900 pt-28 pb-16 text-white sm:pt-32 sm:pb-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(232_89_12/0.25),transparent_55%)]"
        />
        <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
          <h1 className="max-w-3xl text-display font-extrabold">{page.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-100">{page.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallAndSchedule call={page.callCta} schedule={page.scheduleCta} size="lg" />
          </div>
        </div>
      </section>
      <section aria-label={page.title} className="bg-white py-14 sm:py-20" data-reveal>
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <MakesColumns makes={makes} detailTag={page.detailTag} />
        </div>
      </section>
    </>
  );
}
