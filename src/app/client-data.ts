import type { LayoutData, PageFile } from '../vike/types.ts';
import { NOT_FOUND_PATH } from '../../schema/routes.ts';
import { LAYOUT_DATA_URL, dataUrlOf } from '../../schema/data-files.ts';

const cache = new Map<string, Promise<PageFile | undefined>>();

/** A data file the server did not give (offline is a rejected fetch already). */
const failed = (r: Response) => new Error(`${r.status} ${r.statusText || 'Server error'}`);

/**
 * Fetches one page's data (once per visit); undefined when the site has no such page (404). Anything else
 * (offline, a server error) rejects, and is shown as an unexpected error rather than as "not found".
 */
export function fetchPage(path: string): Promise<PageFile | undefined> {
  let pending = cache.get(path);
  if (!pending) {
    // A plain GET, as the page's <link rel="preload"> asks for it, so that the preloaded response is the one used.
    pending = fetch(dataUrlOf(path)).then((r) => {
      if (r.status === 404) return undefined;
      if (!r.ok) throw failed(r);
      return r.json() as Promise<PageFile>;
    });
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

export const fetchNotFound = () => fetchPage(NOT_FOUND_PATH) as Promise<PageFile>;

/** The header and footer data every page shares. */
export async function fetchLayout(): Promise<LayoutData> {
  const r = await fetch(LAYOUT_DATA_URL);
  if (!r.ok) throw failed(r);
  return (await r.json()) as LayoutData;
}
