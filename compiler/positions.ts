import type { Document, LineCounter, Node } from 'yaml';
import { yamlLibrary } from './loaders/yaml-library.ts';

export type FieldPath = readonly (string | number)[];

/** "hero.features[2].title" from ["hero", "features", 2, "title"]. */
export function formatPath(path: FieldPath): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${key}` : key),
    '',
  );
}

function child(
  node: unknown,
  key: string | number,
  doc: Document,
): { value: Node | null; keyNode: Node | null } | undefined {
  const { isAlias, isMap, isPair, isScalar, isSeq } = yamlLibrary();
  // A field reached through a YAML alias (*name) is written where its anchor (&name) is.
  if (isAlias(node)) node = node.resolve(doc);
  if (isMap(node)) {
    for (const pair of node.items) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.value === key) {
        return { value: (pair.value as Node | null) ?? null, keyNode: pair.key as Node };
      }
    }
  } else if (isSeq(node) && typeof key === 'number') {
    const item = node.items[key];
    if (item !== undefined) return { value: item as Node, keyNode: null };
  }
  return undefined;
}

/**
 * The source offset of the node at `path`: the value itself when it exists, else its key,
 * else the deepest existing ancestor (a missing field points at the object that lacks it).
 */
export function offsetOfPath(doc: Document, path: FieldPath, preferKey = false): number {
  let node: unknown = doc.contents;
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
  for (const key of path) {
    const next = child(node, key, doc);
    if (!next) break;
    const target = preferKey && next.keyNode ? next.keyNode : (next.value ?? next.keyNode);
    if (target?.range) offset = target.range[0];
    else if (next.keyNode?.range) offset = next.keyNode.range[0];
    node = next.value;
  }
  return offset;
}

/** 1-based line and column of a source offset. */
export function lineColumn(lineCounter: LineCounter, offset: number): { line: number; column: number } {
  const { line, col } = lineCounter.linePos(offset);
  return { line, column: col };
}

/** The field path of the deepest node that contains a source offset (the inverse of offsetOfPath). */
export function pathAtOffset(doc: Document, offset: number): (string | number)[] {
  const { isMap, isScalar, isSeq } = yamlLibrary();
  const path: (string | number)[] = [];
  let node: unknown = doc.contents;
  for (;;) {
    let next: unknown;
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = pair.key as Node | null;
        const value = pair.value as Node | null;
        const start = key?.range?.[0] ?? Infinity;
        const end = value?.range?.[2] ?? key?.range?.[2] ?? -1;
        if (offset >= start && offset <= end && isScalar(key)) {
          path.push(String(key.value));
          next = value;
          break;
        }
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        const r = (item as Node | null)?.range;
        if (next === undefined && r && offset >= r[0] && offset <= r[2]) {
          path.push(i);
          next = item;
        }
      });
    }
    if (next === undefined || next === null) return path;
    node = next;
  }
}
