import { z } from 'zod';
import { SafeUrl } from '../safe-url.ts';
import { Text, Link, Slug, Href, PageMeta, Feature, Image } from '../primitives.ts';
import { FeatureSection, ListSection, Step } from './shared.ts';

export const HomePage = z
  .object({
    meta: PageMeta,
    hero: z
      .object({
        badge: Text,
        title: Text,
        highlightedTitle: Text,
        description: Text,
        claims: z.array(Text).min(1).max(6),
        primaryCta: Link,
        secondaryCta: Link,
        /** Looping muted video for medium and wider screens; `image` is shown on small screens and as the poster. */
        video: z
          .object({ src: SafeUrl.regex(/^\/[\w./-]+\.(mp4|webm)$/, 'Expected a video path like "/media/hero.mp4"') })
          .strict(),
        image: Image,
      })
      .strict(),
    features: FeatureSection(3),
    servicesList: z
      .object({
        title: Text,
        subtitle: Text.optional(),
        items: z
          .array(z.object({ name: Text, href: Href }).strict())
          .min(12)
          .max(24),
        allLink: Link,
      })
      .strict(),
    trust: FeatureSection(4),
    makes: z.object({ title: Text, subtitle: Text, slugs: z.array(Slug).min(1), allLink: Link }).strict(),
    process: z.object({ title: Text, subtitle: Text.optional(), steps: z.array(Step).length(3) }).strict(),
    towns: ListSection(1),
    faq: z
      .object({
        title: Text,
        subtitle: Text.optional(),
        items: z.array(z.object({ question: Text, answer: Text }).strict()).min(1),
      })
      .strict(),
    serviceRequest: z
      .object({
        contactTitle: Text,
        hoursTitle: Text,
        whyChooseUs: z.object({ title: Text, points: z.array(Text).min(1) }).strict(),
        mapTitle: Text,
        directionsCta: Link,
        callCta: Link,
      })
      .strict(),
    mobileBar: z.object({ call: Link, schedule: Link }).strict(),
  })
  .strict();
export type HomePage = z.infer<typeof HomePage>;
export { Feature };
