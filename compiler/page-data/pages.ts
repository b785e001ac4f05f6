import type { Content, ContentEntry } from '../../schema/collections.ts';
import type { Special } from '../../schema/special.ts';
import {
  fixedRoutes,
  fixedPath,
  entryPath,
  NOT_FOUND_PATH,
  type RouteEntry,
  type Redirect,
} from '../../schema/routes.ts';
import { dataFileOf } from '../../schema/data-files.ts';
import type { PageKind, FixedKind } from '../../schema/page-kinds.ts';
import type { ServicePage } from '../resolve-services.ts';
import type { CompiledPage, Head, PageData } from '../../schema/page-data.ts';
import { autoRepair, breadcrumbs, serviceLd, articleLd, offerLd, townLd } from '../structured-data.ts';
import { offerCard } from '../specials.ts';
import { builders } from './builders.ts';
import { noMemo, type Memo } from '../memo.ts';
import { picturesIn, type PictureFactsOf } from '../picture-facts.ts';

/**
 * Every page of the site with its data and head, the redirects of the aliases, and the not-found page. Each page's
 * data carries the facts of the pictures it shows (`pictures`: compiler/picture-facts.ts).
 */
export function buildPages(
  c: Content,
  services: ServicePage[],
  specials: readonly ContentEntry<Special>[],
  today: string,
  /**
   * Keeps a page of an entry between compiles while what it is made from is the same: its entry and the shared data
   * its kind reads (the site, the offers, its section's page). Fixed pages are made every time (a few).
   */
  memo: Memo = noMemo,
  pictures: PictureFactsOf = () => undefined,
) {
  const names = new Map(services.map((s) => [s.slug, s.name]));
  const offers = specials.map((e) => offerCard(e, (slug) => names.get(slug) ?? slug, c.specials.card.validThrough));
  const b = builders(c, services, offers, today, pictures);
  /** A fixed page's data: what its builder makes, or its own words. */
  const dataOf = (kind: FixedKind): object =>
    kind in b ? (b[kind as keyof typeof b] as (slug: string) => object)('') : { page: c[kind] };
  const { site } = c;
  const canonical = (path: string) => `${site.url}${path === '/' ? '/' : path}`;
  const image = `${site.url}${site.socialImage}`;
  let pages: CompiledPage[] = [];
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
      data: { kind, ...data, pictures: picturesIn(data, pictures) } as PageData,
    });
  };

  for (const r of fixedRoutes) {
    const page = c[r.kind];
    const { unlisted } = r;
    const ld: Head['jsonLd'] = r.kind === 'home' || r.kind === 'contact' ? [autoRepair(c)] : [];
    if (r.kind === 'specials') ld.push(...offers.map((o) => offerLd(site.url, o)));
    if (r.path !== fixedPath('home') && !unlisted)
      ld.push(
        breadcrumbs(site.url, [
          { label: site.breadcrumbs.home, href: fixedPath('home') },
          { label: page.meta.title.split(' | ')[0]!, href: r.path },
        ]),
      );
    add(r.path, r.kind, dataOf(r.kind), page.meta, ld, [], 'website', unlisted);
  }
  /** A page of an entry: the one made last time when `inputs` are the same, else made by `make` (which calls `add`). */
  const entryPage = (path: string, inputs: readonly unknown[], make: () => void) =>
    pages.push(
      memo.get(`page:${path}`, [...inputs, site, today, pictures], () => {
        const outer = pages;
        pages = [];
        make();
        const [made] = pages;
        pages = outer;
        return made!;
      }),
    );
  const offersKey = JSON.stringify(offers);
  for (const page of services) {
    const path = entryPath('service', page.slug);
    entryPage(path, [page, c.specials, offersKey], () => {
      const s = page.full();
      const data = b.service(s.slug);
      add(
        path,
        'service',
        data,
        s.meta,
        [serviceLd(site, s.name, s.meta.description, path), breadcrumbs(site.url, data.breadcrumbs)],
        s.aliases.map((a) => entryPath('service', a)),
      );
    });
  }
  for (const m of c.make) {
    const path = entryPath('make', m.slug);
    entryPage(path, [m, c.makes, c['all-makes-models']], () => {
      const data = b.make(m.slug);
      add(path, 'make', data, m.data.meta, [breadcrumbs(site.url, data.breadcrumbs)]);
    });
  }
  for (const a of c.article) {
    const path = entryPath('article', a.slug);
    entryPage(path, [a, c.advice], () => {
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
    });
  }
  for (const t of c.town) {
    const path = entryPath('town', t.slug);
    const serviceNames = JSON.stringify(t.data.popularServices.map((slug) => names.get(slug)));
    entryPage(path, [t, c.areas, c.cities, serviceNames], () => {
      const data = b.town(t.slug);
      add(path, 'town', data, t.data.meta, [
        townLd(c, data.town.area, path, t.data.meta.description),
        breadcrumbs(site.url, data.breadcrumbs),
      ]);
    });
  }
  const redirects: Redirect[] = pages.flatMap((p) =>
    p.route.aliases.map((from) => ({ from, to: p.route.path, status: 301 as const })),
  );
  const notFound = {
    head: {
      title: c['not-found'].meta.title,
      description: c['not-found'].meta.description,
      canonical: canonical(NOT_FOUND_PATH),
      image,
      type: 'website' as const,
      jsonLd: [],
    },
    data: { kind: 'not-found' as const, page: c['not-found'], pictures: picturesIn(c['not-found'], pictures) },
  };
  return { pages, redirects, notFound };
}
