import { startTransition, useEffect, useState } from 'react';

/**
 * One value kept in the page address's query (`?q=`, `?category=`) so that it can be shared and survives a reload.
 * The first render always uses '' (the pre-rendered HTML shows the unfiltered page, so hydration matches); the
 * address's value is applied right after, as a transition. Setting it replaces the address (no history entry, no
 * scroll); `written` is what goes into the address ('' removes the parameter).
 */
export function useQueryParam(name: string): [string, (value: string, written?: string) => void] {
  const [value, setValue] = useState('');
  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get(name) ?? '';
    if (fromAddress) startTransition(() => setValue(fromAddress));
  }, [name]);
  const update = (next: string, written = next) => {
    setValue(next);
    const url = new URL(window.location.href);
    if (written) url.searchParams.set(name, written);
    else url.searchParams.delete(name);
    if (url.href !== window.location.href) history.replaceState(history.state, '', url);
  };
  return [value, update];
}
