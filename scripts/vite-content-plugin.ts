import type { Plugin, ViteDevServer } from 'vite';
import type * as DevCompile from '../compiler/dev-compile.ts';
import { contentErrorPage } from './dev-content-error.ts';
import { settledRuns } from './settled-runs.ts';

/**
 * The compiler, loaded by the dev server when it starts (Vite turns its TypeScript into modules), never by the
 * configuration itself: Vite bundles the configuration file with everything it imports, for builds too, and with
 * the compiler in it every `vike build` took about 0.8 s longer to start.
 */
const DEV_COMPILER = '/compiler/dev-compile.ts';

/** How long the content is left still after a change before it is compiled: a save's writes, not a person's pause. */
const SETTLE_MS = 100;

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
      // Broken or fixed, the page reloads: it shows the content's problems, or the page once they are gone. The
      // content is compiled once the save's writes have settled, one compile at a time (settled-runs.ts).
      const compile = settledRuns(async () => {
        await run(server);
        server.ws.send({ type: 'full-reload' });
      }, SETTLE_MS);
      const onChange = (file: string) => {
        if (file.startsWith(`${root}/content/`)) compile();
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      // Pages while the content is broken: the owner's page of problems, never the last good version.
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        const isPage = (req.headers.accept ?? '').includes('text/html') && !url.startsWith('/@');
        if (!broken || !isPage) return next();
        res.statusCode = 500;
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(contentErrorPage(broken));
      });
    },
  };
}
