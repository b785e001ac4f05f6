import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument, stringify } from 'yaml';
import { quickLocate } from '../../../compiler/loaders/quick-locate.ts';
import { lineColumn, offsetOfPath, type FieldPath } from '../../../compiler/positions.ts';

/** Where the position-keeping parse puts a field (what the content checks reported before quickLocate). */
function parser(text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  return (path: FieldPath, preferKey: boolean) => lineColumn(lineCounter, offsetOfPath(doc, path, preferKey));
}
const parsed = (text: string, path: FieldPath, preferKey: boolean) => parser(text)(path, preferKey);

const key = fc.oneof(
  fc.stringMatching(/^[a-z][a-zA-Z0-9_-]{0,8}$/),
  fc.constantFrom('null', 'true', 'on', '1', 'a b', "it's", 'x:y', '#k', '"q"'),
);
// Text with what makes YAML quote, fold or split a value: quotes, colons, hashes, brackets, line breaks.
const scalar = fc.oneof(
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,12}[A-Za-z0-9]$/),
  fc.stringMatching(/^[A-Za-z0-9 '":#[\]{},&*!|>\n-]{0,24}$/),
  fc.integer({ min: -99, max: 99999 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
);
const tree = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(key, tie('node'), { maxKeys: 4 }),
  ),
})).node;
// Mappings of plain keys down to text and lists, as content files are written: the shape quickLocate answers for.
const plainKey = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,8}$/);
const contentLike = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(scalar, { maxLength: 4 }),
    fc.dictionary(plainKey, tie('node'), { minKeys: 1, maxKeys: 4 }),
  ),
})).node;
const document = fc.oneof(
  fc.dictionary(key, tree, { minKeys: 1, maxKeys: 5 }),
  fc.dictionary(plainKey, contentLike, { minKeys: 1, maxKeys: 5 }),
);
const options = fc.record({
  indent: fc.constantFrom(2, 4),
  indentSeq: fc.boolean(),
  lineWidth: fc.constantFrom(0, 20, 80),
  defaultStringType: fc.constantFrom('PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_LITERAL', 'BLOCK_FOLDED'),
  defaultKeyType: fc.constantFrom(null, 'PLAIN'),
  collectionStyle: fc.constantFrom('any', 'block', 'flow'),
}) as fc.Arbitrary<Parameters<typeof stringify>[2] & object>;

/** Every path into a value (its inner nodes too), and a few that lead nowhere. */
function paths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const inner = Array.isArray(value)
    ? value.flatMap((v, i) => paths(v, [...path, i]))
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => paths(v, [...path, k]))
      : [];
  return [path, [...path, 'missing'], ...inner];
}

describe('quickLocate', () => {
  test.prop([document, options, fc.constantFrom('', '# a comment\n', '\n')], { numRuns: 300 })(
    'where it answers, it answers what the parse does',
    (doc, style, before) => {
      const text = before + stringify(doc, style);
      const where = parser(text);
      for (const path of paths(doc).filter((p) => p.length))
        for (const preferKey of [false, true]) {
          const quick = quickLocate(text, path, preferKey);
          if (quick) expect(quick, path.join('.')).toEqual(where(path, preferKey));
        }
    },
  );

  it('answers for many generated fields (the property above is not empty)', () => {
    let answered = 0;
    for (const [doc, style] of fc.sample(fc.tuple(document, options), { numRuns: 300, seed: 1 }))
      for (const path of paths(doc).filter((p) => p.length)) if (quickLocate(stringify(doc, style), path)) answered++;
    // 350 of about 9,400 paths with this seed (most lead through lists, quoted keys or flow style, or nowhere).
    expect(answered).toBeGreaterThan(200);
  });

  it('answers for nested block mappings of plain keys, with comments, lists and block text around', () => {
    const text = [
      '# a service',
      'name: Oil Change',
      'meta:',
      '  title: "Oil Change: fast" # quoted',
      '  description: >',
      '    folded: text',
      '    over lines',
      'serviceInfo:',
      '  whatIsIt:',
      '',
      '    title: What Is It?',
      '    content: ["a, b", "c"]',
      '  howItsDone: # the steps',
      '    steps:',
      '      - one',
      '      - two',
      '  symptoms:',
      "    list: [It's loud, 'x''y', {a: 1}]",
      '  empty:',
      'last: 1',
      '',
    ].join('\n');
    for (const [path, preferKey] of [
      [['name'], false],
      [['meta', 'title'], false],
      [['meta', 'title'], true],
      [['serviceInfo'], false],
      [['serviceInfo', 'whatIsIt', 'content'], false],
      [['serviceInfo', 'howItsDone'], false],
      [['serviceInfo', 'symptoms', 'list'], false],
      [['last'], true],
    ] as const) {
      const quick = quickLocate(text, path, preferKey);
      expect(quick, path.join('.')).toBeDefined();
      expect(quick).toEqual(parsed(text, path, preferKey));
    }
  });

  it('leaves to the parse what it does not follow', () => {
    const cases: [string, FieldPath][] = [
      ['a:\n  - b: 1\n', ['a', 0, 'b']],
      ['"a": 1\n', ['a']],
      ['a: &x 1\nb: *x\n', ['b']],
      ['a: |\n  b: 1\n', ['a', 'b']],
      ['a: "x\nb: y"\n', ['b']],
      ['---\na: 1\n', ['a']],
      ['a:\n\tb: 1\n', ['a', 'b']],
      ['a: 1\n', ['b']],
      ['a:\n- 1\n', ['a']],
      ['a:\nb: 1\n', ['a']],
    ];
    for (const [text, path] of cases) expect(quickLocate(text, path), text).toBeUndefined();
  });

  it("answers what the parse does for every field of this site's content files", () => {
    const dir = join(import.meta.dirname, '../../../content');
    let answered = 0;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.yaml')) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      const doc = parseDocument(text).toJS() as unknown;
      const where = parser(text);
      for (const path of paths(doc).filter((p) => p.length))
        for (const preferKey of [false, true]) {
          const quick = quickLocate(text, path, preferKey);
          if (!quick) continue;
          answered++;
          expect(quick, `${entry.name} ${path.join('.')}`).toEqual(where(path, preferKey));
        }
    }
    expect(answered).toBeGreaterThan(1000);
  });
});
