import { z } from 'zod';
import { Text, PageMeta, Feature } from '../primitives.ts';
import { Hero, CallToAction, FeatureSection } from './shared.ts';

export const HowItWorksPage = z
  .object({
    meta: PageMeta,
    hero: Hero,
    steps: z.object({ title: Text, subtitle: Text.optional(), items: z.array(Feature).length(4) }).strict(),
    reasons: FeatureSection(2, 8),
    visit: z.object({ title: Text, hoursTitle: Text, mobileHoursTitle: Text, addressTitle: Text }).strict(),
    cta: CallToAction,
  })
  .strict();
export type HowItWorksPage = z.infer<typeof HowItWorksPage>;
