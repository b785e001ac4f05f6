import { z } from 'zod';
import { Text, Slug, Link, Feature, Paragraphs, PageMeta } from './primitives.ts';
import { item, says } from './field-words.ts';
import { entryPath } from './routes.ts';

const button = (label: string, help: string) => says(Link, { label, help, keywords: ['button', 'link'] });
const heading = (help: string, example: string) => says(Text, { label: 'Heading', help, example, keywords: ['title'] });

const ServiceHero = z
  .object({
    badge: says(Text, {
      label: 'Small line above the headline',
      help: 'A short claim in a pill',
      example: '30-60 Minute Service • ASE Certified',
    }),
    title: says(Text, {
      label: 'Headline at the top of the page',
      help: 'The largest words of the page. Left out, it is the service name',
      example: 'Oil Change Service',
      ownWords: true,
      keywords: ['title', 'heading'],
    }),
    highlightedTitle: says(Text, {
      label: 'Second line of the headline',
      help: 'Shown in color after the headline',
      example: 'in Lebanon, OH',
    }),
    description: says(Text, {
      label: 'Text under the headline',
      help: 'One or two sentences. Left out, it is the short description',
      example: 'The right oil, a quality filter and a free 50-point inspection with every visit.',
      ownWords: true,
      long: true,
    }),
    primaryCta: button('Main button', 'The first button under the headline'),
    secondaryCta: button('Second button', 'The button beside the main one'),
    features: says(z.array(item(Feature, 'Point')).min(2).max(4), {
      label: 'Points under the headline',
      help: 'Two to four short points with an icon',
    }),
  })
  .strict();

const money = (label: string, help: string, example: string) =>
  says(Text, { label, help, example, keywords: ['price', 'cost', 'dollars'] });

const PricingRow = z
  .object({
    vehicle: says(Text, {
      label: 'Vehicle',
      help: 'The kind of vehicle this line prices',
      example: 'Sedans & Compacts',
    }),
    estimate: money('Our price', 'What the shop charges, as a range', '$45-$75'),
    partsCost: money('Parts', 'What the parts cost', '$25-$45'),
    laborCost: money('Labor', 'What the work costs', '$20-$30'),
    savings: money('Savings', 'What the customer saves against a dealer', 'Save $30-$50'),
    dealerPrice: money("A dealer's price", 'What a dealer charges for the same', '$85-$125'),
  })
  .strict();

const ServicePricing = z
  .object({
    title: heading('Above the price table', 'Oil Change Prices'),
    description: says(Text, {
      label: 'Text above the prices',
      help: 'What the prices include',
      example: 'Prices include oil, filter and the inspection.',
      ownWords: true,
      long: true,
    }),
    rows: says(z.array(item(PricingRow, 'Price line')).min(1), {
      label: 'Price lines',
      help: 'One line per kind of vehicle',
      ownWords: true,
      keywords: ['price', 'cost', 'estimate', 'table'],
    }),
    ctaText: says(Text, { label: 'Button under the prices', help: 'Its words', example: 'Get an exact quote' }),
    warrantyText: says(Text, {
      label: 'Warranty line',
      help: 'Under the prices',
      example: 'Backed by our {warranty} warranty',
    }),
  })
  .strict();

const ServiceInfo = z
  .object({
    title: says(Text, {
      label: 'Heading of the explanation',
      help: 'Above the sections that explain the service',
      example: 'Everything You Need to Know About Oil Changes',
      ownWords: true,
    }),
    whatIsIt: says(
      z
        .object({
          title: heading('Of the section that says what it is', 'What Is an Oil Change?'),
          content: says(Paragraphs, {
            label: 'Paragraphs',
            help: 'What the service is, in plain words',
            ownWords: true,
          }),
        })
        .strict(),
      { label: 'What it is', help: 'The service explained' },
    ),
    howItsDone: says(
      z
        .object({
          title: heading('Of the steps', 'How We Do Your Oil Change'),
          steps: says(z.array(item(Text, 'Step', { long: true })).min(2), {
            label: 'Steps',
            help: 'What the mechanic does, in order',
            ownWords: true,
          }),
        })
        .strict(),
      { label: 'How it is done', help: 'The work, step by step' },
    ),
    symptoms: says(
      z
        .object({
          title: heading('Of the signs', 'Signs You Need an Oil Change'),
          list: says(z.array(item(Text, 'Sign', { long: true })).min(2), {
            label: 'Signs',
            help: 'What a driver notices when the service is due',
            ownWords: true,
          }),
        })
        .strict(),
      { label: 'Signs it is needed', help: 'What tells a driver it is time', keywords: ['symptoms'] },
    ),
    importance: says(
      z
        .object({
          title: heading('Of why it matters', 'Why Regular Oil Changes Matter'),
          content: says(Paragraphs, { label: 'Paragraphs', help: 'Why the service matters', ownWords: true }),
        })
        .strict(),
      { label: 'Why it matters', help: 'What happens when it is left too long' },
    ),
  })
  .strict();

const Testimonial = z
  .object({
    name: says(Text, { label: "Customer's name", help: 'As they agreed to be named', example: 'Mike R.' }),
    title: says(Text, { label: 'Who they are', help: 'Their town or vehicle', example: 'Mason, OH' }),
    content: says(Text, {
      label: 'What they said',
      help: 'Their words',
      example: 'Quick, honest and fair.',
      long: true,
    }),
    initial: says(z.string().regex(/^[A-Z]$/, 'Expected one capital letter'), {
      label: 'Initial',
      help: 'One capital letter in the round badge',
      example: 'M',
    }),
  })
  .strict();

const Reviews = z
  .object({
    rating: says(z.number().min(1).max(5), { label: 'Stars', help: 'From 1 to 5', example: 4.9, keywords: ['rating'] }),
    subtitle: says(Text, {
      label: 'Line under the stars',
      help: 'Where the reviews come from',
      example: 'Based on 500+ reviews',
    }),
    testimonials: says(z.array(item(Testimonial, 'Review')).min(1), {
      label: "Customers' words",
      help: 'Reviews quoted on the page',
      keywords: ['testimonials', 'quotes'],
    }),
  })
  .strict();

const ServiceCta = z
  .object({
    title: says(Text, { label: 'Heading', help: 'The closing invitation', example: 'Ready for Your Oil Change?' }),
    description: says(Text, {
      label: 'Text under the heading',
      help: 'One or two sentences',
      example: 'Call or book online: most oil changes are done while you wait.',
      long: true,
    }),
    primaryCta: button('Main button', 'The first button'),
    secondaryCta: button('Second button', 'The button beside it'),
    warrantyText: says(Text, { label: 'Warranty line', help: 'Under the buttons', example: '{warranty} warranty' }),
  })
  .strict();

const PopularServices = z
  .object({
    title: heading('Above the list of related services', 'Related Services'),
    list: says(z.array(item(Text, 'Service')).min(1), {
      label: 'Services',
      help: 'Services customers often ask for with this one',
      ownWords: true,
    }),
  })
  .strict();

const sections = {
  hero: { label: 'Top of the page', help: 'Headline, buttons and points', keywords: ['headline', 'banner'] },
  serviceInfo: { label: 'Explanation', help: 'What the service is, how it is done, the signs and why it matters' },
  popularServices: { label: 'Related services', help: 'Services customers ask for with this one' },
  reviews: { label: 'Reviews', help: "Stars and customers' words", keywords: ['testimonials', 'rating'] },
  cta: { label: 'Closing invitation', help: 'The band at the bottom of the page with buttons', keywords: ['button'] },
} as const;
const fromDefaults = ' Left out, it comes from the page it copies or from the service page defaults.';

/**
 * One service page, content/services/{slug}.yaml. The file name is the slug.
 * Sections left out come from the page named in `reuses` (if any), then from
 * content/services/_defaults.yaml, so short pages stay short and nothing is copy-pasted.
 */
export const Service = z
  .object({
    /** Short name used in menus, lists and the directory, e.g. "Oil Change". */
    name: says(Text, {
      label: 'Name of the service',
      help: 'Short, as in menus and lists; text may say {service}',
      example: 'Oil Change',
      names: true,
    }),
    /** One or two sentences: the directory card and the page's opening line. */
    summary: says(Text, {
      label: 'Short description',
      help: "One or two sentences: the services list's card and the page's opening line",
      example: 'Fast oil and filter changes with the exact oil your engine calls for.',
      ownWords: true,
      long: true,
    }),
    meta: says(PageMeta, {
      label: 'In search results',
      help: 'How Google and shared links show the page',
      keywords: ['seo', 'google'],
    }),
    /** Other addresses of this page: /services/{alias} redirects here permanently. */
    aliases: says(z.array(item(Slug, 'Old address')).default([]), {
      label: 'Old addresses of this page',
      help: `Visitors and search engines that come by one of them are sent here: the part after ${entryPath('service', '')}`,
      example: ['oil-and-filter'],
      keywords: ['redirect', 'url', 'moved'],
    }),
    /** Take every section this file leaves out from another service page. */
    reuses: says(Slug.optional(), {
      label: 'Copy the sections of',
      help: 'Every section this page leaves out is taken from that service page',
      example: 'brake-service',
      servicePage: true,
    }),
    hero: says(ServiceHero.partial().optional(), { ...sections.hero, help: sections.hero.help + '.' + fromDefaults }),
    pricing: says(ServicePricing.optional(), {
      label: 'Prices',
      help: 'The price table. Left out, the page shows no prices',
      keywords: ['price', 'cost', 'estimate', 'dollars'],
    }),
    serviceInfo: says(ServiceInfo.partial().optional(), {
      ...sections.serviceInfo,
      help: sections.serviceInfo.help + '.' + fromDefaults,
    }),
    popularServices: says(PopularServices.optional(), {
      ...sections.popularServices,
      help: sections.popularServices.help + '.' + fromDefaults,
    }),
    reviews: says(Reviews.optional(), { ...sections.reviews, help: sections.reviews.help + '.' + fromDefaults }),
    cta: says(ServiceCta.partial().optional(), { ...sections.cta, help: sections.cta.help + '.' + fromDefaults }),
  })
  .strict();
export type Service = z.infer<typeof Service>;

/** Sections shared by every service page unless the page says otherwise. `{service}` is replaced by the page's name. */
export const ServiceDefaults = z
  .object({
    hero: says(ServiceHero.omit({ title: true, description: true }), sections.hero),
    popularServices: says(PopularServices, sections.popularServices),
    reviews: says(Reviews, sections.reviews),
    cta: says(ServiceCta, sections.cta),
  })
  .strict();
export type ServiceDefaults = z.infer<typeof ServiceDefaults>;

/**
 * A service page after reuse and defaults are applied: its own fields (name, summary, search result words, old
 * addresses, prices) as the page has them, every section present and whole, and its address name.
 */
export const ResolvedService = Service.omit({ reuses: true }).extend({
  slug: Slug,
  hero: ServiceHero,
  serviceInfo: ServiceInfo,
  popularServices: PopularServices,
  reviews: Reviews,
  cta: ServiceCta,
});
export type ResolvedService = z.infer<typeof ResolvedService>;
