import { z } from 'zod';
import { Text, Link, Feature, Image } from '../primitives.ts';

/** The large opening band of a page. */
export const Hero = z
  .object({
    badge: Text.optional(),
    title: Text,
    highlightedTitle: Text.optional(),
    description: Text,
    primaryCta: Link.optional(),
    secondaryCta: Link.optional(),
    image: Image.optional(),
  })
  .strict();
export type Hero = z.infer<typeof Hero>;

/** A closing call to action. */
export const CallToAction = z
  .object({ title: Text, description: Text, primaryCta: Link, secondaryCta: Link.optional() })
  .strict();
export type CallToAction = z.infer<typeof CallToAction>;

export const FeatureSection = (min: number, max = min) =>
  z.object({ title: Text, subtitle: Text.optional(), items: z.array(Feature).min(min).max(max) }).strict();

export const ListSection = (min: number, max = 100) =>
  z.object({ title: Text, subtitle: Text.optional(), list: z.array(Text).min(min).max(max) }).strict();

export const Step = z.object({ title: Text, description: Text }).strict();
