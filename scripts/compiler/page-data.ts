import type { Content, ContentEntry } from '../../schema/collections.ts';
import type { Special } from '../../schema/special.ts';
import { slugify } from '../../schema/slug.ts';
import {
  fixedRoutes,
  fixedPath,
  entryPath,
  dataFileOf,
  NOT_FOUND_PATH,
  type PageKind,
  type RouteEntry,
  type Redirect,
} from '../../schema/routes.ts';
import { phoneE164, weeklyHours, formatWarranty, formatHoursRange } from '../../schema/format.ts';
import type { ResolvedService } from '../../schema/service.ts';
import { requestAction, type ShopCalendar } from '../../schema/requests.ts';
import type {
  CompiledPage,
  Crumb,
  Head,
  LayoutData,
  PageData,
  PageDataByKind,
  MakeCard,
} from '../../schema/page-data.ts';
import { resolveLogo, logoSprite } from './logos.ts';
import { renderMarkdown } from './markdown.ts';
import { autoRepair, breadcrumbs, serviceLd, articleLd, offerLd, townLd } from './structured-data.ts';
import { offerCard } from './specials.ts';
import type { OfferCard } from '../../schema/special.ts';

/** Data every page shares: header, footer and the shop's facts in display form. */
export function layoutData(c: Content): LayoutData {
  const { site, navigation } = c;
  const address = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
  return {
    site: {
      name: site.name,
      shortName: site.shortName,
      url: site.url,
      phone: site.phone,
      phoneHref: `tel:${phoneE164(site.phone)}`,
      email: site.email,
      careersEmail: site.careersEmail,
      address: { ...site.address, full: address },
      directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`,
      mapEmbedUrl: site.mapEmbedUrl,
      hours: weeklyHours(site.hours),
      /** The hours as written, and the time zone they are in: the browser works out "Open now" from them. */
      openingHours: site.hours,
      timeZone: site.timeZone,
      mobileHours: `${site.mobileService.days.length === 7 ? '7 days a week' : site.mobileService.days.join(', ')}, ${formatHoursRange(site.mobileService.opens, site.mobileService.closes, true)}`,
      warranty: formatWarranty(site.warranty),
      rating: site.rating,
      founded: site.founded,
      responsePromise: site.responsePromise,
    },
    navigation,
  };
}

const makeCard = (m: Content['makes']['makes'][number], detailed: Set<string>): MakeCard => ({
  name: m.name,
  slug: m.slug,
  detailed: detailed.has(m.slug),
  logo: resolveLogo(m.logo),
});

/** Per-kind page builders: what each page component receives, and nothing more. */
function builders(c: Content, services: ResolvedService[], offers: OfferCard[]) {
  const detailed = new Set(c.makeDetails.map((m) => m.slug));
  const makeBySlug = new Map(c.makes.makes.map((m) => [m.slug, m]));
  const articles = [...c.articles]
    .sort((a, b) => b.data.date.localeCompare(a.data.date))
    .map((a) => ({ slug: a.slug, ...a.data }));
  const serviceNames = new Map(services.map((s) => [s.slug, s.name]));
  // Each entry page looks up its own entry: a scan of the list for each would grow with the square of the pages.
  const serviceBySlug = new Map(services.map((s) => [s.slug, s]));
  const detailBySlug = new Map(c.makeDetails.map((m) => [m.slug, m.data]));
  const articleBySlug = new Map(c.articles.map((a) => [a.slug, a]));
  const townBySlug = new Map(c.towns.map((t) => [t.slug, t.data]));
  const areaBySlug = new Map(c.areas.areas.toReversed().map((a) => [slugify(a.city), a])); // the first of a name
  const townPages = new Set(c.towns.map((t) => t.slug));
  /** Town name -> its page, for the towns that have one. */
  const townLinks = (names: readonly string[]) =>
    Object.fromEntries(names.filter((n) => townPages.has(slugify(n))).map((n) => [n, entryPath('town', slugify(n))]));
  const teaser = (list: OfferCard[]) =>
    list.length ? { labels: c.specialsPage.teaser, card: c.specialsPage.card, offers: list } : undefined;
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
    }),
    about: () => ({ page: c.about }),
    contact: () => ({
      page: c.contact,
      form: c.forms.contactQuote,
      action: requestAction('contact-quote'),
      specials: offers.map(({ slug, title }) => ({ slug, title })),
    }),
    'services-directory': () => ({ page: c.servicesDirectory }),
    service: (slug: string) => {
      const service = serviceBySlug.get(slug)!;
      const section = { label: words.services, href: fixedPath('services-directory') };
      return {
        service,
        breadcrumbs: trail(section, service.name, entryPath('service', slug)),
        specials: teaser(offers.filter((o) => o.services.some((s) => s.slug === slug))),
      };
    },
    makes: () => ({
      page: pageOfMakes(c.makes),
      makes: c.makes.makes.map((m) => makeCard(m, detailed)),
    }),
    make: (slug: string) => {
      const detail = detailBySlug.get(slug)!;
      return {
        make: { slug, ...detail, logo: resolveLogo(makeBySlug.get(slug)?.logo) },
        labels: c.makes.detailLabels,
        breadcrumbs: trail({ label: words.makes, href: fixedPath('makes') }, detail.name, entryPath('make', slug)),
      };
    },
    'how-it-works': () => ({ page: c.howItWorks }),
    advice: () => ({ page: c.advice, articles }),
    article: (slug: string) => {
      const a = articleBySlug.get(slug)!;
      return {
        article: { slug, ...a.data, html: renderMarkdown(a.body) },
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
    specials: () => ({ page: c.specialsPage, offers }),
    fleet: () => ({ page: c.fleet }),
    careers: () => ({ page: c.careers }),
    'thank-you': () => ({ page: c.thankYou }),
    'not-found': () => ({ page: c.notFound }),
  } satisfies { [K in PageKind]: (slug: string) => PageDataByKind[K] };
}

/** The makes page's own texts, without the list and the labels of the make pages. */
function pageOfMakes(makes: Content['makes']): PageDataByKind['makes']['page'] {
  const { makes: _list, detailLabels: _labels, ...page } = makes;
  return page;
}

/** Every page of the site with its data and head, the redirects of the aliases, and the not-found page. */
export function buildPages(c: Content, services: ResolvedService[], specials: readonly ContentEntry<Special>[]) {
  const names = new Map(services.map((s) => [s.slug, s.name]));
  const offers = specials.map((e) => offerCard(e, (slug) => names.get(slug) ?? slug, c.specialsPage.card.validThrough));
  const b = builders(c, services, offers);
  const { site } = c;
  const canonical = (path: string) => `${site.url}${path === '/' ? '/' : path}`;
  const image = `${site.url}${site.socialImage}`;
  const pages: CompiledPage[] = [];
  const add = (
    path: string,
    kind: PageKind,
    data: object,
    meta: { title: string; description: string },
    jsonLd: Head['jsonLd'],
    aliases: string[] = [],
    type: Head['type'] = 'website',
    unlisted = false,
  ) => {
    const route: RouteEntry = {
      path,
      kind,
      dataFile: dataFileOf(path),
      title: meta.title,
      description: meta.description,
      canonical: canonical(path),
      aliases,
      ...(unlisted && { unlisted: true }),
    };
    pages.push({
      route,
      head: { ...meta, canonical: route.canonical, image, type, jsonLd, ...(unlisted && { noindex: true }) },
      data: { kind, ...data } as PageData,
    });
  };

  for (const r of fixedRoutes) {
    const page = c[r.collection];
    const unlisted = 'unlisted' in r && r.unlisted;
    const ld: Head['jsonLd'] = r.kind === 'home' || r.kind === 'contact' ? [autoRepair(c)] : [];
    if (r.kind === 'specials') ld.push(...offers.map((o) => offerLd(site.url, o)));
    if (r.path !== fixedPath('home') && !unlisted)
      ld.push(
        breadcrumbs(site.url, [
          { label: site.breadcrumbs.home, href: fixedPath('home') },
          { label: page.meta.title.split(' | ')[0]!, href: r.path },
        ]),
      );
    add(r.path, r.kind, (b[r.kind] as (slug: string) => object)(''), page.meta, ld, [], 'website', unlisted);
  }
  for (const s of services) {
    const path = entryPath('service', s.slug);
    const data = b.service(s.slug);
    add(
      path,
      'service',
      data,
      s.meta,
      [serviceLd(site, s.name, s.meta.description, path), breadcrumbs(site.url, data.breadcrumbs)],
      s.aliases.map((a) => entryPath('service', a)),
    );
  }
  for (const m of c.makeDetails) {
    const data = b.make(m.slug);
    add(entryPath('make', m.slug), 'make', data, m.data.meta, [breadcrumbs(site.url, data.breadcrumbs)]);
  }
  for (const a of c.articles) {
    const path = entryPath('article', a.slug);
    const data = b.article(a.slug);
    add(
      path,
      'article',
      data,
      { title: a.data.title, description: a.data.excerpt },
      [articleLd(site.url, a.data, path, site.name), breadcrumbs(site.url, data.breadcrumbs)],
      [],
      'article',
    );
  }
  for (const t of c.towns) {
    const path = entryPath('town', t.slug);
    const data = b.town(t.slug);
    add(path, 'town', data, t.data.meta, [
      townLd(c, data.town.area, path, t.data.meta.description),
      breadcrumbs(site.url, data.breadcrumbs),
    ]);
  }
  const redirects: Redirect[] = pages.flatMap((p) =>
    p.route.aliases.map((from) => ({ from, to: p.route.path, status: 301 as const })),
  );
  const notFound = {
    head: {
      title: c.notFound.meta.title,
      description: c.notFound.meta.description,
      canonical: canonical(NOT_FOUND_PATH),
      image,
      type: 'website' as const,
      jsonLd: [],
    },
    data: { kind: 'not-found' as const, ...b['not-found']() },
  };
  return { pages, redirects, notFound, logoSprite: logoSprite(c.makes.makes.map((m) => m.logo)) };
}
