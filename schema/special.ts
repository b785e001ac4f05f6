import { z } from 'zod';
import { CalendarDay, Image, Text, Slug } from './primitives.ts';
import { item, says } from './field-words.ts';

/** What the customer gets: an amount off, a percentage off, or a fixed price (0 is "Free"). */
export const OfferValue = z
  .object({
    type: says(z.enum(['amount-off', 'percent-off', 'fixed-price']), {
      label: 'Kind of offer',
      help: 'An amount off, a percentage off, or a set price',
      example: 'fixed-price',
      choices: { 'amount-off': 'Amount off', 'percent-off': 'Percentage off', 'fixed-price': 'Set price' },
      keywords: ['discount', 'deal'],
    }),
    /** Dollars for amount-off and fixed-price, a percentage for percent-off. */
    value: says(z.number().min(0), {
      label: 'Amount',
      help: 'Dollars for an amount off or a set price (0 is free), a percentage for a percentage off',
      example: 49.95,
      keywords: ['price', 'dollars', 'percent', 'discount'],
    }),
  })
  .strict()
  .refine((o) => o.type !== 'percent-off' || (o.value > 0 && o.value <= 100), {
    message: 'A percentage off is between 1 and 100',
    path: ['value'],
  })
  .refine((o) => o.type === 'fixed-price' || o.value > 0, {
    message: 'An amount off must be more than 0',
    path: ['value'],
  });
export type OfferValue = z.infer<typeof OfferValue>;

/** One dated offer (content/specials/{slug}.yaml). The build shows it only between its start and end dates. */
const atLeastOneService = 'Name at least one service page the offer applies to';

export const Special = z
  .object({
    title: says(Text.max(60, 'Keep the title of an offer to 60 characters or fewer'), {
      label: 'Name of the offer',
      help: 'Its heading on the card: 60 characters at most',
      example: 'A/C and Heater Performance Check for $49.95',
      names: true,
      keywords: ['special', 'deal', 'promotion'],
    }),
    summary: says(Text.max(200, 'Keep the short text to 200 characters or fewer'), {
      label: 'What the customer gets',
      help: 'One or two sentences on the card: 200 characters at most',
      example: 'Vent temperatures, refrigerant pressures and a leak test.',
      ownWords: true,
      long: true,
    }),
    image: says(Image.optional(), {
      label: 'Picture on the card',
      help: "A photo at the top of the offer's card, on the specials page, the home page and its services' pages. Leave it out for a card of words only",
      keywords: ['photo', 'image'],
    }),
    offer: says(OfferValue, {
      label: 'The offer',
      help: 'What it takes off the price, or the price it sets',
      keywords: ['price', 'discount', 'dollars', 'percent'],
    }),
    finePrint: says(Text, {
      label: 'Conditions',
      help: 'The small print under the offer',
      example: 'Parts are extra. Not combinable with other offers.',
      long: true,
      keywords: ['fine print', 'terms'],
    }),
    /** The service pages (slugs under content/services) the offer applies to; they show it too. */
    services: says(
      z
        .array(item(Slug, 'Service page', { servicePage: true }), {
          error: (issue) => (issue.input === undefined ? atLeastOneService : undefined),
        })
        .min(1, atLeastOneService),
      {
        label: 'Service pages that show it',
        help: 'The services the offer is for: their pages show it too',
        example: ['air-conditioning'],
      },
    ),
    starts: says(CalendarDay, {
      label: 'First day',
      help: 'The site shows the offer from this day on',
      example: '2026-10-01',
      keywords: ['start', 'date', 'from'],
    }),
    /** The last day the offer is valid (inclusive). */
    ends: says(CalendarDay, {
      label: 'Last day',
      help: 'The last day the offer is valid; the next day it leaves the site',
      example: '2026-12-31',
      keywords: ['end', 'date', 'until', 'expires'],
    }),
    code: says(
      z
        .string()
        .regex(
          /^[A-Z0-9-]{3,20}$/,
          'Expected a coupon code of 3 to 20 capital letters, digits or hyphens, like "OIL5995"',
        )
        .optional(),
      {
        label: 'Coupon code',
        help: 'Capital letters and digits the customer quotes. Leave empty when no code is needed',
        example: 'OIL5995',
        keywords: ['coupon', 'promo', 'voucher', 'discount'],
      },
    ),
  })
  .strict();
export type Special = z.output<typeof Special>;

/** A current offer as the pages show it: the offer in words and its validity written out. */
export type OfferCard = Pick<Special, 'title' | 'summary' | 'image' | 'finePrint' | 'code' | 'starts' | 'ends'> & {
  slug: string;
  /** "$59.95", "Free", "10% off", "$20 off". */
  headline: string;
  /** Dollars, for a fixed-price offer only. */
  price: number | undefined;
  /** "Valid through December 31, 2026". */
  validity: string;
  /** The service pages it applies to. */
  services: { slug: string; name: string }[];
};
