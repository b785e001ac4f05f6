import { z } from 'zod';
import { CalendarDay, Text } from './primitives.ts';
import { says } from './field-words.ts';

export const ArticleCategory = says(z.enum(['Maintenance', 'Safety', 'Seasonal', 'Diagnostics', 'Electrical']), {
  label: 'Topic',
  help: 'The group the advice page files it under',
  example: 'Maintenance',
  keywords: ['category'],
});
export type ArticleCategory = z.infer<typeof ArticleCategory>;

/** Front matter of content/articles/{slug}.md; the markdown below it is the article body. */
export const Article = z
  .object({
    title: says(Text, {
      label: 'Title',
      help: "The article's headline",
      example: 'How Often Should You Change Your Oil?',
      names: true,
      keywords: ['headline', 'heading'],
    }),
    excerpt: says(Text.max(240), {
      label: 'Short description',
      help: 'On the advice page under the title: 240 characters at most',
      example: 'The 3,000-mile rule is out of date. Here is what your car needs.',
      ownWords: true,
      long: true,
      keywords: ['summary'],
    }),
    category: ArticleCategory,
    author: says(Text, { label: 'Written by', help: "The writer's name", example: 'Dave Kessler' }),
    /** The day it was published, 2024-03-12. */
    date: says(CalendarDay, { label: 'Published on', help: 'The day it was published', example: '2026-03-12' }),
    readTime: says(z.string().regex(/^\d{1,2} min read$/, 'Expected a read time like "6 min read"'), {
      label: 'Reading time',
      help: 'Written "6 min read"',
      example: '6 min read',
    }),
    featured: says(z.boolean().default(false), {
      label: 'Show it first',
      help: 'Ticked, the advice page shows it large at the top',
      example: false,
      keywords: ['featured', 'top'],
    }),
  })
  .strict();
export type Article = z.output<typeof Article>;
