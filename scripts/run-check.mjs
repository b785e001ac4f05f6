// `npm run check` entry: bundles scripts/check.ts with esbuild (about 50 ms) into the generated folder and
// runs it with plain Node. Loading the TypeScript sources one by one through a loader took longer than the
// check itself; this keeps the whole command well under a second.
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const outfile = resolve(process.env.GENERATED_DIR ?? '.generated', 'bin/check.mjs');
await build({
  entryPoints: ['scripts/check.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile,
  logLevel: 'error',
  banner: { js: '// Generated from scripts/check.ts by scripts/run-check.mjs. Do not edit.' },
});
await import(pathToFileURL(outfile).href);
