import { expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleThreads } from '../../../scripts/prerender/thread-module.ts';

const CACHE = join(process.cwd(), 'node_modules/.cache/build-threads');
/** When the bundling that made `module` started, from its manifest. */
const madeOf = (module: URL) => {
  for (const name of readdirSync(CACHE).filter((f) => /^threads\.\w+\.json$/.test(f))) {
    const manifest = JSON.parse(readFileSync(join(CACHE, name), 'utf8')) as { made: number; modules: object };
    if (Object.values(manifest.modules).includes(fileURLToPath(module))) return manifest.made;
  }
  return undefined;
};

it('takes the modules of the last bundling while none of the files they are made from changed', async () => {
  const first = await bundleThreads();
  const made = madeOf(first.compile);
  expect(made).toBeDefined();
  const again = await bundleThreads();
  expect(again).toEqual(first);
  expect(madeOf(again.compile)).toBe(made);

  // A file of the compile thread changed since (here only its time): bundled again, into the same modules.
  const source = fileURLToPath(new URL('../../../scripts/prerender/compile-thread.ts', import.meta.url));
  const later = new Date(Math.max(Date.now(), made!) + 1_000);
  const { atime, mtime } = statSync(source);
  utimesSync(source, atime, later);
  try {
    const after = await bundleThreads();
    expect(after).toEqual(first);
    expect(madeOf(after.compile)).toBeGreaterThan(made!);
  } finally {
    // The file's own time again: left later than the last build, it would make `npm start` build the project again
    // (scripts/build-freshness.mjs) in the middle of the tests over the built site.
    utimesSync(source, atime, mtime);
  }
}, 60_000);
