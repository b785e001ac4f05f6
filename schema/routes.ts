import type { Content } from './collections.ts';

/** The kinds of page the site renders; each has one page component in src/pages. */
export type PageKind =
  | 'home'
  | 'about'
  | 'contact'
  | 'services-directory'
  | 'service'
  | 'makes'
  | 'make'
  | 'how-it-works'
  | 'advice'
  | 'article'
  | 'cities'
  | 'town'
  | 'specials'
  | 'fleet'
  | 'careers'
  | 'thank-you'
  | 'not-found';

/**
 * Pages with a fixed address, and the single collection each is written in. `unlisted` pages are for
 * visitors who were sent there (the thank-you page after a form): not in the sitemap, not indexed.
 */
export const fixedRoutes = [
  { path: '/', kind: 'home', collection: 'home' },
  { path: '/about', kind: 'about', collection: 'about' },
  { path: '/contact', kind: 'contact', collection: 'contact' },
  { path: '/services', kind: 'services-directory', collection: 'servicesDirectory' },
  { path: '/all-makes-models', kind: 'makes', collection: 'makes' },
  { path: '/how-it-works', kind: 'how-it-works', collection: 'howItWorks' },
  { path: '/advice', kind: 'advice', collection: 'advice' },
  { path: '/cities', kind: 'cities', collection: 'cities' },
  { path: '/specials', kind: 'specials', collection: 'specialsPage' },
  { path: '/fleet', kind: 'fleet', collection: 'fleet' },
  { path: '/become-a-mechanic', kind: 'careers', collection: 'careers' },
  { path: '/thank-you', kind: 'thank-you', collection: 'thankYou', unlisted: true },
] as const satisfies readonly { path: string; kind: PageKind; collection: keyof Content; unlisted?: true }[];

export type FixedKind = (typeof fixedRoutes)[number]['kind'];

/** The address of a page with a fixed address. */
export function fixedPath(kind: FixedKind): string {
  return fixedRoutes.find((r) => r.kind === kind)!.path;
}

/** The kinds of page made one per entry of a collection (written out so that collections.ts may use entryPath). */
export type EntryKind = Extract<PageKind, 'service' | 'make' | 'article' | 'town'>;

/**
 * Pages made one per entry of a collection, at `prefix + slug`. `anyCase`: the addresses are also reached
 * typed in any letter case (a make typed as /cars/HONDA is the Honda page).
 */
export const entryRoutes = [
  { prefix: '/services/', kind: 'service', collection: 'services', anyCase: false },
  { prefix: '/cars/', kind: 'make', collection: 'makeDetails', anyCase: true },
  { prefix: '/advice/', kind: 'article', collection: 'articles', anyCase: false },
  { prefix: '/cities/', kind: 'town', collection: 'towns', anyCase: false },
] as const satisfies readonly { prefix: `/${string}/`; kind: EntryKind; collection: keyof Content; anyCase: boolean }[];

/** The address of one entry's page: entryPath('make', 'honda') is the Honda page. */
export function entryPath(kind: EntryKind, slug: string): string {
  return entryRoutes.find((r) => r.kind === kind)!.prefix + slug;
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
export const NOT_FOUND_PATH = '/404';

/** The folder under which the built site serves generated data: page data, the shared layout, the logo sprite. */
export const DATA_URL_PREFIX = '/_data/';
/** The folder of page data inside the generated folder; the build serves it at DATA_URL_PREFIX. */
export const PAGE_DATA_DIR = 'pages';

/** A page's data file name: "/" -> "index.json", "/services/oil-change" -> "services/oil-change.json". */
function dataNameOf(path: string): string {
  return path === '/' ? 'index.json' : `${path.slice(1)}.json`;
}

/** Where a route's data is written, relative to the generated folder: "pages/services/oil-change.json". */
export function dataFileOf(path: string): string {
  return `${PAGE_DATA_DIR}/${dataNameOf(path)}`;
}

/** Where the built site serves a route's data: "/_data/services/oil-change.json". */
export function dataUrlOf(path: string): string {
  return DATA_URL_PREFIX + dataNameOf(path);
}

/** Where the built site serves the header and footer data, which every page fetches to hydrate (one cached file). */
export const LAYOUT_DATA_URL = `${DATA_URL_PREFIX}_layout.json`;
/** Where the layout data is written, relative to the generated folder. */
export const LAYOUT_DATA_FILE = 'layout.json';

const LOGO_SPRITE_NAME = '_logos.svg';
/**
 * The sprite of every make logo, one cached file for every page: written beside the page data (`file`,
 * relative to the generated folder) and served at `url`.
 */
export const LOGO_SPRITE = {
  file: `${PAGE_DATA_DIR}/${LOGO_SPRITE_NAME}`,
  url: `${DATA_URL_PREFIX}${LOGO_SPRITE_NAME}`,
} as const;
