import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ContentErrors, compileInThread } from '../../../scripts/prerender/pool.ts';
import { bundleThreads } from '../../../scripts/prerender/thread-module.ts';
import { ContentCopy } from '../../support/content-copy.ts';

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

/** Runs the build's compile thread on `root` as the build does, and returns what it printed. */
async function runCompileThread(root: string): Promise<string> {
  const { compile } = await bundleThreads();
  const worker = new Worker(compile, { workerData: { root }, execArgv: [], stdout: true, stderr: true });
  let printed = '';
  worker.stdout.on('data', (d: Buffer) => (printed += d.toString()));
  worker.stderr.on('data', (d: Buffer) => (printed += d.toString()));
  await new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('exit', resolve);
  });
  return printed;
}

it('the build prints each content problem once (the compile thread compiled twice and printed everything twice)', async () => {
  copy.replace('content/specials/winter-ready-package.yaml', /^ends: .*$/m, 'ends: 2029-01-31');
  const printed = await runCompileThread(copy.root);
  expect(printed.match(/\[offer-long\]/g)?.length).toBeGreaterThanOrEqual(1);
  for (const line of printed.split('\n').filter((l) => l.includes('['))) {
    expect(printed.split(line).length - 1, line).toBe(1);
  }
  expect(printed.match(/^Content compiled: /gm)).toHaveLength(1);
}, 60_000);

it("the build has the compile's result while the thread still keeps its store; a store not kept is a warning", async () => {
  // A stand-in for the compile thread: hands back its result, then keeps its store (writes a file) a moment later.
  const kept = join(copy.root, 'kept.txt');
  const module = join(copy.root, 'slow-store.mjs');
  writeFileSync(
    module,
    `import { parentPort } from 'node:worker_threads';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
parentPort.postMessage({ pages: [], extras: [], redirects: [] });
setTimeout(() => writeFileSync(${JSON.stringify(kept)}, 'kept'), 300);`,
  );
  const { content, stored } = await compileInThread(copy.root, pathToFileURL(module));
  expect(content.pages).toEqual([]);
  expect(existsSync(kept)).toBe(false);
  await stored;
  expect(readFileSync(kept, 'utf8')).toBe('kept');

  const failing = join(copy.root, 'failing-store.mjs');
  writeFileSync(
    failing,
    `import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ pages: [], extras: [], redirects: [] });
setTimeout(() => { throw new Error('no room on the disk'); }, 100);`,
  );
  const warned: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void warned.push(line));
  try {
    const result = await compileInThread(copy.root, pathToFileURL(failing));
    expect(result.content.pages).toEqual([]);
    await result.stored;
    expect(warned).toEqual([expect.stringContaining('no room on the disk')]);
  } finally {
    warn.mockRestore();
  }
});

it('a compile that finds content errors ends the build, capped or not', async () => {
  const module = join(copy.root, 'silent-compile.mjs');
  writeFileSync(module, '// prints its problems and ends without a result\n');
  await expect(compileInThread(copy.root, pathToFileURL(module))).rejects.toBeInstanceOf(ContentErrors);
});
