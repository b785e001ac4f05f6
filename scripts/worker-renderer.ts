/**
 * The site's page renderer for Cloudflare's runtime: the build's own (dist/server/render-document.mjs, which vite
 * makes from src/vike/render-document.tsx) with the tags vike adds to a page (bundle-tags.json), bundled into one
 * module with React's production build, as dist/server/worker-renderer.mjs. The editor's Pages Function imports it
 * (`#page-renderer`, package.json) to draw a page with the owner's draft in it: the Pages build runs `npm run build`
 * before it bundles functions/, so the module is there, and a Pages project built without it fails to bundle.
 * React's development or production build is chosen here, not by the host's bundler (whose NODE_ENV is its own);
 * zod is left an import, so that the function's bundle holds the one copy its compiler uses too. The drawings of the
 * simple-icons logos the content names come with it (`logos`): the package's files cannot be read in a Worker, and
 * the whole package is several megabytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { resolveLogo } from '../compiler/logos.ts';
import { BUNDLE_TAGS_FILE, DOCUMENT_MODULE } from './prerender/document-module.ts';
import { hashOf } from './prerender/units.ts';

export const WORKER_RENDERER = 'dist/server/worker-renderer.mjs';

/** The drawings of the simple-icons logos the content names (compiler/compile.ts `logos`, sorted), by name. */
function logoDrawings(names: readonly string[]): Record<string, string> {
  const logos: Record<string, string> = {};
  for (const name of names) {
    const logo = resolveLogo(`simple-icons:${name}`);
    if (logo.kind === 'inline') logos[name] = logo.path;
  }
  return logos;
}

/**
 * Writes WORKER_RENDERER from the build's server bundle, unless its inputs are those of `previous`: the bundle (`bundle`,
 * scripts/kept-bundle.ts bundleKey), the tags vike adds and the logos the content names. Resolves with the key of
 * its inputs, for the next build.
 */
export async function bundleWorkerRenderer(
  root: string,
  bundle: string,
  /** The simple-icons logos the content names. */
  logoNames: readonly string[],
  previous?: string,
): Promise<string> {
  const serverDir = join(root, 'dist/server');
  const documentModule = join(serverDir, `${DOCUMENT_MODULE.name}.mjs`);
  if (!existsSync(documentModule)) throw new Error(`There is no ${documentModule} to bundle for the Pages Function`);
  const logos = JSON.stringify(logoDrawings(logoNames));
  const key = hashOf(bundle, logos, readFileSync(join(serverDir, BUNDLE_TAGS_FILE)));
  if (key === previous && existsSync(join(root, WORKER_RENDERER))) return key;
  await build({
    stdin: {
      contents: `export { renderDocument } from './${DOCUMENT_MODULE.name}.mjs';
        export { default as tags } from './${BUNDLE_TAGS_FILE}';
        export const logos = ${logos};`,
      resolveDir: serverDir,
      loader: 'js',
    },
    absWorkingDir: root,
    outfile: join(root, WORKER_RENDERER),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['zod'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return key;
}
