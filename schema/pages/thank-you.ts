import { z } from 'zod';
import { Text, PageMeta, Link } from '../primitives.ts';

/** The page a visitor lands on after sending a form without script: thanks, what happens next, how to reach the shop. */
export const ThankYouPage = z
  .object({
    meta: PageMeta,
    title: Text,
    description: Text,
    nextTitle: Text,
    next: z.array(Text).min(1).max(6),
    callTitle: Text,
    callText: Text,
    callCta: Link,
    hoursTitle: Text,
    backLink: Link,
  })
  .strict();
export type ThankYouPage = z.infer<typeof ThankYouPage>;
