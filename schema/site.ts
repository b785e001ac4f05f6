import { z } from 'zod';
import { SafeUrl } from './safe-url.ts';
import { Text, Slug } from './primitives.ts';

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a 24-hour time like "08:00" or "18:00"');
export const Day = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
export type Day = z.infer<typeof Day>;

export const OpeningHours = z
  .object({ days: z.array(Day).min(1), opens: Time, closes: Time })
  .strict()
  .refine((h) => h.opens < h.closes, { message: 'Opening time must be before closing time', path: ['closes'] });
export type OpeningHours = z.infer<typeof OpeningHours>;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The shop's identity: the one place where name, address, phone, hours and every claim live. */
export const Site = z
  .object({
    name: Text,
    shortName: Text,
    url: SafeUrl.regex(
      /^https:\/\/[a-z0-9.-]+$/,
      'Expected the site address without a trailing slash, like "https://www.example.com"',
    ),
    owner: Text,
    phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Expected the phone written like "(513) 555-0142"'),
    email: z.email('Expected an e-mail address'),
    careersEmail: z.email('Expected an e-mail address'),
    address: z
      .object({
        street: Text,
        city: Text,
        region: z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter state code like "OH"'),
        regionName: Text,
        postalCode: z.string().regex(/^\d{5}$/, 'Expected a 5-digit zip code'),
        county: Text,
      })
      .strict(),
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
    /** The shop's time zone (IANA name): opening hours, open-now and the build date are read in it. */
    timeZone: z.string().refine(isTimeZone, 'Expected a time zone name like "America/New_York"'),
    hours: z.array(OpeningHours).min(1),
    mobileService: z.object({ days: z.array(Day).min(1), opens: Time, closes: Time }).strict(),
    founded: z.number().int().min(1900).max(2100),
    rating: z.object({ value: z.number().min(1).max(5), best: z.number().int().min(1) }).strict(),
    warranty: z.object({ months: z.number().int().positive(), miles: z.number().int().positive() }).strict(),
    priceRange: z.string().regex(/^\${1,4}$/, 'Expected one to four dollar signs, like "$$"'),
    serviceRadiusMiles: z.number().int().positive(),
    responsePromise: Text,
    inspectionPoints: z.number().int().positive(),
    stats: z
      .object({
        servicesCompleted: z.number().int().positive(),
        customers: z.number().int().positive(),
        yearsExperience: z.number().int().positive(),
        aseCertifiedPercent: z.number().int().min(0).max(100),
      })
      .strict(),
    repairTimes: z.object({ oilChange: Text, diagnostics: Text, complexRepairs: Text }).strict(),
    claims: z.array(Text).min(1),
    /** Words of the breadcrumb trails, shown on the page and given to search engines alike. */
    breadcrumbs: z
      .object({
        /** The first crumb, the home page. */
        home: Text,
        /** The crumb of the services directory, above each service page. */
        services: Text,
        /** The crumb of the makes page, above each make page. */
        makes: Text,
        /** The crumb of the advice page, above each article. */
        advice: Text,
        /** The crumb of the service areas page, above each town's page. */
        cities: Text,
      })
      .strict(),
    /** Default preview image for link previews (Open Graph). */
    socialImage: SafeUrl.regex(/^\/[\w./-]+\.(png|jpe?g)$/, 'Expected a PNG or JPEG path like "/media/og.png"'),
    mapEmbedUrl: SafeUrl.regex(/^https:\/\//, 'Expected an https:// address'),
    /** Service slugs offered in structured data ("makesOffered" comes from the makes list). */
    featuredServices: z.array(Slug).min(1),
  })
  .strict();
export type Site = z.infer<typeof Site>;
