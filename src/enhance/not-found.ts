import { canonicalPath, isAnyCasePath } from '../../schema/routes.ts';

/**
 * On the not-found page: says which address was not found (in the console, as the original site did), and sends a
 * visitor who typed an address whose letter case does not matter in another case (/cars/HONDA), and reached this
 * page on a plain static host, to the page at its canonical address when there is one.
 */
export function onNotFound(): void {
  if (!document.querySelector('main[data-page-kind="not-found"]')) return;
  const { pathname, search, hash } = window.location;
  console.error('404 Error: User attempted to access non-existent route:', pathname);
  const path = canonicalPath(pathname);
  if (path === pathname || !isAnyCasePath(path)) return;
  void fetch(path, { method: 'HEAD' })
    .then((r) => {
      if (r.ok) window.location.replace(path + search + hash);
    })
    .catch(() => {});
}
