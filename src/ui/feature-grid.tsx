import type { Feature } from '../../schema/primitives.ts';
import { Icon } from './icon.tsx';
import { revealDelay } from './reveal-delay.ts';

const columns = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards of icon, title and description, revealed one after another. */
export function FeatureGrid({ items, cols = 3 }: { items: readonly Feature[]; cols?: keyof typeof columns }) {
  return (
    <ul className={`grid gap-6 ${columns[cols]}`}>
      {items.map((f, i) => (
        <li
          key={f.title}
          data-reveal
          {...revealDelay(i)}
          className="rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-accent-50 text-accent-600">
            <Icon name={f.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-navy-900">{f.title}</h3>
          <p className="mt-2 text-steel-600">{f.description}</p>
        </li>
      ))}
    </ul>
  );
}
