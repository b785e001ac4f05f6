import type { Plugin, ViteDevServer } from 'vite';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { compile } from './compiler/compile.ts';
import { emit } from './compiler/emit.ts';
import { GENERATED_DIR } from './compiler/generated-dir.ts';
import { formatReport } from './compiler/problems.ts';
import { DATA_URL_PREFIX, PAGE_DATA_DIR } from '../schema/routes.ts';

/**
 * Compiles content/ when the dev server starts and again on every content edit, then reloads the page.
 * A content error is shown in the browser's error overlay with its file:line:column lines.
 * (`npm run build` compiles before vite runs, so this plugin does nothing in builds.)
 */
export function contentPlugin(): Plugin {
  const root = process.cwd();
  const run = (server?: ViteDevServer) => {
    const { problems, site } = compile(root);
    if (!site) {
      const report = formatReport(problems);
      server?.config.logger.error(report);
      server?.ws.send({ type: 'error', err: { message: `Content error\n\n${report}`, stack: '', plugin: 'content' } });
      return false;
    }
    emit(site, root);
    return true;
  };
  return {
    name: 'site-content',
    apply: 'serve',
    configureServer(server) {
      run(server);
      server.watcher.add(`${root}/content`);
      const onChange = (file: string) => {
        if (!file.startsWith(`${root}/content/`)) return;
        if (run(server)) server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      // Page data for client-side navigation, where the build serves it.
      const pagesDir = join(root, GENERATED_DIR, PAGE_DATA_DIR);
      server.middlewares.use(DATA_URL_PREFIX.slice(0, -1), (req, res) => {
        const file = normalize(join(pagesDir, (req.url ?? '').split('?')[0]!));
        if (!file.startsWith(pagesDir) || !existsSync(file)) {
          res.statusCode = 404;
          return res.end();
        }
        res.setHeader('Content-Type', file.endsWith('.svg') ? 'image/svg+xml' : 'application/json');
        res.end(readFileSync(file));
      });
    },
  };
}
