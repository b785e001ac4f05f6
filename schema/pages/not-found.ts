import { z } from 'zod';
import { Text, PageMeta, Link } from '../primitives.ts';

export const NotFoundPage = z
  .object({ meta: PageMeta, code: Text, title: Text, description: Text, homeLink: Link })
  .strict();
export type NotFoundPage = z.infer<typeof NotFoundPage>;
