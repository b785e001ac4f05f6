import { useSite } from '../app/site-context.tsx';

/** The shop's opening hours, from content/site.yaml, the same everywhere they appear. */
export function HoursList({ className = '' }: { className?: string }) {
  const site = useSite();
  return (
    <dl className={`space-y-1 ${className}`}>
      {site.hours.map((h) => (
        <div key={h.days} className="flex justify-between gap-4">
          <dt>{h.days}</dt>
          <dd className="font-semibold">{h.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
