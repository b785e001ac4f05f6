/**
 * The pages the screenshot and Lighthouse scripts visit when given none: one page of every kind in the built
 * site's route manifest (a new page kind is visited without editing this file), the page named below where the
 * kind has it (the pages the README's figures were measured on).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryPath, type RouteEntry } from '../schema/routes.ts';
import { type EntryKind } from '../schema/page-kinds.ts';
import { GENERATED_DIR, MANIFEST_FILE } from '../compiler/generated-dir.ts';

const preferred: Partial<Record<EntryKind, string>> = {
  service: entryPath('service', 'oil-change'),
  town: entryPath('town', 'mason'),
  make: entryPath('make', 'honda'),
  article: entryPath('article', 'check-engine-light-what-it-means'),
};

export function sampleRoutes(): string[] {
  const manifest = join(GENERATED_DIR, MANIFEST_FILE);
  if (!existsSync(manifest)) throw new Error(`${manifest} is not there yet: build the site first (npm run build).`);
  const { routes } = JSON.parse(readFileSync(manifest, 'utf8')) as { routes: RouteEntry[] };
  const paths = new Set(routes.map((r) => r.path));
  const byKind = new Map<string, string>();
  for (const r of routes) if (!byKind.has(r.kind)) byKind.set(r.kind, r.path);
  for (const [kind, path] of Object.entries(preferred)) if (paths.has(path)) byKind.set(kind, path);
  return [...byKind.values()];
}
