import { z } from 'zod';
import { Text, Slug, PageMeta, Paragraphs } from './primitives.ts';
import { item, says } from './field-words.ts';

/**
 * The page of one served town (content/cities/{town}.yaml, named like the town in content/areas.yaml:
 * "Clearcreek Township" -> clearcreek-township). Drive time and zip codes come from areas.yaml.
 */
export const TownPage = z
  .object({
    meta: says(PageMeta, {
      label: 'In search results',
      help: 'How Google and shared links show the page',
      keywords: ['seo'],
    }),
    /** A short line under the town's name. */
    tagline: says(Text.max(160, 'Keep the tagline to 160 characters or fewer'), {
      label: "Line under the town's name",
      help: 'One sentence: 160 characters at most',
      example: 'Fifteen minutes up Route 42 from the shop.',
      ownWords: true,
      long: true,
    }),
    /** Written for this town: its roads and the drive to the shop, what its drivers ask for. */
    intro: says(Paragraphs, {
      label: 'Introduction',
      help: 'Written for this town: its roads, the drive to the shop, what its drivers ask for',
    }),
    /** The services most asked for in this town (slugs under content/services), most asked first. */
    popularServices: says(
      z
        .array(item(Slug, 'Service page', { servicePage: true }))
        .min(3, 'List at least 3 services')
        .max(8, 'List at most 8 services'),
      {
        label: 'Services asked for most',
        help: 'Three to eight service pages, most asked for first',
        example: ['oil-change', 'brake-service', 'battery-replacement'],
      },
    ),
  })
  .strict();
export type TownPage = z.infer<typeof TownPage>;
