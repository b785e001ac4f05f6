import { useSite } from '../app/site-context.tsx';

/**
 * The shop's opening hours, from content/site.yaml, the same everywhere they appear. Days and hours never
 * break inside; where a row is too narrow for both, the hours move to their own line, still on the right.
 */
export function HoursList({ className = '' }: { className?: string }) {
  const site = useSite();
  return (
    <dl className={`space-y-1 ${className}`}>
      {site.hours.map((h) => (
        <div key={h.days} className="flex flex-wrap justify-between gap-x-4">
          <dt className="whitespace-nowrap">{h.days}</dt>
          <dd className="ml-auto font-semibold whitespace-nowrap">{h.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
