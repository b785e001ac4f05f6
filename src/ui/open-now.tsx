import { useSyncExternalStore } from 'react';
import { useSite } from '../app/site-context.tsx';
import { describeOpenStatus, openStatus } from '../lib/open-now.ts';

const currentMinute = () => Math.floor(Date.now() / 60_000);
const everyFewSeconds = (onChange: () => void) => {
  const timer = setInterval(onChange, 10_000);
  return () => clearInterval(timer);
};

/**
 * "Open now · closes 6 PM" or "Closed · opens Monday 8 AM", worked out in the visitor's browser from the hours
 * and time zone of content/site.yaml, and kept current to the minute. The pre-rendered page keeps its line
 * empty at full height (the weekly hours beside it say everything), so nothing moves when it fills in.
 */
export function OpenNow({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const site = useSite();
  // The server and the hydrating render see no time (an empty line); the browser then renders the current minute.
  const minute = useSyncExternalStore(everyFewSeconds, currentMinute, () => undefined);
  const status =
    minute === undefined ? undefined : openStatus(site.openingHours, site.timeZone, new Date(minute * 60_000));
  const text = tone === 'dark' ? 'text-white' : 'text-navy-900';
  return (
    <p
      data-open-now
      className={`flex h-6 items-center gap-2 text-sm leading-6 font-semibold whitespace-nowrap ${text} ${className}`}
    >
      {status && (
        <>
          <span
            aria-hidden="true"
            className={`inline-block size-2.5 shrink-0 rounded-full ${status.open ? 'bg-green-600' : 'bg-steel-500'}`}
          />
          {describeOpenStatus(status)}
        </>
      )}
    </p>
  );
}
