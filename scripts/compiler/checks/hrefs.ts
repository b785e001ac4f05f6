import { markdownLinks } from '../markdown.ts';
import { formatPath } from '../positions.ts';
import type { LoadedFile } from '../loaders/index.ts';

export interface HrefAt {
  href: string;
  field: string;
  line: number;
  column: number;
}

function* hrefFields(value: unknown, path: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* hrefFields(v, [...path, i]);
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string') yield [v, [...path, k]];
      else yield* hrefFields(v, [...path, k]);
    }
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
