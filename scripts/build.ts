/**
 * `npm run build`: content check and compile, then vike pre-renders every page, then the static extras
 * (page data, sitemap, robots, redirects, headers) are written into dist/client.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildContent } from './build-content.ts';
import { writeStaticExtras } from './static-output.ts';
import { precompress } from './precompress.ts';

const root = process.cwd();
const site = buildContent(root);
// vike recognises its CLI by path; `vite build` through node_modules/.bin would skip pre-rendering.
const vike = spawnSync(process.execPath, [join(root, 'node_modules/vike/bin.js'), 'build'], {
  stdio: 'inherit',
  cwd: root,
});
if (vike.status !== 0) process.exit(vike.status ?? 1);
const outDir = join(root, 'dist/client');
const missing = site.pages.filter((p) => !existsSync(join(outDir, p.route.path, 'index.html')));
if (missing.length || !existsSync(join(outDir, '404.html'))) {
  console.error(
    `Pre-rendering missed ${missing.length} pages${existsSync(join(outDir, '404.html')) ? '' : ' and 404.html'}: ${missing
      .slice(0, 5)
      .map((p) => p.route.path)
      .join(', ')}`,
  );
  process.exit(1);
}
writeStaticExtras(site, root, outDir);
precompress(outDir);
console.log(`Built ${site.pages.length} pages into dist/client.`);
