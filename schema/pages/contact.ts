import { z } from 'zod';
import { Text, PageMeta, Link } from '../primitives.ts';
import { Hero } from './shared.ts';

export const ContactPage = z
  .object({
    meta: PageMeta,
    hero: Hero,
    phoneTitle: Text,
    phoneNote: Text,
    addressTitle: Text,
    directionsCta: Link,
    hoursTitle: Text,
    mapTitle: Text,
    callCta: Link,
  })
  .strict();
export type ContactPage = z.infer<typeof ContactPage>;
