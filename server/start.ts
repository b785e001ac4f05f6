/**
 * The site's server as `npm start` runs it in production: bundled by `npm run build` into dist/server/start.mjs
 * (scripts/server-bundle.ts) and run with plain node by scripts/start.mjs, which builds first when there is no build.
 * Serves dist/client on PORT (default 3000), the request API, and the back office with the content editor when
 * ADMIN_PASSWORD_HASH is set. Nothing is compiled or bundled here: the editor's bundle is dist/admin.
 *
 * With SERVER_WORKERS above 1 (default 1), this process is the
 * primary and worker processes answer the visitors (server/node/site-cluster.ts, docs/decisions/015-one-production-server.md).
 */
import cluster from 'node:cluster';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './node/site-server.ts';
import { siteHostNames } from './node/site-hosts.ts';
import { announceChanged, followChanges, forwardTo } from './node/site-cluster.ts';
import { trustWorkerConnections } from './node/worker-connections.ts';
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
const port = Number(process.env.PORT) || 3000;
// This computer only (the generated nginx block proxies to 127.0.0.1): HOST=0.0.0.0 to answer other machines directly.
const host = process.env.HOST?.trim() || '127.0.0.1';
const address = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
// One process unless asked (SERVER_WORKERS=2 for two cores): workers start slower and hold their own copy of the pages.
const workers = Math.min(16, Math.max(1, Math.round(Number(process.env.SERVER_WORKERS)) || 1));

if (cluster.isWorker) {
  // A worker: pages and files from its own memory, everything else forwarded to the primary.
  const files = new StaticFiles();
  followChanges((changed) => files.changed(changed));
  createSiteServer(dir, {
    hosts: JSON.parse(process.env.SITE_SERVER_HOSTS!) as string[],
    files,
    forward: forwardTo(process.env.SITE_SERVER_SOCKET!, Object.entries(securityHeaders()).flat()),
  })
    .on('error', (error) => {
      console.error(`Cannot serve at ${address}: ${error.message}`);
      process.exit(1);
    })
    .listen(port, host);
} else {
  // One view of the built files, shared with the editor: what a save changes is served at once.
  const files = new StaticFiles();
  const api = await startRequestsApi({ root, headers: securityHeaders() });
  // The content editor lives behind the back office's login, so it exists only when the login does.
  const EDITOR_PATH = `${ADMIN_BASE}/content`;
  const editor = readAdminConfig(process.env).passwordHash
    ? createSiteEditor({
        root,
        assetsDir: join(root, EDITOR_ASSETS),
        csrfToken,
        log: (c, event) => void logAdminEvent(c, event),
        onSiteChange: (changed) => {
          const paths = changed.map((f) => join(dir, f));
          files.changed(paths);
          return announceChanged(paths);
        },
      })
    : undefined;
  const admin = startAdmin({
    api,
    env: process.env,
    headers: securityHeaders(),
    ...(editor && { mount: { '/content': editor }, editorPath: EDITOR_PATH }),
  });
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
  });
  const ready = (how: string) => {
    console.log(`Serving ${dir} at ${address} (${how})`);
    console.log(`Answering for ${hosts.join(', ')} (SITE_HOSTS adds more).`);
    for (const line of api.summary) console.log(line);
    console.log(
      admin?.summary ?? 'The back office is off: set ADMIN_PASSWORD_HASH (npm run admin:password) to use /admin/.',
    );
  };
  let stopping = false;
  let cleanup = () => {};
  if (workers === 1) server.listen(port, host, () => ready('one process'));
  else {
    // The workers reach this process through a socket in a folder of this user's alone.
    const socketDir = mkdtempSync(join(tmpdir(), 'site-server-'));
    const socket = join(socketDir, 'primary.sock');
    cleanup = () => rmSync(socketDir, { recursive: true, force: true });
    trustWorkerConnections(server);
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), silent: false });
    const env = { SITE_SERVER_SOCKET: socket, SITE_SERVER_HOSTS: JSON.stringify(hosts) };
    let listening = 0;
    const fork = () => {
      const worker = cluster.fork(env);
      let serving = false;
      worker.once('listening', () => {
        serving = true;
        if (++listening === workers) ready(`${workers} worker processes`);
      });
      worker.once('exit', (code, signal) => {
        // Ended by a stop signal (the whole process group gets it): this process is stopping too.
        if (stopping || signal === 'SIGTERM' || signal === 'SIGINT') return;
        // One that could not start (the port taken) would not start again either.
        if (!serving) {
          console.error(`Cannot start: a worker process ended before it could serve (${signal ?? code}).`);
          process.kill(process.pid, 'SIGTERM');
          return;
        }
        console.error(`Worker ${worker.process.pid} ended (${signal ?? code}): starting another.`);
        fork();
      });
    };
    for (let i = 0; i < workers; i++) fork();
  }
  // Stop taking requests, let the outbox finish what it is sending, then leave.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      server.close();
      void api.close().finally(() => {
        cleanup();
        process.exit(0);
      });
    });
}
