/**
 * `npm test`: prepares the machine (a browser for the browser tests, installed when it may be), then runs every
 * check and test, stopping after the first stage that fails: the static checks (types, format, lint, unused
 * code) side by side, then the unit and property tests, the build, and the tests over the built site.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { requireBrowser } from './machine/prepare.ts';
import { tempInMemory } from './machine/temp-in-memory.ts';

const root = process.cwd();
const bin = (name: string) => join(root, 'node_modules/.bin', name);
// Checks that are also npm scripts run through npm, so `npm run <name>` and `npm test` run the same command.
const npm = 'npm';
const env: NodeJS.ProcessEnv = { ...process.env, CHROME_PATH: requireBrowser() };
// The tests' temporary files in memory when the machine allows (scripts/machine/temp-in-memory.ts), removed at the end.
const temp = tempInMemory();
if (temp) {
  env.TMPDIR = temp.dir;
  process.once('exit', temp.remove);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(signal, () => process.exit(code));
  console.log(`The tests' temporary files go to ${temp.dir} (memory), removed at the end.`);
}

interface Step {
  title: string;
  command: string;
  args: string[];
}

/** Each stage runs after the one before has passed; the steps of one stage run at the same time. */
const stages: Step[][] = [
  [
    { title: 'types', command: bin('tsc'), args: ['--noEmit'] },
    { title: 'format', command: npm, args: ['run', '--silent', 'format'] },
    { title: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
    { title: 'unused files, exports and dependencies', command: npm, args: ['run', '--silent', 'knip'] },
  ],
  [{ title: 'unit and property tests', command: bin('vitest'), args: ['run'] }],
  [{ title: 'build', command: process.execPath, args: [join(root, 'scripts/run-build.mjs')] }],
  [{ title: 'tests over the built site', command: bin('vitest'), args: ['run', '--config', 'vitest.e2e.config.ts'] }],
];

interface Outcome {
  step: Step;
  ok: boolean;
  code: number;
  why: string;
  seconds: number;
  /** The step's output, kept back when steps run side by side so that each prints as one block. */
  output: string;
}

function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  if (alone) console.log(`\n> ${step.title}`);
  const child = spawn(step.command, step.args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: alone ? env : { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    cwd: root,
    shell: process.platform === 'win32',
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => {
    const finish = (code: number, why: string) =>
      resolve({ step, ok: code === 0, code, why, seconds: (performance.now() - started) / 1000, output });
    child.once('error', (e) => finish(1, e.message));
    child.once('close', (code, signal) => finish(code ?? 1, signal ?? `exit ${code}`));
  });
}

const started = performance.now();
for (const stage of stages) {
  const alone = stage.length === 1;
  const outcomes = await Promise.all(stage.map((step) => run(step, alone)));
  for (const o of outcomes) {
    if (!alone) {
      console.log(`\n> ${o.step.title}`);
      if (o.output) process.stdout.write(o.output);
    }
    console.log(`${o.ok ? 'passed' : 'FAILED'}: ${o.step.title} (${o.seconds.toFixed(1)} s)`);
  }
  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length) {
    for (const o of failed) console.error(`\n${o.step.title}: failed (${o.why})`);
    process.exit(failed[0]!.code || 1);
  }
}
console.log(`\nEverything passed in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
