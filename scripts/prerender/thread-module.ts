/**
 * The build's threads run plain JavaScript: each thread's TypeScript entry (with the project modules it imports,
 * packages left as imports) is bundled by esbuild into one module under node_modules/.cache at the start of a
 * build, in a few milliseconds. A thread that registered a TypeScript loader instead would send every module it
 * loads, packages included, through that loader's own thread: about a second of CPU per thread. (Threads are
 * started with no execArgv, so that the build's own `--import tsx` is not loaded into them either.)
 */
import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CACHE_DIR = 'node_modules/.cache/build-threads';

/** Bundles `entry` (a file of this folder, e.g. `worker.ts`) for a thread; returns the module to start it with. */
export function threadModule(root: string, entry: string): URL {
  const outfile = join(root, CACHE_DIR, entry.replace(/\.ts$/, '.mjs'));
  buildSync({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  return pathToFileURL(outfile);
}
