import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { collections } from '../schema/collections.ts';
import type { CompiledSite } from './compile.ts';
import { layoutData } from './page-data/layout-data.ts';
import { NOT_FOUND_PATH } from '../schema/routes.ts';
import { LAYOUT_DATA_FILE, dataFileOf } from '../schema/data-files.ts';
import { GENERATED_DIR, MANIFEST_FILE } from './generated-dir.ts';

/** The folder of the generated folder that compiling leaves alone (see scripts/run-check.mjs). */
const CHECKER_DIR = 'bin';

const BANNER = `Generated from content/ by scripts/build-content.ts. Do not edit: change content/ and rebuild.`;

/** Writes a file only when its bytes change, so watchers and caches see real changes only. */
function writeIfChanged(file: string, text: string, written: Set<string>): void {
  written.add(file);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

/** JSON Schemas of every collection, for editor completion and checking as the owner types. */
function emitSchemas(outDir: string, written = new Set<string>()): Set<string> {
  for (const c of collections) {
    const schema = z.toJSONSchema(c.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    writeIfChanged(
      join(outDir, 'schemas', `${c.name}.json`),
      JSON.stringify({ title: c.description, $comment: BANNER, ...schema }, null, 2) + '\n',
      written,
    );
  }
  return written;
}

/**
 * Writes the route manifest, one data file per page, the layout data and the redirects; removes stale files. The
 * server's rebuild after a save names the pages it knows unchanged since its last emit (`unchanged`), whose files are
 * kept without being read, keeps the schemas, which change with the code only, and gives the files its last emit
 * wrote (`before`, the `written` it returned): then only those of them not written again are removed, and the
 * folder (a file per page) is not listed.
 */
export function emit(
  site: CompiledSite,
  root: string,
  options: {
    unchanged?: (page: CompiledSite['pages'][number]) => boolean;
    schemas?: boolean;
    before?: ReadonlySet<string>;
  } = {},
): { files: number; written: ReadonlySet<string> } {
  const outDir = join(root, GENERATED_DIR);
  const written = new Set<string>();
  writeIfChanged(join(outDir, 'README.md'), `# ${GENERATED_DIR}\n\n${BANNER}\n`, written);
  writeIfChanged(
    join(outDir, MANIFEST_FILE),
    JSON.stringify({ $comment: BANNER, routes: site.pages.map((p) => p.route), redirects: site.redirects }, null, 2) +
      '\n',
    written,
  );
  writeIfChanged(join(outDir, LAYOUT_DATA_FILE), JSON.stringify(layoutData(site.content, site.today)) + '\n', written);
  writeIfChanged(join(outDir, dataFileOf(NOT_FOUND_PATH)), JSON.stringify(site.notFound) + '\n', written);
  for (const p of site.pages)
    if (options.unchanged?.(p)) written.add(join(outDir, p.route.dataFile));
    else writeIfChanged(join(outDir, p.route.dataFile), JSON.stringify({ head: p.head, data: p.data }) + '\n', written);
  if (options.schemas === false) for (const c of collections) written.add(join(outDir, 'schemas', `${c.name}.json`));
  else emitSchemas(outDir, written);
  // bin/ holds the content checker's own bundle (scripts/run-check.mjs), which is not compiled content.
  const checkerBundle = join(outDir, CHECKER_DIR) + '/';
  if (options.before) for (const f of options.before) if (!written.has(f)) rmSync(f, { force: true });
  if (!options.before)
    for (const f of listFiles(outDir)) if (!written.has(f) && !f.startsWith(checkerBundle)) rmSync(f);
  return { files: written.size, written };
}
