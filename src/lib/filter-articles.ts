import type { ArticleCategory } from '../../schema/article.ts';

/** The article categories in the order their filter badges appear (the order of schema/article.ts). */
const categoryOrder = [
  'Maintenance',
  'Safety',
  'Seasonal',
  'Diagnostics',
  'Electrical',
] as const satisfies readonly ArticleCategory[];

// Fails to compile if schema/article.ts gains a category that has no place in the order above.
type AssertNever<T extends never> = T;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time assertion, never referenced
type AllCategoriesOrdered = AssertNever<Exclude<ArticleCategory, (typeof categoryOrder)[number]>>;

interface Categorised {
  category: ArticleCategory;
}

/** The distinct categories that have at least one article, in badge order. */
export function articleCategories(articles: readonly Categorised[]): ArticleCategory[] {
  const present = new Set(articles.map((a) => a.category));
  return categoryOrder.filter((c) => present.has(c));
}

/** The category a `?category=` value names (any letter case, surrounding spaces ignored), or null for all. */
export function parseCategory(value: string | null | undefined): ArticleCategory | null {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return null;
  return categoryOrder.find((c) => c.toLowerCase() === wanted) ?? null;
}

/**
 * The articles of one category, in their original order; every article when the category is empty or
 * names no known category.
 */
export function filterArticles<T extends Categorised>(
  articles: readonly T[],
  category: string | null | undefined,
): T[] {
  const wanted = parseCategory(category);
  return wanted ? articles.filter((a) => a.category === wanted) : [...articles];
}
