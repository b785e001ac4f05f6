/**
 * The compiler reads content through one interface (compiler/content-source.ts): from the disk for the
 * build, from a map of paths where there is no disk (the gate in a Worker). Both must find the same problems at the
 * same places and build the same site.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { compile } from '../../../compiler/compile.ts';
import { checkContent } from '../../../compiler/check-content.ts';
import { memorySource } from '../../../compiler/content-source.ts';
import { ContentCopy, lineOf, problemLine } from '../../support/content-copy.ts';
import { readContentMap } from '../../support/content-map.ts';

const TODAY = '2026-11-25';
/** A folder that does not exist: what is read from memory must not touch the disk. */
const NOWHERE = '/nonexistent-project';
const lines = (ps: Parameters<typeof problemLine>[0][]) => ps.map(problemLine);

describe('the real content, from the disk and from memory', () => {
  it('builds the same site with the same warnings', () => {
    const fromDisk = compile(process.cwd(), 'content', { today: TODAY });
    const source = memorySource(readContentMap(process.cwd(), 'content', { pictures: 'bytes' }));
    const fromMemory = compile(NOWHERE, 'content', { today: TODAY, source });
    expect(fromDisk.site).toBeDefined();
    expect(lines(fromMemory.problems)).toEqual(lines(fromDisk.problems));
    expect(JSON.stringify(fromMemory.site)).toBe(JSON.stringify(fromDisk.site));
    // The pictures' responsive versions are found by listing the static folder, their sizes read from their bytes.
    expect(JSON.stringify(fromMemory.site)).toMatch(/"srcSet":"\/media\/[^"]+-\d+\.avif \d+w/);
    expect(JSON.stringify(fromMemory.site)).toContain('"/media/hero-poster.jpg":{"width":1600,"height":900');
  });

  it('finds the same problems with the pictures known by their names only (the gate where there is no disk)', () => {
    const fromDisk = compile(process.cwd(), 'content', { today: TODAY, pages: false });
    const source = memorySource(readContentMap(process.cwd()));
    const fromMemory = compile(NOWHERE, 'content', { today: TODAY, source, pages: false });
    expect(lines(fromMemory.problems)).toEqual(lines(fromDisk.problems));
  });

  it('lists the pictures of the static folder by name, without their bytes', () => {
    const source = memorySource(readContentMap(process.cwd()));
    const media = source.list('content/static/media') ?? [];
    expect(media.length).toBeGreaterThan(0);
    expect(media.map((e) => e.name)).toEqual([...media.map((e) => e.name)].sort());
    const picture = `content/static/media/${media.find((e) => !e.folder)!.name}`;
    expect(source.stat(picture)).toEqual({ size: 0 });
    expect(() => source.read(picture)).toThrow(/by its name only/);
    expect(source.list('content/static/nothing-here')).toBeUndefined();
    expect(source.read('content/nothing.yaml')).toBeUndefined();
  });
});

it('names every file a site needs as missing when the source is empty', () => {
  const { problems, checked } = checkContent(memorySource(new Map()), 'content', { today: TODAY });
  expect(checked).toBeUndefined();
  expect(problems.map((p) => p.location.file)).toContain('content/site.yaml');
  expect(new Set(problems.map((p) => p.code))).toEqual(new Set(['missing-file']));
});

describe('a broken copy, from the disk and from memory', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  it('finds the same problems at the same places', () => {
    copy.replace('content/services/oil-change.yaml', / {4}- icon: timer/, '    - icon: stopwatch');
    copy.replace('content/areas.yaml', / {2}- city: Mason/, '  - city: Mason\n   bad: [unclosed');
    copy.write('content/pages/warranty.yaml', 'title: A page no kind reads\n');
    copy.write('content/services/_draft.yaml', 'not: read\n');
    writeFileSync(copy.path('content/makes/binary.yaml'), Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xff]));
    copy.remove('content/forms.yaml');
    const disk = compile(copy.root, 'content', { today: TODAY });
    const memory = compile(NOWHERE, 'content', { today: TODAY, source: memorySource(readContentMap(copy.root)) });
    expect(memory.site).toBeUndefined();
    expect(lines(memory.problems)).toEqual(lines(disk.problems));
    const codes = new Set(disk.problems.map((p) => p.code));
    for (const code of ['schema', 'yaml-syntax', 'unknown-file', 'not-text', 'missing-file'])
      expect(codes, code).toContain(code);
    const l = lineOf(copy, 'content/services/oil-change.yaml', 'icon: stopwatch');
    expect(lines(memory.problems)).toContainEqual(
      expect.stringMatching(new RegExp(`^content/services/oil-change\\.yaml:${l}:13  hero\\.features\\[0\\]\\.icon `)),
    );
  });

  it('finds the same cross-file problems (a link to a page that does not exist) from both', () => {
    const file = 'content/pages/home.yaml';
    const text = copy.read(file);
    const link = /href: (\/services\/[a-z-]+)/.exec(text)![1]!;
    copy.replace(file, `href: ${link}`, `href: ${link}-gone`);
    const disk = compile(copy.root, 'content', { today: TODAY, pages: false });
    const memory = compile(NOWHERE, 'content', {
      today: TODAY,
      pages: false,
      source: memorySource(readContentMap(copy.root)),
    });
    expect(disk.problems.some((p) => p.code === 'broken-link' && p.location.file === file)).toBe(true);
    expect(lines(memory.problems)).toEqual(lines(disk.problems));
  });
});
