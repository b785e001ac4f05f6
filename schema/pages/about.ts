import { z } from 'zod';
import { Text, PageMeta, Feature, Image, Paragraphs } from '../primitives.ts';
import { Hero, CallToAction, ListSection } from './shared.ts';

export const AboutPage = z
  .object({
    meta: PageMeta,
    hero: Hero,
    stats: z
      .array(z.object({ value: Text, label: Text }).strict())
      .min(3)
      .max(6),
    owner: z.object({ title: Text, name: Text, role: Text, bio: Paragraphs, image: Image }).strict(),
    values: z.object({ title: Text, subtitle: Text.optional(), items: z.array(Feature).min(2) }).strict(),
    certifications: ListSection(1),
    towns: ListSection(1),
    cta: CallToAction,
  })
  .strict();
export type AboutPage = z.infer<typeof AboutPage>;
