import { z } from 'zod';
import { Text, PageMeta, Link, Paragraphs } from '../primitives.ts';
import { Hero, FeatureSection, ListSection, Step } from './shared.ts';

export const BecomeAMechanicPage = z
  .object({
    meta: PageMeta,
    hero: Hero,
    perks: FeatureSection(4),
    requirements: ListSection(5),
    offer: ListSection(3),
    apply: z
      .object({ title: Text, subtitle: Text.optional(), steps: z.array(Step).length(3), emailCta: Link })
      .strict(),
    about: z.object({ title: Text, content: Paragraphs }).strict(),
  })
  .strict();
export type BecomeAMechanicPage = z.infer<typeof BecomeAMechanicPage>;
