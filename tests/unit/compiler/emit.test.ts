import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '../../../compiler/compile.ts';
import { emit } from '../../../compiler/emit.ts';
import { GENERATED_DIR } from '../../../compiler/generated-dir.ts';

describe('emit', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("removes generated files no page owns any more, and leaves the checker's bundle in bin/ alone", () => {
    const { site } = compile(process.cwd());
    const root = mkdtempSync(join(tmpdir(), 'emit-'));
    dirs.push(root);
    const out = join(root, GENERATED_DIR);
    mkdirSync(join(out, 'bin'), { recursive: true });
    mkdirSync(join(out, 'pages/services'), { recursive: true });
    writeFileSync(join(out, 'bin/check.mjs'), '// the checker');
    writeFileSync(join(out, 'pages/services/a-page-that-is-gone.json'), '{}');
    emit(site!, root);
    expect(existsSync(join(out, 'manifest.json'))).toBe(true);
    expect(existsSync(join(out, 'pages/services/a-page-that-is-gone.json'))).toBe(false);
    expect(existsSync(join(out, 'bin/check.mjs'))).toBe(true);
  });
});
