import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { z } from 'zod';
import { collections } from '../schema/collections.ts';
import type { CompiledSite } from './compile.ts';
import { layoutData } from './page-data/layout-data.ts';
import { NOT_FOUND_PATH } from '../schema/routes.ts';
import { LAYOUT_DATA_FILE, dataFileOf } from '../schema/data-files.ts';
import { GENERATED_DIR, MANIFEST_FILE } from './generated-dir.ts';
import { dataFileText } from './data-file-text.ts';
import { textHash } from './text-hash.ts';
import { stampOf, stillAsWritten } from './written-stamps.ts';

/** The folder of the generated folder that compiling leaves alone (see scripts/run-check.mjs). */
const CHECKER_DIR = 'bin';

const BANNER = `Generated from content/ by scripts/build-content.ts. Do not edit: change content/ and rebuild.`;

/**
 * What the last emit wrote and what this one writes: each file's path in the generated folder -> the hash of its
 * text, its size and its time on disk after it was written (compiler/kept-files.ts keeps them between builds).
 */
export interface WrittenStamps {
  before: ReadonlyMap<string, string>;
  now: Map<string, string>;
}

/**
 * Writes a file only when its bytes change, so watchers and caches see real changes only. With `stamps`, a file the
 * last emit wrote with the same text, and whose size and time on disk are still those it was written with, is not
 * read to compare.
 */
function writeIfChanged(
  file: string,
  text: string | (() => string),
  written: Set<string>,
  stamps?: { outDir: string } & WrittenStamps,
  /** The hash of `text`, when known already (then a file kept as it is needs no text). */
  known?: string,
): void {
  written.add(file);
  const name = stamps && relative(stamps.outDir, file);
  let hash = stamps && (known ?? textHash(typeof text === 'string' ? text : (text = text())));
  const before = name === undefined ? undefined : stamps?.before.get(name);
  if (hash && stillAsWritten(file, before, hash)) {
    stamps!.now.set(name!, before!);
    return;
  }
  if (typeof text !== 'string') {
    text = text();
    if (hash) hash = textHash(text);
  }
  if (!(existsSync(file) && readFileSync(file, 'utf8') === text)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  if (hash) stamps!.now.set(name!, stampOf(hash, file));
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

/** JSON Schemas of every collection, for editor completion and checking as the owner types. */
function emitSchemas(outDir: string, written: Set<string>, stamps?: { outDir: string } & WrittenStamps): Set<string> {
  for (const c of collections) {
    const schema = z.toJSONSchema(c.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    writeIfChanged(
      join(outDir, 'schemas', `${c.name}.json`),
      JSON.stringify({ title: c.description, $comment: BANNER, ...schema }, null, 2) + '\n',
      written,
      stamps,
    );
  }
  return written;
}

/**
 * Writes the route manifest, one data file per page, the layout data and the redirects; removes stale files. The
 * server's rebuild after a save names the pages it knows unchanged since its last emit (`unchanged`), whose files are
 * kept without being read, keeps the schemas, which change with the code only, and gives the files its last emit
 * wrote (`before`, the `written` it returned): then only those of them not written again are removed, and the
 * folder (a file per page) is not listed. A build gives the stamps of the files its last emit wrote (`stamps`): then
 * an unchanged file is not read, and the files of the last emit not written again are removed without listing.
 */
export function emit(
  site: CompiledSite,
  root: string,
  options: {
    unchanged?: (page: CompiledSite['pages'][number]) => boolean;
    schemas?: boolean;
    before?: ReadonlySet<string>;
    stamps?: WrittenStamps;
    /**
     * Page address -> the hash (`textHash`) of its data file's text, as the compile measured it: a page whose file is
     * stamped with it is kept without making its text again.
     */
    hashes?: ReadonlyMap<string, string>;
    /**
     * Whether the page at an address was found, in this build, with its data file as the last emit wrote it (a page
     * taken from the last build, compiler/kept-pages.ts): then the file is kept as it is, without looking again.
     */
    intact?: (path: string) => boolean;
  } = {},
): { files: number; written: ReadonlySet<string> } {
  const outDir = join(root, GENERATED_DIR);
  const stamps = options.stamps && { outDir, ...options.stamps };
  const written = new Set<string>();
  const write = (file: string, text: string | (() => string), hash?: string) =>
    writeIfChanged(file, text, written, stamps, hash);
  write(join(outDir, 'README.md'), `# ${GENERATED_DIR}\n\n${BANNER}\n`);
  write(
    join(outDir, MANIFEST_FILE),
    JSON.stringify({ $comment: BANNER, routes: site.pages.map((p) => p.route), redirects: site.redirects }, null, 2) +
      '\n',
  );
  write(join(outDir, LAYOUT_DATA_FILE), JSON.stringify(layoutData(site.content, site.today)) + '\n');
  write(
    join(outDir, dataFileOf(NOT_FOUND_PATH)),
    () => dataFileText(site.notFound),
    options.hashes?.get(NOT_FOUND_PATH),
  );
  for (const p of site.pages) {
    const file = join(outDir, p.route.dataFile);
    const stamp = stamps?.before.get(p.route.dataFile);
    if (options.unchanged?.(p)) written.add(file);
    else if (stamp && options.intact?.(p.route.path)) {
      written.add(file);
      stamps!.now.set(p.route.dataFile, stamp);
    } else write(file, () => dataFileText(p), options.hashes?.get(p.route.path));
  }
  if (options.schemas === false) for (const c of collections) written.add(join(outDir, 'schemas', `${c.name}.json`));
  else emitSchemas(outDir, written, stamps);
  // bin/ holds the content checker's own bundle (scripts/run-check.mjs), which is not compiled content.
  const checkerBundle = join(outDir, CHECKER_DIR) + '/';
  const before =
    options.before ?? (stamps?.before.size ? [...stamps.before.keys()].map((f) => join(outDir, f)) : undefined);
  if (before) for (const f of before) if (!written.has(f)) rmSync(f, { force: true });
  if (!before) for (const f of listFiles(outDir)) if (!written.has(f) && !f.startsWith(checkerBundle)) rmSync(f);
  return { files: written.size, written };
}
