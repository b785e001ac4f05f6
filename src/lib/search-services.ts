import type { DirectoryCategory } from '../../schema/directory.ts';

export type DirectoryService = DirectoryCategory['services'][number];

export interface SearchGroup {
  category: DirectoryCategory;
  /** The services of the category that match (all of them when the category title matches). */
  services: DirectoryService[];
  matchCount: number;
}

export interface SearchResult {
  /** The query as matched: trimmed. */
  query: string;
  groups: SearchGroup[];
  /** Matching services over all groups. */
  total: number;
}

/**
 * The services directory search: a trimmed, case-insensitive substring match on the
 * service name or the category title (a matching title makes every service of the category a match).
 * Categories without matches are dropped; the rest are sorted by match count, descending, ties keeping
 * content order. An empty query returns every category, in content order.
 */
export function searchServices(categories: readonly DirectoryCategory[], query: string): SearchResult {
  const q = query.trim();
  if (!q) {
    const groups = categories.map((category) => ({
      category,
      services: [...category.services],
      matchCount: category.services.length,
    }));
    return { query: q, groups, total: groups.reduce((n, g) => n + g.matchCount, 0) };
  }
  const needle = q.toLowerCase();
  const includes = (text: string) => text.toLowerCase().includes(needle);
  const groups = categories
    .map((category) => {
      const services = includes(category.title)
        ? [...category.services]
        : category.services.filter((s) => includes(s.name));
      return { category, services, matchCount: services.length };
    })
    .filter((g) => g.matchCount > 0)
    // Array.prototype.sort is stable (ES2019), so equal counts keep the content order.
    .sort((a, b) => b.matchCount - a.matchCount);
  return { query: q, groups, total: groups.reduce((n, g) => n + g.matchCount, 0) };
}

/** Fills "{count}" and "{query}" in a directory search message. */
export function fillSearchMessage(template: string, values: { count?: number; query: string }): string {
  // Replacer functions, so that "$&" and the like in what the visitor typed stay literal.
  return template.replaceAll('{count}', () => String(values.count ?? '')).replaceAll('{query}', () => values.query);
}
