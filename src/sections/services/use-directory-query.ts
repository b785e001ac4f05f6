import { startTransition, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The directory's search text, kept in the address (?q=) so a search can be shared.
 * The first render always uses an empty query (the pre-rendered HTML shows every group, so hydration
 * matches); the address's query is applied right after. The input keeps its own state so typing stays
 * smooth while router updates run as transitions; only changes of ?q= that this hook did not write
 * (a link to /services?q=...) are copied back into the input.
 */
export function useDirectoryQuery(): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  const [query, setQuery] = useState('');
  /** Values written to ?q= that the router has not shown yet, oldest first. */
  const pending = useRef<string[]>([]);
  const lastWritten = useRef<string | null>(null);

  useEffect(() => {
    const i = pending.current.indexOf(urlQuery);
    if (i >= 0) {
      pending.current.splice(0, i + 1);
      return;
    }
    pending.current = [];
    lastWritten.current = urlQuery.trim();
    startTransition(() => setQuery(urlQuery));
  }, [urlQuery]);

  const update = (value: string) => {
    setQuery(value);
    const q = value.trim();
    if (q === lastWritten.current) return;
    lastWritten.current = q;
    pending.current.push(q);
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [query, update];
}
