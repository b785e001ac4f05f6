import { z } from 'zod';
import { Text, Href, IconName } from './primitives.ts';

/** One group of the /services directory. */
export const DirectoryCategory = z
  .object({
    title: Text,
    icon: IconName,
    services: z.array(z.object({ name: Text, href: Href }).strict()).min(1),
  })
  .strict();
export type DirectoryCategory = z.infer<typeof DirectoryCategory>;
