/**
 * The checking half of the compiler: load and validate every collection from a content source, then run the
 * cross-file checks over all of it. This is all the gate before a save needs; it reads nothing but the source,
 * so it runs where there is no disk (a Worker, a browser) as it does in `npm run check`.
 */
import { collections, type Collection, type Content } from '../schema/collections.ts';
import { fixedRoutes, entryRoutes, entryPath } from '../schema/routes.ts';
import { anchors, commonAnchors } from '../schema/anchors.ts';
import { posix } from 'node:path';
import type { ContentSource } from './content-source.ts';
import { loadContent, type LoadResult } from './load-content.ts';
import { resolveServices } from './resolve-services.ts';
import { completeBefore } from './content-prints.ts';
import type { Problem } from './problems.ts';
import { siteTokens } from './tokens.ts';
import type { CheckContext } from './checks/context.ts';
import { contentChecks } from './checks/index.ts';
import { buildDate } from './build-date.ts';
import { noMemo, type Memo } from './memo.ts';
import type { KeptFiles } from './kept-files.ts';

export const hasErrors = (ps: readonly Problem[]) => ps.some((p) => p.severity === 'error');

/** Each problem's place and words, made once per problem: the warm compiler finds the same problems each save. */
const places = new WeakMap<Problem, string>();
const placeOf = (p: Problem) => {
  let place = places.get(p);
  if (place === undefined)
    places.set(p, (place = `${p.location.file}:${p.location.line}:${p.location.column}:${p.code}:${p.message}`));
  return place;
};

/** One problem per place: a value reached twice through a YAML alias is reported once, naming both fields. */
export function mergeProblems(problems: readonly Problem[]): Problem[] {
  const byPlace = new Map<string, Problem>();
  for (const p of problems) {
    const key = placeOf(p);
    const seen = byPlace.get(key);
    if (seen && p.field && !seen.field.split(' and ').includes(p.field)) seen.field = `${seen.field} and ${p.field}`;
    else if (!seen) byPlace.set(key, { ...p });
  }
  return [...byPlace.values()];
}

/** The content as the checks saw it, for building the pages. */
interface CheckedContent {
  loaded: LoadResult;
  content: Content;
  services: ReturnType<typeof resolveServices>['services'];
  /** Content file -> the page it is the page of. */
  pageOfFile: Map<string, string>;
  tokens: Record<string, string>;
  /** The day the checks ran as (YYYY-MM-DD). */
  today: string;
  /** The files served as they are (pictures), as the checks saw them. */
  served: CheckContext['served'];
}

export interface CheckResult {
  /** Every problem found, not yet merged (see `mergeProblems`). */
  problems: Problem[];
  /** Absent when a file every site needs could not be read: nothing past the loading could run. */
  checked?: CheckedContent;
}

/** The files of `contentDir/static`, served at the site's root as they are (content/static/media/a.jpg is /media/a.jpg). */
function servedFiles(source: ContentSource, contentDir: string): CheckContext['served'] {
  const dir = posix.join(contentDir, 'static');
  const paths = new Set<string>();
  const stamps: string[] = [];
  const walk = (folder: string) => {
    for (const entry of source.list(folder) ?? []) {
      const path = posix.join(folder, entry.name);
      if (entry.folder) walk(path);
      else {
        const stat = source.stat(path);
        paths.add(`/${posix.relative(dir, path)}`);
        stamps.push(`/${posix.relative(dir, path)} ${stat?.size} ${stat?.modified}`);
      }
    }
  };
  walk(dir);
  const read = (path: string) => {
    try {
      return paths.has(path) ? source.read(posix.join(dir, path)) : undefined;
    } catch {
      return undefined; // a file known by its name only (the gate where there is no disk)
    }
  };
  return { dir, paths, read, stamp: stamps.join('\n') };
}

export function checkContent(
  source: ContentSource,
  contentDir = 'content',
  options: {
    /** The day the checks run as (YYYY-MM-DD); default BUILD_DATE, else today. */ today?: string;
    /** What the last compile found, kept (compiler/incremental.ts); default none. */ memo?: Memo;
    /** What the last build kept of each file (compiler/kept-files.ts); default none. */ kept?: KeptFiles;
  } = {},
): CheckResult {
  const memo = options.memo ?? noMemo;
  const loaded = loadContent('', contentDir, source, memo, options.kept);
  const problems = [...loaded.problems];
  const singles = (collections as readonly Collection[]).filter((c) => c.single).map((c) => c.name);
  const missing = singles.filter((n) => !(n in loaded.content));
  if (missing.length) return { problems };
  const content = loaded.content as Content;

  // A build that keeps what it made resolves a service page known complete from the same files only if a page asks.
  const known = options.kept && completeBefore(options.kept, content, loaded.fileOf('service-defaults'));
  const { services, problems: serviceProblems } = resolveServices(content, loaded.files, loaded.fileOf, memo, known);
  problems.push(...serviceProblems);

  const paths = new Set<string>(fixedRoutes.map((r) => r.path));
  for (const r of entryRoutes) for (const slug of loaded.slugs.get(r.collection) ?? []) paths.add(r.prefix + slug);
  const aliases = new Map(
    content.service.flatMap((s) =>
      s.data.aliases.map((a) => [entryPath('service', a), entryPath('service', s.slug)] as const),
    ),
  );
  const kindOf = new Map<string, string>(fixedRoutes.map((r) => [r.path, r.kind]));
  const pageOfFile = new Map<string, string>(fixedRoutes.map((r) => [loaded.fileOf(r.kind), r.path]));
  for (const r of entryRoutes) for (const e of content[r.collection]) pageOfFile.set(e.file, r.prefix + e.slug);
  const ctx: CheckContext = {
    ...loaded,
    content,
    paths,
    aliases,
    anchorsOf: (path) => [
      ...commonAnchors,
      ...((anchors as Record<string, readonly string[]>)[kindOf.get(path) ?? ''] ?? []),
    ],
    pageOfFile: (file) => pageOfFile.get(file),
    served: servedFiles(source, contentDir),
    memo,
  };
  const today = options.today ?? buildDate(process.env.BUILD_DATE, content.site.timeZone);
  const tokens = siteTokens(content.site, today);
  for (const check of contentChecks({ tokens: Object.keys(tokens), today })) problems.push(...check(ctx));
  return { problems, checked: { loaded, content, services, pageOfFile, tokens, today, served: ctx.served } };
}
