/**
 * The place of the "Open now · closes 6 PM" line. The pre-rendered page keeps it empty at full height (the weekly
 * hours beside it say everything); src/enhance/open-now.ts fills it in the visitor's browser, from the hours and
 * time zone of content/site.yaml, so nothing moves when it does. Where a column is too narrow for its longest
 * wording ("Closed · opens Wednesday 8 AM" in a card on a 320 px phone) it wraps rather than widen the page.
 */
export function OpenNow({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const text = tone === 'dark' ? 'text-white' : 'text-navy-900';
  return (
    <p
      data-open-now
      className={`flex min-h-6 items-center gap-2 text-sm leading-6 font-semibold ${text} ${className}`}
    />
  );
}
