/**
 * The site's server as `npm start` runs it in production: bundled by `npm run build` into dist/server/start.mjs
 * (scripts/server-bundle.ts) and run with plain node by scripts/start.mjs, which builds first when there is no build.
 * Serves dist/client on PORT (default 3000), the request API, and the back office with the content editor when
 * ADMIN_PASSWORD_HASH is set. Nothing is compiled or bundled here: the editor's bundle is dist/admin.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteServer } from './node/site-server.ts';
import { siteHostNames } from './node/site-hosts.ts';
import { StaticFiles } from './node/static-files.ts';
import { healthResponse } from './node/health.ts';
import { securityHeaders } from './security-headers.ts';
import { startRequestsApi } from './requests/node.ts';
import { startAdmin } from './admin/node.ts';
import { readAdminConfig } from './admin/config.ts';
import { ADMIN_BASE, csrfToken, logAdminEvent } from './admin/guard.ts';
import { createSiteEditor } from './editor/site-editor.ts';
import { EDITOR_ASSETS } from './editor/editor-assets.ts';

const root = process.cwd();
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const dir = join(root, 'dist/client');
// One view of the built files, shared with the editor: what a save changes is served at once.
const files = new StaticFiles();
const port = Number(process.env.PORT) || 3000;
const api = await startRequestsApi({ root, headers: securityHeaders() });
// The content editor lives behind the back office's login, so it exists only when the login does.
const EDITOR_PATH = `${ADMIN_BASE}/content`;
const editor = readAdminConfig(process.env).passwordHash
  ? createSiteEditor({
      root,
      assetsDir: join(root, EDITOR_ASSETS),
      csrfToken,
      log: (c, event) => void logAdminEvent(c, event),
      onSiteChange: (changed) => files.changed(changed.map((f) => join(dir, f))),
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
// The site's own names only (its address in content/site.yaml, SITE_HOSTS, this machine's): others get 421.
const hosts = (() => {
  try {
    return siteHostNames(api.content.site.url, process.env.SITE_HOSTS);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const server = createSiteServer(dir, {
  hosts,
  api: api.fetch,
  admin: admin?.fetch,
  files,
  health: () => healthResponse({ ping: () => api.store.ping(), root }),
}).listen(port, host, () => {
  console.log(`Serving ${dir} at http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  console.log(`Answering for ${hosts.join(', ')} (SITE_HOSTS adds more).`);
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
