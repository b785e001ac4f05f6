import { z } from 'zod';
import { Text, PageMeta, Link } from '../primitives.ts';
import { Hero, FeatureSection } from './shared.ts';

export const CitiesPage = z
  .object({
    meta: PageMeta,
    hero: Hero,
    primary: z.object({ title: Text, subtitle: Text.optional(), cardCta: Link }).strict(),
    extended: z.object({ title: Text, subtitle: Text.optional() }).strict(),
    mobile: FeatureSection(3),
    address: z.object({ title: Text, directionsCta: Link }).strict(),
    notSure: z.object({ title: Text, description: Text, cta: Link }).strict(),
  })
  .strict();
export type CitiesPage = z.infer<typeof CitiesPage>;
