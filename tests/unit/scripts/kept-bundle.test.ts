import { afterEach, describe, expect, it } from 'vitest';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bundleKey, keepBundle, keptBundleDir, restoreBundle } from '../../../scripts/kept-bundle.ts';
import { codeHash } from '../../../scripts/build-cache.ts';

const dirs: string[] = [];
/** A project folder with a server and an editor source file and a bundle in dist. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'kept-bundle-'));
  dirs.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('server/start.ts', 'export const port = 8080;');
  write('admin/main.tsx', 'export const editor = 1;');
  write('dist/client/assets/entry.js', 'console.log(1)');
  write('dist/client/assets/entry.js.br', 'br');
  write('dist/client/media/logo.png', 'png');
  write('dist/client/index.html', '<p>a page, not the bundle</p>');
  write('dist/server/entry.mjs', 'export {}');
  write('dist/server/worker-renderer.mjs', 'made from the content too');
  write('dist/admin/editor.js', 'editor');
  return root;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const units = { 'bundle:assets/entry.js': { hash: '', outputs: ['assets/entry.js', 'assets/entry.js.br'] } };
const bundlerFiles = ['assets/entry.js', 'assets/entry.js.br', 'media/logo.png'];

describe('the bundle kept for clean builds', () => {
  it('is keyed by the code, the server and editor code and the project folder', () => {
    const root = project();
    const key = bundleKey(root, 'code-1');
    expect(bundleKey(root, 'code-1')).toBe(key);
    expect(bundleKey(root, 'code-2')).not.toBe(key);
    expect(bundleKey(project(), 'code-1')).not.toBe(key);
    writeFileSync(join(root, 'server/start.ts'), 'export const port = 8081;');
    expect(bundleKey(root, 'code-1')).not.toBe(key);
    const serverChanged = bundleKey(root, 'code-1');
    writeFileSync(join(root, 'admin/main.tsx'), 'export const editor = 2;');
    expect(bundleKey(root, 'code-1')).not.toBe(serverChanged);
  });

  it("takes NODE_ENV and SOURCEMAP from the code's hash, which changes with them and with the code", () => {
    const root = project();
    const hash = codeHash(root, { NODE_ENV: 'production' });
    expect(codeHash(root, { NODE_ENV: 'production' })).toBe(hash);
    expect(codeHash(root, { NODE_ENV: 'test' })).not.toBe(hash);
    expect(codeHash(root, { NODE_ENV: 'production', SOURCEMAP: '1' })).not.toBe(hash);
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/page.tsx'), 'export default 1;');
    expect(codeHash(root, { NODE_ENV: 'production' })).not.toBe(hash);
  });

  it('gives back the bundler files, dist/server and dist/admin, without pages or what the content made', () => {
    const root = project();
    const key = bundleKey(root, 'code');
    expect(restoreBundle(root, key)).toBeUndefined();
    keepBundle(root, key, bundlerFiles, units, ['worker-renderer.mjs']);
    rmSync(join(root, 'dist'), { recursive: true });

    expect(restoreBundle(root, key)).toEqual(units);
    const files = readdirSync(join(root, 'dist'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(root.length + 6))
      .sort();
    expect(files).toEqual([
      'admin/editor.js',
      'client/assets/entry.js',
      'client/assets/entry.js.br',
      'client/media/logo.png',
      'server/entry.mjs',
    ]);
    expect(readFileSync(join(root, 'dist/client/assets/entry.js'), 'utf8')).toBe('console.log(1)');
    expect(restoreBundle(root, bundleKey(root, 'other code'))).toBeUndefined();
  });

  it('keeps three bundles per project folder, and none of a folder that is gone', () => {
    const root = project();
    // A copy of the project that shares its node_modules, as the tests' and the benchmark's copies do.
    const copy = project();
    mkdirSync(join(root, 'node_modules'));
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    // Kept one after the other, seconds apart (the disk's clock may give files made within a few ms the same time).
    ['a', 'b', 'c', 'd'].forEach((code, i) => {
      keepBundle(root, bundleKey(root, code), bundlerFiles, units);
      const made = new Date(Date.now() - (4 - i) * 10_000);
      utimesSync(join(keptBundleDir(root), bundleKey(root, code), 'units.json'), made, made);
    });
    keepBundle(copy, bundleKey(copy, 'a'), bundlerFiles, units);
    const kept = (key: string) => existsSync(join(keptBundleDir(root), key));
    expect(kept(bundleKey(root, 'a'))).toBe(false);
    for (const code of ['b', 'c', 'd']) expect(kept(bundleKey(root, code))).toBe(true);
    expect(kept(bundleKey(copy, 'a'))).toBe(true);
    const copyKey = bundleKey(copy, 'a');
    rmSync(copy, { recursive: true });
    keepBundle(root, bundleKey(root, 'e'), bundlerFiles, units);
    expect(kept(copyKey)).toBe(false);
    expect(readdirSync(keptBundleDir(root))).toHaveLength(3);
  });
});
