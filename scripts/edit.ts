/**
 * `npm run edit`: the development server (live reload of every content change) with the content editor at
 * /admin/ on 127.0.0.1 only, without a login. A save passes the gate and is written to content/ in this working
 * copy; the page being edited reloads with the change. `PORT` picks the port (default 3001).
 *
 * `npm run edit -- --publish`: the built site as `npm start` serves it, with the editor as the site's server runs it
 * (each save committed to git, the site rebuilt and served, undo), still on 127.0.0.1 only and without a login: to
 * try the whole path on one's own computer. On a server, the editor is reached through the back office's login.
 */
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer, type Plugin } from 'vite';
import { createEditorApp } from '../server/editor/app.ts';
import { localOnly } from '../server/editor/local-guard.ts';
import { withBackOfficeHeaders } from '../server/admin/guard.ts';
import { securityHeaders } from '../server/security-headers.ts';
import { createSiteEditor } from '../server/editor/site-editor.ts';
import { buildSite } from '../server/editor/publish.ts';
import { previewPage } from '../server/editor/live-build.ts';
import { createSiteServer } from '../server/node/site-server.ts';
import { LOOPBACK_HOSTS } from '../server/node/site-hosts.ts';
import { bundleEditor } from './editor-bundle.ts';

const root = process.cwd();
const port = Number(process.env.PORT) || 3001;
const publish = process.argv.includes('--publish');
const assetsDir = await bundleEditor(root);

const admin = new Hono();
// Every answer, refusals included, with the back office's headers: no other page may frame the editor.
admin.use('*', async (c, next) => {
  await next();
  withBackOfficeHeaders(c.res, securityHeaders());
});
admin.use('*', localOnly());
for (const path of ['/admin', '/admin/', '/admin/content']) admin.get(path, (c) => c.redirect('/admin/content/'));
admin.route(
  '/admin/content',
  publish
    ? createSiteEditor({ root, assetsDir })
    : // The preview draws pages with the last build's renderer (npm run build), as the site's server does.
      createEditorApp({ root, assetsDir, preview: (path, source) => previewPage(root, path, source) }),
);
admin.all('*', (c) => c.text('Not found', 404));
const adminListener = getRequestListener(admin.fetch);
const isAdmin = (url = '') => {
  const path = url.split('?')[0]!;
  return path === '/admin' || path.startsWith('/admin/');
};
const address = `http://127.0.0.1:${port}`;
const ready = () =>
  console.log(
    `\nThe site${publish ? ', as built' : ', live'}: ${address}/\nEdit it: ${address}/admin/\n(only on this computer; press Ctrl+C to stop)\n`,
  );

if (publish) {
  const dist = join(root, 'dist/client');
  if (!existsSync(join(dist, 'index.html'))) await buildSite(root);
  // This computer's names only: a page that rebinds its own name to 127.0.0.1 gets 421, as on the site's server.
  const site = createSiteServer(dist, { hosts: LOOPBACK_HOSTS });
  const siteListener = site.listeners('request')[0] as RequestListener;
  const server = createHttpServer((req, res) =>
    isAdmin(req.url) ? void adminListener(req, res) : siteListener(req, res),
  );
  server.listen(port, '127.0.0.1', ready);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
} else {
  const editorPlugin: Plugin = {
    name: 'content-editor',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => (isAdmin(req.url) ? void adminListener(req, res) : next()));
    },
  };
  const server = await createServer({
    root,
    plugins: [editorPlugin],
    server: { host: '127.0.0.1', port, strictPort: true },
    // Tests run it in a scratch copy of the project beside other dev servers: each keeps its own dependency cache.
    ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
  });
  await server.listen();
  ready();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void server.close().finally(() => process.exit(0)));
}
