/** `npm start`: builds the site if needed, then serves dist/client on PORT (default 3000). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteServer } from '../server/node/site-server.ts';
import { securityHeaders } from '../server/security-headers.ts';
import { startRequestsApi } from '../server/requests/node.ts';
import { startAdmin } from '../server/admin/node.ts';

const root = process.cwd();
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const dir = join(root, 'dist/client');
if (!existsSync(join(dir, 'index.html')) || process.argv.includes('--build')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = Number(process.env.PORT) || 3000;
const api = await startRequestsApi({ root, headers: securityHeaders() });
const admin = startAdmin({ api, env: process.env, headers: securityHeaders() });
const server = createSiteServer(dir, { api: api.fetch, admin: admin?.fetch }).listen(port, () => {
  console.log(`Serving ${dir} at http://localhost:${port}`);
  for (const line of api.summary) console.log(line);
  console.log(
    admin?.summary ?? 'The back office is off: set ADMIN_PASSWORD_HASH (npm run admin:password) to use /admin/.',
  );
});
// Stop taking requests, let the outbox finish what it is sending, then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close();
    void api.close().finally(() => process.exit(0));
  });
