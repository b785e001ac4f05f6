// `npm run check` entry: runs an esbuild bundle of scripts/check.ts and the libraries it uses with plain Node
// (scripts/bundled-script.mjs): one file loads faster than hundreds of package modules. The `yaml` library stays
// outside: it is loaded only when a file has a problem. `npm install` makes the bundle ahead of the first check (the
// package's `prepare` script runs this with --bundle-only).
import { runBundled } from './bundled-script.mjs';

await runBundled({
  entry: 'scripts/check.ts',
  name: 'check',
  external: ['yaml'],
  bundleOnly: process.argv.includes('--bundle-only'),
});
