import type { IconName } from '../../../schema/primitives.ts';
import { Icon } from '../../ui/icon.tsx';
import { revealDelay } from '../../ui/reveal-delay.ts';

const columns = { 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** An ordered list of steps, each with its number, an optional icon, a title and a description. */
export function NumberedSteps({
  steps,
}: {
  steps: readonly { title: string; description: string; icon?: IconName }[];
}) {
  const cols = steps.length % 4 === 0 ? columns[4] : columns[3];
  return (
    <ol className={`grid gap-6 ${cols}`}>
      {steps.map((step, i) => (
        <li
          key={step.title}
          data-reveal
          {...revealDelay(i)}
          className="relative rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100"
        >
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-600 text-lg font-extrabold text-white"
            >
              {i + 1}
            </span>
            {step.icon && (
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent-50 text-accent-600">
                <Icon name={step.icon} />
              </span>
            )}
          </div>
          <h3 className="mt-4 text-lg font-bold text-navy-900">{step.title}</h3>
          <p className="mt-2 text-steel-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
