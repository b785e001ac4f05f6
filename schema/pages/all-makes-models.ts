import { z } from 'zod';
import { Text, PageMeta, Link } from '../primitives.ts';

/** The page of every make (/all-makes-models), and under `make:` the words every make page shares. */
export const AllMakesModelsPage = z
  .object({
    meta: PageMeta,
    title: Text,
    subtitle: Text,
    detailTag: Text,
    callCta: Link,
    scheduleCta: Link,
    /** Headings and buttons of every make page. */
    make: z
      .object({
        popularModels: Text,
        commonServices: Text,
        estimatedCost: Text,
        maintenanceSchedule: Text,
        ctaTitle: Text,
        ctaDescription: Text,
        callCta: Link,
        quoteCta: Link,
        backLink: Link,
      })
      .strict(),
  })
  .strict();
export type AllMakesModelsPage = z.infer<typeof AllMakesModelsPage>;
