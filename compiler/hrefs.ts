import { markdownUrls } from './markdown.ts';
import { strings } from './tokens.ts';
import { formatPath } from './positions.ts';
import type { LoadedFile } from './loaders/index.ts';

export interface HrefAt {
  href: string;
  field: string;
  line: number;
  column: number;
}

/** Every `href:` text at any depth, with its field path. */
const hrefFields = (value: unknown) => strings(value).filter(([, path]) => path.at(-1) === 'href');

/**
 * Every link a file holds: `href:` fields at any depth, and markdown links and reference definitions in an
 * article body (pictures are not links to pages). Positions are looked up lazily.
 */
export function* hrefsOf(file: LoadedFile): Generator<{ href: string; where: () => HrefAt }> {
  for (const [href, path] of hrefFields(file.data)) {
    yield { href, where: () => ({ href, field: formatPath(path), ...file.locate(path) }) };
  }
  if (file.body)
    for (const l of markdownUrls(file.body).filter((u) => u.kind !== 'image'))
      yield {
        href: l.href,
        where: () => ({ href: l.href, field: 'body', line: file.bodyLine + l.line - 1, column: l.column }),
      };
}
