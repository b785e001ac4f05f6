import type { Content, ContentEntry } from '../../schema/collections.ts';
import type { Special } from '../../schema/special.ts';
import { slugify } from '../../schema/slug.ts';
import { fixedRoutes, dataFileOf, type PageKind, type RouteEntry, type Redirect } from '../../schema/routes.ts';
import { phoneE164, weeklyHours, formatWarranty, formatHoursRange } from '../../schema/format.ts';
import type { ResolvedService } from '../../schema/service.ts';
import { resolveLogo, logoSprite } from './logos.ts';
import { iconsOf, type IconNode } from './icons.ts';
import { renderMarkdown } from './markdown.ts';
import { autoRepair, breadcrumbs, serviceLd, articleLd, offerLd, townLd } from './structured-data.ts';
import { offerCard } from './specials.ts';
import type { OfferCard } from '../../schema/special.ts';

/** Data every page shares: header, footer and the shop's facts in display form. */
export function layoutData(c: Content) {
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
export type LayoutData = ReturnType<typeof layoutData>;

export interface Head {
  title: string;
  description: string;
  canonical: string;
  image: string;
  type: 'website' | 'article';
  jsonLd: object[];
}

const makeCard = (m: Content['makes']['makes'][number], detailed: Set<string>) => ({
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
  const townPages = new Set(c.towns.map((t) => t.slug));
  /** Town name -> its page, for the towns that have one. */
  const townLinks = (names: readonly string[]) =>
    Object.fromEntries(names.filter((n) => townPages.has(slugify(n))).map((n) => [n, `/cities/${slugify(n)}`]));
  const teaser = (list: OfferCard[]) =>
    list.length ? { labels: c.specialsPage.teaser, card: c.specialsPage.card, offers: list } : undefined;
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
    }),
    about: () => ({ page: c.about }),
    contact: () => ({ page: c.contact, form: c.forms.contactQuote }),
    'services-directory': () => ({ page: c.servicesDirectory }),
    service: (slug: string) => ({
      service: services.find((s) => s.slug === slug)!,
      specials: teaser(offers.filter((o) => o.services.some((s) => s.slug === slug))),
    }),
    makes: () => ({
      page: { ...c.makes, makes: undefined, detailLabels: undefined },
      makes: c.makes.makes.map((m) => makeCard(m, detailed)),
    }),
    make: (slug: string) => {
      const detail = c.makeDetails.find((m) => m.slug === slug)!.data;
      return { make: { slug, ...detail, logo: resolveLogo(makeBySlug.get(slug)?.logo) }, labels: c.makes.detailLabels };
    },
    'how-it-works': () => ({ page: c.howItWorks }),
    advice: () => ({ page: c.advice, articles }),
    article: (slug: string) => {
      const a = c.articles.find((e) => e.slug === slug)!;
      return { article: { slug, ...a.data, html: renderMarkdown(a.body) }, labels: c.advice.articlePage };
    },
    cities: () => ({ page: c.cities, areas: c.areas.areas, townLinks: townLinks(c.areas.areas.map((a) => a.city)) }),
    town: (slug: string) => {
      const t = c.towns.find((e) => e.slug === slug)!.data;
      const area = c.areas.areas.find((a) => slugify(a.city) === slug)!;
      return {
        town: {
          ...t,
          area,
          popularServices: t.popularServices.map((s) => ({ slug: s, name: serviceNames.get(s) ?? s })),
        },
        labels: c.cities.town,
      };
    },
    specials: () => ({ page: c.specialsPage, offers }),
    fleet: () => ({ page: c.fleet }),
    careers: () => ({ page: c.careers }),
    'not-found': () => ({ page: c.notFound }),
  } satisfies Record<PageKind, (slug: string) => object>;
}

type Builders = ReturnType<typeof builders>;
/** The data of one page kind, as its component receives it. */
export type PageDataOf<K extends PageKind> = { kind: K } & ReturnType<Builders[K]>;
export type PageData = { [K in PageKind]: PageDataOf<K> }[PageKind];

export interface CompiledPage {
  route: RouteEntry;
  head: Head;
  data: PageData;
  /** Drawings of the content icons this page shows. */
  icons: Record<string, IconNode>;
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
    jsonLd: object[],
    aliases: string[] = [],
    type: Head['type'] = 'website',
  ) => {
    const route: RouteEntry = {
      path,
      kind,
      dataFile: dataFileOf(path),
      title: meta.title,
      description: meta.description,
      canonical: canonical(path),
      aliases,
    };
    pages.push({
      route,
      head: { ...meta, canonical: route.canonical, image, type, jsonLd },
      data: { kind, ...data } as PageData,
      icons: iconsOf(data),
    });
  };
  const crumbs = (...trail: { name: string; path: string }[]) =>
    breadcrumbs(site.url, [{ name: 'Home', path: '/' }, ...trail]);

  for (const r of fixedRoutes) {
    const page = c[r.collection];
    const ld: object[] = r.kind === 'home' || r.kind === 'contact' ? [autoRepair(c)] : [];
    if (r.kind === 'specials') ld.push(...offers.map((o) => offerLd(site.url, o)));
    if (r.path !== '/') ld.push(crumbs({ name: page.meta.title.split(' | ')[0]!, path: r.path }));
    add(r.path, r.kind, (b[r.kind] as (slug: string) => object)(''), page.meta, ld);
  }
  for (const s of services) {
    const path = `/services/${s.slug}`;
    add(
      path,
      'service',
      b.service(s.slug),
      s.meta,
      [
        serviceLd(site.url, s.name, s.meta.description, path),
        crumbs({ name: 'Services', path: '/services' }, { name: s.name, path }),
      ],
      s.aliases.map((a) => `/services/${a}`),
    );
  }
  for (const m of c.makeDetails) {
    const path = `/cars/${m.slug}`;
    add(path, 'make', b.make(m.slug), m.data.meta, [
      crumbs({ name: 'Makes & Models', path: '/all-makes-models' }, { name: m.data.name, path }),
    ]);
  }
  for (const a of c.articles) {
    const path = `/advice/${a.slug}`;
    add(
      path,
      'article',
      b.article(a.slug),
      { title: a.data.title, description: a.data.excerpt },
      [
        articleLd(site.url, a.data, path, site.name),
        crumbs({ name: 'Auto Advice', path: '/advice' }, { name: a.data.title, path }),
      ],
      [],
      'article',
    );
  }
  for (const t of c.towns) {
    const path = `/cities/${t.slug}`;
    const data = b.town(t.slug);
    add(path, 'town', data, t.data.meta, [
      townLd(c, data.town.area, path, t.data.meta.description),
      crumbs({ name: c.cities.town.breadcrumb, path: '/cities' }, { name: data.town.area.city, path }),
    ]);
  }
  const redirects: Redirect[] = pages.flatMap((p) =>
    p.route.aliases.map((from) => ({ from, to: p.route.path, status: 301 as const })),
  );
  const notFound = {
    head: {
      title: c.notFound.meta.title,
      description: c.notFound.meta.description,
      canonical: canonical('/404'),
      image,
      type: 'website' as const,
      jsonLd: [],
    },
    data: { kind: 'not-found' as const, ...b['not-found']() },
    icons: {},
  };
  return { pages, redirects, notFound, logoSprite: logoSprite(c.makes.makes.map((m) => m.logo)) };
}
