import { afterAll, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPool } from '../../../scripts/prerender/pool.ts';
import type { Unit } from '../../../scripts/prerender/units.ts';

const dir = mkdtempSync(join(tmpdir(), 'pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for the pre-render worker: answers each unit with the number of the thread that took it. */
const module = join(dir, 'numbered-worker.mjs');
writeFileSync(
  module,
  `import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', ({ units }) =>
  parentPort.postMessage({ results: units.map((u) => ({ key: u.key, hash: String(threadId) })), rendered: units.length }),
);`,
);
const units = (count: number): Unit[] =>
  Array.from({ length: count }, (_, i) => ({ kind: 'page', key: `page:/${i}`, path: `/${i}`, data: '' }));
const threadsOf = (results: { hash: string }[]) => new Set(results.map((r) => r.hash)).size;

it('starts with the workers it is given, and takes more, up to a number, when widened', async () => {
  const pool = startPool(
    { root: dir, outDir: dir, layout: '', codeHash: '', bundleCode: '', pageCopies: true },
    pathToFileURL(module),
    1,
  );
  try {
    const one = await pool.run(units(200), () => undefined);
    expect(one.rendered).toBe(200);
    expect(threadsOf(one.results)).toBe(1);
    pool.widen(2);
    pool.widen(2);
    const two = await pool.run(units(2_000), () => undefined);
    expect(two.results.map((r) => r.key).sort()).toEqual(
      units(2_000)
        .map((u) => u.key)
        .sort(),
    );
    expect(threadsOf(two.results)).toBe(2);
  } finally {
    await pool.close();
  }
});
