import { z } from 'zod';
import { Text, Slug, Href, PriceRange, PageMeta } from './primitives.ts';
import { item, says } from './field-words.ts';
import { entryPath } from './routes.ts';

/**
 * A logo: "simple-icons:honda" (drawn from the simple-icons package at build time),
 * a file shipped with the site ("/media/makes/dodge.svg"), or an external https address
 * (hidden behind the fallback icon if it fails to load).
 */
const Logo = says(
  z
    .string()
    .regex(
      /^(simple-icons:[a-z0-9]+|\/[\w./-]+\.(svg|png|webp)|https:\/\/\S+)$/,
      'Expected "simple-icons:<name>", a path like "/media/makes/dodge.svg" or an https:// address',
    ),
  {
    label: 'Logo',
    help: 'The brand\'s drawing: "simple-icons:honda", a file of the site, or an https:// address. Left empty, a car is drawn',
    example: 'simple-icons:honda',
    keywords: ['brand', 'badge', 'emblem', 'picture'],
  },
);

/** One make the shop works on, in content/makes.yaml. */
export const MakeEntry = z
  .object({
    name: says(Text, {
      label: 'Make',
      help: 'As the brand writes it',
      example: 'Honda',
      names: true,
      keywords: ['brand'],
    }),
    slug: says(Slug, {
      label: 'Address name',
      help: "The last part of its page's address, if it has a page: lower-case letters and hyphens",
      example: 'honda',
    }),
    logo: Logo.optional(),
  })
  .strict();
export type MakeEntry = z.infer<typeof MakeEntry>;

/** content/makes.yaml: every make the shop works on. */
export const MakeList = z
  .object({
    makes: says(z.array(item(MakeEntry, 'Make')).min(1), {
      label: 'Makes',
      help: 'Every make the shop works on, in the order the pages list them',
      keywords: ['brands', 'cars', 'manufacturers'],
    }),
  })
  .strict();
export type MakeList = z.infer<typeof MakeList>;

/** "7,500" or "7500", read as a number of miles. */
const Mileage = z
  .string()
  .regex(/^\d{1,3}(,\d{3})*$|^\d+$/, 'Expected a mileage like "7,500"')
  .transform((s) => ({ text: s, miles: Number(s.replaceAll(',', '')) }));

/** A detailed make page, content/makes/{slug}.yaml; the make must also be listed in content/makes.yaml. */
export const MakeDetail = z
  .object({
    name: says(Text, {
      label: 'Make',
      help: 'As the brand writes it',
      example: 'Honda',
      names: true,
      keywords: ['brand'],
    }),
    meta: says(PageMeta, {
      label: 'In search results',
      help: 'How Google and shared links show the page',
      keywords: ['seo'],
    }),
    description: says(Text, {
      label: 'Introduction',
      help: 'What the shop does for this make, under the headline',
      example: 'From Civic oil changes to Pilot transmission service, we keep Hondas running.',
      ownWords: true,
      long: true,
    }),
    popularModels: says(z.array(item(Text, 'Model')).min(1), {
      label: 'Models the shop sees most',
      help: "The make's models, most common first",
      example: ['Civic', 'Accord', 'CR-V'],
      ownWords: true,
    }),
    commonServices: says(
      z
        .array(
          item(
            z
              .object({
                name: says(Text, { label: 'Repair', help: 'Its name', example: 'Timing belt replacement' }),
                description: says(Text, {
                  label: 'What it is',
                  help: 'One sentence',
                  example: 'Due every 100,000 miles on V6 engines.',
                  long: true,
                }),
                estimatedCost: says(PriceRange, {
                  label: 'Price range',
                  help: 'What it usually costs, written "$45-$75"',
                  example: '$450-$750',
                  keywords: ['price', 'cost', 'estimate'],
                }),
                href: says(Href.optional(), {
                  label: 'Page it links to',
                  help: 'Usually the service page; left empty, the card has no link',
                  example: entryPath('service', 'engine-repair'),
                  link: true,
                }),
              })
              .strict(),
            'Common repair',
          ),
        )
        .min(1),
      {
        label: 'Common repairs',
        help: 'What this make most often needs, with prices',
        keywords: ['price', 'services'],
      },
    ),
    maintenanceSchedule: says(
      z
        .array(
          item(
            z
              .object({
                mileage: says(Mileage, {
                  label: 'At how many miles',
                  help: 'A number of miles, like "7,500"',
                  example: '30,000',
                }),
                services: says(z.array(item(Text, 'Task')).min(1), {
                  label: 'What is due',
                  help: 'The tasks due at that mileage',
                  example: ['Oil change', 'Tire rotation'],
                }),
              })
              .strict(),
            'Mileage',
          ),
        )
        .min(1),
      {
        label: 'Maintenance schedule',
        help: 'What is due at which mileage, lowest first',
        keywords: ['miles', 'service'],
      },
    ),
  })
  .strict();
export type MakeDetail = z.output<typeof MakeDetail>;
