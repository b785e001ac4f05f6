// `npm run build` entry: runs an esbuild bundle of scripts/build.ts with plain Node (scripts/bundled-script.mjs), its
// packages loaded from node_modules as they are. Through the TypeScript loader the build started about 0.1 s later,
// a twentieth of a rebuild after one changed file at 10,000 pages (docs/decisions/009-prerender-in-workers.md).
import { runBundled } from './bundled-script.mjs';

await runBundled({ entry: 'scripts/build.ts', name: 'build', packages: 'external' });
