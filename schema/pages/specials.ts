import { z } from 'zod';
import { button, heading, optionalSubtitle, searchResult, section, top, words } from './shared.ts';

/** The /specials page: its hero, the words around each offer card, the empty state and the teaser other pages show. */
export const SpecialsPage = z
  .object({
    meta: searchResult,
    hero: top,
    list: section(
      z.object({ title: heading('Above the offers', 'Current Specials'), subtitle: optionalSubtitle }).strict(),
      'Offers',
      'The heading above the offers',
    ),
    card: section(
      z
        .object({
          /** Before the last valid day: "Valid through" December 31, 2026. */
          validThrough: words('Before the last day', '"…" December 31, 2026', 'Valid through'),
          code: words('Before the coupon code', 'On offers with a code', 'Use code'),
          finePrint: words('Label of the conditions', 'Before the small print', 'Fine print'),
          appliesTo: words('Before the services', 'Before the services the offer is for', 'Applies to'),
          call: words('Call button', 'Its words', 'Call to book'),
          request: words('Request button', 'Its words', 'Request this offer'),
        })
        .strict(),
      "Offer cards' words",
      'The words every offer card shares',
      ['coupon', 'deal'],
    ),
    /** Shown when no offer is current. */
    empty: section(
      z
        .object({
          title: heading('When there is no offer', 'No Specials Right Now'),
          description: words('Text under the heading', 'One sentence', 'Check back soon, or call us.'),
          cta: button('Button', 'Under the text'),
        })
        .strict(),
      'When there is no offer',
      'Shown when no offer is current',
    ),
    /** The offers band on the home page and on the service pages an offer applies to. */
    teaser: section(
      z
        .object({
          title: heading('Of the offers band', 'Current Specials'),
          subtitle: optionalSubtitle,
          allLink: button('Link to every offer', 'Under the band'),
        })
        .strict(),
      'Offers band on other pages',
      'On the home page and the service pages an offer is for',
      ['coupon', 'deal'],
    ),
  })
  .strict();
export type SpecialsPage = z.infer<typeof SpecialsPage>;
