import type { Site } from '../../schema/site.ts';
import { formatWarranty, formatHoursRange } from '../../schema/format.ts';

/** The {tokens} any text may use, and what each becomes, all from content/site.yaml. */
export function siteTokens(site: Site): Record<string, string> {
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
  };
}

export const TOKEN = /\{([a-zA-Z]+)\}/g;

/** Replaces known tokens; unknown ones are left for the token check to report. */
export function interpolate(text: string, tokens: Record<string, string>): string {
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

/** A copy of `value` with every string passed through `fn`. */
export function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  return value;
}
