import type { Document, Node } from 'yaml';
import { yamlLibrary } from './yaml-library.ts';

/**
 * How many values YAML aliases repeat in parsed data: every value counted as often as it is reached,
 * less the values written once. Each object is sized once (the data is a graph that shares what aliases
 * point at), so a file whose aliases would expand to billions of values is measured in a blink.
 */
export function repeatedValues(data: unknown): number {
  const size = new Map<object, number>();
  let written = 0;
  const expanded = (value: unknown): number => {
    if (value === null || typeof value !== 'object') return 1;
    const known = size.get(value);
    if (known !== undefined) return known;
    size.set(value, 1); // a value that contains itself counts once, never loops
    const children = Object.values(value);
    written += 1 + children.filter((c) => c === null || typeof c !== 'object').length;
    const total = children.reduce<number>((sum, c) => sum + expanded(c), 1);
    size.set(value, total);
    return total;
  };
  const total = expanded(data);
  return Math.max(0, total - written);
}

/**
 * The first alias (in reading order) at which the values aliases repeat pass `limit`: its source offset,
 * its name and the running count. Undefined when they never do.
 */
export function aliasOverLimit(
  doc: Document,
  limit: number,
): { offset: number; name: string; repeated: number } | undefined {
  const { isAlias, isCollection, isPair } = yamlLibrary();
  const size = new Map<unknown, number>();
  const expanded = (node: unknown): number => {
    if (isAlias(node)) return expanded(node.resolve(doc));
    if (isPair(node)) return expanded(node.key) + expanded(node.value);
    if (!isCollection(node)) return 1;
    const known = size.get(node);
    if (known !== undefined) return known;
    size.set(node, 1); // an alias to an ancestor of itself counts once, never loops
    const total = node.items.reduce<number>((sum, item) => sum + expanded(item), 1);
    size.set(node, total);
    return total;
  };
  let repeated = 0;
  const walk = (node: unknown): { offset: number; name: string; repeated: number } | undefined => {
    if (isAlias(node)) {
      repeated += expanded(node);
      const range = (node as Node).range;
      return repeated > limit ? { offset: range?.[0] ?? 0, name: node.source, repeated } : undefined;
    }
    if (isPair(node)) return walk(node.key) ?? walk(node.value);
    if (isCollection(node))
      for (const item of node.items) {
        const found = walk(item);
        if (found) return found;
      }
    return undefined;
  };
  return walk(doc.contents);
}
