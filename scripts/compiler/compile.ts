import { collections, type Collection, type Content } from '../../schema/collections.ts';
import { fixedRoutes, entryRoutes, entryPath } from '../../schema/routes.ts';
import { anchors, commonAnchors } from '../../schema/anchors.ts';
import { join } from 'node:path';
import { loadContent } from './load-content.ts';
import { withResponsiveImages } from './responsive-images.ts';
import { resolveServices } from './resolve-services.ts';
import { buildPages } from './page-data.ts';
import { problem, type Problem } from './problems.ts';
import { siteTokens, mapStrings, interpolate } from './tokens.ts';
import type { CheckContext } from './checks/context.ts';
import { checkLinks } from './checks/links.ts';
import { checkPhones } from './checks/phones.ts';
import { checkSlugs } from './checks/slugs.ts';
import { checkSanity } from './checks/sanity.ts';
import { checkTokensWith } from './checks/tokens.ts';

export type CompiledSite = ReturnType<typeof buildPages> & { content: Content };

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

/**
 * Content in, pages out: load and validate every collection, then run the cross-file checks over all of it,
 * then build each page's data. All problems are collected; nothing is built while any error remains.
 */
export function compile(root: string, contentDir = 'content', options: { pages?: boolean } = {}): CompileResult {
  const loaded = loadContent(root, contentDir);
  const problems = [...loaded.problems];
  const singles = (collections as readonly Collection[]).filter((c) => c.single).map((c) => c.name);
  const missing = singles.filter((n) => !(n in loaded.content));
  if (missing.length) return { problems: merge(problems) };
  const content = loaded.content as Content;

  const { services, problems: serviceProblems } = resolveServices(content, loaded.files);
  problems.push(...serviceProblems);

  const paths = new Set<string>(fixedRoutes.map((r) => r.path));
  for (const r of entryRoutes) for (const slug of loaded.slugs.get(r.collection) ?? []) paths.add(r.prefix + slug);
  const aliases = new Map(
    content.services.flatMap((s) =>
      s.data.aliases.map((a) => [entryPath('service', a), entryPath('service', s.slug)] as const),
    ),
  );
  const kindOf = new Map<string, string>(fixedRoutes.map((r) => [r.path, r.kind]));
  const patternOf = (name: string) => collections.find((c) => c.name === name)!.pattern;
  const pageOfFile = new Map<string, string>(
    fixedRoutes.map((r) => [`${contentDir}/${patternOf(r.collection)}`, r.path]),
  );
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
  };
  const tokens = siteTokens(content.site);
  for (const check of [checkTokensWith([...Object.keys(tokens)]), checkLinks, checkPhones, checkSlugs, checkSanity])
    problems.push(...check(ctx));
  if (hasErrors(problems) || options.pages === false) return { problems: merge(problems) };

  const filled = withResponsiveImages(
    mapStrings(content, (s) => interpolate(s, tokens)),
    join(root, contentDir, 'static'),
  );
  const built = buildPages(
    filled,
    mapStrings(services, (s) => interpolate(s, tokens)),
  );
  return { problems: merge(problems), site: { ...built, content: filled } };
}

export { problem };
