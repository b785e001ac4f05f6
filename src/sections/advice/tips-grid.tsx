import { Lightbulb } from '../../ui/icons.tsx';
import type { AdvicePage } from '../../../schema/pages/advice.ts';
import { revealDelay } from '../../ui/reveal-delay.ts';

/** Quick maintenance tips: a short tip and its explanation per card. */
export function TipsGrid({ items }: { items: AdvicePage['tips']['items'] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((t, i) => (
        <li
          key={t.tip}
          data-reveal
          {...revealDelay(i)}
          className="rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-accent-50 text-accent-600">
            <Lightbulb className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-navy-900">{t.tip}</h3>
          <p className="mt-2 text-steel-600">{t.description}</p>
        </li>
      ))}
    </ul>
  );
}
