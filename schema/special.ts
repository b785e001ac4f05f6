import { z } from 'zod';
import { CalendarDay, Text, Slug } from './primitives.ts';

/** What the customer gets: an amount off, a percentage off, or a fixed price (0 is "Free"). */
export const OfferValue = z
  .object({
    type: z.enum(['amount-off', 'percent-off', 'fixed-price']),
    /** Dollars for amount-off and fixed-price, a percentage for percent-off. */
    value: z.number().min(0),
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
export const Special = z
  .object({
    title: Text.max(60, 'Keep the title of an offer to 60 characters or fewer'),
    summary: Text.max(200, 'Keep the short text to 200 characters or fewer'),
    offer: OfferValue,
    finePrint: Text,
    /** The service pages (slugs under content/services) the offer applies to; they show it too. */
    services: z.array(Slug).min(1, 'Name at least one service page the offer applies to'),
    starts: CalendarDay,
    /** The last day the offer is valid (inclusive). */
    ends: CalendarDay,
    code: z
      .string()
      .regex(
        /^[A-Z0-9-]{3,20}$/,
        'Expected a coupon code of 3 to 20 capital letters, digits or hyphens, like "OIL5995"',
      )
      .optional(),
  })
  .strict();
export type Special = z.output<typeof Special>;

/** A current offer as the pages show it: the offer in words and its validity written out. */
export type OfferCard = Pick<Special, 'title' | 'summary' | 'finePrint' | 'code' | 'starts' | 'ends'> & {
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
