import type { PageDataOf } from '../../schema/page-data.ts';
import { CtaBand } from '../ui/cta-band.tsx';
import { BackLink } from '../ui/back-link.tsx';
import { MakeHero } from '../sections/make/make-hero.tsx';
import { PopularModels, CommonServices } from '../sections/make/make-services.tsx';
import { MaintenanceSchedule } from '../sections/make/maintenance-schedule.tsx';

/** /cars/{make}: one make's popular models, common services with prices and its maintenance schedule. */
export default function MakePage({ data }: { data: PageDataOf<'make'> }) {
  const { make, labels } = data;
  return (
    <>
      <MakeHero make={make} labels={labels} breadcrumbs={data.breadcrumbs} />
      <PopularModels models={make.popularModels} title={labels.popularModels} />
      <CommonServices services={make.commonServices} title={labels.commonServices} costLabel={labels.estimatedCost} />
      <MaintenanceSchedule schedule={make.maintenanceSchedule} title={labels.maintenanceSchedule} />
      <div className="bg-white pb-10">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:max-w-3xl lg:px-0">
          <BackLink link={labels.backLink} />
        </div>
      </div>
      <CtaBand
        cta={{
          title: labels.ctaTitle,
          description: labels.ctaDescription,
          primaryCta: labels.callCta,
          secondaryCta: labels.quoteCta,
        }}
      />
    </>
  );
}
