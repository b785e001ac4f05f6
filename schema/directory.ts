import { z } from 'zod';
import { Text, Href, IconName } from './primitives.ts';
import { item, says } from './field-words.ts';

/** One group of the /services directory. */
export const DirectoryCategory = z
  .object({
    title: says(Text, { label: 'Heading of the group', help: 'Above its services', example: 'Maintenance' }),
    icon: IconName,
    services: says(
      z
        .array(
          item(
            z
              .object({
                name: says(Text, { label: 'Service', help: 'Its name in the list', example: 'Oil Change' }),
                href: Href,
              })
              .strict(),
            'Service',
          ),
        )
        .min(1),
      { label: 'Services', help: 'The services of the group, each with its page' },
    ),
  })
  .strict();
export type DirectoryCategory = z.infer<typeof DirectoryCategory>;
