import { afterAll, expect, test, vi } from 'vitest';
import { writeFileSync } from 'node:fs';
import { compile, type CompileResult } from '../../../compiler/compile.ts';
import type { ContentSource } from '../../../compiler/content-source.ts';
import { fileSource } from '../../../compiler/file-source.ts';
import { KeptFiles, type KeptFile } from '../../../compiler/kept-files.ts';
import { fileHash } from '../../../scripts/compile-cache.ts';
import { ContentCopy } from '../../support/content-copy.ts';

/** A day every offer of the content is shown on. */
const TODAY = '2026-11-26';
const HYUNDAI = 'content/makes/hyundai.yaml';
const copy = new ContentCopy();
afterAll(() => copy.dispose());

/** Waits until the file system's clock has surely moved on (its times may be a few milliseconds coarse). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

test('a file just written has no stamp; one still for a while has one, and another once it is written again', async () => {
  const source = fileSource(copy.root);
  const text = copy.read(HYUNDAI);
  copy.write(HYUNDAI, text);
  expect(source.stat(HYUNDAI)?.stamp).toBeUndefined();
  await tick();
  vi.useFakeTimers({ now: Date.now() + 3_000, toFake: ['Date'] });
  try {
    const stamp = source.stat(HYUNDAI)?.stamp;
    expect(stamp).toBeDefined();
    expect(source.stat(HYUNDAI)?.stamp).toBe(stamp);
    // The same bytes written again: the same size, but not the same times.
    writeFileSync(copy.path(HYUNDAI), text);
    expect(source.stat(HYUNDAI)?.stamp).toBeDefined();
    expect(source.stat(HYUNDAI)?.stamp).not.toBe(stamp);
  } finally {
    vi.useRealTimers();
  }
});

/** The copy on disk with stamps the test gives (a file's name and its version), counting the content files read. */
function stampedSource() {
  const disk = fileSource(copy.root);
  const versions = new Map<string, number>();
  const read: string[] = [];
  const source: ContentSource = {
    list: (dir) => disk.list(dir),
    stat: (file) => {
      const s = disk.stat(file);
      return s && { ...s, stamp: `${file} ${versions.get(file) ?? 0}` };
    },
    read: (file) => {
      if (/\.(ya?ml|md)$/.test(file)) read.push(file);
      return disk.read(file);
    },
  };
  return { source, read, restamp: (file: string) => versions.set(file, (versions.get(file) ?? 0) + 1) };
}

/** What a build sees of a compile: its problems, and every page's data. */
const seen = (r: CompileResult) => ({ problems: r.problems, pages: JSON.stringify(r.site) });

test('a file with the stamp it was kept with is taken without being read; one with another stamp is read', () => {
  const { source, read, restamp } = stampedSource();
  const compileWith = (before: ReadonlyMap<string, KeptFile>) => {
    const kept = new KeptFiles(before, fileHash);
    const result = compile(copy.root, 'content', { today: TODAY, source, kept });
    return { kept, result };
  };
  const first = compileWith(new Map());
  expect(read.length).toBeGreaterThan(50);

  read.length = 0;
  const second = compileWith(first.kept.now);
  expect(read).toEqual([]);
  expect(second.kept.reused).toBe(first.kept.now.size);
  expect(seen(second.result)).toEqual(seen(compile(copy.root, 'content', { today: TODAY })));

  // A changed file under a new stamp: read, hashed and compiled again, alone.
  copy.replace(HYUNDAI, '$40-$70', '$45-$75');
  restamp(HYUNDAI);
  read.length = 0;
  const third = compileWith(second.kept.now);
  expect(read).toEqual([HYUNDAI]);
  expect(third.kept.reused).toBe(first.kept.now.size - 1);
  const clean = compile(copy.root, 'content', { today: TODAY });
  expect(JSON.stringify(clean.site)).toContain('$45-$75');
  expect(seen(third.result)).toEqual(seen(clean));

  // The same bytes under a new stamp (written again, or copied): read, then taken, and kept under the new stamp.
  restamp(HYUNDAI);
  read.length = 0;
  const fourth = compileWith(third.kept.now);
  expect(read).toEqual([HYUNDAI]);
  expect(fourth.kept.reused).toBe(first.kept.now.size);
  read.length = 0;
  compileWith(fourth.kept.now);
  expect(read).toEqual([]);
});

test("a kept file's text is read when a check asks for a position the record does not hold", () => {
  const { source, read, restamp } = stampedSource();
  const first = new KeptFiles(new Map(), fileHash);
  compile(copy.root, 'content', { today: TODAY, source, kept: first });
  // Another phone: every file's phone check reads its text again, and finds the old number in site.yaml's copies.
  copy.replace('content/site.yaml', /^phone: .*$/m, 'phone: (513) 555-0199');
  restamp('content/site.yaml');
  read.length = 0;
  const kept = new KeptFiles(first.now, fileHash);
  const result = compile(copy.root, 'content', { today: TODAY, source, kept });
  expect(read.length).toBeGreaterThan(50);
  expect(seen(result)).toEqual(seen(compile(copy.root, 'content', { today: TODAY })));
});
