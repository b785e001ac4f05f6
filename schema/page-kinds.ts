/**
 * The registry of page kinds: one entry per kind of page, and everything else about a kind follows from it.
 *
 * A kind is named by the last segment of its address (`home` for "/"), and that one name is also
 * - its content: `content/pages/<kind>.yaml` for a page at a fixed address (schema in `schema/pages/<kind>.ts`,
 *   listed in `schema/pages/index.ts`), or the collection named in `collection` for a page per entry;
 * - its component: `src/pages/<kind>-page.tsx`, whose default export renders the page;
 * - its data: `{ page }` (its content) unless `compiler/page-data/builders.ts` builds more for it.
 *
 * This module is read by the browser too (links are built from it): it holds addresses and words, no schema.
 */

/** A page at one fixed address, written in `content/pages/<kind>.yaml`. */
interface FixedPageKind {
  path: `/${string}`;
  /** What the owner is told the page's content file is for. */
  description: string;
  /** Reached only after an action (the thank-you page after a form): not in the sitemap, not indexed. */
  unlisted?: true;
}

/** One page per entry of a collection, at `prefix + slug`. */
interface EntryPageKind {
  prefix: `/${string}/`;
  /** The collection whose entries each make a page (schema/collections.ts). */
  collection: 'service' | 'make' | 'article' | 'town';
  /** The addresses are also reached typed in any letter case (a make typed as /cars/HONDA is the Honda page). */
  anyCase: boolean;
}

/** Every kind of page the site renders. */
export const pageKinds = {
  home: { path: '/', description: 'The home page' },
  about: { path: '/about', description: 'The about page' },
  contact: { path: '/contact', description: 'The contact page' },
  services: { path: '/services', description: 'The services directory and its groups' },
  'all-makes-models': {
    path: '/all-makes-models',
    description: 'The page of every make, and the words every make page shares (under make:)',
  },
  'how-it-works': { path: '/how-it-works', description: 'The how-it-works page' },
  advice: { path: '/advice', description: 'The advice page (articles live in content/articles)' },
  cities: {
    path: '/cities',
    description: 'The service areas page, and the words every town page shares (under town:)',
  },
  specials: {
    path: '/specials',
    description: 'The specials page and the offers band of the home and service pages',
  },
  fleet: { path: '/fleet', description: 'The fleet services page' },
  'become-a-mechanic': { path: '/become-a-mechanic', description: 'The careers page' },
  'thank-you': {
    path: '/thank-you',
    description: 'The page shown after a form is sent without script (not indexed, not in the sitemap)',
    unlisted: true,
  },
  'not-found': { path: '/404', description: 'The page shown for an unknown address', unlisted: true },
  service: { prefix: '/services/', collection: 'service', anyCase: false },
  make: { prefix: '/cars/', collection: 'make', anyCase: true },
  article: { prefix: '/advice/', collection: 'article', anyCase: false },
  town: { prefix: '/cities/', collection: 'town', anyCase: false },
} as const satisfies Record<string, FixedPageKind | EntryPageKind>;

type Kinds = typeof pageKinds;
/** The kinds of page the site renders. */
export type PageKind = keyof Kinds;
/** The kinds of page at one fixed address each. */
export type FixedKind = { [K in PageKind]: Kinds[K] extends { path: string } ? K : never }[PageKind];
/** The kinds of page made one per entry of a collection. */
export type EntryKind = Exclude<PageKind, FixedKind>;

/** The kind of the not-found page: it is shown for any unknown address, not built at its own. */
export const NOT_FOUND_KIND = 'not-found' satisfies FixedKind;

const kindNames = Object.keys(pageKinds) as PageKind[];
/** Every fixed kind, in the registry's order. */
export const fixedKinds = kindNames.filter((k): k is FixedKind => 'path' in pageKinds[k]);
/** Every entry kind, in the registry's order. */
export const entryKinds = kindNames.filter((k): k is EntryKind => 'prefix' in pageKinds[k]);

/** The file of a page kind's component, from the project's folder: its default export renders the page. */
export function pageComponentFile(kind: string): string {
  return `src/pages/${kind}-page.tsx`;
}
