/**
 * What the editor offers in its pickers, read from the content as it is now: the site's pages and the sections
 * links may target, the link keywords, the icons, the service pages (for a special's services) and the {tokens}.
 */
import { anchors, commonAnchors } from '../../schema/anchors.ts';
import type { Collection } from '../../schema/collections.ts';
import { hrefKeywords } from '../../schema/href-keywords.ts';
import { IconName } from '../../schema/primitives.ts';
import { entryPath, entryRoutes, fixedRoutes } from '../../schema/routes.ts';
import { siteTokens } from '../../compiler/tokens.ts';
import { buildDate } from '../../compiler/build-date.ts';
import type { Site } from '../../schema/site.ts';
import { collectionNamed, entryRef, type EntryReader } from './entry-refs.ts';

export interface SiteChoices {
  /** Every page address, then every address with a section ("/contact#quote"). */
  links: { value: string; label: string }[];
  keywords: readonly string[];
  icons: string[];
  services: { slug: string; name: string; page: string }[];
  /** The {tokens} every text may use (the site's facts). */
  tokens: string[];
}

export function siteChoices(store: EntryReader): SiteChoices {
  const titles = new Map(store.list().map((e) => [e.page, e.title]));
  const links: SiteChoices['links'] = [];
  const sections = (kind: string) => [
    ...commonAnchors,
    ...((anchors as Record<string, readonly string[]>)[kind] ?? []),
  ];
  for (const r of fixedRoutes) {
    links.push({ value: r.path, label: titles.get(r.path) ?? r.path });
    for (const s of sections(r.kind))
      if (s !== 'main') links.push({ value: `${r.path}#${s}`, label: `${titles.get(r.path) ?? r.path}: ${s}` });
  }
  for (const r of entryRoutes)
    for (const slug of store.slugs(collectionNamed(r.collection) as Collection)) {
      const path = r.prefix + slug;
      links.push({ value: path, label: titles.get(path) ?? path });
    }
  const services = store
    .slugs(collectionNamed('service'))
    .map((slug) => ({ slug, name: titles.get(entryPath('service', slug)) ?? slug, page: entryPath('service', slug) }));
  let tokens: string[] = [];
  try {
    const site = store.read(entryRef('site', undefined)).data as Site;
    tokens = Object.keys(siteTokens(site, buildDate(process.env.BUILD_DATE, site.timeZone)));
  } catch {
    // site.yaml cannot be read as it is: the form still opens, without the list of tokens.
  }
  return { links, keywords: hrefKeywords, icons: [...IconName.options].sort(), services, tokens };
}
