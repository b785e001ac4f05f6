import type { Site } from '../schema/site.ts';
import { formatWarranty, formatHoursRange } from '../schema/format.ts';

/**
 * The {tokens} any text may use, and what each becomes: all from content/site.yaml, except `{year}`, the year of the
 * day the build runs as (`BUILD_DATE`, as the specials' dates), so that the footer's "©" line never goes stale.
 */
export function siteTokens(site: Site, today: string): Record<string, string> {
  return {
    shopName: site.name,
    phone: site.phone,
    email: site.email,
    warranty: formatWarranty(site.warranty),
    founded: String(site.founded),
    rating: String(site.rating.value),
    responsePromise: site.responsePromise,
    mobileHours: `${site.mobileService.days.length === 7 ? '7 days a week' : site.mobileService.days.join(', ')}, ${formatHoursRange(site.mobileService.opens, site.mobileService.closes, true)}`,
    city: site.address.city,
    year: today.slice(0, 4),
  };
}

export const TOKEN = /\{([a-zA-Z]+)\}/g;

/** Replaces known tokens; unknown ones are left for the token check to report. */
export function interpolate(text: string, tokens: Record<string, string>): string {
  // Most texts have no token: a plain search is far cheaper than the replace (10,000 pages: 0.5 s).
  if (!text.includes('{')) return text;
  return text.replace(TOKEN, (whole, name: string) => tokens[name] ?? whole);
}

/** Every string inside a value, with its field path (for checks that read text), in document order. */
export function strings(
  value: unknown,
  path: (string | number)[] = [],
  out: [string, (string | number)[]][] = [],
): [string, (string | number)[]][] {
  if (typeof value === 'string') out.push([value, path]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, [...path, i], out));
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const [k, v] of Object.entries(value)) strings(v, [...path, k], out);
  return out;
}

/** Sets `obj[key]`, a key named __proto__ (content is data, whatever its keys) as an own property. */
function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/**
 * `value` with every string passed through `fn`: a copy of each list and object in which a string changed, the same
 * list or object where none did (most texts have no token: copying every value of the content cost a second per
 * 10,000 pages in garbage). What it gives is never changed by those who take it. Plain loops: the entries arrays of
 * `Object.fromEntries(Object.entries(...))` cost as much again.
 */
export function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i] as unknown;
      const mapped = mapStrings(item, fn);
      if (!out) {
        if (mapped === item) continue;
        out = value.slice(0, i);
        out.length = value.length;
      }
      out[i] = mapped;
    }
    return (out ?? value) as T;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const from = value as Record<string, unknown>;
    const keys = Object.keys(from);
    let out: Record<string, unknown> | undefined;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      const item = from[key];
      const mapped = mapStrings(item, fn);
      if (!out) {
        if (mapped === item) continue;
        out = {};
        for (let j = 0; j < k; j++) setOwn(out, keys[j]!, from[keys[j]!]);
      }
      setOwn(out, key, mapped);
    }
    return (out ?? value) as T;
  }
  return value;
}
