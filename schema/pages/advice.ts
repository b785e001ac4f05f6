import { z } from 'zod';
import { Text, PageMeta, Link } from '../primitives.ts';
import { Hero, CallToAction } from './shared.ts';

export const AdvicePage = z
  .object({
    meta: PageMeta,
    hero: Hero,
    tips: z
      .object({
        title: Text,
        subtitle: Text.optional(),
        items: z.array(z.object({ tip: Text, description: Text }).strict()).min(3),
      })
      .strict(),
    articles: z.object({ title: Text, allLabel: Text, readMore: Text, featuredLabel: Text }).strict(),
    cta: CallToAction,
    articlePage: z.object({ backLink: Link, cta: CallToAction }).strict(),
  })
  .strict();
export type AdvicePage = z.infer<typeof AdvicePage>;
