import {
  pageKinds,
  fixedKinds,
  entryKinds,
  NOT_FOUND_KIND,
  type PageKind,
  type FixedKind,
  type EntryKind,
} from './page-kinds.ts';

/** The pages with a fixed address that are built at their address (all but the not-found page), from the registry. */
export const fixedRoutes = fixedKinds
  .filter((kind) => kind !== NOT_FOUND_KIND)
  .map((kind) => {
    const k: { path: string; unlisted?: true } = pageKinds[kind];
    return { kind, path: k.path, unlisted: k.unlisted === true };
  });

/** The pages made one per entry of a collection, at `prefix + slug`, from the registry. */
export const entryRoutes = entryKinds.map((kind) => ({ kind, ...pageKinds[kind] }));

/** The address of a page with a fixed address. */
export function fixedPath(kind: FixedKind): string {
  return pageKinds[kind].path;
}

/** The address of one entry's page: entryPath('make', 'honda') is the Honda page. */
export function entryPath(kind: EntryKind, slug: string): string {
  return pageKinds[kind].prefix + slug;
}

/** Whether a path is one whose letter case does not matter (it is served in lower case). */
export function isAnyCasePath(path: string): boolean {
  const lower = path.toLowerCase();
  return entryRoutes.some((r) => r.anyCase && lower.startsWith(r.prefix));
}

/**
 * The canonical form of a requested path: percent-escapes decoded (kept as typed when malformed), no
 * trailing slash, and lower case where letter case does not matter.
 */
export function canonicalPath(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(p);
  } catch {
    /* keep as typed */
  }
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (isAnyCasePath(p)) p = p.toLowerCase();
  return p;
}

/** One page of the built site. */
export interface RouteEntry {
  path: string;
  kind: PageKind;
  /** The page's data, relative to the generated folder. */
  dataFile: string;
  title: string;
  description: string;
  canonical: string;
  /** Other paths that redirect here permanently. */
  aliases: string[];
  /** Left out of the sitemap and marked noindex. */
  unlisted?: true;
}

export interface Redirect {
  from: string;
  to: string;
  status: 301;
}

/** The address the not-found page's data is built for (it is shown for any unknown address). */
export const NOT_FOUND_PATH = fixedPath(NOT_FOUND_KIND);
