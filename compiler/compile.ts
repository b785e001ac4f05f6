import type { Content } from '../schema/collections.ts';
import { posix } from 'node:path';
import type { ContentSource } from './content-source.ts';
import { fileSource } from './file-source.ts';
import { checkContent, hasErrors, mergeProblems as merge } from './check-content.ts';
import { pictureFacts } from './picture-facts.ts';
import { buildPages } from './page-data/pages.ts';
import { layoutData } from './page-data/layout-data.ts';
import { checkPageBudget } from './page-budget.ts';
import type { Problem } from './problems.ts';
import { mapStrings, interpolate } from './tokens.ts';
import { currentSpecials } from './specials.ts';

export type CompiledSite = ReturnType<typeof buildPages> & {
  content: Content;
  /** The day the build ran as. */ today: string;
};

export interface CompileResult {
  problems: Problem[];
  /** Present only when no error was found. */
  site?: CompiledSite;
}

/**
 * Content in, pages out: load and validate every collection, then run the cross-file checks over all of it,
 * then build each page's data. All problems are collected; nothing is built while any error remains.
 */
export function compile(
  root: string,
  contentDir = 'content',
  options: {
    pages?: boolean;
    /** The day the build runs as (YYYY-MM-DD); default BUILD_DATE, else today. */ today?: string;
    /** Where the content is read from; default the files under `root`. */ source?: ContentSource;
  } = {},
): CompileResult {
  const source = options.source ?? fileSource(root);
  const { problems, checked } = checkContent(source, contentDir, options);
  if (!checked || hasErrors(problems) || options.pages === false) return { problems: merge(problems) };
  const { loaded, services, pageOfFile, tokens, today } = checked;

  const filled = mapStrings(checked.content, (s) => interpolate(s, tokens));
  const built = buildPages(
    filled,
    mapStrings(services, (s) => interpolate(s, tokens)),
    currentSpecials(filled.special, today),
    today,
    pictureFacts(source, posix.join(contentDir, 'static')).of,
  );
  // Each page fetches the layout data and its own data to start (src/vike/hydrate.tsx): measured together.
  const layout = JSON.stringify(layoutData(filled, today));
  // One page's JSON at a time: all of them at once took about 150 MB at 10,000 pages, the build's peak.
  const json = (page: unknown) => `{"layout":${layout},"page":${JSON.stringify(page)}}`;
  function* props() {
    for (const p of built.pages) yield { path: p.route.path, json: json({ head: p.head, data: p.data }) };
    yield { path: '/404', json: json(built.notFound) };
  }
  const fileOfPage = new Map([...pageOfFile].map(([file, path]) => [path, file]));
  fileOfPage.set('/404', loaded.fileOf('not-found'));
  problems.push(...checkPageBudget(props(), (path) => fileOfPage.get(path), loaded.files));
  if (hasErrors(problems)) return { problems: merge(problems) };
  return { problems: merge(problems), site: { ...built, content: filled, today } };
}
