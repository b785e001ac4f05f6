import { z } from 'zod';
import { Text, Slug, PageMeta, Paragraphs } from './primitives.ts';

/**
 * The page of one served town (content/cities/{town}.yaml, named like the town in content/areas.yaml:
 * "Clearcreek Township" -> clearcreek-township). Drive time and zip codes come from areas.yaml.
 */
export const TownPage = z
  .object({
    meta: PageMeta,
    /** A short line under the town's name. */
    tagline: Text.max(160, 'Keep the tagline to 160 characters or fewer'),
    /** Written for this town: its roads and the drive to the shop, what its drivers ask for. */
    intro: Paragraphs,
    /** The services most asked for in this town (slugs under content/services), most asked first. */
    popularServices: z.array(Slug).min(3, 'List at least 3 services').max(8, 'List at most 8 services'),
  })
  .strict();
export type TownPage = z.infer<typeof TownPage>;
