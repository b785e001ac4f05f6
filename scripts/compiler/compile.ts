import { collections, type Collection, type Content } from '../../schema/collections.ts';
import { fixedRoutes, entryRoutes, entryPath } from '../../schema/routes.ts';
import { anchors, commonAnchors } from '../../schema/anchors.ts';
import { join, posix } from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { loadContent } from './load-content.ts';
import { withResponsiveImages } from './responsive-images.ts';
import { resolveServices } from './resolve-services.ts';
import { buildPages } from './page-data/pages.ts';
import { layoutData } from './page-data/layout-data.ts';
import { checkPageBudget } from './page-budget.ts';
import type { Problem } from './problems.ts';
import { siteTokens, mapStrings, interpolate } from './tokens.ts';
import type { CheckContext } from './checks/context.ts';
import { contentChecks } from './checks/index.ts';
import { buildDate } from './build-date.ts';
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

const hasErrors = (ps: readonly Problem[]) => ps.some((p) => p.severity === 'error');

/** One problem per place: a value reached twice through a YAML alias is reported once, naming both fields. */
function merge(problems: readonly Problem[]): Problem[] {
  const byPlace = new Map<string, Problem>();
  for (const p of problems) {
    const key = `${p.location.file}:${p.location.line}:${p.location.column}:${p.code}:${p.message}`;
    const seen = byPlace.get(key);
    if (seen && p.field && !seen.field.split(' and ').includes(p.field)) seen.field = `${seen.field} and ${p.field}`;
    else if (!seen) byPlace.set(key, { ...p });
  }
  return [...byPlace.values()];
}

/** The files of `contentDir/static`, served at the site's root as they are (content/static/media/a.jpg is /media/a.jpg). */
function servedFiles(root: string, contentDir: string): CheckContext['served'] {
  const dir = posix.join(contentDir, 'static');
  const abs = join(root, dir);
  const paths = new Set<string>();
  if (existsSync(abs))
    for (const d of readdirSync(abs, { recursive: true, withFileTypes: true }))
      if (!d.isDirectory()) paths.add(`/${posix.relative(abs, posix.join(d.parentPath, d.name))}`);
  return { dir, paths };
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
  } = {},
): CompileResult {
  const loaded = loadContent(root, contentDir);
  const problems = [...loaded.problems];
  const singles = (collections as readonly Collection[]).filter((c) => c.single).map((c) => c.name);
  const missing = singles.filter((n) => !(n in loaded.content));
  if (missing.length) return { problems: merge(problems) };
  const content = loaded.content as Content;

  const { services, problems: serviceProblems } = resolveServices(content, loaded.files, loaded.fileOf);
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
    served: servedFiles(root, contentDir),
  };
  const today = options.today ?? buildDate(process.env.BUILD_DATE, content.site.timeZone);
  const tokens = siteTokens(content.site, today);
  for (const check of contentChecks({ tokens: Object.keys(tokens), today })) problems.push(...check(ctx));
  if (hasErrors(problems) || options.pages === false) return { problems: merge(problems) };

  const filled = withResponsiveImages(
    mapStrings(content, (s) => interpolate(s, tokens)),
    join(root, contentDir, 'static'),
  );
  const built = buildPages(
    filled,
    mapStrings(services, (s) => interpolate(s, tokens)),
    currentSpecials(filled.special, today),
    today,
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
