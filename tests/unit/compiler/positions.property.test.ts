import { describe, expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { stringify } from 'yaml';
import { loadYaml } from '../../../compiler/loaders/yaml.ts';
import { loadMarkdown } from '../../../compiler/loaders/markdown.ts';

const key = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,8}$/);
const scalar = fc.oneof(
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,12}[A-Za-z0-9]$/),
  fc.integer({ min: 0, max: 99999 }),
  fc.boolean(),
);
const tree = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
    fc.dictionary(key, tie('node'), { minKeys: 1, maxKeys: 4 }),
  ),
})).node;
const document = fc.dictionary(key, tree, { minKeys: 1, maxKeys: 5 });

/** Every path to a leaf of a value. */
function leaves(value: unknown, path: (string | number)[] = []): [(string | number)[], unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [[path, value]];
}

const textAt = (text: string, line: number, column: number) => text.split('\n')[line - 1]!.slice(column - 1);

describe('positions', () => {
  test.prop([document, fc.nat(), fc.constantFrom<'block' | 'flow'>('block', 'flow')])(
    'the reported line:column of any field is where its value is written',
    (doc, pick, style) => {
      const text = stringify(doc, style === 'flow' ? { collectionStyle: 'flow', lineWidth: 0 } : { lineWidth: 0 });
      const all = leaves(doc);
      const [path, value] = all[pick % all.length]!;
      const file = loadYaml('x.yaml', text);
      const { line, column } = file.locate(path);
      const rest = textAt(text, line, column);
      expect(
        rest.startsWith(String(value)) ||
          rest.startsWith(JSON.stringify(value)) ||
          rest.startsWith(`'${String(value)}'`),
      ).toBe(true);
    },
  );

  test.prop([document, fc.nat(), fc.integer({ min: 0, max: 5 })])(
    'front matter lines are offset by the opening ---',
    (doc, pick, blank) => {
      const fm = stringify(doc, { lineWidth: 0 });
      const text = `---\n${fm}---\n${'\n'.repeat(blank)}Body text\n`;
      const all = leaves(doc);
      const [path, value] = all[pick % all.length]!;
      const file = loadMarkdown('a.md', text);
      const { line, column } = file.locate(path);
      expect(textAt(text, line, column).replace(/^['"]/, '').startsWith(String(value))).toBe(true);
      expect(text.split('\n')[file.bodyLine - 1 + blank]).toBe('Body text');
    },
  );

  test.prop([document, fc.nat()])('fieldAt is the inverse of locate', (doc, pick) => {
    const text = stringify(doc, { lineWidth: 0 });
    const all = leaves(doc);
    const [path] = all[pick % all.length]!;
    const file = loadYaml('x.yaml', text);
    const { line, column } = file.locate(path);
    const expected = path.reduce<string>(
      (acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${k}` : k),
      '',
    );
    expect(file.fieldAt(line, column)).toBe(expected);
  });
});
