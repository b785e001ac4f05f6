/**
 * The build's threads run plain JavaScript: each thread's TypeScript entry (with the project modules it imports,
 * packages left as imports) is bundled by esbuild into one module under node_modules/.cache at the start of a
 * build, in a few milliseconds. A thread that registered a TypeScript loader instead would send every module it
 * loads, packages included, through that loader's own thread: about a second of CPU per thread. (Threads are
 * started with no execArgv, so that the build's own `--import tsx` is not loaded into them either.)
 */
import { build, stop } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Beside the code's own packages (the project these scripts belong to, which is not always the folder the build
 * runs in): the bundled threads import their packages from there. Copies of the project that share its
 * node_modules share this folder too, so each module is named by a hash of its text and written whole (a
 * temporary file renamed): builds running at the same time never read each other's half-written module.
 */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/build-threads', import.meta.url));
const ENTRIES = { compile: 'compile-thread.ts', render: 'worker.ts' } as const;
/** Modules of older code are removed once they are this old. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export type ThreadModules = Record<keyof typeof ENTRIES, URL>;

/**
 * Bundles every thread's entry in one esbuild run, then stops esbuild: its service (a thread and a process)
 * would otherwise stay for the whole build and count against its memory.
 */
export async function bundleThreads(): Promise<ThreadModules> {
  let outputs;
  try {
    ({ outputFiles: outputs } = await build({
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
    if (!existsSync(file)) {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, output.contents);
      renameSync(temporary, file);
    }
    written.set(name, file);
  }
  for (const file of readdirSync(CACHE_DIR).map((f) => join(CACHE_DIR, f)))
    if (![...written.values()].includes(file) && Date.now() - statSync(file).mtimeMs > KEEP_MS)
      rmSync(file, { force: true });
  const moduleOf = (entry: string) => pathToFileURL(written.get(entry.replace(/\.ts$/, ''))!);
  return { compile: moduleOf(ENTRIES.compile), render: moduleOf(ENTRIES.render) };
}
