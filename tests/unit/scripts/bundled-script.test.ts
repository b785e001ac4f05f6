import { afterAll, describe, expect, it } from 'vitest';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const PROJECT = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'bundled-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A project of its own: the runner, a script that prints where it and a module it imports are, and their words. */
function project(name: string) {
  const root = join(dir, name);
  mkdirSync(join(root, 'scripts/lib'), { recursive: true });
  symlinkSync(join(PROJECT, 'node_modules'), join(root, 'node_modules'));
  cpSync(join(PROJECT, 'scripts/bundled-script.mjs'), join(root, 'scripts/bundled-script.mjs'));
  writeFileSync(
    join(root, 'scripts/run-hello.mjs'),
    "import { runBundled } from './bundled-script.mjs';\nawait runBundled({ entry: 'scripts/hello.ts', name: 'hello', packages: 'external' });\n",
  );
  writeFileSync(
    join(root, 'scripts/hello.ts'),
    "import { words, where } from './lib/words.ts';\nconst here: string = import.meta.url;\nconsole.log(JSON.stringify({ here, where, words }));\n",
  );
  words(root, 'first words');
  return root;
}

function words(root: string, text: string) {
  const file = join(root, 'scripts/lib/words.ts');
  writeFileSync(file, `export const words: string = ${JSON.stringify(text)};\nexport const where = import.meta.url;\n`);
  // A moment later than the bundle made a moment ago, as an edit after a run would be.
  const later = new Date(Date.now() + 5_000);
  utimesSync(file, later, later);
}

function run(root: string) {
  const r = spawnSync(process.execPath, [join(root, 'scripts/run-hello.mjs')], { cwd: root, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as { here: string; where: string; words: string };
}

describe('a script run as its bundle (npm run build, npm run check)', () => {
  it('sees each module at its own file, is bundled again after an edit, and again when the project folder moved', () => {
    const root = project('one');
    const first = run(root);
    expect(first).toEqual({
      here: `file://${root}/scripts/hello.ts`,
      where: `file://${root}/scripts/lib/words.ts`,
      words: 'first words',
    });
    expect(run(root)).toEqual(first);

    words(root, 'second words');
    expect(run(root).words).toBe('second words');

    // Sources older than the bundle: it is run as it is, not made again.
    const past = new Date(Date.now() - 60_000);
    for (const file of ['scripts/hello.ts', 'scripts/lib/words.ts']) utimesSync(join(root, file), past, past);
    const bundle = join(root, '.generated/bin/hello.mjs');
    const made = statSync(bundle).mtimeMs;
    expect(run(root).words).toBe('second words');
    expect(statSync(bundle).mtimeMs).toBe(made);

    // The same files in another folder: the bundle names the old one, so it is made again.
    const moved = join(dir, 'moved');
    renameSync(root, moved);
    expect(run(moved)).toEqual({
      here: `file://${moved}/scripts/hello.ts`,
      where: `file://${moved}/scripts/lib/words.ts`,
      words: 'second words',
    });
  });
});
