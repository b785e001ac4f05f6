/**
 * `npm run edit`: the development server (live reload of every content change) with the content editor at
 * /admin/ on 127.0.0.1 only, without a login. A save passes the gate and is written to content/ in this working
 * copy; the page being edited reloads with the change. `PORT` picks the port (default 3001).
 */
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer, type Plugin } from 'vite';
import { createEditorApp } from '../server/editor/app.ts';
import { localOnly } from '../server/editor/local-guard.ts';
import { bundleEditor } from './editor-bundle.ts';

const root = process.cwd();
const port = Number(process.env.PORT) || 3001;
const assetsDir = await bundleEditor(root);

const admin = new Hono();
admin.use('*', localOnly());
admin.get('/admin', (c) => c.redirect('/admin/content/'));
admin.get('/admin/', (c) => c.redirect('/admin/content/'));
admin.get('/admin/content', (c) => c.redirect('/admin/content/'));
admin.route('/admin/content', createEditorApp({ root, assetsDir }));
admin.all('*', (c) => c.text('Not found', 404));
const listener = getRequestListener(admin.fetch);

const editorPlugin: Plugin = {
  name: 'content-editor',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const path = (req.url ?? '').split('?')[0]!;
      if (path === '/admin' || path.startsWith('/admin/')) return void listener(req, res);
      next();
    });
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
const address = `http://127.0.0.1:${port}`;
console.log(`\nThe site, live: ${address}/\nEdit it:        ${address}/admin/\n(only on this computer; press Ctrl+C to stop)\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.close().finally(() => process.exit(0)));
