/**
 * `npm test`: prepares the machine (a browser for the browser tests, installed when it may be), then runs every
 * check and test in order, stopping at the first that fails: types, unit and property tests, the build, then the
 * tests over the built site.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { requireBrowser } from './machine/prepare.ts';

const root = process.cwd();
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const env = { ...process.env, CHROME_PATH: requireBrowser() };

const steps: [title: string, command: string, args: string[]][] = [
  ['types', bin('tsc'), ['--noEmit']],
  ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['unit and property tests', bin('vitest'), ['run']],
  ['build', process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')]],
  ['tests over the built site', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts']],
];

for (const [title, command, args] of steps) {
  console.log(`\n> ${title}`);
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit', env, cwd: root });
  if (status !== 0) {
    console.error(`\n${title}: failed (${signal ?? `exit ${status}`})`);
    process.exit(status || 1);
  }
}
