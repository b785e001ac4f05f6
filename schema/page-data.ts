import { z } from 'zod';
import type { Content } from './collections.ts';
import type { ResolvedService } from './service.ts';
import type { Article } from './article.ts';
import type { MakeDetail, MakeEntry } from './make.ts';
import type { RouteEntry } from './routes.ts';
import type { PageKind, FixedKind, EntryKind } from './page-kinds.ts';
import type { ShopCalendar } from './requests.ts';
import type { OfferCard } from './special.ts';
import type { TownPage } from './town.ts';
import type { ServiceArea } from './area.ts';
import { Site } from './site.ts';
import { Navigation } from './navigation.ts';
import { VERSION_FORMATS } from './pictures.ts';

/**
 * The page-data contract: what the compiler writes for each page and what the page components read.
 * The compiler's builders are checked against these types; the components import them from here.
 */

/**
 * A logo ready to draw: its drawing, written into the page (nothing to fetch before the page can paint), an image
 * address, or nothing (the fallback icon is drawn).
 */
export const ResolvedLogo = z.discriminatedUnion('kind', [
  /** The SVG path of a 24 x 24 drawing. */
  z.object({ kind: z.literal('inline'), path: z.string() }),
  z.object({ kind: z.literal('image'), src: z.string() }),
  z.object({ kind: z.literal('none') }),
]);
export type ResolvedLogo = z.infer<typeof ResolvedLogo>;

/**
 * A picture as the build shows it (compiler/picture-facts.ts): its size in pixels read from its file, and the
 * `srcset` of its sized versions in each format, the smaller format first (none for a drawing, SVG).
 */
export const PictureFacts = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sources: z.array(z.object({ type: z.enum(VERSION_FORMATS.map((f) => f.type)), srcSet: z.string() })),
});
export type PictureFacts = z.infer<typeof PictureFacts>;

/** The document head of one page. */
export const Head = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  image: z.string(),
  type: z.enum(['website', 'article']),
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd: z.array(z.looseObject({})),
  /** Asks search engines not to index the page (pages only reached after an action, like the thank-you page). */
  noindex: z.literal(true).optional(),
});
export type Head = z.infer<typeof Head>;

/**
 * A time zone's offsets from UTC over a few years (schema/zone-offsets.ts): the browser reads the shop's wall clock
 * from it without Intl's zone data.
 */
export const ZoneOffsets = z.object({
  timeZone: z.string(),
  /** From each instant on (ms since 1970), the offset in minutes east of UTC; ascending, the first at the start. */
  changes: z.array(z.tuple([z.number(), z.number()])),
  /** The first instant the table no longer covers. */
  until: z.number(),
});
export type ZoneOffsets = z.infer<typeof ZoneOffsets>;

/** Data every page shares: header, footer and the shop's facts in display form. */
export const LayoutData = z.object({
  site: Site.pick({
    name: true,
    shortName: true,
    url: true,
    phone: true,
    email: true,
    careersEmail: true,
    mapEmbedUrl: true,
    rating: true,
    founded: true,
    responsePromise: true,
  }).extend({
    /** tel: address of the phone number. */
    phoneHref: z.string(),
    address: Site.shape.address.extend({ full: z.string() }),
    /** Driving directions to the shop on a map. */
    directionsUrl: z.string(),
    /** Opening hours grouped into display rows. */
    hours: z.array(z.object({ days: z.string(), hours: z.string() })),
    /** The hours as written, and the time zone they are in: the browser works out "Open now" from them. */
    openingHours: Site.shape.hours,
    timeZone: Site.shape.timeZone,
    /** The time zone's offsets from the build's year on, for the browser's clock. */
    zoneOffsets: ZoneOffsets,
    mobileHours: z.string(),
    warranty: z.string(),
  }),
  navigation: Navigation,
});
export type LayoutData = z.infer<typeof LayoutData>;

/** A make as a card or list entry: with its logo, and whether it has a page of its own. */
export type MakeCard = Pick<MakeEntry, 'name' | 'slug'> & { detailed: boolean; logo: ResolvedLogo };

/** An article as the list shows it. */
type ArticleSummary = Article & { slug: string };

/** One step of a breadcrumb trail; the last is the page itself. */
export const Crumb = z.object({ label: z.string(), href: z.string() });
export type Crumb = z.infer<typeof Crumb>;

/** The current offers on the home page and on the service pages they apply to, with the words around them. */
export interface SpecialsTeaser {
  labels: Content['specials']['teaser'];
  card: Content['specials']['card'];
  offers: OfferCard[];
}

/**
 * The page kinds whose component receives more than the page's own words: the data their builders in
 * compiler/page-data/builders.ts make. Every page made per entry is one of them.
 */
interface BuiltPageData {
  home: {
    page: Content['home'];
    makes: MakeCard[];
    forms: Pick<Content['forms'], 'heroQuote' | 'serviceRequest'>;
    /** Where each form posts (schema/requests.ts). */
    actions: { heroQuote: string; serviceRequest: string };
    /** What a preferred service date is checked against. */
    shop: ShopCalendar;
    /** The day the page was built as (YYYY-MM-DD): the earliest preferred date it offers, until the browser's own. */
    today: string;
    /** Town name -> its page, for the towns of the list that have one. */
    townLinks: Record<string, string>;
    specials: SpecialsTeaser | undefined;
  };
  contact: {
    page: Content['contact'];
    form: Content['forms']['contactQuote'];
    action: string;
    /** The current specials a quote request may name (`?special=<slug>`), so the form can show the chosen one. */
    specials: { slug: string; title: string }[];
  };
  service: { service: ResolvedService; breadcrumbs: Crumb[]; specials: SpecialsTeaser | undefined };
  'all-makes-models': { page: Omit<Content['all-makes-models'], 'make'>; makes: MakeCard[] };
  make: {
    make: MakeDetail & { slug: string; logo: ResolvedLogo };
    labels: Content['all-makes-models']['make'];
    breadcrumbs: Crumb[];
  };
  advice: { page: Content['advice']; articles: ArticleSummary[] };
  article: {
    article: ArticleSummary & { html: string };
    labels: Content['advice']['articlePage'];
    breadcrumbs: Crumb[];
  };
  cities: { page: Content['cities']; areas: Content['areas']['areas']; townLinks: Record<string, string> };
  town: {
    town: Omit<TownPage, 'popularServices'> & { area: ServiceArea; popularServices: { slug: string; name: string }[] };
    labels: Content['cities']['town'];
    breadcrumbs: Crumb[];
  };
  specials: { page: Content['specials']; offers: OfferCard[] };
}

/**
 * Every page made per entry has data built for it: an entry kind missing from BuiltPageData is a type error
 * here ("Type '"<kind>"' does not satisfy the constraint 'never'"), naming the kind.
 */
type EntryKindsWithoutData<Missing extends never> = Missing;

/** The data of a page kind that has no builder: its own words. */
type WordsOnly<K extends FixedKind> = { page: Content[K] };

/** What each page kind's component receives, and nothing more. */
export type PageDataByKind = {
  [K in PageKind | EntryKindsWithoutData<Exclude<EntryKind, keyof BuiltPageData>>]: K extends keyof BuiltPageData
    ? BuiltPageData[K]
    : K extends FixedKind
      ? WordsOnly<K>
      : never;
};
/** The kinds whose data is made by a builder of their own. */
export type BuiltKind = keyof BuiltPageData;

/**
 * The data of one page kind, as its component receives it, with the facts of the pictures it shows by address
 * (src/ui/picture.tsx reads them).
 */
export type PageDataOf<K extends PageKind> = { kind: K; pictures: Record<string, PictureFacts> } & PageDataByKind[K];
export type PageData = { [K in PageKind]: PageDataOf<K> }[PageKind];

/** What one page needs to render: its head and its data. */
export interface PageFile {
  head: Head;
  data: PageData;
}

/** One page as the compiler builds it: its route beside what it renders. */
export interface CompiledPage extends PageFile {
  route: RouteEntry;
}
