import { ArrowRight } from '../../ui/icons.tsx';
import type { PageDataOf } from '../../../schema/page-data.ts';
import { Section } from '../../ui/section.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { revealDelay } from '../../ui/reveal-delay.ts';

type Data = PageDataOf<'make'>;

/** The make's popular models as chips. */
export function PopularModels({ models, title }: { models: readonly string[]; title: string }) {
  return (
    <Section id="popular-models" title={title}>
      <ul className="flex flex-wrap justify-center gap-3">
        {models.map((m) => (
          <li key={m} className="rounded-full bg-navy-50 px-4 py-2 font-semibold text-navy-800 ring-1 ring-navy-100">
            {m}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Common jobs on this make: name (a link when the service has a page), description and price range. */
export function CommonServices({
  services,
  title,
  costLabel,
}: {
  services: Data['make']['commonServices'];
  title: string;
  costLabel: string;
}) {
  return (
    <Section id="common-services" title={title} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s, i) => (
          <li
            key={s.name}
            data-reveal
            {...revealDelay(i % 3)}
            className="group relative flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 focus-within:ring-2 focus-within:ring-accent-500"
          >
            <h3 className="text-lg font-bold text-navy-900">
              {s.href ? (
                <SmartLink
                  href={s.href}
                  className="after:absolute after:inset-0 after:rounded-card group-hover:text-accent-700 focus-visible:outline-none"
                >
                  {s.name}
                </SmartLink>
              ) : (
                s.name
              )}
            </h3>
            <p className="mt-2 flex-1 text-steel-600">{s.description}</p>
            <div className="mt-5 flex items-end justify-between gap-3 border-t border-steel-100 pt-4">
              <dl>
                <dt className="text-sm font-medium text-steel-600">{costLabel}</dt>
                <dd className="text-xl font-extrabold text-accent-700">{s.estimatedCost}</dd>
              </dl>
              {s.href && (
                <ArrowRight
                  className="mb-1 size-5 text-steel-500 transition-transform group-hover:translate-x-1 group-hover:text-accent-600"
                  aria-hidden="true"
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
