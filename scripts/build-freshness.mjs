// Whether `npm start` should build before it serves (scripts/start.mjs), and that build, in plain JavaScript: `npm
// start` runs with plain node, in an install that may have no dev dependencies. `npm run lighthouse` and the tests
// over the built site build first the same way.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The code the server bundle and the pages are made from. */
const SOURCES = ['server', 'schema', 'compiler', 'scripts', 'src', 'admin'];

/**
 * What dist/build-state.json says of the last build (nothing when there is none, or it cannot be read).
 * @param {string} root
 * @returns {{ startedAt?: unknown, pageCopies?: unknown }}
 */
function lastBuild(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'dist/build-state.json'), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * When the code of the last build was read (ms since the epoch): the start of the build that wrote
 * dist/build-state.json, which a build writes even when it found nothing to bundle again; for a build made before
 * builds wrote it there, the server bundle's own time.
 * @param {string} root
 * @param {{ startedAt?: unknown }} state
 * @returns {number | undefined}
 */
function lastBuildOfCode(root, state) {
  if (typeof state.startedAt === 'number') return state.startedAt;
  const bundle = join(root, 'dist/server/start.mjs');
  return existsSync(bundle) ? statSync(bundle).mtimeMs : undefined;
}

/**
 * The first file of the code changed after `time`, if any.
 * @param {string} root
 * @param {number} time
 * @returns {string | undefined}
 */
function changedSince(root, time) {
  for (const dir of SOURCES) {
    if (!existsSync(join(root, dir))) continue;
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = join(entry.parentPath, entry.name);
      if (statSync(file).mtimeMs > time) return relative(root, file);
    }
  }
  return undefined;
}

/**
 * Why the site should be built before it is served, in words, or undefined when the last build is current.
 * @param {string} root
 * @param {readonly string[]} argv
 * @returns {{ why: string | undefined }}
 */
export function buildFirst(root, argv) {
  const bundle = join(root, 'dist/server/start.mjs');
  if (!existsSync(join(root, 'dist/client/index.html'))) return { why: 'there is no built site in dist/client' };
  if (!existsSync(bundle)) return { why: 'there is no server bundle in dist/server' };
  if (argv.includes('--build')) return { why: 'asked to (--build)' };
  const state = lastBuild(root);
  if (state.pageCopies === false)
    return { why: 'the last build was for Cloudflare Pages, and its pages have no compressed copies to send' };
  const built = lastBuildOfCode(root, state);
  const changed = built === undefined ? undefined : changedSince(root, built);
  return { why: changed && `${changed} changed since the last build` };
}

/**
 * `npm run build` (its script, scripts/run-build.mjs) in `root`, its output shown as it comes, after saying why.
 * @param {string} root
 * @param {string} why
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {number} the build's exit status (1 when it could not run)
 */
export function runBuild(root, why, env = process.env) {
  console.log(`Building first (npm run build): ${why}.`);
  return (
    spawnSync(process.execPath, [join(root, 'scripts/run-build.mjs')], { cwd: root, env, stdio: 'inherit' }).status ?? 1
  );
}
