import { gzipSync } from 'node:zlib';
import { problem, type Location, type Problem } from './problems.ts';
import { formatBytes, PAGE_HTML_BUDGET_GZIP } from './limits.ts';
import { strings } from './tokens.ts';
import { formatPath } from './positions.ts';
import type { LoadedFile } from './loaders/index.ts';

/** What a page's HTML carries as data: the layout (menus, footer, shop facts) and the page's own file. */
interface PageProps {
  path: string;
  /** The JSON the page's HTML embeds, as the build writes it. */
  json: string;
}

/** Where to point the owner: the longest text of the page's content file (or its first line). */
function longestText(file: LoadedFile | undefined, fallback: string): { location: Location; field: string } {
  if (!file) return { location: { file: fallback, line: 1, column: 1 }, field: '' };
  const [longest] = strings(file.data).sort((a, b) => b[0].length - a[0].length);
  if (!longest) return { location: { file: file.file, line: 1, column: 1 }, field: '' };
  return { location: file.locate(longest[1]), field: formatPath(longest[1]) };
}

/**
 * Every page fits the page budget: its HTML, gzip-compressed, is at most PAGE_HTML_BUDGET_GZIP. The HTML
 * embeds the page's data as JSON beside the text rendered from it, so data that is over the budget
 * compressed on its own can never make a page within it; the problem names the budget and the page's file.
 * Only data longer than the budget is compressed to measure it, so a normal build pays nothing.
 */
export function checkPageBudget(
  pages: Iterable<PageProps>,
  fileOfPage: (path: string) => string | undefined,
  files: ReadonlyMap<string, LoadedFile>,
): Problem[] {
  const found: Problem[] = [];
  for (const page of pages) {
    if (Buffer.byteLength(page.json) <= PAGE_HTML_BUDGET_GZIP) continue;
    const size = gzipSync(page.json).length;
    if (size <= PAGE_HTML_BUDGET_GZIP) continue;
    const file = fileOfPage(page.path);
    const { location, field } = longestText(file ? files.get(file) : undefined, file ?? page.path);
    found.push(
      problem(
        'page-size',
        location,
        field,
        `The page ${page.path} would carry ${formatBytes(size)} of data (gzip) in its HTML, more than the page budget of ${formatBytes(PAGE_HTML_BUDGET_GZIP)} (gzip) for all of its HTML: shorten this page (its longest text is here)`,
      ),
    );
  }
  return found;
}
