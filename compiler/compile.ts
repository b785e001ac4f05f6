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
import { noMemo, type Memo } from './memo.ts';
import type { KeptFiles } from './kept-files.ts';
import { dataFileText } from './data-file-text.ts';
import { logoNamesIn } from './logos.ts';
import { NOT_FOUND_PATH } from '../schema/routes.ts';
import { Prints } from './prints.ts';
import { printFiles, serviceChains } from './content-prints.ts';
import type { ServicePage } from './resolve-services.ts';

export type CompiledSite = ReturnType<typeof buildPages> & {
  content: Content;
  /** The day the build ran as. */ today: string;
  /** The simple-icons logos the content files name, sorted (the Pages Function's renderer carries their drawings). */
  logos: string[];
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
    /** What the last compile made, kept (compiler/incremental.ts); default none. */ memo?: Memo;
    /** What the last build kept of each file (compiler/kept-files.ts); default none. */ kept?: KeptFiles;
  } = {},
): CompileResult {
  const source = options.source ?? fileSource(root);
  const memo = options.memo ?? noMemo;
  const { kept } = options;
  const { problems, checked } = checkContent(source, contentDir, { today: options.today, memo, kept });
  if (!checked || hasErrors(problems) || options.pages === false) return { problems: merge(problems) };
  const { loaded, services, pageOfFile, tokens, today } = checked;

  // Each file's data with the tokens filled in: made again only for a file that changed, or for all when the tokens
  // did.
  const tokensKey = JSON.stringify(tokens);
  // A build that keeps what it made for the next one notes what each value is made from (compiler/prints.ts).
  const prints = kept && new Prints((text) => kept.digest(text));
  if (prints) printFiles(prints, checked.content, loaded.fileOf, (file) => kept?.now.get(file)?.hash);
  const fill = <T>(key: string, value: T): T => {
    const made = memo.get(`fill:${key}`, [value, tokensKey], () => mapStrings(value, (s) => interpolate(s, tokens)));
    prints?.set(made as object, [value, tokensKey]);
    return made;
  };
  // The pictures' sizes and versions, read from their files as pages ask: kept while the served files are the same
  // (an upload is a new name), so that a kept page and the facts it was made with agree.
  const servedKey = [...checked.served.paths].join('\n');
  const pictures = memo.get('picture-facts', [servedKey], () => pictureFacts(source, posix.join(contentDir, 'static')));
  prints?.set(pictures.of, ['pictures', checked.served.stamp]);
  // A collection of entries is filled when first read: the service pages are made from their resolved pages, so a
  // build that takes them from the last one never fills the 10,000 entries of a large site.
  const filled = {} as Record<string, unknown>;
  for (const [name, value] of Object.entries(checked.content)) {
    if (!Array.isArray(value)) filled[name] = fill(name, value);
    else {
      let entries: unknown[] | undefined;
      Object.defineProperty(filled, name, {
        enumerable: true,
        get: () => (entries ??= value.map((e: { file: string }) => fill(e.file, e))),
      });
    }
  }
  const content = filled as Content;
  // Each page fetches the layout data and its own data to start (src/vike/hydrate.tsx): measured together.
  const layout = memo.get('layout', [content.site, content.navigation, today], () =>
    JSON.stringify(layoutData(content, today)),
  );
  const reused = serviceChains(checked.content);
  const built = buildPages(
    content,
    services.map((s) => {
      // Filled when a page asks for it: a page taken from the last build does not.
      const made = memo.get(`filled-service:${s.slug}`, [s, tokensKey], (): ServicePage => {
        let full: ReturnType<ServicePage['full']> | undefined;
        return {
          slug: s.slug,
          name: interpolate(s.name, tokens),
          full: () => (full ??= mapStrings(s.full(), (t) => interpolate(t, tokens))),
        };
      });
      // A service page is its file, the pages it reuses and the defaults under them, with the tokens filled in.
      prints?.set(made, ['service', ...reused(s.slug), checked.content['service-defaults'], tokensKey]);
      return made;
    }),
    currentSpecials(content.special, today),
    today,
    (prints && kept.keepPages(prints, layout)) ?? memo,
    pictures.of,
  );
  // One page's JSON at a time: all of them at once took about 150 MB at 10,000 pages, the build's peak. The page's
  // part is its data file's text (what the emit writes): a build notes its hash (`KeptFiles.textHashes`), so that
  // the emit need not make the text again to see that the file is unchanged.
  const json = (path: string, page: { head: unknown; data: unknown }) => {
    const text = dataFileText(page);
    kept?.measured(path, text);
    return `{"layout":${layout},"page":${text.slice(0, -1)}}`;
  };
  const fileOfPage = new Map([...pageOfFile].map(([file, path]) => [path, file]));
  fileOfPage.set(NOT_FOUND_PATH, loaded.fileOf('not-found'));
  /** A page within the budget: measured again only when its data or the layout changed. */
  const budget = (path: string, made: object, page: () => { head: unknown; data: unknown }) => {
    const file = fileOfPage.get(path);
    return memo.get(`budget:${path}`, [made, layout, file && loaded.files.get(file)], () =>
      checkPageBudget([{ path, json: json(path, page()) }], () => file, loaded.files),
    );
  };
  for (const p of built.pages)
    if (!kept?.pages?.wasTakenAt(p.route.path))
      problems.push(...budget(p.route.path, p, () => ({ head: p.head, data: p.data })));
  problems.push(...budget(NOT_FOUND_PATH, built.notFound, () => built.notFound));
  if (hasErrors(problems)) return { problems: merge(problems) };
  // Kept in each file's record by a build: a file unchanged is not read for them.
  const logos = new Set<string>();
  for (const file of loaded.files.values())
    for (const name of kept ? kept.found(file.file, 'logos', '', () => logoNamesIn(file.text)) : logoNamesIn(file.text))
      logos.add(name);
  return { problems: merge(problems), site: { ...built, content, today, logos: [...logos].sort() } };
}
