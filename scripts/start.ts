/** `npm start`: builds the site if needed, then serves dist/client on 127.0.0.1:PORT (default 3000; HOST to change). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteServer } from '../server/node/site-server.ts';
import { securityHeaders } from '../server/security-headers.ts';
import { startRequestsApi } from '../server/requests/node.ts';
import { startAdmin } from '../server/admin/node.ts';
import { readAdminConfig } from '../server/admin/config.ts';
import { ADMIN_BASE, csrfToken, logAdminEvent } from '../server/admin/guard.ts';
import { createSiteEditor } from '../server/editor/site-editor.ts';
import { bundleEditor } from './editor-bundle.ts';

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
// The content editor lives behind the back office's login, so it exists only when the login does.
const EDITOR_PATH = `${ADMIN_BASE}/content`;
const editor = readAdminConfig(process.env).passwordHash
  ? createSiteEditor({
      root,
      assetsDir: await bundleEditor(root),
      csrfToken,
      log: (c, event) => void logAdminEvent(c, event),
    })
  : undefined;
const admin = startAdmin({
  api,
  env: process.env,
  headers: securityHeaders(),
  ...(editor && { mount: { '/content': editor }, editorPath: EDITOR_PATH }),
});
// This computer only (the generated nginx block proxies to 127.0.0.1): HOST=0.0.0.0 to answer other machines directly.
const host = process.env.HOST?.trim() || '127.0.0.1';
const server = createSiteServer(dir, { api: api.fetch, admin: admin?.fetch }).listen(port, host, () => {
  console.log(`Serving ${dir} at http://${host.includes(':') ? `[${host}]` : host}:${port}`);
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
