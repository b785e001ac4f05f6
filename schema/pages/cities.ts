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
    /** The words every town page (/cities/{town}) shares; the town's own text is in content/cities. */
    town: z
      .object({
        /** The /cities card link: "{cardLink} Mason". */
        cardLink: Text,
        /** The h1 before the town's name: "Auto Repair for" Mason, OH. */
        title: Text,
        driveTime: Text,
        /** After the drive time on the shop card: 15 min "from our shop". */
        fromShop: Text,
        zipCodes: Text,
        popular: z.object({ title: Text, subtitle: Text.optional() }).strict(),
        mobile: z.object({ title: Text, description: Text, cta: Link }).strict(),
        callCta: Link,
        directionsCta: Link,
      })
      .strict(),
  })
  .strict();
export type CitiesPage = z.infer<typeof CitiesPage>;
