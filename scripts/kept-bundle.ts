/**
 * The bundle a build made (vike's output in dist/client with its compressed copies, dist/server, dist/admin), kept
 * between builds under a hash of everything it was made from (`bundleKey`), in `node_modules/.cache/build-bundle`.
 * A clean build of code that an earlier build bundled takes the bundle from there instead of running the bundlers
 * again: they made the same bytes from the same inputs (tests/build/incremental-build.test.ts compares a clean build
 * with a kept bundle against one without). `npm run build -- --clean --rebundle` runs the bundlers whatever is kept.
 * See docs/decisions/009-prerender-in-workers.md.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { filesUnder } from './files-under.ts';
import { hashOf } from './prerender/units.ts';
import type { BuildState } from './build-cache.ts';

export const keptBundleDir = (root: string) => join(root, 'node_modules/.cache/build-bundle');

/**
 * How many bundles are kept per project folder (the most recently made or used): the code of a branch or two
 * before. Copies of the project (the tests', the benchmark's) share node_modules: each keeps its own, removed once
 * its folder is gone.
 */
const KEEP = 3;

/** The folders of the code bundled by the server's and the editor's bundles, beside vike's (build-cache.ts CODE). */
const MORE_CODE = ['server', 'admin'];

/** The files of a folder, recursively, as paths relative to it, sorted. */
const filesIn = (dir: string) => filesUnder(dir).map((file) => relative(dir, file));

/**
 * Everything the bundle is made from: what vike bundles (`codeHash`: its code, NODE_ENV and SOURCEMAP), the server's
 * and the editor's code, the project's folder (bundles may name it) and Node's version.
 */
export function bundleKey(root: string, codeHash: string): string {
  const parts: (string | Buffer)[] = [codeHash, root, process.version];
  for (const folder of MORE_CODE)
    for (const file of filesIn(join(root, folder))) parts.push(folder, file, readFileSync(join(root, folder, file)));
  return hashOf(...parts);
}

/** What is kept beside the files: the build state's units for the bundle's compressed files, and the project. */
const UNITS_FILE = 'units.json';
const PROJECT_FILE = 'project.txt';

/**
 * Copies the bundle kept under `key` into dist: dist/client's bundle files, dist/server and dist/admin. Returns the
 * build state's units of its compressed files, or undefined when nothing is kept under this key.
 */
export function restoreBundle(root: string, key: string): BuildState['units'] | undefined {
  const kept = join(keptBundleDir(root), key);
  let units: BuildState['units'];
  try {
    units = JSON.parse(readFileSync(join(kept, UNITS_FILE), 'utf8')) as BuildState['units'];
  } catch {
    return undefined;
  }
  for (const part of ['client', 'server', 'admin'])
    if (existsSync(join(kept, part))) cpSync(join(kept, part), join(root, 'dist', part), { recursive: true });
  // Marked as used, so that pruning keeps the bundles in use.
  const now = new Date();
  utimesSync(join(kept, UNITS_FILE), now, now);
  return units;
}

/**
 * Keeps the bundle the build just made under `key`: `clientFiles` (relative to dist/client, what the bundler wrote
 * there, with their compressed copies), dist/server but the files named in `notKept` (made from the content too),
 * and dist/admin. Written whole (a temporary folder renamed), so that a build running at the same time never
 * takes half of one; then only the most recent KEEP bundles stay.
 */
export function keepBundle(
  root: string,
  key: string,
  clientFiles: string[],
  units: BuildState['units'],
  notKept: string[] = [],
): void {
  const dir = keptBundleDir(root);
  const kept = join(dir, key);
  if (existsSync(join(kept, UNITS_FILE))) return;
  const temporary = `${kept}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  const dist = join(root, 'dist');
  for (const file of clientFiles) {
    const target = join(temporary, 'client', file);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(dist, 'client', file), target);
  }
  for (const part of ['server', 'admin'])
    for (const file of filesIn(join(dist, part)).filter((f) => part !== 'server' || !notKept.includes(f))) {
      const target = join(temporary, part, file);
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(dist, part, file), target);
    }
  writeFileSync(join(temporary, PROJECT_FILE), root);
  writeFileSync(join(temporary, UNITS_FILE), JSON.stringify(units));
  try {
    renameSync(temporary, kept);
  } catch {
    // Another build kept the same bundle first.
    rmSync(temporary, { recursive: true, force: true });
  }
  prune(dir);
}

/**
 * Removes the bundles of project folders that are gone, all but the KEEP most recently made or used of each
 * folder, and the temporary folders of builds that stopped an hour ago or more.
 */
function prune(dir: string): void {
  const entries = readdirSync(dir).map((name) => {
    const used = statSync(join(dir, name, UNITS_FILE), { throwIfNoEntry: false });
    let project: string | undefined;
    try {
      project = readFileSync(join(dir, name, PROJECT_FILE), 'utf8');
    } catch {
      // a temporary folder, or one of a build that stopped
    }
    return { name, used: used?.mtimeMs ?? statSync(join(dir, name)).mtimeMs, project: used && project };
  });
  const hour = 60 * 60 * 1000;
  const removed = entries.filter((e) => (e.project ? !existsSync(e.project) : Date.now() - e.used > hour));
  const byProject = new Map<string, typeof entries>();
  for (const e of entries)
    if (e.project && existsSync(e.project)) byProject.set(e.project, [...(byProject.get(e.project) ?? []), e]);
  for (const kept of byProject.values()) removed.push(...kept.sort((a, b) => b.used - a.used).slice(KEEP));
  for (const e of removed) rmSync(join(dir, e.name), { recursive: true, force: true });
}
