import type { z } from 'zod';
import { Site } from './site.ts';
import { Navigation } from './navigation.ts';
import { Forms } from './forms.ts';
import { ServiceAreas } from './area.ts';
import { MakeList, MakeDetail } from './make.ts';
import { Service, ServiceDefaults } from './service.ts';
import { Article } from './article.ts';
import { Special } from './special.ts';
import { TownPage } from './town.ts';
import { pageSchemas } from './pages/index.ts';
import { pageKinds, fixedKinds, type FixedKind } from './page-kinds.ts';
import { entryPath } from './routes.ts';

/**
 * A collection: the files matching `pattern` under content/, each validated by `schema`.
 * `single` collections are exactly one file; the others are one entry per file, named by the file (its slug).
 * In patterns, `*` matches one file name that does not start with "_".
 *
 * Names: a page's words are named by the page's kind (`become-a-mechanic` is content/pages/become-a-mechanic.yaml);
 * a collection of one file per entry by what one file is (`service`, `make`, `town`); a data file by its file name.
 */
export interface Collection<Name extends string = string, S extends z.ZodType = z.ZodType> {
  name: Name;
  pattern: string;
  schema: S;
  single: boolean;
  /** What the owner calls it, in the editor's list ("Service pages"). */
  label: string;
  /** What the owner is told the file is for (used in JSON Schema titles and error hints). */
  description: string;
  /** {tokens} this collection may use beyond the site-wide ones; they are filled in later (per page or in the browser). */
  tokens?: readonly string[];
}

function defineCollection<const Name extends string, S extends z.ZodType, const Single extends boolean>(
  c: Collection<Name, S> & { single: Single },
): Collection<Name, S> & { single: Single } {
  return c;
}

/** {tokens} a page's words may use beyond the site-wide ones, filled in in the browser. */
const pageTokens: Partial<Record<FixedKind, readonly string[]>> = { services: ['count', 'query'] };

type PageCollection<K extends FixedKind> = Collection<K, (typeof pageSchemas)[K]> & { single: true };
type PageCollections = { [K in FixedKind]: PageCollection<K> }[FixedKind];

/** The words of one page with a fixed address: content/pages/<kind>.yaml, with the kind's schema. */
function pageCollection<K extends FixedKind>(kind: K): PageCollection<K> {
  const tokens = pageTokens[kind];
  return {
    name: kind,
    label: `${kind.charAt(0).toUpperCase()}${kind.slice(1).replaceAll('-', ' ')} page`,
    pattern: `pages/${kind}.yaml`,
    schema: pageSchemas[kind],
    single: true,
    description: pageKinds[kind].description,
    ...(tokens && { tokens }),
  };
}

/** Every collection of the site: the compiler loops over this list and knows no other. */
export const collections = [
  defineCollection({
    name: 'site',
    label: 'Shop details',
    pattern: 'site.yaml',
    schema: Site,
    single: true,
    description: "The shop's identity: name, address, phone, hours and claims",
  }),
  defineCollection({
    name: 'navigation',
    label: 'Menus and footer',
    pattern: 'navigation.yaml',
    schema: Navigation,
    single: true,
    description: 'Header menus and footer columns',
  }),
  defineCollection({
    name: 'forms',
    label: 'Forms',
    pattern: 'forms.yaml',
    schema: Forms,
    single: true,
    description: 'Labels, options and messages of the three forms',
  }),
  defineCollection({
    name: 'areas',
    label: 'Service areas',
    pattern: 'areas.yaml',
    schema: ServiceAreas,
    single: true,
    description: 'Service areas: towns, zip codes and drive times',
  }),
  defineCollection({
    name: 'makes',
    label: 'List of makes',
    pattern: 'makes.yaml',
    schema: MakeList,
    single: true,
    description: 'Every vehicle make the shop works on',
  }),
  defineCollection({
    name: 'make',
    label: 'Make pages',
    pattern: 'makes/*.yaml',
    schema: MakeDetail,
    single: false,
    description: `A make with a page of its own, such as ${entryPath('make', 'honda')}`,
  }),
  defineCollection({
    name: 'service-defaults',
    label: 'Service page defaults',
    pattern: 'services/_defaults.yaml',
    schema: ServiceDefaults,
    single: true,
    description: 'Sections every service page shows unless it says otherwise',
    tokens: ['service'],
  }),
  defineCollection({
    name: 'service',
    label: 'Service pages',
    pattern: 'services/*.yaml',
    schema: Service,
    single: false,
    description: `A service's page, such as ${entryPath('service', 'oil-change')}`,
    tokens: ['service'],
  }),
  defineCollection({
    name: 'article',
    label: 'Advice articles',
    pattern: 'articles/*.md',
    schema: Article,
    single: false,
    description: `An advice article with a page of its own, such as ${entryPath('article', 'check-engine-light-what-it-means')}`,
  }),
  defineCollection({
    name: 'special',
    label: 'Specials (offers)',
    pattern: 'specials/*.yaml',
    schema: Special,
    single: false,
    description: 'A dated offer, shown on the specials page from its start date through its end date',
  }),
  defineCollection({
    name: 'town',
    label: 'Town pages',
    pattern: 'cities/*.yaml',
    schema: TownPage,
    single: false,
    description: `The page of a served town, such as ${entryPath('town', 'mason')}, named like the town in the service areas`,
  }),
  // Each kind with its own schema: TypeScript cannot follow a map over the kinds, so the union is named.
  ...fixedKinds.map((kind) => pageCollection(kind) as PageCollections),
] as const;

type Collections = (typeof collections)[number];
type Entry<T> = { slug: string; file: string; data: T; body: string };

/** All content after validation: singles are their data, the others lists of entries. */
export type Content = {
  [C in Collections as C['name']]: C['single'] extends true ? z.output<C['schema']> : Entry<z.output<C['schema']>>[];
};
export type ContentEntry<T> = Entry<T>;
