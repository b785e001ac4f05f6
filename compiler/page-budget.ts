import { gzipSync } from 'node:zlib';
import { problem, type Location, type Problem } from './problems.ts';
import { formatBytes, PAGE_HTML_BUDGET_GZIP } from './limits.ts';
import { strings } from './tokens.ts';
import { formatPath } from './positions.ts';
import type { LoadedFile } from './loaders/index.ts';

/** The data a page fetches to start: the layout (menus, footer, shop facts) and the page's own file. */
interface PageProps {
  path: string;
  /** Both, as one JSON text. */
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
 * Every page fits the page budget: its HTML, gzip-compressed, is at most PAGE_HTML_BUDGET_GZIP. The HTML is the
 * text rendered from the page's data, which the page also fetches to start, so data that is over the budget
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
        `The page ${page.path} would need ${formatBytes(size)} of data (gzip) to start, more than the page budget of ${formatBytes(PAGE_HTML_BUDGET_GZIP)} (gzip) for all of its HTML: shorten this page (its longest text is here)`,
      ),
    );
  }
  return found;
}
