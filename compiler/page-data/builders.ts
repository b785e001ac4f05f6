import type { Content } from '../../schema/collections.ts';
import { slugify } from '../../schema/slug.ts';
import { fixedPath, entryPath } from '../../schema/routes.ts';
import type { ServicePage } from '../resolve-services.ts';
import { requestAction, type ShopCalendar } from '../../schema/requests.ts';
import type { BuiltKind, Crumb, PageDataByKind, MakeCard } from '../../schema/page-data.ts';
import type { OfferCard } from '../../schema/special.ts';
import { resolveLogo } from '../logos.ts';
import { renderMarkdown } from '../markdown.ts';
import type { PictureFactsOf } from '../picture-facts.ts';

const makeCard = (m: Content['makes']['makes'][number], detailed: Set<string>): MakeCard => ({
  name: m.name,
  slug: m.slug,
  detailed: detailed.has(m.slug),
  logo: resolveLogo(m.logo),
});

/**
 * The builders of the page kinds whose data is more than their words (schema/page-data.ts, BuiltPageData): what
 * each page component receives, and nothing more. A kind without a builder receives `{ page }`, its own words.
 */
export function builders(
  c: Content,
  services: ServicePage[],
  offers: OfferCard[],
  today: string,
  pictures?: PictureFactsOf,
) {
  const detailed = new Set(c.make.map((m) => m.slug));
  const makeBySlug = new Map(c.makes.makes.map((m) => [m.slug, m]));
  const articles = [...c.article]
    .sort((a, b) => b.data.date.localeCompare(a.data.date))
    .map((a) => ({ slug: a.slug, ...a.data }));
  const serviceNames = new Map(services.map((s) => [s.slug, s.name]));
  // Each entry page looks up its own entry: a scan of the list for each would grow with the square of the pages.
  const serviceBySlug = new Map(services.map((s) => [s.slug, s]));
  const detailBySlug = new Map(c.make.map((m) => [m.slug, m.data]));
  const articleBySlug = new Map(c.article.map((a) => [a.slug, a]));
  const townBySlug = new Map(c.town.map((t) => [t.slug, t.data]));
  const areaBySlug = new Map(c.areas.areas.toReversed().map((a) => [slugify(a.city), a])); // the first of a name
  const townPages = new Set(c.town.map((t) => t.slug));
  /** Town name -> its page, for the towns that have one. */
  const townLinks = (names: readonly string[]) =>
    Object.fromEntries(names.filter((n) => townPages.has(slugify(n))).map((n) => [n, entryPath('town', slugify(n))]));
  const teaser = (list: OfferCard[]) =>
    list.length ? { labels: c.specials.teaser, card: c.specials.card, offers: list } : undefined;
  const words = c.site.breadcrumbs;
  /** Home, the section page above this page, then the page itself. */
  const trail = (section: { label: string; href: string }, label: string, href: string): Crumb[] => [
    { label: words.home, href: fixedPath('home') },
    section,
    { label, href },
  ];
  return {
    home: () => ({
      page: c.home,
      townLinks: townLinks(c.home.towns.list),
      specials: teaser(offers),
      makes: c.home.makes.slugs.flatMap((s) => {
        const m = makeBySlug.get(s);
        return m ? [makeCard(m, detailed)] : [];
      }),
      forms: { heroQuote: c.forms.heroQuote, serviceRequest: c.forms.serviceRequest },
      actions: { heroQuote: requestAction('hero-quote'), serviceRequest: requestAction('service-request') },
      shop: { hours: c.site.hours, timeZone: c.site.timeZone } satisfies ShopCalendar,
      today,
    }),
    contact: () => ({
      page: c.contact,
      form: c.forms.contactQuote,
      action: requestAction('contact-quote'),
      specials: offers.map(({ slug, title }) => ({ slug, title })),
    }),
    service: (slug: string) => {
      const service = serviceBySlug.get(slug)!.full();
      const section = { label: words.services, href: fixedPath('services') };
      return {
        service,
        breadcrumbs: trail(section, service.name, entryPath('service', slug)),
        specials: teaser(offers.filter((o) => o.services.some((s) => s.slug === slug))),
      };
    },
    'all-makes-models': () => ({
      page: pageOfMakes(c['all-makes-models']),
      makes: c.makes.makes.map((m) => makeCard(m, detailed)),
    }),
    make: (slug: string) => {
      const detail = detailBySlug.get(slug)!;
      return {
        make: { slug, ...detail, logo: resolveLogo(makeBySlug.get(slug)?.logo) },
        labels: c['all-makes-models'].make,
        breadcrumbs: trail(
          { label: words.makes, href: fixedPath('all-makes-models') },
          detail.name,
          entryPath('make', slug),
        ),
      };
    },
    advice: () => ({ page: c.advice, articles }),
    article: (slug: string) => {
      const a = articleBySlug.get(slug)!;
      return {
        article: { slug, ...a.data, html: renderMarkdown(a.body, pictures) },
        labels: c.advice.articlePage,
        breadcrumbs: trail(
          { label: words.advice, href: fixedPath('advice') },
          a.data.title,
          entryPath('article', slug),
        ),
      };
    },
    cities: () => ({ page: c.cities, areas: c.areas.areas, townLinks: townLinks(c.areas.areas.map((a) => a.city)) }),
    town: (slug: string) => {
      const t = townBySlug.get(slug)!;
      const area = areaBySlug.get(slug)!;
      return {
        town: {
          ...t,
          area,
          popularServices: t.popularServices.map((s) => ({ slug: s, name: serviceNames.get(s) ?? s })),
        },
        labels: c.cities.town,
        breadcrumbs: trail({ label: words.cities, href: fixedPath('cities') }, area.city, entryPath('town', slug)),
      };
    },
    specials: () => ({ page: c.specials, offers }),
  } satisfies { [K in BuiltKind]: (slug: string) => PageDataByKind[K] };
}

/** The words of the page of every make, without those every make page shares. */
function pageOfMakes(page: Content['all-makes-models']): PageDataByKind['all-makes-models']['page'] {
  const { make: _labels, ...own } = page;
  return own;
}
