import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hashOf } from './prerender/units.ts';
import { filesUnder } from './files-under.ts';

/** What the last build made: the code it bundled and, per unit of work, its input hash and the files it wrote. */
export interface BuildState {
  version: 1;
  codeHash: string;
  /** Everything the bundle was made from (scripts/kept-bundle.ts bundleKey). */
  bundleKey?: string;
  /** The inputs of the Pages Function's page renderer (scripts/worker-renderer.ts). */
  rendererKey?: string;
  /**
   * When the build that wrote this state started (ms since the epoch): the code it built from is what was on disk
   * then. `npm start` builds first when a file of the code changed after it (scripts/build-freshness.mjs); a build
   * that found nothing to do leaves the bundle's own files as old as the build that made them.
   */
  startedAt?: number;
  /**
   * False for a build for Cloudflare Pages, whose pages have no compressed copies (scripts/precompress.ts
   * `pageCopiesWanted`): `npm start` builds again before it serves them (scripts/build-freshness.mjs).
   */
  pageCopies?: boolean;
  units: Record<string, { hash: string; outputs: string[]; styles?: string[] }>;
}

/** The build state's file, under the project folder. */
export const STATE_FILE = 'dist/build-state.json';

export const emptyState = (codeHash = ''): BuildState => ({ version: 1, codeHash, units: {} });

export function readState(root: string): BuildState {
  try {
    const state = JSON.parse(readFileSync(join(root, STATE_FILE), 'utf8')) as BuildState;
    return state.version === 1 ? state : emptyState();
  } catch {
    return emptyState();
  }
}

export function writeState(root: string, state: BuildState): void {
  writeFileSync(join(root, STATE_FILE), JSON.stringify(state));
}

/** Everything the bundle and the renderer are made from: code, build scripts, configuration, the locked packages. */
const CODE = [
  'src',
  'schema',
  'compiler',
  'scripts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** Vite copies the public folder into the output; its files (videos among them) are known by size and time. */
const PUBLIC_DIR = 'content/static';

/** The files of the public folder, as the site serves them: content/static/media/a.jpg is media/a.jpg. */
export function publicFiles(root: string): string[] {
  return filesUnder(join(root, PUBLIC_DIR)).map((file) => relative(join(root, PUBLIC_DIR), file));
}

/** Where the public folder's file `file` (as publicFiles names it) is in the project. */
export const publicSource = (root: string, file: string) => join(root, PUBLIC_DIR, file);

/**
 * A hash of every input of the Vite bundle: when it is unchanged the bundle (and the renderer made with it) is
 * reused, and pages are rendered again only if their own data or the layout data changed. NODE_ENV and SOURCEMAP
 * are inputs too: with NODE_ENV=test (the tests' builds) the bundler builds React's development build, with
 * SOURCEMAP=1 source maps (vite.config.ts).
 */
export function codeHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const parts: (string | Buffer)[] = [`NODE_ENV=${env.NODE_ENV ?? ''}`, `SOURCEMAP=${env.SOURCEMAP ?? ''}`];
  for (const entry of CODE)
    for (const file of filesUnder(join(root, entry))) parts.push(relative(root, file), readFileSync(file));
  for (const file of filesUnder(join(root, PUBLIC_DIR))) {
    const s = statSync(file);
    parts.push(relative(root, file), `${s.size}:${s.mtimeMs}`);
  }
  return hashOf(...parts);
}
