import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { load } from 'js-yaml';
import { compile } from '../../../compiler/compile.ts';
import { shingles, jaccard } from '../../../compiler/shingles.ts';
import { NEAR_DUPLICATE_SIMILARITY, SHINGLE_WORDS, MIN_INTRO_WORDS } from '../../../compiler/checks/towns.ts';
import { formatReport } from '../../../compiler/problems.ts';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';

const townCodes = new Set(['near-duplicate', 'thin-page', 'missing-reference', 'missing-file']);
const report = (root: string) =>
  formatReport(
    compile(root, 'content', { pages: false, today: '2026-11-22' }).problems.filter((p) => townCodes.has(p.code)),
  );

describe('town pages have substance', { timeout: 60_000 }, () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  it('passes the real pages: one per served town, none thin, no two alike', () => {
    expect(report(copy.root)).toBe('0 errors, 0 warnings in 0 files.');
    const towns = readdirSync('content/cities').map((f) => f.replace('.yaml', ''));
    expect(towns).toHaveLength(10);
    const { site } = compile(copy.root, 'content', { today: '2026-11-22' });
    expect(
      site!.pages
        .filter((p) => p.route.kind === 'town')
        .map((p) => p.route.path)
        .sort(),
    ).toEqual(towns.map((t) => `/cities/${t}`).sort());
  });

  it('the real introductions are far apart: the threshold has room on both sides', () => {
    const texts = readdirSync('content/cities').map((f) =>
      (load(readFileSync(`content/cities/${f}`, 'utf8')) as { intro: string[] }).intro.join(' '),
    );
    let max = 0;
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++)
        max = Math.max(max, jaccard(shingles(texts[i]!, SHINGLE_WORDS), shingles(texts[j]!, SHINGLE_WORDS)));
    expect(max).toBeLessThan(NEAR_DUPLICATE_SIMILARITY / 3);
  });

  it('fails a town page copied from another with the town name swapped, naming both files', () => {
    const mason = copy.read('content/cities/mason.yaml');
    copy.write('content/cities/loveland.yaml', mason.replaceAll('Mason', 'Loveland'));
    const masonLine = lineOf(copy, 'content/cities/mason.yaml', 'intro:');
    const lovelandLine = lineOf(copy, 'content/cities/loveland.yaml', 'intro:');
    expect(report(copy.root)).toMatchInlineSnapshot(`
      "content/cities/loveland.yaml
        content/cities/loveland.yaml:${lovelandLine}:1  intro  The introduction is 87% the same as content/cities/mason.yaml (more than 15% of 3-word runs shared): write each town's page for that town [near-duplicate]

      content/cities/mason.yaml
        content/cities/mason.yaml:${masonLine}:1  intro  The introduction is 87% the same as content/cities/loveland.yaml (more than 15% of 3-word runs shared): write each town's page for that town [near-duplicate]

      2 errors, 0 warnings in 2 files."
    `);
  });

  it('fails a page that copies one paragraph of three from another town', () => {
    const first = (f: string) => (load(copy.read(f)) as { intro: string[] }).intro[0]!;
    copy.replace('content/cities/carlisle.yaml', first('content/cities/carlisle.yaml').slice(0, 60), '');
    const text = copy.read('content/cities/carlisle.yaml');
    copy.write(
      'content/cities/carlisle.yaml',
      text.replace(
        /intro:\n {2}- >-\n[\s\S]*?\n {2}- >-/,
        `intro:\n  - ${JSON.stringify(first('content/cities/franklin.yaml'))}\n  - >-`,
      ),
    );
    const r = report(copy.root);
    expect(r).toContain('content/cities/carlisle.yaml');
    expect(r).toMatch(
      /content\/cities\/franklin\.yaml:\d+:1 {2}intro {2}The introduction is \d+% the same as content\/cities\/carlisle\.yaml/,
    );
  });

  it('fails a thin introduction, at its field', () => {
    copy.write(
      'content/cities/waynesville.yaml',
      copy
        .read('content/cities/waynesville.yaml')
        .replace(/intro:[\s\S]*?popularServices/, 'intro:\n  - We fix cars for Waynesville drivers.\npopularServices'),
    );
    const line = lineOf(copy, 'content/cities/waynesville.yaml', 'intro:');
    expect(report(copy.root)).toContain(
      `content/cities/waynesville.yaml:${line}:1  intro  The introduction has 6 words; write at least ${MIN_INTRO_WORDS} about this town (its roads and the drive to the shop, what its drivers ask for) [thin-page]`,
    );
  });

  it('a page for a town not in areas.yaml, or a missing service, is an error; a town without a page a warning', () => {
    copy.write('content/cities/mainville.yaml', copy.read('content/cities/carlisle.yaml'));
    copy.remove('content/cities/carlisle.yaml');
    copy.replace('content/cities/mason.yaml', 'wheel-alignment', 'wheel-alinement');
    const r = report(copy.root);
    expect(r).toContain(
      "content/cities/mainville.yaml:1:1  (file)  No town in content/areas.yaml is named like content/cities/mainville.yaml: the file name is the town's name in lower case with hyphens",
    );
    expect(r).toMatch(
      /content\/cities\/mason\.yaml:\d+:\d+ {2}popularServices\[3\] {2}No service page "wheel-alinement" in content\/services\. Did you mean "wheel-alignment"\?/,
    );
    expect(r).toMatch(
      /content\/areas\.yaml:\d+:\d+ {2}areas\[8\]\.city {2}warning: Carlisle has no town page: write content\/cities\/carlisle\.yaml \[missing-file\]/,
    );
  });

  it('town file names follow the slug rules like every other address', () => {
    copy.write('content/cities/West_Chester.yaml', copy.read('content/cities/west-chester.yaml'));
    copy.remove('content/cities/west-chester.yaml');
    const { problems } = compile(copy.root, 'content', { pages: false, today: '2026-11-22' });
    expect(problems.map((p) => `${p.location.file} ${p.message}`)).toContain(
      'content/cities/West_Chester.yaml The file name "West_Chester" is not a valid address: rename the file to "west-chester.yaml"',
    );
  });
});
