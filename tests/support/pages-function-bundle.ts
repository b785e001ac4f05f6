import { build, type Plugin } from 'esbuild';

/**
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

/** A Pages Function of this project (e.g. './functions/admin/[[path]].ts') bundled as a module Worker for miniflare. */
export async function bundlePagesFunction(root: string, entry: string): Promise<string> {
  const bundle = await build({
    stdin: {
      contents: `import { onRequest } from '${entry}';
        export default { fetch: (request, env, ctx) => onRequest({ request, env, waitUntil: (p) => ctx.waitUntil(p) }) };`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    external: ['node:*'],
    plugins: [noFs],
    write: false,
    logLevel: 'silent',
  });
  return bundle.outputFiles[0]!.text;
}
