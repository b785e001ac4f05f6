import { z } from 'zod';
import { Feature } from '../primitives.ts';
import { item, says } from '../field-words.ts';
import { FeatureSection, closing, heading, optionalSubtitle, searchResult, section, top } from './shared.ts';

export const HowItWorksPage = z
  .object({
    meta: searchResult,
    hero: top,
    steps: section(
      z
        .object({
          title: heading('Above the steps', 'Four Simple Steps'),
          subtitle: optionalSubtitle,
          items: says(z.array(item(Feature, 'Step')).length(4), {
            label: 'Steps',
            help: 'Four steps, each with an icon',
          }),
        })
        .strict(),
      'Steps',
      'How a visit goes, in four steps',
    ),
    reasons: section(FeatureSection(2, 8), 'Reasons', 'Two to eight cards on why customers come back'),
    visit: section(
      z
        .object({
          title: heading('Of the visit section', 'Visit Us'),
          hoursTitle: heading('Above the opening hours', 'Shop Hours'),
          mobileHoursTitle: heading('Above the mobile service hours', 'Mobile Service'),
          addressTitle: heading('Above the address', 'Address'),
        })
        .strict(),
      'Visit us',
      'Hours and address',
      ['hours', 'address'],
    ),
    cta: closing,
  })
  .strict();
export type HowItWorksPage = z.infer<typeof HowItWorksPage>;
