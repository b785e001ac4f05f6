import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { NO_BUILD } from '../server/editor/page-render.ts';
import { WORKER_RENDERER } from './worker-renderer.ts';

/**
 * Bundles for Cloudflare's runtime, as the tests and the measurements run them under miniflare.
 *
 * Pages' bundler gives `require('fs')` a stand-in under nodejs_compat (gray-matter, which the content editor's
 * gate loads, requires it and never uses it there); this bundle does the same, so that the runtime is asked for
 * no module it does not have.
 */
const noFs: Plugin = {
  name: 'no-fs',
  setup(b) {
    b.onResolve({ filter: /^fs$/ }, () => ({ path: 'fs', namespace: 'no-fs' }));
    b.onLoad({ filter: /.*/, namespace: 'no-fs' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

/**
 * The site's renderer for the Worker (`#page-renderer`) is the build's (scripts/worker-renderer.ts). Before a build
 * (the unit tests run before it), a stand-in answers every page with the words of a site not built yet, as the
 * preview on the site's server does then; on Pages the build always runs before the function is bundled.
 */
function pageRenderer(root: string): Plugin {
  return {
    name: 'page-renderer',
    setup(b) {
      b.onResolve({ filter: /^#page-renderer$/ }, () =>
        existsSync(join(root, WORKER_RENDERER))
          ? { path: join(root, WORKER_RENDERER) }
          : { path: 'page-renderer', namespace: 'no-build' },
      );
      b.onLoad({ filter: /.*/, namespace: 'no-build' }, () => ({
        contents: `export const tags = []; export const logos = {}; export async function renderDocument() { throw new Error(${JSON.stringify(NO_BUILD)}); }`,
        loader: 'js',
      }));
    },
  };
}

/** Module Worker code (`export default { fetch }`) bundled from `root` for Cloudflare's runtime (miniflare). */
async function bundleWorker(root: string, contents: string): Promise<string> {
  const bundle = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    external: ['node:*'],
    plugins: [noFs, pageRenderer(root)],
    write: false,
    logLevel: 'silent',
  });
  return bundle.outputFiles[0]!.text;
}

/**
 * A Pages Function of this project (e.g. './functions/admin/[[path]].ts') as a module Worker. With `under` (the
 * function's route, '/admin'), it takes only that address and those below it, and every other request goes to the
 * project's static output (the ASSETS binding), as Pages routes them.
 *
 * With `cancellable`, a request sent with an `x-cancel-id` header can be cancelled by a later `POST /__cancel/<id>`:
 * it is answered 499 at once and its context ends, so the runtime drops whatever of it is still under way and not
 * kept by `waitUntil`, as Cloudflare does when the browser goes away (a local runtime does not notice a client that
 * disconnects).
 */
export function bundlePagesFunction(root: string, entry: string, under?: string, cancellable = false): Promise<string> {
  const taken = under
    ? `if (pathname !== '${under}' && !pathname.startsWith('${under}/')) return env.ASSETS.fetch(request);`
    : '';
  const cancel = cancellable
    ? `if (pathname.startsWith('/__cancel/')) {
          const id = pathname.slice('/__cancel/'.length);
          cancels.get(id)?.();
          cancels.delete(id);
          return new Response(null, { status: 204 });
        }`
    : '';
  const cancelling = cancellable
    ? `const id = request.headers.get('x-cancel-id');
        if (id) {
          // Resolved from the cancelling request; the answer is made in this request's own context.
          const cancelled = new Promise((resolve) => cancels.set(id, resolve)).then(
            () => new Response('cancelled', { status: 499 }),
          );
          return Promise.race([onRequest({ request, env, waitUntil: (p) => ctx.waitUntil(p) }), cancelled]);
        }`
    : '';
  return bundleWorker(
    root,
    `import { onRequest } from '${entry}';
      const cancels = new Map();
      export default {
        fetch(request, env, ctx) {
          const { pathname } = new URL(request.url);
          ${cancel}
          ${taken}
          ${cancelling}
          return onRequest({ request, env, waitUntil: (p) => ctx.waitUntil(p) });
        },
      };`,
  );
}

/** The gate alone as a Worker, for measuring it in the runtime: POST /load the content, then POST /gate. */
export function bundleGateWorker(root: string): Promise<string> {
  return bundleWorker(
    root,
    `import { runMemoryGate } from './server/editor/memory-gate.ts';
      let files = new Map();
      const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      export default {
        async fetch(request) {
          const { pathname } = new URL(request.url);
          if (pathname === '/load') {
            files = new Map(Object.entries(await request.json()).map(([p, b]) => [p, b === null ? null : bytes(b)]));
            return new Response(String(files.size));
          }
          const gate = runMemoryGate(files, 'content', new Map(), { today: '2026-11-25' });
          return Response.json({ ok: gate.ok, errors: gate.errors.length, warnings: gate.warnings.length });
        },
      };`,
  );
}
