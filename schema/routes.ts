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
  | 'not-found';

/** Pages with a fixed address, and the single collection each is written in. */
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
] as const satisfies readonly { path: string; kind: PageKind; collection: keyof Content }[];

/** Pages made one per entry of a collection, at `prefix + slug`. */
export const entryRoutes = [
  { prefix: '/services/', kind: 'service', collection: 'services' },
  { prefix: '/cars/', kind: 'make', collection: 'makeDetails' },
  { prefix: '/advice/', kind: 'article', collection: 'articles' },
  { prefix: '/cities/', kind: 'town', collection: 'towns' },
] as const satisfies readonly { prefix: string; kind: PageKind; collection: keyof Content }[];

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
}

export interface Redirect {
  from: string;
  to: string;
  status: 301;
}

/** The file name of a route's data: "/" -> "index.json", "/services/oil-change" -> "services/oil-change.json". */
export function dataFileOf(path: string): string {
  return path === '/' ? 'pages/index.json' : `pages${path}.json`;
}
