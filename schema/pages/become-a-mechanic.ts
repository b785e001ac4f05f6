import { z } from 'zod';
import { Paragraphs } from '../primitives.ts';
import { says } from '../field-words.ts';
import {
  FeatureSection,
  ListSection,
  button,
  heading,
  optionalSubtitle,
  searchResult,
  section,
  steps,
  top,
} from './shared.ts';

export const BecomeAMechanicPage = z
  .object({
    meta: searchResult,
    hero: top,
    perks: section(FeatureSection(4), 'Why work here', 'Four cards about working at the shop', ['benefits']),
    requirements: section(ListSection(5), 'What we ask', 'At least five requirements', ['requirements']),
    offer: section(ListSection(3), 'What we offer', 'At least three lines', ['pay', 'benefits']),
    apply: section(
      z
        .object({
          title: heading('Of how to apply', 'How to Apply'),
          subtitle: optionalSubtitle,
          steps: steps(3),
          emailCta: button('E-mail button', 'Writes to the address for job applications'),
        })
        .strict(),
      'How to apply',
      'Three steps and a button',
      ['jobs', 'careers'],
    ),
    about: section(
      z
        .object({
          title: heading('Of the section about the shop', 'About Kessler Auto'),
          content: says(Paragraphs, { label: 'Paragraphs', help: 'About the shop as a workplace' }),
        })
        .strict(),
      'About the shop',
      'A few paragraphs',
    ),
  })
  .strict();
export type BecomeAMechanicPage = z.infer<typeof BecomeAMechanicPage>;
