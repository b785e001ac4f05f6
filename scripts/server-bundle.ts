/**
 * Bundles the site's server (server/start.ts, with the content compiler and the page renderer the editor uses)
 * into dist/server/start.mjs, and the tools a server runs beside it (ENTRIES): ES modules for plain node, packages
 * left as imports. Every package it imports must
 * be a production dependency (package.json `dependencies`), so that an install with `npm ci --omit=dev` runs it and
 * `npm audit --omit=dev` covers it: a package that is not is an error here, named.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * What runs in production, each one module of dist/server run by plain node: the server, the database's backup and
 * restore, the requests' list (`npm run requests`), the owner's password hash (`npm run admin:password`) and the
 * service's configuration files (`npm run deploy:config`).
 */
const ENTRIES = {
  start: 'server/start.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  requests: 'scripts/requests.ts',
  'admin-password': 'scripts/admin-password.ts',
  'deploy-config': 'scripts/deploy-config.ts',
};

/** The package a bare import names: "@scope/name" or "name" (its subpath dropped). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages the bundle imports that are not production dependencies (empty: all are). */
export function notDependencies(imported: Iterable<string>, dependencies: Record<string, string>): string[] {
  const builtins = new Set(builtinModules);
  return [
    ...new Set(
      [...imported]
        .filter((s) => !s.startsWith('node:') && !builtins.has(s))
        .map(packageOf)
        .filter((p) => !(p in dependencies)),
    ),
  ].sort();
}

/** Writes the bundle; resolves with the packages it imports, or rejects naming those that are not dependencies. */
export async function bundleServer(root: string, outdir = join(root, 'dist/server')): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
  });
  const imported = Object.values(result.metafile.outputs).flatMap((o) =>
    o.imports.filter((i) => i.external).map((i) => i.path),
  );
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = notDependencies(imported, dependencies);
  if (missing.length)
    throw new Error(
      `The server imports ${missing.join(', ')}, not in package.json's dependencies: an install with --omit=dev would not run it. Move ${missing.length > 1 ? 'them' : 'it'} to dependencies.`,
    );
  return [...new Set(imported.filter((s) => !s.startsWith('node:')).map(packageOf))].sort();
}
