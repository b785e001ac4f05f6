import { markdownLinks } from '../markdown.ts';
import { formatPath } from '../positions.ts';
import type { LoadedFile } from '../loaders/index.ts';

export interface HrefAt {
  href: string;
  field: string;
  line: number;
  column: number;
}

function hrefFields(value: unknown, path: (string | number)[] = [], out: [string, (string | number)[]][] = []): [string, (string | number)[]][] {
  if (Array.isArray(value)) value.forEach((v, i) => hrefFields(v, [...path, i], out));
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string') out.push([v, [...path, k]]);
      else hrefFields(v, [...path, k], out);
    }
  return out;
}

/** Every link a file holds: `href:` fields at any depth and markdown links in an article body. Positions are looked up lazily. */
export function* hrefsOf(file: LoadedFile): Generator<{ href: string; where: () => HrefAt }> {
  for (const [href, path] of hrefFields(file.data)) {
    yield { href, where: () => ({ href, field: formatPath(path), ...file.locate(path) }) };
  }
  if (file.body)
    for (const l of markdownLinks(file.body))
      yield { href: l.href, where: () => ({ href: l.href, field: 'body', line: file.bodyLine + l.line - 1, column: l.column }) };
}
