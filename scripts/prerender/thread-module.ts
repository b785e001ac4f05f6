/**
 * The build's threads run plain JavaScript: each thread's TypeScript entry (with the project modules it imports,
 * packages left as imports) is bundled by esbuild into one module under node_modules/.cache at the start of a
 * build, in a few milliseconds. A thread that registered a TypeScript loader instead would send every module it
 * loads, packages included, through that loader's own thread: about a second of CPU per thread. (Threads are
 * started with no execArgv, so that the build's own `--import tsx` is not loaded into them either.)
 */
import { build, stop } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CACHE_DIR = 'node_modules/.cache/build-threads';
const ENTRIES = { compile: 'compile-thread.ts', render: 'worker.ts' } as const;

export type ThreadModules = Record<keyof typeof ENTRIES, URL>;

/**
 * Bundles every thread's entry in one esbuild run, then stops esbuild: its service (a thread and a process)
 * would otherwise stay for the whole build and count against its memory.
 */
export async function bundleThreads(root: string): Promise<ThreadModules> {
  const outdir = join(root, CACHE_DIR);
  try {
    await build({
      entryPoints: Object.values(ENTRIES).map((entry) => fileURLToPath(new URL(entry, import.meta.url))),
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
    });
  } finally {
    await stop();
  }
  const moduleOf = (entry: string) => pathToFileURL(join(outdir, entry.replace(/\.ts$/, '.mjs')));
  return { compile: moduleOf(ENTRIES.compile), render: moduleOf(ENTRIES.render) };
}
