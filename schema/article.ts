import { z } from 'zod';
import { CalendarDay, Text } from './primitives.ts';

export const ArticleCategory = z.enum(['Maintenance', 'Safety', 'Seasonal', 'Diagnostics', 'Electrical']);
export type ArticleCategory = z.infer<typeof ArticleCategory>;

/** Front matter of content/articles/{slug}.md; the markdown below it is the article body. */
export const Article = z
  .object({
    title: Text,
    excerpt: Text.max(240),
    category: ArticleCategory,
    author: Text,
    /** The day it was published, 2024-03-12. */
    date: CalendarDay,
    readTime: z.string().regex(/^\d{1,2} min read$/, 'Expected a read time like "6 min read"'),
    featured: z.boolean().default(false),
  })
  .strict();
export type Article = z.output<typeof Article>;
