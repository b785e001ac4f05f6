import type { HomePage } from '../../../schema/pages/home.ts';
import { Section } from '../../ui/section.tsx';
import { revealDelay } from '../../ui/reveal-delay.ts';

/** The three steps of a repair, numbered in order. */
export function Process({ process }: { process: HomePage['process'] }) {
  return (
    <Section title={process.title} subtitle={process.subtitle} tone="dark">
      <ol className="grid gap-6 md:grid-cols-3">
        {process.steps.map((step, i) => (
          <li
            key={step.title}
            data-reveal
            {...revealDelay(i)}
            className="rounded-card bg-white/5 p-6 ring-1 ring-white/15"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-full bg-accent-600 text-xl font-extrabold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-xl font-bold text-white">{step.title}</h3>
            <p className="mt-2 text-navy-100">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
