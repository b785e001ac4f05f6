import { Check, Gauge } from '../../ui/icons.tsx';
import type { PageDataOf } from '../../../schema/page-data.ts';
import { Section } from '../../ui/section.tsx';
import { revealDelay } from '../../ui/reveal-delay.ts';

type Schedule = PageDataOf<'make'>['make']['maintenanceSchedule'];

/** The maintenance schedule as a timeline by mileage, lowest first as written in content. */
export function MaintenanceSchedule({ schedule, title }: { schedule: Schedule; title: string }) {
  return (
    <Section id="maintenance-schedule" title={title}>
      <ol className="relative ml-5 max-w-3xl space-y-8 border-l-2 border-navy-100 pl-8 sm:pl-10 lg:mx-auto">
        {schedule.map((step, i) => (
          <li key={step.mileage.text} className="relative" data-reveal {...revealDelay(i)}>
            <span
              aria-hidden="true"
              className="absolute top-0 -left-[calc(3.25rem+1px)] inline-flex size-10 items-center justify-center rounded-full bg-accent-600 text-white ring-4 ring-white sm:-left-[calc(3.75rem+1px)]"
            >
              <Gauge className="size-5" />
            </span>
            <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-steel-100 sm:p-6">
              <h3 className="text-xl font-bold text-navy-900">{step.mileage.text} miles</h3>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {step.services.map((s) => (
                  <li key={s} className="flex gap-2 text-steel-700">
                    <Check className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
                    <span>{s}</span>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
