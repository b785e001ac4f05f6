import { startTransition, useEffect, useState } from 'react';

/**
 * False while the pre-rendered HTML is being hydrated (and on the server), true afterwards. State read from
 * the address bar (e.g. `?category=`) must wait for it, or the first client render would not match the HTML.
 * The switch is a transition, so it never forces a not-yet-hydrated section to re-render from scratch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
