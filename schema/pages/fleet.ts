import { z } from 'zod';
import { Feature, IconName, Text } from '../primitives.ts';
import { item, says } from '../field-words.ts';
import {
  CallToAction,
  FeatureSection,
  ListSection,
  heading,
  optionalSubtitle,
  searchResult,
  section,
  top,
  words,
} from './shared.ts';

export const FleetPage = z
  .object({
    meta: searchResult,
    hero: top,
    benefits: section(FeatureSection(4), 'Benefits', 'Four cards on what fleets gain'),
    services: section(ListSection(10, 10), 'Fleet services', 'Ten services for fleets'),
    program: section(
      z
        .object({
          title: heading('Of the program', 'Our Fleet Program'),
          description: says(Text, {
            label: 'Text under the heading',
            help: 'One or two sentences',
            example: 'One account, one invoice, priority bays.',
            long: true,
          }),
          items: says(z.array(item(Feature, 'Card')).length(3), { label: 'Cards', help: 'Three cards' }),
        })
        .strict(),
      'The fleet program',
      'What a fleet account gets',
    ),
    vehicleTypes: section(
      z
        .object({
          title: heading('Of the vehicles', 'Vehicles We Service'),
          subtitle: optionalSubtitle,
          items: says(
            z
              .array(
                item(
                  z
                    .object({
                      icon: IconName,
                      name: words('Kind of vehicle', 'Its name', 'Pickup trucks'),
                      description: says(Text, {
                        label: 'What the shop does for them',
                        help: 'One sentence',
                        example: 'Half-ton to heavy duty.',
                        long: true,
                      }),
                    })
                    .strict(),
                  'Kind of vehicle',
                ),
              )
              .length(4),
            { label: 'Kinds of vehicles', help: 'Four cards' },
          ),
        })
        .strict(),
      'Vehicles',
      'The kinds of vehicles the shop services',
      ['trucks', 'vans'],
    ),
    cta: section(
      CallToAction.extend({ hoursNote: words('Hours line', 'Under the buttons', 'Open Monday to Saturday') }),
      'Closing invitation',
      'The band at the bottom of the page with buttons',
    ),
  })
  .strict();
export type FleetPage = z.infer<typeof FleetPage>;
