import { z } from 'zod';
import { Text } from './primitives.ts';

export const ArticleCategory = z.enum(['Maintenance', 'Safety', 'Seasonal', 'Diagnostics', 'Electrical']);
export type ArticleCategory = z.infer<typeof ArticleCategory>;

/** Front matter of content/articles/{slug}.md; the markdown below it is the article body. */
export const Article = z
  .object({
    title: Text,
    excerpt: Text.max(240),
    category: ArticleCategory,
    author: Text,
    // YAML reads 2024-03-12 as a Date: accept both and keep the ISO day.
    date: z
      .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
      .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10))),
    readTime: z.string().regex(/^\d{1,2} min read$/, 'Expected a read time like "6 min read"'),
    featured: z.boolean().default(false),
  })
  .strict();
export type Article = z.output<typeof Article>;
