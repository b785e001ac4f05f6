/**
 * `npx tsx scripts/pages-editor-assets.ts` after `npm run build`, in the Cloudflare Pages build command: puts the
 * editor's code and styles (scripts/editor-bundle.ts) into the Pages output at /admin/content/assets/, where the
 * back office's function (functions/admin/[[path]].ts) reads them through its ASSETS binding and serves them
 * behind the login, like every address under /admin.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleEditor } from './editor-bundle.ts';

const root = process.cwd();
const from = await bundleEditor(root);
const to = join(root, 'dist/client/admin/content/assets');
mkdirSync(to, { recursive: true });
for (const name of ['editor.js', 'editor.css']) copyFileSync(join(from, name), join(to, name));
console.log(`The editor's code is in ${to} for the Pages function.`);
