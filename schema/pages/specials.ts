import { z } from 'zod';
import { Text, PageMeta, Link } from '../primitives.ts';
import { Hero } from './shared.ts';

/** The /specials page: its hero, the words around each offer card, the empty state and the teaser other pages show. */
export const SpecialsPage = z
  .object({
    meta: PageMeta,
    hero: Hero,
    list: z.object({ title: Text, subtitle: Text.optional() }).strict(),
    card: z
      .object({
        /** Before the last valid day: "Valid through" December 31, 2026. */
        validThrough: Text,
        code: Text,
        finePrint: Text,
        appliesTo: Text,
        call: Text,
        request: Text,
      })
      .strict(),
    /** Shown when no offer is current. */
    empty: z.object({ title: Text, description: Text, cta: Link }).strict(),
    /** The offers band on the home page and on the service pages an offer applies to. */
    teaser: z.object({ title: Text, subtitle: Text.optional(), allLink: Link }).strict(),
  })
  .strict();
export type SpecialsPage = z.infer<typeof SpecialsPage>;
