import { afterEach, beforeEach, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
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
