import { z } from 'zod';
import { SafeUrl } from './safe-url.ts';
import { Text, Slug } from './primitives.ts';
import { item, says } from './field-words.ts';

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a 24-hour time like "08:00" or "18:00"');
const Opens = says(Time, { label: 'Opens at', help: 'On the 24-hour clock: "08:00"', example: '08:00' });
const Closes = says(Time, { label: 'Closes at', help: 'On the 24-hour clock: "18:00" is 6 PM', example: '18:00' });
export const Day = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
export type Day = z.infer<typeof Day>;
const Days = says(z.array(item(Day, 'Day')).min(1), {
  label: 'Days',
  help: 'Tick every day these times apply to',
  example: ['Monday', 'Tuesday'],
});

export const OpeningHours = z
  .object({ days: Days, opens: Opens, closes: Closes })
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

const whole = (label: string, help: string, example: number) =>
  says(z.number().int().positive(), { label, help, example });

/** The shop's identity: the one place where name, address, phone, hours and every claim live. */
export const Site = z
  .object({
    name: says(Text, {
      label: "The shop's name",
      help: 'In full, as on the sign: in the page titles, the footer and for search engines',
      example: 'Kessler Family Auto & Truck Repair',
      keywords: ['business', 'company'],
    }),
    shortName: says(Text, {
      label: 'Short name',
      help: 'Where the full name is too long: the header on a phone',
      example: 'Kessler Auto & Truck',
    }),
    url: says(
      SafeUrl.regex(
        /^https:\/\/[a-z0-9.-]+$/,
        'Expected the site address without a trailing slash, like "https://www.example.com"',
      ),
      {
        label: 'Website',
        help: 'Where the site is found on the web, without a slash at the end',
        example: 'https://www.kesslerautotruck.com',
        keywords: ['domain', 'url', 'web', 'site'],
      },
    ),
    owner: says(Text, { label: "Owner's name", help: 'Named on the About page', example: 'Dave Kessler' }),
    phone: says(z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Expected the phone written like "(513) 555-0142"'), {
      label: 'Phone number',
      help: 'The one number every call button dials; elsewhere, text says {phone}',
      example: '(513) 555-0142',
      keywords: ['call', 'telephone', 'number'],
    }),
    email: says(z.email('Expected an e-mail address'), {
      label: 'E-mail address',
      help: 'Where customers write to the shop',
      example: 'service@kesslerautotruck.com',
      keywords: ['mail', 'contact'],
    }),
    careersEmail: says(z.email('Expected an e-mail address'), {
      label: 'E-mail address for job applications',
      help: 'Where mechanics send their applications',
      example: 'careers@kesslerautotruck.com',
      keywords: ['jobs', 'careers', 'mail'],
    }),
    address: says(
      z
        .object({
          street: says(Text, { label: 'Street', help: 'Number and street', example: '1275 Bellbrook Way' }),
          city: says(Text, { label: 'Town', help: 'The town of the address', example: 'Lebanon', keywords: ['city'] }),
          region: says(z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter state code like "OH"'), {
            label: 'State (two letters)',
            help: "The state's postal code",
            example: 'OH',
          }),
          regionName: says(Text, { label: 'State', help: "The state's name in full", example: 'Ohio' }),
          postalCode: says(z.string().regex(/^\d{5}$/, 'Expected a 5-digit zip code'), {
            label: 'Zip code',
            help: 'Five digits',
            example: '45036',
            keywords: ['postal', 'postcode'],
          }),
          county: says(Text, { label: 'County', help: 'Named for search engines', example: 'Warren County' }),
        })
        .strict(),
      {
        label: "The shop's address",
        help: 'Where customers bring their cars: on every page, the map and the directions',
        keywords: ['location', 'street', 'where', 'directions'],
      },
    ),
    geo: says(
      z
        .object({
          latitude: says(z.number().min(-90).max(90), {
            label: 'Latitude',
            help: 'North of the equator, in degrees',
            example: 39.4353,
          }),
          longitude: says(z.number().min(-180).max(180), {
            label: 'Longitude',
            help: 'West is below zero, in degrees',
            example: -84.203,
          }),
        })
        .strict(),
      {
        label: 'Position on the map',
        help: "The shop's position for maps and search engines: copy it from a map app",
        keywords: ['gps', 'coordinates', 'location'],
      },
    ),
    /** The shop's time zone (IANA name): opening hours, open-now and the build date are read in it. */
    timeZone: says(z.string().refine(isTimeZone, 'Expected a time zone name like "America/New_York"'), {
      label: 'Time zone',
      help: 'The hours, "Open now" and the days offers start and end are read in it',
      example: 'America/New_York',
      keywords: ['clock'],
    }),
    hours: says(z.array(item(OpeningHours, 'Opening times')).min(1), {
      label: 'Opening hours',
      help: 'When the shop is open: one line for each group of days with the same times',
      keywords: ['open', 'closed', 'times', 'schedule', 'when'],
    }),
    mobileService: says(z.object({ days: Days, opens: Opens, closes: Closes }).strict(), {
      label: 'Mobile service hours',
      help: 'When a mechanic comes to the customer',
      keywords: ['open', 'times', 'call out', 'visit'],
    }),
    founded: says(z.number().int().min(1900).max(2100), {
      label: 'Year the shop opened',
      help: 'Text may say {founded}',
      example: 2008,
      keywords: ['since', 'history'],
    }),
    rating: says(
      z
        .object({
          value: says(z.number().min(1).max(5), {
            label: 'Average rating',
            help: "The customers' average rating",
            example: 4.9,
            keywords: ['stars'],
          }),
          best: says(z.number().int().min(1), { label: 'Out of', help: 'The highest possible rating', example: 5 }),
        })
        .strict(),
      { label: 'Customer rating', help: "The reviews' average, shown with stars", keywords: ['reviews', 'stars'] },
    ),
    warranty: says(
      z
        .object({
          months: whole('Months', 'How long the warranty lasts', 12),
          miles: whole('Miles', 'How far the warranty lasts', 12000),
        })
        .strict(),
      { label: 'Warranty', help: 'The warranty on repairs: text may say {warranty}', keywords: ['guarantee'] },
    ),
    priceRange: says(z.string().regex(/^\${1,4}$/, 'Expected one to four dollar signs, like "$$"'), {
      label: 'Price level',
      help: 'One to four dollar signs, for search engines',
      example: '$$',
      keywords: ['price', 'cost'],
    }),
    serviceRadiusMiles: whole('Miles served around the shop', 'How far the shop serves, in miles', 15),
    responsePromise: says(Text, {
      label: 'How soon the shop answers',
      help: 'After "We reply" on the forms',
      example: 'within 1 business hour during operating hours',
    }),
    inspectionPoints: whole('Points of the inspection', 'How many points the vehicle inspection checks', 50),
    stats: says(
      z
        .object({
          servicesCompleted: whole('Services completed', 'How many services the shop has done', 500),
          customers: whole('Customers', 'How many customers the shop has served', 5000),
          yearsExperience: whole('Years of experience', "The mechanics' years in the trade", 15),
          aseCertifiedPercent: says(z.number().int().min(0).max(100), {
            label: 'ASE certified mechanics (percent)',
            help: 'From 0 to 100',
            example: 100,
          }),
        })
        .strict(),
      { label: 'Figures', help: 'The numbers the pages show about the shop', keywords: ['numbers', 'statistics'] },
    ),
    repairTimes: says(
      z
        .object({
          oilChange: says(Text, { label: 'An oil change', help: 'How long it takes', example: '30-60 minutes' }),
          diagnostics: says(Text, { label: 'Diagnostics', help: 'How long it takes', example: '1-2 hours' }),
          complexRepairs: says(Text, { label: 'Complex repairs', help: 'How long they take', example: '1-2 days' }),
        })
        .strict(),
      { label: 'How long repairs take', help: 'Shown where customers ask how long they will wait', keywords: ['time'] },
    ),
    claims: says(z.array(item(Text, 'Promise')).min(1), {
      label: "The shop's promises",
      help: 'Short lines such as "Same-day service"',
      example: ['ASE certified technicians', 'Family-owned since {founded}'],
      keywords: ['claims', 'why us'],
    }),
    /** Words of the breadcrumb trails, shown on the page and given to search engines alike. */
    breadcrumbs: says(
      z
        .object({
          /** The first crumb, the home page. */
          home: says(Text, { label: 'Home page', help: 'The first step of every trail', example: 'Home' }),
          /** The crumb of the services directory, above each service page. */
          services: says(Text, { label: 'Services', help: 'Above each service page', example: 'Services' }),
          /** The crumb of the makes page, above each make page. */
          makes: says(Text, { label: 'Makes', help: 'Above each make page', example: 'Makes & Models' }),
          /** The crumb of the advice page, above each article. */
          advice: says(Text, { label: 'Advice', help: 'Above each article', example: 'Auto Advice' }),
          /** The crumb of the service areas page, above each town's page. */
          cities: says(Text, { label: 'Towns', help: "Above each town's page", example: 'Service Areas' }),
        })
        .strict(),
      {
        label: 'Trail of links above a page',
        help: 'The words of "Home > Services > Oil Change", on the page and for search engines',
        keywords: ['breadcrumbs', 'navigation'],
      },
    ),
    /** Default preview image for link previews (Open Graph). */
    socialImage: says(SafeUrl.regex(/^\/[\w./-]+\.(png|jpe?g)$/, 'Expected a PNG or JPEG path like "/media/og.png"'), {
      label: 'Picture for shared links',
      help: 'Shown when a page is shared on Facebook or in a message: a PNG or JPEG',
      example: '/media/og.png',
      picture: true,
      keywords: ['facebook', 'share', 'preview', 'image'],
    }),
    mapEmbedUrl: says(SafeUrl.regex(/^https:\/\//, 'Expected an https:// address'), {
      label: 'Map on the contact page',
      help: "The link of the map shown on the contact page (Google Maps' embed link)",
      example: 'https://www.google.com/maps?q=1275+Bellbrook+Way,+Lebanon,+OH+45036&output=embed',
      keywords: ['google maps', 'directions'],
    }),
    /** Service slugs offered in structured data ("makesOffered" comes from the makes list). */
    featuredServices: says(z.array(item(Slug, 'Service page', { servicePage: true })).min(1), {
      label: 'Main services',
      help: 'The services search engines are told the shop offers',
      example: ['oil-change', 'brake-service'],
    }),
  })
  .strict();
export type Site = z.infer<typeof Site>;
