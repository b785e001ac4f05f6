import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleThreads } from '../../scripts/prerender/thread-module.ts';
import { startPool } from '../../scripts/prerender/pool.ts';
import { GENERATED_DIR } from '../../compiler/generated-dir.ts';
import { LAYOUT_DATA_FILE, dataFileOf } from '../../schema/data-files.ts';

// A project whose content is not compiled yet (no layout data), beside the built server bundle: the build's workers
// start, and compress the bundle's files, while the compile still runs.
const root = mkdtempSync(join(tmpdir(), 'worker-layout-'));
const outDir = join(root, 'dist/client');
mkdirSync(join(outDir, 'assets'), { recursive: true });
symlinkSync(join(process.cwd(), 'dist/server'), join(root, 'dist/server'));
const svg = readdirSync(join(process.cwd(), 'dist/client/assets')).find((f) => f.endsWith('.svg'))!;
cpSync(join(process.cwd(), 'dist/client/assets', svg), join(outDir, 'assets', svg));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a pre-render worker', () => {
  it('compresses the bundle before the layout data exists, and renders pages with the layout data it finds then', async () => {
    const threads = await bundleThreads();
    const layout = join(GENERATED_DIR, LAYOUT_DATA_FILE);
    const pool = startPool(
      { root, outDir, layout, codeHash: 'test', bundleCode: 'test', pageCopies: true },
      threads.render,
      1,
    );
    try {
      const compressed = await pool.run(
        [{ kind: 'compress', key: `bundle:assets/${svg}`, file: `assets/${svg}`, compression: 'asset' }],
        () => undefined,
      );
      expect(compressed.rendered).toBe(1);
      expect(existsSync(join(outDir, 'assets', `${svg}.br`))).toBe(true);

      // The compile is done: its layout data and a page's data are there.
      const data = join(GENERATED_DIR, dataFileOf('/about'));
      for (const file of [layout, data]) {
        mkdirSync(join(root, file, '..'), { recursive: true });
        cpSync(join(process.cwd(), file), join(root, file));
      }
      const pages = await pool.run([{ kind: 'page', key: 'page:/about', path: '/about', data }], () => undefined);
      expect(pages.rendered).toBe(1);
      expect(existsSync(join(outDir, 'about/index.html'))).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
