import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the pre-rendered HTML is being hydrated (and on the server), true afterwards. State read from
 * the address bar (e.g. `?category=`) must wait for it, or the first client render would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
