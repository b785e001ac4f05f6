import type { AboutPage } from '../../../schema/pages/about.ts';
import { revealDelay } from '../../ui/reveal-delay.ts';

const columns: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
};

/** The shop's numbers: a value in large type above its label. */
export function StatsBand({ stats }: { stats: AboutPage['stats'] }) {
  return (
    <div className="bg-navy-800 py-10 text-white" data-reveal>
      <dl
        className={`mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-8 px-4 sm:grid-cols-3 sm:px-6 ${columns[stats.length] ?? 'lg:grid-cols-4'}`}
      >
        {stats.map((s, i) => (
          <div
            key={s.label}
            data-reveal
            {...revealDelay(i)}
            className="flex flex-col-reverse items-center text-center odd:last:col-span-2 sm:odd:last:col-span-1"
          >
            <dt className="mt-1 text-sm font-medium text-navy-100 sm:text-base">{s.label}</dt>
            <dd className="text-3xl font-extrabold whitespace-nowrap text-white sm:text-4xl lg:text-[2rem]">
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
