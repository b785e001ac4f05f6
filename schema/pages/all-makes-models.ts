import { z } from 'zod';
import { button, heading, searchResult, section, words } from './shared.ts';

/** The page of every make (/all-makes-models), and under `make:` the words every make page shares. */
export const AllMakesModelsPage = z
  .object({
    meta: searchResult,
    title: words('Headline at the top of the page', 'The largest words of the page', 'All Makes & Models'),
    subtitle: words('Text under the headline', 'One sentence', 'Expert service for every vehicle brand.'),
    detailTag: words('Mark of a make with its own page', 'On the card of such a make', 'Details'),
    callCta: button('Call button', 'Under the headline'),
    scheduleCta: button('Booking button', 'Beside the call button'),
    /** Headings and buttons of every make page. */
    make: section(
      z
        .object({
          popularModels: heading('Above the models', 'Popular Models We Service'),
          commonServices: heading('Above the common repairs', 'Common Services'),
          estimatedCost: words('Before a price', 'On each common repair', 'Estimated cost:'),
          maintenanceSchedule: heading('Above the maintenance schedule', 'Maintenance Schedule'),
          ctaTitle: heading('Of the closing invitation', 'Need Service for Your Vehicle?'),
          ctaDescription: words('Text of the closing invitation', 'One sentence', 'Call or book online today.'),
          callCta: button('Call button', 'In the closing invitation'),
          quoteCta: button('Quote button', 'Beside the call button'),
          backLink: button('Link back to all makes', 'At the top of each make page'),
        })
        .strict(),
      'On every make page',
      'Headings and buttons every make page shares',
      ['cars'],
    ),
  })
  .strict();
export type AllMakesModelsPage = z.infer<typeof AllMakesModelsPage>;
