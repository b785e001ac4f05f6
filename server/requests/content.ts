import { Forms } from '../../schema/forms.ts';
import { Site } from '../../schema/site.ts';
import type { RequestContent } from '../../schema/requests.ts';

/** What the request server needs from content: the forms' rules and words, and the shop it writes to. */
export interface ServerContent extends RequestContent {
  site: Pick<Site, 'name' | 'shortName' | 'email' | 'phone' | 'url'>;
  /** Each special's title by its address ("winter-ready-package"): a request names the offer the visitor came from. */
  specials: Readonly<Record<string, string>>;
}

/** The {tokens} the form texts may use, filled in as the compiler does. */
function fillTokens<T>(value: T, site: Site): T {
  const tokens: Record<string, string> = {
    shopName: site.name,
    phone: site.phone,
    email: site.email,
    responsePromise: site.responsePromise,
    city: site.address.city,
  };
  const walk = (v: unknown): unknown =>
    typeof v === 'string'
      ? v.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => tokens[name] ?? whole)
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v;
  return walk(value) as T;
}

/** Builds the server's content from parsed content/forms.yaml and content/site.yaml (validated by their schemas). */
export function serverContent(
  formsData: unknown,
  siteData: unknown,
  specialTitles: Readonly<Record<string, string>> = {},
): ServerContent {
  const site = Site.parse(siteData);
  const forms = fillTokens(Forms.parse(formsData), site);
  return {
    forms,
    shop: { hours: site.hours, timeZone: site.timeZone },
    site: { name: site.name, shortName: site.shortName, email: site.email, phone: site.phone, url: site.url },
    specials: fillTokens({ ...specialTitles }, site),
  };
}
