import type { PageFile } from '../vike/types.ts';

/** "/services/oil-change" -> "/_data/services/oil-change.json": where the build puts each page's data. */
export function dataUrl(path: string): string {
  return path === '/' ? '/_data/index.json' : `/_data${path}.json`;
}

/** The path as the site spells it: no trailing slash, make pages in lower case. */
export function normalisePath(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(p);
  } catch {
    /* keep as typed */
  }
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (/^\/cars\//i.test(p)) p = p.toLowerCase();
  return p;
}

const cache = new Map<string, Promise<PageFile | undefined>>();

/**
 * Fetches one page's data (once per visit); undefined when the site has no such page (404). Anything else
 * (offline, a server error) rejects, and is shown as an unexpected error rather than as "not found".
 */
export function fetchPage(path: string): Promise<PageFile | undefined> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(dataUrl(path), { headers: { accept: 'application/json' } }).then((r) => {
      if (r.status === 404) return undefined;
      if (!r.ok) throw new Error(`${r.status} ${r.statusText || 'Server error'}`);
      return r.json() as Promise<PageFile>;
    });
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

export const fetchNotFound = () => fetchPage('/404') as Promise<PageFile>;
