import type { Content } from '../../schema/collections.ts';
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
import { iconsOf } from './icons.ts';
import { renderMarkdown } from './markdown.ts';
import { autoRepair, breadcrumbs, serviceLd, articleLd } from './structured-data.ts';

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
function builders(c: Content, services: ResolvedService[]) {
  const detailed = new Set(c.makeDetails.map((m) => m.slug));
  const makeBySlug = new Map(c.makes.makes.map((m) => [m.slug, m]));
  const articles = [...c.articles]
    .sort((a, b) => b.data.date.localeCompare(a.data.date))
    .map((a) => ({ slug: a.slug, ...a.data }));
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
      makes: c.home.makes.slugs.flatMap((s) => {
        const m = makeBySlug.get(s);
        return m ? [makeCard(m, detailed)] : [];
      }),
      forms: { heroQuote: c.forms.heroQuote, serviceRequest: c.forms.serviceRequest },
    }),
    about: () => ({ page: c.about }),
    contact: () => ({ page: c.contact, form: c.forms.contactQuote }),
    'services-directory': () => ({ page: c.servicesDirectory }),
    service: (slug: string) => {
      const service = services.find((s) => s.slug === slug)!;
      const section = { label: words.services, href: fixedPath('services-directory') };
      return { service, breadcrumbs: trail(section, service.name, entryPath('service', slug)) };
    },
    makes: () => ({
      page: pageOfMakes(c.makes),
      makes: c.makes.makes.map((m) => makeCard(m, detailed)),
    }),
    make: (slug: string) => {
      const detail = c.makeDetails.find((m) => m.slug === slug)!.data;
      return {
        make: { slug, ...detail, logo: resolveLogo(makeBySlug.get(slug)?.logo) },
        labels: c.makes.detailLabels,
        breadcrumbs: trail({ label: words.makes, href: fixedPath('makes') }, detail.name, entryPath('make', slug)),
      };
    },
    'how-it-works': () => ({ page: c.howItWorks }),
    advice: () => ({ page: c.advice, articles }),
    article: (slug: string) => {
      const a = c.articles.find((e) => e.slug === slug)!;
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
    cities: () => ({ page: c.cities, areas: c.areas.areas }),
    fleet: () => ({ page: c.fleet }),
    careers: () => ({ page: c.careers }),
    'not-found': () => ({ page: c.notFound }),
  } satisfies { [K in PageKind]: (slug: string) => PageDataByKind[K] };
}

/** The makes page's own texts, without the list and the labels of the make pages. */
function pageOfMakes(makes: Content['makes']): PageDataByKind['makes']['page'] {
  const { makes: _list, detailLabels: _labels, ...page } = makes;
  return page;
}

/** Every page of the site with its data and head, the redirects of the aliases, and the not-found page. */
export function buildPages(c: Content, services: ResolvedService[]) {
  const b = builders(c, services);
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

  for (const r of fixedRoutes) {
    const page = c[r.collection];
    const ld: Head['jsonLd'] = r.kind === 'home' || r.kind === 'contact' ? [autoRepair(c)] : [];
    if (r.path !== fixedPath('home'))
      ld.push(
        breadcrumbs(site.url, [
          { label: site.breadcrumbs.home, href: fixedPath('home') },
          { label: page.meta.title.split(' | ')[0]!, href: r.path },
        ]),
      );
    add(r.path, r.kind, (b[r.kind] as (slug: string) => object)(''), page.meta, ld);
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
    icons: {},
  };
  return { pages, redirects, notFound, logoSprite: logoSprite(c.makes.makes.map((m) => m.logo)) };
}
