import { z } from 'zod';
import { Text, Slug, Href, PriceRange, PageMeta } from './primitives.ts';

/**
 * A logo: "simple-icons:honda" (drawn from the simple-icons package at build time),
 * a file shipped with the site ("/media/makes/dodge.svg"), or an external https address
 * (hidden behind the fallback icon if it fails to load).
 */
const Logo = z
  .string()
  .regex(
    /^(simple-icons:[a-z0-9]+|\/[\w./-]+\.(svg|png|webp)|https:\/\/\S+)$/,
    'Expected "simple-icons:<name>", a path like "/media/makes/dodge.svg" or an https:// address',
  );

/** One make the shop works on, in content/makes.yaml. */
export const MakeEntry = z.object({ name: Text, slug: Slug, logo: Logo.optional() }).strict();
export type MakeEntry = z.infer<typeof MakeEntry>;

/** content/makes.yaml: every make the shop works on. */
export const MakeList = z.object({ makes: z.array(MakeEntry).min(1) }).strict();
export type MakeList = z.infer<typeof MakeList>;

/** "7,500" or "7500", read as a number of miles. */
const Mileage = z
  .string()
  .regex(/^\d{1,3}(,\d{3})*$|^\d+$/, 'Expected a mileage like "7,500"')
  .transform((s) => ({ text: s, miles: Number(s.replaceAll(',', '')) }));

/** A detailed make page, content/makes/{slug}.yaml; the make must also be listed in content/makes.yaml. */
export const MakeDetail = z
  .object({
    name: Text,
    meta: PageMeta,
    description: Text,
    popularModels: z.array(Text).min(1),
    commonServices: z
      .array(z.object({ name: Text, description: Text, estimatedCost: PriceRange, href: Href.optional() }).strict())
      .min(1),
    maintenanceSchedule: z.array(z.object({ mileage: Mileage, services: z.array(Text).min(1) }).strict()).min(1),
  })
  .strict();
export type MakeDetail = z.output<typeof MakeDetail>;
