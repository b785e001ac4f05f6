import { z } from 'zod';
import { Text } from './primitives.ts';
import { item, says } from './field-words.ts';

export const ServiceArea = z
  .object({
    city: says(Text, { label: 'Town', help: "The town's name", example: 'Mason', names: true, keywords: ['city'] }),
    state: says(z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter state code like "OH"'), {
      label: 'State (two letters)',
      help: "The state's postal code",
      example: 'OH',
    }),
    zipCodes: says(
      z.array(item(z.string().regex(/^\d{5}$/, 'Expected a 5-digit zip code like "45036"'), 'Zip code')).min(1),
      {
        label: 'Zip codes',
        help: "The town's zip codes",
        example: ['45040'],
        keywords: ['postal', 'postcode'],
      },
    ),
    driveTime: says(z.string().regex(/^\d{1,3} min$/, 'Expected a drive time like "15 min"'), {
      label: 'Drive from the shop',
      help: 'Written "15 min"',
      example: '15 min',
      keywords: ['distance', 'minutes'],
    }),
    isPrimary: says(z.boolean(), {
      label: 'Close by',
      help: 'Ticked, the town is listed with the towns served most; otherwise with the wider area',
      example: true,
    }),
    description: says(Text, {
      label: 'About the town',
      help: 'One sentence on the service areas page',
      example: 'Just up Route 42, with same-day service.',
      long: true,
    }),
  })
  .strict();
export type ServiceArea = z.infer<typeof ServiceArea>;

export const ServiceAreas = z
  .object({
    areas: says(z.array(item(ServiceArea, 'Town')).min(1), {
      label: 'Towns served',
      help: 'Every town the shop serves, with its zip codes and drive time',
      keywords: ['cities', 'towns', 'area', 'zip'],
    }),
  })
  .strict();
export type ServiceAreas = z.infer<typeof ServiceAreas>;
