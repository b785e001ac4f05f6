import { z } from 'zod';
import { Text } from '../primitives.ts';
import { item, says } from '../field-words.ts';
import { button, heading, searchResult, words } from './shared.ts';

/** The page a visitor lands on after sending a form without script: thanks, what happens next, how to reach the shop. */
export const ThankYouPage = z
  .object({
    meta: searchResult,
    title: words('Headline', 'The largest words of the page', 'Thank You!'),
    description: words('Text under the headline', 'One sentence', 'We received your request.'),
    nextTitle: heading('Above what happens next', 'What Happens Next'),
    next: says(z.array(item(Text, 'Step')).min(1).max(6), {
      label: 'What happens next',
      help: 'One to six short lines',
      example: ['We call you back within the hour'],
    }),
    callTitle: heading('Above the call card', 'Need Us Sooner?'),
    callText: words('Text of the call card', 'One sentence', 'Call us now.'),
    callCta: button('Call button', 'Dials the shop'),
    hoursTitle: heading('Above the opening hours', 'Hours'),
    backLink: button('Link back', 'To the home page'),
  })
  .strict();
export type ThankYouPage = z.infer<typeof ThankYouPage>;
