/**
 * The build's threads run plain JavaScript: each thread's TypeScript entry (with the project modules it imports,
 * packages left as imports) is bundled by esbuild into one module under node_modules/.cache at the start of a
 * build, in a few milliseconds. A thread that registered a TypeScript loader instead would send every module it
 * loads, packages included, through that loader's own thread: about a second of CPU per thread. (Threads are
 * started with no execArgv, so that the build's own `--import tsx` is not loaded into them either.)
 */
import { build, stop } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeWhole } from '../write-whole.ts';

/**
 * Beside the code's own packages (the project these scripts belong to, which is not always the folder the build
 * runs in): the bundled threads import their packages from there. Copies of the project that share its
 * node_modules share this folder too, so each module is named by a hash of its text and written whole (a
 * temporary file renamed): builds running at the same time never read each other's half-written module.
 */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/build-threads', import.meta.url));
/**
 * The project the scripts belong to: what the bundler names paths from, so that the modules are the same whichever
 * folder a build runs in (a build of another content folder with these scripts).
 */
const CODE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRIES = { compile: 'compile-thread.ts', render: 'worker.ts' } as const;
/** Modules of older code are removed once they are this old. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export type ThreadModules = Record<keyof typeof ENTRIES, URL>;

/**
 * What the last bundling of this project's entries made, and from which files, in the cache folder: the modules are
 * taken again while no file they were made from changed since (no esbuild run, no process started: a build that
 * compiles a few changed files starts its compile sooner).
 */
interface ThreadManifest {
  /** When the bundling started (ms since 1970): a file changed later is newer than the modules. */
  made: number;
  inputs: string[];
  modules: Record<keyof typeof ENTRIES, string>;
}

const manifestFile = () =>
  join(
    CACHE_DIR,
    `threads.${createHash('sha256')
      .update(fileURLToPath(new URL('.', import.meta.url)))
      .digest('hex')
      .slice(0, 16)}.json`,
  );

/** The modules of the last bundling of this project's entries, if none of the files they were made from changed. */
export function keptThreadModules(): ThreadModules | undefined {
  try {
    const { made, inputs, modules } = JSON.parse(readFileSync(manifestFile(), 'utf8')) as ThreadManifest;
    if (!inputs.every((file) => statSync(file).mtimeMs < made)) return undefined;
    // Marked as used now (a module unused for a day is removed), and there (this throws if one is gone).
    const now = new Date();
    for (const module of Object.values(modules)) utimesSync(module, now, now);
    return { compile: pathToFileURL(modules.compile), render: pathToFileURL(modules.render) };
  } catch {
    return undefined;
  }
}

/**
 * Bundles every thread's entry in one esbuild run, then stops esbuild: its service (a thread and a process)
 * would otherwise stay for the whole build and count against its memory. The modules of the last run are taken
 * again while none of their files changed.
 */
export async function bundleThreads(): Promise<ThreadModules> {
  const kept = keptThreadModules();
  if (kept) return kept;
  const made = Date.now();
  let outputs;
  let metafile;
  try {
    ({ outputFiles: outputs, metafile } = await build({
      metafile: true,
      absWorkingDir: CODE_ROOT,
      entryPoints: Object.values(ENTRIES).map((entry) => fileURLToPath(new URL(entry, import.meta.url))),
      outdir: CACHE_DIR,
      write: false,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
    }));
  } finally {
    await stop();
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  const written = new Map<string, string>();
  for (const output of outputs) {
    const name = basename(output.path, '.js');
    const file = join(
      CACHE_DIR,
      `${name}.${createHash('sha256').update(output.contents).digest('hex').slice(0, 16)}.mjs`,
    );
    if (!existsSync(file)) writeWhole(file, output.contents);
    written.set(name, file);
  }
  for (const file of readdirSync(CACHE_DIR).map((f) => join(CACHE_DIR, f)))
    if (![...written.values()].includes(file) && Date.now() - statSync(file).mtimeMs > KEEP_MS)
      rmSync(file, { force: true });
  const moduleOf = (entry: string) => written.get(entry.replace(/\.ts$/, ''))!;
  const modules = { compile: moduleOf(ENTRIES.compile), render: moduleOf(ENTRIES.render) };
  const manifest: ThreadManifest = {
    made,
    inputs: Object.keys(metafile.inputs).map((input) => resolve(CODE_ROOT, input)),
    modules,
  };
  writeWhole(manifestFile(), JSON.stringify(manifest));
  return { compile: pathToFileURL(modules.compile), render: pathToFileURL(modules.render) };
}
