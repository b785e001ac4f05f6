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

  it('given the files it wrote last, removes those of a page that is gone without listing the folder', () => {
    const { site } = compile(process.cwd());
    const root = mkdtempSync(join(tmpdir(), 'emit-'));
    dirs.push(root);
    const out = join(root, GENERATED_DIR);
    const { written } = emit(site!, root);
    const [gone, ...kept] = site!.pages.filter((p) => p.route.kind === 'service');
    mkdirSync(join(out, 'bin'), { recursive: true });
    writeFileSync(join(out, 'bin/check.mjs'), '// the checker');
    const { written: now } = emit({ ...site!, pages: site!.pages.filter((p) => p !== gone) }, root, {
      before: written,
    });
    expect(existsSync(join(out, gone!.route.dataFile))).toBe(false);
    expect(kept.every((p) => existsSync(join(out, p.route.dataFile)))).toBe(true);
    expect(existsSync(join(out, 'bin/check.mjs'))).toBe(true);
    expect(now.size).toBe(written.size - 1);
  });
});
