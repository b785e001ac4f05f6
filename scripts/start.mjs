// `npm start`: the site's server, as `npm run build` bundled it (dist/server/start.mjs, see server/start.ts), run
// by this plain node process. Nothing is compiled or bundled at start. When there is no build (or the server's code
// is newer than it), it says so in one line and builds first, where the dev dependencies to build with are
// installed; an install without them (npm ci --omit=dev) serves the build it was given, or says what to run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFirst, runBuild } from './build-freshness.mjs';

const root = process.cwd();
const bundle = join(root, 'dist/server/start.mjs');
const { why } = buildFirst(root, process.argv);
const canBuild = existsSync(join(root, 'scripts/build.ts')) && existsSync(join(root, 'node_modules/esbuild'));
if (why && canBuild) {
  const status = runBuild(root, why);
  if (status !== 0) process.exit(status);
} else if (why && !existsSync(bundle)) {
  console.error(
    `Cannot start: ${why}, and this install has no dev dependencies to build with: run npm ci and npm run build first.`,
  );
  process.exit(1);
} else if (why)
  console.warn(`The last build is served as it is: ${why} (npm run build where the dev dependencies are installed).`);
await import(pathToFileURL(bundle).href);
