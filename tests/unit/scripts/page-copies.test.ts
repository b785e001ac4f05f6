import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageCopiesWanted, writeAlone, writeWithCompressed } from '../../../scripts/precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'page-copies-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the compressed copies of pages', () => {
  it('are written unless the build is for Cloudflare Pages, by its flag or by the variable Pages’ build sets', () => {
    expect(pageCopiesWanted(['node', 'build.ts'], {})).toBe(true);
    expect(pageCopiesWanted(['node', 'build.ts', '--clean'], { CF_PAGES: '0' })).toBe(true);
    expect(pageCopiesWanted(['node', 'build.ts', '--for-cloudflare-pages'], {})).toBe(false);
    expect(pageCopiesWanted(['node', 'build.ts'], { CF_PAGES: '1' })).toBe(false);
  });

  it('left out, a page is written alone and the copies an earlier build wrote beside it are removed', () => {
    const page = join(dir, 'services/oil-change/index.html');
    const text = Buffer.from(`<!DOCTYPE html><p>${'Oil change. '.repeat(100)}</p>`);
    expect(writeWithCompressed(page, text, 'page')).toEqual([page, `${page}.br`]);
    writeFileSync(`${page}.gz`, 'an old gzip');
    const again = Buffer.from(`<!DOCTYPE html><p>${'Brakes. '.repeat(100)}</p>`);
    expect(writeAlone(page, again)).toEqual([page]);
    expect(readFileSync(page)).toEqual(again);
    expect(existsSync(`${page}.br`)).toBe(false);
    expect(existsSync(`${page}.gz`)).toBe(false);
    expect(writeAlone(join(dir, 'new/index.html'), again)).toEqual([join(dir, 'new/index.html')]);
  });
});
