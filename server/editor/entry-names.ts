/**
 * What the editor calls each entry, as the owner knows it: a page by its name in the site's menus (or its search
 * result title with its {tokens} filled and the shop's name after "|" left off), a town page by the town, a service
 * or a make by its name, the shop's facts as "Shop details"; never a headline cut short. And the things an entry
 * lists by name (the makes of the list of makes, the towns of the service areas), so the search finds it by them.
 */
import type { Collection } from '../../schema/collections.ts';
import { collectionFields } from '../../schema/field-label.ts';
import type { Navigation } from '../../schema/navigation.ts';
import type { ServiceAreas } from '../../schema/area.ts';
import type { Site } from '../../schema/site.ts';
import { slugify } from '../../schema/slug.ts';
import { interpolate, siteTokens } from '../../compiler/tokens.ts';
import { buildDate } from '../../compiler/build-date.ts';

/** What naming needs from the other files: the menus' names of pages, the towns, the site's {tokens}. */
export interface NamingContext {
  menuNames: Map<string, string>;
  towns: Map<string, string>;
  tokens: Record<string, string>;
}

/** "ABOUT US" -> "About us"; words already in mixed case are kept. */
function readable(label: string): string {
  return label === label.toUpperCase() ? label.charAt(0) + label.slice(1).toLowerCase() : label;
}

/** The context from the site's files as they are now (each may be missing or unreadable: its part is then empty). */
export function namingContext(read: (collection: string) => unknown): NamingContext {
  const menuNames = new Map<string, string>();
  const navigation = read('navigation') as Navigation | undefined;
  if (navigation) {
    // Mixed-case names first (the footer, the dropdowns), then the header's, which are often in capitals.
    const links = [
      ...(navigation.footer?.columns ?? []).flatMap((c) => c.links ?? []),
      ...[...(navigation.header?.desktop ?? []), ...(navigation.header?.mobile ?? [])].flatMap((i) => i.dropdown ?? []),
      ...[...(navigation.header?.desktop ?? []), ...(navigation.header?.mobile ?? [])],
    ];
    for (const l of links)
      if (typeof l?.href === 'string' && typeof l.label === 'string' && !menuNames.has(l.href))
        menuNames.set(l.href, readable(l.label));
  }
  const towns = new Map<string, string>();
  for (const a of (read('areas') as ServiceAreas | undefined)?.areas ?? [])
    if (typeof a?.city === 'string') towns.set(slugify(a.city), a.state ? `${a.city}, ${a.state}` : a.city);
  let tokens: Record<string, string> = {};
  const site = read('site') as Site | undefined;
  try {
    if (site) tokens = siteTokens(site, buildDate(process.env.BUILD_DATE, site.timeZone));
  } catch {
    // A site.yaml being edited may not be whole: names keep their {tokens}.
  }
  return { menuNames, towns, tokens };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A search result title as a name: "Auto Repair in Mason, OH | {shopName}" -> "Auto Repair in Mason, OH". */
function titleName(title: unknown, ctx: NamingContext): string | undefined {
  const t = text(title);
  return t && interpolate(t.split(' | ')[0]!, ctx.tokens);
}

/** The entry's name as the owner knows it. */
export function entryName(
  collection: Collection,
  slug: string | undefined,
  page: string | undefined,
  data: unknown,
  ctx: NamingContext,
): string {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const meta = d.meta as Record<string, unknown> | undefined;
  if (collection.single) {
    if (!page) return collection.label;
    return (ctx.menuNames.get(page) ?? titleName(meta?.title, ctx) ?? collection.label).trim();
  }
  // The field the schema marks as naming the entry (a service's name, an offer's or an article's title).
  const own = collectionFields(collection.name).find((f) => f.names && f.keys.length === 1);
  const name = own && text(d[own.keys[0]!]);
  if (name) return interpolate(name, ctx.tokens);
  if (slug && ctx.towns.has(slug)) return ctx.towns.get(slug)!;
  return titleName(meta?.title, ctx) ?? slug ?? collection.label;
}

/** The values of the fields the schema marks as names inside lists (each make of the list of makes), at most 200. */
export function listedNames(collection: Collection, data: unknown): string[] {
  const out = new Set<string>();
  const collect = (value: unknown, keys: readonly string[]) => {
    if (out.size >= 200) return;
    if (!keys.length) {
      if (typeof value === 'string' && value.trim()) out.add(value.trim());
      return;
    }
    const [key, ...rest] = keys;
    if (key === '[]') {
      if (Array.isArray(value)) for (const v of value) collect(v, rest);
    } else if (value && typeof value === 'object') collect((value as Record<string, unknown>)[key!], rest);
  };
  for (const f of collectionFields(collection.name)) if (f.names && f.keys.includes('[]')) collect(data, f.keys);
  return [...out];
}
