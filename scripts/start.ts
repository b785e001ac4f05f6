/** `npm start`: builds the site if needed, then serves dist/client on PORT (default 3000). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteServer } from '../server/node/site-server.ts';

const root = process.cwd();
const dir = join(root, 'dist/client');
if (!existsSync(join(dir, 'index.html')) || process.argv.includes('--build')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = Number(process.env.PORT) || 3000;
createSiteServer(dir).listen(port, () => console.log(`Serving ${dir} at http://localhost:${port}`));
