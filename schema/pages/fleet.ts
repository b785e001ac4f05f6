import { z } from 'zod';
import { Text, PageMeta, Feature, IconName } from '../primitives.ts';
import { Hero, CallToAction, FeatureSection, ListSection } from './shared.ts';

export const FleetPage = z
  .object({
    meta: PageMeta,
    hero: Hero,
    benefits: FeatureSection(4),
    services: ListSection(10, 10),
    program: z.object({ title: Text, description: Text, items: z.array(Feature).length(3) }).strict(),
    vehicleTypes: z
      .object({
        title: Text,
        subtitle: Text.optional(),
        items: z.array(z.object({ icon: IconName, name: Text, description: Text }).strict()).length(4),
      })
      .strict(),
    cta: CallToAction.extend({ hoursNote: Text }),
  })
  .strict();
export type FleetPage = z.infer<typeof FleetPage>;
