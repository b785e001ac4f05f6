/**
 * `npm test`: prepares the machine (a browser for the browser tests, installed when it may be), then runs every
 * check and test in order, stopping at the first that fails: types, format, lint, unused code, unit and property
 * tests, the build, then the tests over the built site.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { requireBrowser } from './machine/prepare.ts';

const root = process.cwd();
const bin = (name: string) => join(root, 'node_modules/.bin', name);
// Checks that are also npm scripts run through npm, so `npm run <name>` and `npm test` run the same command.
const npm = 'npm';
const env = { ...process.env, CHROME_PATH: requireBrowser() };

const steps: [title: string, command: string, args: string[]][] = [
  ['types', bin('tsc'), ['--noEmit']],
  ['format', npm, ['run', '--silent', 'format']],
  ['lint', npm, ['run', '--silent', 'lint']],
  ['unused files, exports and dependencies', npm, ['run', '--silent', 'knip']],
  ['unit and property tests', bin('vitest'), ['run']],
  ['build', process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')]],
  ['tests over the built site', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts']],
];

for (const [title, command, args] of steps) {
  console.log(`\n> ${title}`);
  const { status, signal } = spawnSync(command, args, {
    stdio: 'inherit',
    env,
    cwd: root,
    shell: process.platform === 'win32',
  });
  if (status !== 0) {
    console.error(`\n${title}: failed (${signal ?? `exit ${status}`})`);
    process.exit(status || 1);
  }
}
