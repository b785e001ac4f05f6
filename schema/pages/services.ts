import { z } from 'zod';
import { item, says } from '../field-words.ts';
import { DirectoryCategory } from '../directory.ts';
import { closing, searchResult, section, top, words } from './shared.ts';

export const ServicesPage = z
  .object({
    meta: searchResult,
    hero: top,
    search: section(
      z
        .object({
          label: words('Label of the search box', 'Above the box', 'Search services'),
          placeholder: words('Hint in the search box', 'Grey words in the empty box', 'Brakes, oil, A/C...'),
          /** "{count}" and "{query}" are filled in as the visitor types. */
          found: words(
            'How many were found',
            '{count} and {query} are filled in as the visitor types',
            '{count} services match "{query}"',
          ),
          none: words('When nothing is found', '{query} is what the visitor typed', 'No service matches "{query}"'),
          emptyTitle: words('Heading when nothing is found', 'Above the suggestion', 'Nothing found'),
          emptyDescription: words('Suggestion when nothing is found', 'One sentence', 'Try another word, or call us.'),
          clear: words('Clear button', 'Empties the box', 'Clear search'),
        })
        .strict(),
      'Search box',
      'The words of the search over the services',
      ['find', 'filter'],
    ),
    categories: says(z.array(item(DirectoryCategory, 'Group')).min(1), {
      label: 'Groups of services',
      help: 'The services of the directory, in groups with an icon',
      keywords: ['categories', 'directory'],
    }),
    cta: closing,
  })
  .strict();
export type ServicesPage = z.infer<typeof ServicesPage>;
