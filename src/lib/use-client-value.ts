import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value only the browser knows (the address's query, whether the script runs), read once: `server` in the
 * pre-rendered HTML and while React hydrates it, `client()` from then on. It never changes after that.
 */
export function useClientValue<T>(client: () => T, server: T): T {
  return useSyncExternalStore(never, client, () => server);
}
