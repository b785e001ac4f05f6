import { z } from 'zod';
import { Text, PageMeta } from '../primitives.ts';
import { Hero, CallToAction } from './shared.ts';
import { DirectoryCategory } from '../directory.ts';

export const ServicesPage = z
  .object({
    meta: PageMeta,
    hero: Hero,
    search: z
      .object({
        label: Text,
        placeholder: Text,
        /** "{count}" and "{query}" are filled in as the visitor types. */
        found: Text,
        none: Text,
        emptyTitle: Text,
        emptyDescription: Text,
        clear: Text,
      })
      .strict(),
    categories: z.array(DirectoryCategory).min(1),
    cta: CallToAction,
  })
  .strict();
export type ServicesPage = z.infer<typeof ServicesPage>;
