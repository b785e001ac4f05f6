import type { Plugin, ViteDevServer } from 'vite';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { GENERATED_DIR } from './compiler/generated-dir.ts';
import { DATA_URL_PREFIX, LAYOUT_DATA_FILE, LAYOUT_DATA_URL, PAGE_DATA_DIR } from '../schema/data-files.ts';
import type * as DevCompile from './compiler/dev-compile.ts';

/**
 * The compiler, loaded by the dev server when it starts (Vite turns its TypeScript into modules), never by the
 * configuration itself: Vite bundles the configuration file with everything it imports, for builds too, and with
 * the compiler in it every `vike build` took about 0.8 s longer to start.
 */
const DEV_COMPILER = '/scripts/compiler/dev-compile.ts';

/**
 * Compiles content/ when the dev server starts and again on every content edit, then reloads the page.
 * A content error is shown in the browser's error overlay with its file:line:column lines.
 * (`npm run build` compiles before vite runs, so this plugin does nothing in builds.)
 */
export function contentPlugin(): Plugin {
  const root = process.cwd();
  const run = async (server: ViteDevServer) => {
    const { compileForDevServer } = (await server.ssrLoadModule(DEV_COMPILER)) as typeof DevCompile;
    const { report } = compileForDevServer(root);
    if (report) {
      server.config.logger.error(report);
      server.ws.send({ type: 'error', err: { message: `Content error\n\n${report}`, stack: '', plugin: 'content' } });
      return false;
    }
    return true;
  };
  return {
    name: 'site-content',
    apply: 'serve',
    async configureServer(server) {
      await run(server);
      server.watcher.add(`${root}/content`);
      const onChange = (file: string) => {
        if (!file.startsWith(`${root}/content/`)) return;
        void run(server).then((ok) => ok && server.ws.send({ type: 'full-reload' }));
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
