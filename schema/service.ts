import { z } from 'zod';
import { Text, Slug, Link, Feature, Paragraphs, PageMeta } from './primitives.ts';

const ServiceHero = z
  .object({
    badge: Text,
    title: Text,
    highlightedTitle: Text,
    description: Text,
    primaryCta: Link,
    secondaryCta: Link,
    features: z.array(Feature).min(2).max(4),
  })
  .strict();

const PricingRow = z
  .object({
    vehicle: Text,
    estimate: Text,
    partsCost: Text,
    laborCost: Text,
    savings: Text,
    dealerPrice: Text,
  })
  .strict();

const ServicePricing = z
  .object({ title: Text, description: Text, rows: z.array(PricingRow).min(1), ctaText: Text, warrantyText: Text })
  .strict();

const ServiceInfo = z
  .object({
    title: Text,
    whatIsIt: z.object({ title: Text, content: Paragraphs }).strict(),
    howItsDone: z.object({ title: Text, steps: z.array(Text).min(2) }).strict(),
    symptoms: z.object({ title: Text, list: z.array(Text).min(2) }).strict(),
    importance: z.object({ title: Text, content: Paragraphs }).strict(),
  })
  .strict();

const Testimonial = z
  .object({
    name: Text,
    title: Text,
    content: Text,
    initial: z.string().regex(/^[A-Z]$/, 'Expected one capital letter'),
  })
  .strict();

const Reviews = z
  .object({ rating: z.number().min(1).max(5), subtitle: Text, testimonials: z.array(Testimonial).min(1) })
  .strict();

const ServiceCta = z
  .object({ title: Text, description: Text, primaryCta: Link, secondaryCta: Link, warrantyText: Text })
  .strict();

/**
 * One service page, content/services/{slug}.yaml. The file name is the slug.
 * Sections left out come from the page named in `reuses` (if any), then from
 * content/services/_defaults.yaml, so short pages stay short and nothing is copy-pasted.
 */
export const Service = z
  .object({
    /** Short name used in menus, lists and the directory, e.g. "Oil Change". */
    name: Text,
    /** One or two sentences: the directory card and the page's opening line. */
    summary: Text,
    meta: PageMeta,
    /** Other addresses of this page: /services/{alias} redirects here permanently. */
    aliases: z.array(Slug).default([]),
    /** Take every section this file leaves out from another service page. */
    reuses: Slug.optional(),
    hero: ServiceHero.partial().optional(),
    pricing: ServicePricing.optional(),
    serviceInfo: ServiceInfo.partial().optional(),
    popularServices: z
      .object({ title: Text, list: z.array(Text).min(1) })
      .strict()
      .optional(),
    reviews: Reviews.optional(),
    cta: ServiceCta.partial().optional(),
  })
  .strict();
export type Service = z.infer<typeof Service>;

/** Sections shared by every service page unless the page says otherwise. `{service}` is replaced by the page's name. */
export const ServiceDefaults = z
  .object({
    hero: ServiceHero.omit({ title: true, description: true }),
    popularServices: z.object({ title: Text, list: z.array(Text).min(1) }).strict(),
    reviews: Reviews,
    cta: ServiceCta,
  })
  .strict();
export type ServiceDefaults = z.infer<typeof ServiceDefaults>;

/** A service page after reuse and defaults are applied: every section is present. */
export const ResolvedService = z.object({
  slug: Slug,
  name: Text,
  summary: Text,
  meta: PageMeta,
  aliases: z.array(Slug),
  hero: ServiceHero,
  pricing: ServicePricing.optional(),
  serviceInfo: ServiceInfo,
  popularServices: z.object({ title: Text, list: z.array(Text) }),
  reviews: Reviews,
  cta: ServiceCta,
});
export type ResolvedService = z.infer<typeof ResolvedService>;
