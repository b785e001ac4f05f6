/**
 * Bundles the editor's page (admin/) into dist/admin: editor.js and editor.css, minified, for the editor app to
 * serve under /admin/content/assets/. The public pages' build (vike) never sees this code. Made by `npm run build`
 * (and `npm run edit`), rebuilt only when a source file is newer than the bundle.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'esbuild';
import { EDITOR_ASSETS } from '../server/editor/editor-assets.ts';

const newest = (dir: string): number =>
  Math.max(
    0,
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => statSync(join(d.parentPath, d.name)).mtimeMs),
  );

/** Builds the bundle if any source is newer; returns the folder that holds it. */
export async function bundleEditor(root: string, options: { force?: boolean } = {}): Promise<string> {
  const outdir = join(root, EDITOR_ASSETS);
  const js = join(outdir, 'editor.js');
  const sources = Math.max(newest(join(root, 'admin')), newest(join(root, 'server/editor')));
  if (!options.force && existsSync(js) && statSync(js).mtimeMs >= sources) return outdir;
  await build({
    absWorkingDir: root,
    entryPoints: { editor: 'admin/main.tsx' },
    outdir,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    plugins: [
      {
        // @rjsf/core's index re-exports a test helper that imports the AJV validator, which the editor does not use
        // (admin/validator.ts): it resolves to nothing, and the unused helper is dropped.
        // Descriptions are plain text here (no `ui:enableMarkdownInDescription`), so the markdown renderer rjsf
        // would load for them (87 KB) is a component that shows the text as it is.
        name: 'editor-stubs',
        setup(b) {
          b.onResolve({ filter: /^@rjsf\/validator-ajv8$|^markdown-to-jsx\/react$/ }, (a) => ({
            path: a.path,
            namespace: 'stub',
          }));
          b.onLoad({ filter: /.*/, namespace: 'stub' }, (a) => ({
            contents: a.path.startsWith('markdown')
              ? "import { createElement } from 'react'; export function Markdown(p) { return createElement('span', null, p.children); }"
              : 'export default undefined;',
            resolveDir: root,
          }));
        },
      },
    ],
    logLevel: 'warning',
  });
  // Served compressed where the browser takes it (server/editor/app.ts).
  for (const name of ['editor.js', 'editor.css']) {
    const bytes = readFileSync(join(outdir, name));
    writeFileSync(join(outdir, `${name}.br`), brotliCompressSync(bytes));
    writeFileSync(join(outdir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
  }
  return outdir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const dir = await bundleEditor(process.cwd(), { force: true });
  console.log(`Editor bundle in ${dir} (${Math.round(performance.now() - started)} ms)`);
}
