import type { Plugin, ViteDevServer } from 'vite';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { GENERATED_DIR } from '../compiler/generated-dir.ts';
import { DATA_URL_PREFIX, LAYOUT_DATA_FILE, LAYOUT_DATA_URL, PAGE_DATA_DIR } from '../schema/data-files.ts';
import type * as DevCompile from '../compiler/dev-compile.ts';
import { contentErrorPage } from './dev-content-error.ts';

/**
 * The compiler, loaded by the dev server when it starts (Vite turns its TypeScript into modules), never by the
 * configuration itself: Vite bundles the configuration file with everything it imports, for builds too, and with
 * the compiler in it every `vike build` took about 0.8 s longer to start.
 */
const DEV_COMPILER = '/compiler/dev-compile.ts';

/**
 * Compiles content/ when the dev server starts and again on every content edit, then reloads the page.
 * While the content has errors, every page is a page for the owner that lists them with their file:line:column
 * (status 500, also after a reload), and it reloads by itself once the content is fixed.
 * (`npm run build` compiles before vite runs, so this plugin does nothing in builds.)
 */
export function contentPlugin(): Plugin {
  const root = process.cwd();
  /** The report of the content's errors, while there are any. */
  let broken: string | undefined;
  const run = async (server: ViteDevServer) => {
    const { compileForDevServer } = (await server.ssrLoadModule(DEV_COMPILER)) as typeof DevCompile;
    const { report } = compileForDevServer(root);
    broken = report;
    if (report) server.config.logger.error(report);
  };
  return {
    name: 'site-content',
    apply: 'serve',
    async configureServer(server) {
      await run(server);
      server.watcher.add(`${root}/content`);
      // Broken or fixed, the page reloads: it shows the content's problems, or the page once they are gone.
      const onChange = (file: string) => {
        if (!file.startsWith(`${root}/content/`)) return;
        void run(server).then(() => server.ws.send({ type: 'full-reload' }));
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      // Page data and the layout data, for hydration and client-side navigation, where the build serves them.
      const pagesDir = join(root, GENERATED_DIR, PAGE_DATA_DIR);
      const layoutName = LAYOUT_DATA_URL.slice(DATA_URL_PREFIX.length - 1);
      /** The generated file an address under /_data names, if any: the layout data or a file of the page data. */
      const fileOf = (name: string) => {
        if (name === layoutName) return join(root, GENERATED_DIR, LAYOUT_DATA_FILE);
        const file = normalize(join(pagesDir, name));
        return file.startsWith(pagesDir + sep) ? file : undefined;
      };
      // Pages (and their data) while the content is broken: the owner's page of problems, never the last good version.
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        const isPage = (req.headers.accept ?? '').includes('text/html') && !url.startsWith('/@');
        if (!broken || !(isPage || url.startsWith(DATA_URL_PREFIX))) return next();
        res.statusCode = 500;
        res.setHeader('Cache-Control', 'no-store');
        if (!isPage) return res.end();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(contentErrorPage(broken));
      });
      server.middlewares.use(DATA_URL_PREFIX.slice(0, -1), (req, res) => {
        const file = fileOf((req.url ?? '').split('?')[0]!);
        if (!file || !existsSync(file)) {
          res.statusCode = 404;
          return res.end();
        }
        res.setHeader('Content-Type', file.endsWith('.svg') ? 'image/svg+xml' : 'application/json');
        res.end(readFileSync(file));
      });
    },
  };
}
