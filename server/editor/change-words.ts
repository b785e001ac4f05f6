/**
 * A change of an entry in words, as the owner reads it in the entry's history:
 * "Hyundai › Common services 1 › Estimated cost: $40-$70 → $45-$75". Both versions of the file are read as data and
 * compared field by field; labels come from `label` (server/editor/field-labels.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { readYaml, splitMarkdown } from './yaml-writer.ts';

/** A field's label from its path ("commonServices[].estimatedCost"). */
export type Labeller = (path: string) => string;

const MAX_LINES = 12;

interface Version {
  data: unknown;
  body?: string;
}

/** The file's text as data (and the article's text for Markdown), or undefined when it cannot be read. */
function versionOf(text: string, markdown: boolean): Version | undefined {
  try {
    if (!markdown) return { data: readYaml(text) };
    const { frontMatter, body } = splitMarkdown(text);
    return { data: readYaml(frontMatter), body };
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as one short line. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (isObject(value)) return '(a group of fields)';
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** Each field that differs: its label path and its value before and after. */
function differences(before: unknown, after: unknown, keys: (string | number)[], out: (string | number)[][]): void {
  if (isDeepStrictEqual(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(after), ...Object.keys(before)]))
      differences(before[key], after[key], [...keys, key], out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) differences(before[i], after[i], [...keys, i], out);
    return;
  }
  out.push(keys);
}

/** "Common services 1 › Estimated cost" from ["commonServices", 0, "estimatedCost"]. */
function labelPath(keys: readonly (string | number)[], label: Labeller): string {
  const parts: string[] = [];
  let path = '';
  for (const key of keys)
    if (typeof key === 'number') {
      path += '[]';
      parts[parts.length - 1] = `${parts.at(-1) ?? ''} ${key + 1}`.trim();
    } else {
      path = path ? `${path}.${key}` : key;
      parts.push(label(path));
    }
  return parts.join(' › ');
}

const at = (value: unknown, keys: readonly (string | number)[]) =>
  keys.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);

/**
 * The change from `before` to `after` (a file's text; null: no file) in lines of words, each starting with the
 * entry's `title`.
 */
export function changeWords(
  title: string,
  before: string | null,
  after: string | null,
  options: { label: Labeller; markdown: boolean },
): string[] {
  if (before === null && after === null) return [];
  if (before === null) return [`${title}: added`];
  if (after === null) return [`${title}: deleted`];
  const old = versionOf(before, options.markdown);
  const now = versionOf(after, options.markdown);
  if (!old || !now) return [`${title}: the file changed (it cannot be read as fields)`];
  const paths: (string | number)[][] = [];
  differences(old.data, now.data, [], paths);
  const lines = paths.map((keys) => {
    const from = at(old.data, keys);
    const to = at(now.data, keys);
    const where = keys.length ? `${title} › ${labelPath(keys, options.label)}` : title;
    const scalar = (v: unknown) => v === null || typeof v !== 'object';
    if (from === undefined) return scalar(to) ? `${where}: added ${shown(to)}` : `${where}: added`;
    if (to === undefined) return scalar(from) ? `${where}: removed (was ${shown(from)})` : `${where}: removed`;
    return `${where}: ${shown(from)} → ${shown(to)}`;
  });
  if ((old.body ?? '') !== (now.body ?? '')) lines.push(`${title} › Article text: changed`);
  if (!lines.length) lines.push(`${title}: layout or comments changed, no value`);
  return lines.length > MAX_LINES
    ? [...lines.slice(0, MAX_LINES - 1), `and ${lines.length - MAX_LINES + 1} more changes`]
    : lines;
}
