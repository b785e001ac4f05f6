import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { readFileSync } from 'node:fs';
import { loadYaml } from '../../../compiler/loaders/yaml.ts';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';
import { formatReport, type Problem } from '../../../compiler/problems.ts';

const line = (p: Problem) => `${p.location.line}:${p.location.column}  ${p.field}  ${p.message} [${p.code}]`;

describe('YAML mistakes in plain words, one problem per mistake', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());
  const file = 'content/services/gas-cap.yaml';

  it('one space too few: the line, what to line it up with, and the parser code at the end', () => {
    copy.replace(file, /^ {2}description: A small part/m, ' description: A small part');
    const { problems } = copy.compile();
    const l = lineOf(copy, file, ' description: A small part');
    expect(problems.filter((p) => p.severity === 'error').map(line)).toEqual([
      `${l}:2  hero.description  This line is out of line: "description: A small part that can tu..." starts at column 2, but "title:" on line ${l - 1}, which it belongs with, starts at column 3. Line it up with "title:" (add 1 space before it) (BAD_INDENT) [yaml-syntax]`,
    ]);
  });

  it('one space too many inside a list item', () => {
    copy.replace(file, /^ {6}- Read the codes/m, '       - Read the codes');
    const ps = copy.compile().problems.filter((p) => p.severity === 'error');
    expect(ps).toHaveLength(1);
    expect(ps[0]!.location.line).toBe(lineOf(copy, file, '- Read the codes'));
    expect(ps[0]!.message).toMatch(
      /^The items of this list are not lined up: .* Put every "-" of a list at the same column \([A-Z_]+\)$/,
    );
  });

  it('two mistakes in one file are two problems, each at its line', () => {
    copy.replace(file, /^ {2}description: A small part/m, ' description: A small part');
    copy.replace(file, /^ {4}title: Signs of a Bad Gas Cap/m, '     title: Signs of a Bad Gas Cap');
    const ps = copy.compile().problems.filter((p) => p.severity === 'error');
    expect(ps.map((p) => [p.location.line, p.field, p.code])).toEqual([
      [lineOf(copy, file, ' description: A small part'), 'hero.description', 'yaml-syntax'],
      [lineOf(copy, file, 'title: Signs of a Bad Gas Cap'), 'serviceInfo.symptoms.title', 'yaml-syntax'],
    ]);
  });

  it.each([
    ['the first item indented less than the next', '  - EVAP System Smoke Test\n    - Check Engine Light Diagnosis'],
    [
      'the first item indented more than the next',
      '      - EVAP System Smoke Test\n    - Check Engine Light Diagnosis',
    ],
  ])('a list item out of line is an error at the list, never one merged item: %s', (_, lines) => {
    copy.replace(file, /^ {4}- EVAP System Smoke Test\n {4}- Check Engine Light Diagnosis/m, lines);
    const { problems, site } = copy.compile();
    expect(site).toBeUndefined();
    const ps = problems.filter((p) => p.severity === 'error');
    expect(ps).toHaveLength(1);
    expect(ps[0]!.message).toMatch(/^The items of this list are not lined up: /);
    expect(ps[0]!.message).toMatch(/Put every "-" of a list at the same column/);
    expect(ps[0]!.location.line).toBeGreaterThanOrEqual(lineOf(copy, file, '- EVAP System Smoke Test'));
    expect(ps[0]!.location.line).toBeLessThanOrEqual(lineOf(copy, file, '- Check Engine Light Diagnosis'));
    expect(ps[0]!.field).toMatch(/^popularServices\.list/);
  });

  it('in the front matter of an article, the lines named are lines of the file', () => {
    const article = 'content/articles/check-engine-light-what-it-means.md';
    copy.replace(article, /^category: /m, ' category: ');
    const [p, ...more] = copy.compile().problems.filter((x) => x.severity === 'error');
    expect(more).toEqual([]);
    const l = lineOf(copy, article, ' category: ');
    const lines = copy.read(article).split('\n');
    expect(lines[l - 2]).toMatch(/^\w+:/);
    expect(line(p!)).toMatch(
      new RegExp(
        `^${l}:2  category  This line is out of line: "category: .*" starts at column 2, but "${lines[l - 2]!.split(':')[0]}:" on line ${l - 1}, which it belongs with, starts at column 1\\. `,
      ),
    );
  });

  it('a text with ": " in it, a quote never closed, a key written twice', () => {
    copy.replace(file, /^name: Gas Cap Replacement$/m, 'name: Gas Cap: Replacement');
    copy.replace('content/pages/about.yaml', /^ {2}title: /m, '  title: "');
    copy.replace('content/pages/fleet.yaml', /^ {2}title: (.*)$/m, '  title: $1\n  title: $1');
    const report = formatReport(copy.compile().problems.filter((p) => p.severity === 'error'));
    expect(report).toContain(
      'The text of "name: Gas Cap: Replacement" holds a colon and a space (": "), which YAML reads as the start of another field: put the whole text in quotes',
    );
    expect(report).toMatch(
      /The quote \("\) that starts the text of "title: \\?".*" is never closed: end the text with " on the same line/,
    );
    expect(report).toMatch(
      /"title" is written twice in the same group \(first on line \d+\): keep one of them \(DUPLICATE_KEY\)/,
    );
    expect(report).toMatch(/^3 errors, 0 warnings in 3 files\.$/m);
  });
});

/** Every line of the real content files that starts a field or an item, below the top level. */
const FILES = [
  'content/services/oil-change.yaml',
  'content/pages/home.yaml',
  'content/makes/honda.yaml',
  'content/site.yaml',
];
const shiftable = FILES.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, i) => (/^ +([\w-]+:\s\S|- )/.test(text) ? [{ file, index: i }] : [])),
);

test.prop([fc.constantFrom(...shiftable), fc.constantFrom(-1, 1)], { numRuns: 150 })(
  'one space too few or too many on any line is one problem that names the line',
  ({ file, index }, delta) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const original = lines[index]!;
    lines[index] = delta > 0 ? ` ${original}` : original.slice(1);
    const loaded = loadYaml(file, lines.join('\n'));
    // A shift that keeps the YAML valid and the data the same is no mistake (a list may sit under its key or deeper).
    if (!loaded.problems.length) return;
    expect(loaded.problems, lines.slice(Math.max(0, index - 3), index + 3).join('\n')).toHaveLength(1);
    const [p] = loaded.problems;
    const named = p!.location.line === index + 1 || p!.message.includes(`line ${index + 1}`);
    expect(named, `${line(p!)}\nshifted line ${index + 1}`).toBe(true);
    expect(p!.message).toMatch(/out of line|not lined up|indented under/);
  },
);
