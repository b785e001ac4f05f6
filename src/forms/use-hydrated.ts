import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while the page is the pre-rendered HTML (and while React hydrates it), true once the script runs it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
