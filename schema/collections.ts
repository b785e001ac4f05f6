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
import { HomePage } from './pages/home.ts';
import { AboutPage } from './pages/about.ts';
import { ContactPage } from './pages/contact.ts';
import { HowItWorksPage } from './pages/how-it-works.ts';
import { FleetPage } from './pages/fleet.ts';
import { CareersPage } from './pages/careers.ts';
import { AdvicePage } from './pages/advice.ts';
import { CitiesPage } from './pages/cities.ts';
import { ServicesDirectoryPage } from './pages/services-directory.ts';
import { NotFoundPage } from './pages/not-found.ts';
import { ThankYouPage } from './pages/thank-you.ts';
import { SpecialsPage } from './pages/specials.ts';
import { entryPath } from './routes.ts';

/**
 * A collection: the files matching `pattern` under content/, each validated by `schema`.
 * `single` collections are exactly one file; the others are one entry per file, named by the file (its slug).
 * In patterns, `*` matches one file name that does not start with "_".
 */
export interface Collection<Name extends string = string, S extends z.ZodType = z.ZodType> {
  name: Name;
  pattern: string;
  schema: S;
  single: boolean;
  /** What the owner is told the file is for (used in JSON Schema titles and error hints). */
  description: string;
  /** {tokens} this collection may use beyond the site-wide ones; they are filled in later (per page or in the browser). */
  tokens?: readonly string[];
}

export function defineCollection<const Name extends string, S extends z.ZodType, const Single extends boolean>(
  c: Collection<Name, S> & { single: Single },
): Collection<Name, S> & { single: Single } {
  return c;
}

/** Every collection of the site: the compiler loops over this list and knows no other. */
export const collections = [
  defineCollection({
    name: 'site',
    pattern: 'site.yaml',
    schema: Site,
    single: true,
    description: "The shop's identity: name, address, phone, hours and claims",
  }),
  defineCollection({
    name: 'navigation',
    pattern: 'navigation.yaml',
    schema: Navigation,
    single: true,
    description: 'Header menus and footer columns',
  }),
  defineCollection({
    name: 'forms',
    pattern: 'forms.yaml',
    schema: Forms,
    single: true,
    description: 'Labels, options and messages of the three forms',
  }),
  defineCollection({
    name: 'areas',
    pattern: 'areas.yaml',
    schema: ServiceAreas,
    single: true,
    description: 'Service areas: towns, zip codes and drive times',
  }),
  defineCollection({
    name: 'makes',
    pattern: 'makes.yaml',
    schema: MakeList,
    single: true,
    description: 'Every vehicle make the shop works on',
  }),
  defineCollection({
    name: 'makeDetails',
    pattern: 'makes/*.yaml',
    schema: MakeDetail,
    single: false,
    description: `A make with its own page at ${entryPath('make', '{slug}')}`,
  }),
  defineCollection({
    name: 'serviceDefaults',
    pattern: 'services/_defaults.yaml',
    schema: ServiceDefaults,
    single: true,
    description: 'Sections every service page shows unless it says otherwise',
    tokens: ['service'],
  }),
  defineCollection({
    name: 'services',
    pattern: 'services/*.yaml',
    schema: Service,
    single: false,
    description: `A service page at ${entryPath('service', '{slug}')}`,
    tokens: ['service'],
  }),
  defineCollection({
    name: 'articles',
    pattern: 'articles/*.md',
    schema: Article,
    single: false,
    description: `An advice article at ${entryPath('article', '{slug}')}`,
  }),
  defineCollection({
    name: 'specials',
    pattern: 'specials/*.yaml',
    schema: Special,
    single: false,
    description: 'A dated offer, shown on the specials page from its start date through its end date',
  }),
  defineCollection({
    name: 'towns',
    pattern: 'cities/*.yaml',
    schema: TownPage,
    single: false,
    description: `The page of a served town at ${entryPath('town', '{slug}')}, named like the town in content/areas.yaml`,
  }),
  defineCollection({
    name: 'home',
    pattern: 'pages/home.yaml',
    schema: HomePage,
    single: true,
    description: 'The home page',
  }),
  defineCollection({
    name: 'about',
    pattern: 'pages/about.yaml',
    schema: AboutPage,
    single: true,
    description: 'The about page',
  }),
  defineCollection({
    name: 'contact',
    pattern: 'pages/contact.yaml',
    schema: ContactPage,
    single: true,
    description: 'The contact page',
  }),
  defineCollection({
    name: 'howItWorks',
    pattern: 'pages/how-it-works.yaml',
    schema: HowItWorksPage,
    single: true,
    description: 'The how-it-works page',
  }),
  defineCollection({
    name: 'fleet',
    pattern: 'pages/fleet.yaml',
    schema: FleetPage,
    single: true,
    description: 'The fleet services page',
  }),
  defineCollection({
    name: 'careers',
    pattern: 'pages/become-a-mechanic.yaml',
    schema: CareersPage,
    single: true,
    description: 'The careers page',
  }),
  defineCollection({
    name: 'advice',
    pattern: 'pages/advice.yaml',
    schema: AdvicePage,
    single: true,
    description: 'The advice page (articles live in content/articles)',
  }),
  defineCollection({
    name: 'cities',
    pattern: 'pages/cities.yaml',
    schema: CitiesPage,
    single: true,
    description: 'The service areas page',
  }),
  defineCollection({
    name: 'servicesDirectory',
    pattern: 'pages/services.yaml',
    schema: ServicesDirectoryPage,
    single: true,
    description: 'The services directory and its 11 groups',
    tokens: ['count', 'query'],
  }),
  defineCollection({
    name: 'specialsPage',
    pattern: 'pages/specials.yaml',
    schema: SpecialsPage,
    single: true,
    description: 'The specials page and the offers band of the home and service pages',
  }),
  defineCollection({
    name: 'notFound',
    pattern: 'pages/not-found.yaml',
    schema: NotFoundPage,
    single: true,
    description: 'The page shown for an unknown address',
  }),
  defineCollection({
    name: 'thankYou',
    pattern: 'pages/thank-you.yaml',
    schema: ThankYouPage,
    single: true,
    description: 'The page shown after a form is sent without script (not indexed, not in the sitemap)',
  }),
] as const;

type Collections = (typeof collections)[number];
type Entry<T> = { slug: string; file: string; data: T; body: string };

/** All content after validation: singles are their data, the others lists of entries. */
export type Content = {
  [C in Collections as C['name']]: C['single'] extends true ? z.output<C['schema']> : Entry<z.output<C['schema']>>[];
};
export type ContentEntry<T> = Entry<T>;
