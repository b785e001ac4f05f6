import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, Scalar } from 'yaml';
import { readYaml, splitMarkdown, writeMarkdown, writeYaml } from '../../../server/editor/yaml-writer.ts';

const root = join(import.meta.dirname, '../../..');
const contentFiles = readdirSync(join(root, 'content'), { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile() && /\.(ya?ml|md)$/.test(d.name))
  .map((d) => join(d.parentPath, d.name))
  .sort();

/** Opens a file as the editor does and saves it unchanged. */
function openAndSave(text: string, file: string): string {
  if (!file.endsWith('.md')) return writeYaml(text, readYaml(text));
  const { frontMatter, body } = splitMarkdown(text);
  return writeMarkdown(text, readYaml(frontMatter), body);
}

/** Every path to a string, number or boolean in the data. */
function scalarPaths(data: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return data.flatMap((v, i) => scalarPaths(v, [...path, i]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => scalarPaths(v, [...path, k]));
  return [path];
}

function setAt(data: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = value;
  return copy;
}

const differing = (a: string, b: string) => {
  const x = a.split('\n');
  const y = b.split('\n');
  return x.length === y.length ? x.filter((line, i) => line !== y[i]).length : Infinity;
};

describe('the content writer', () => {
  it('finds the content files', () => expect(contentFiles.length).toBeGreaterThan(80));

  it.each(contentFiles.map((f) => [f.slice(root.length + 1), f]))(
    'opening and saving %s unchanged leaves it byte for byte the same',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      expect(openAndSave(text, file)).toBe(text);
    },
  );

  const yamlFiles = contentFiles.filter((f) => !f.endsWith('.md'));
  const singleLine = fc
    .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
    .filter((s) => !/[\n\r\u2028\u2029\u0085]/.test(s) && s.trim() === s && s.length > 0);
  const value = fc.oneof(singleLine, fc.integer({ min: 0, max: 100_000 }), fc.boolean());

  test.prop([fc.constantFrom(...yamlFiles), fc.nat(), value])(
    'changing one value of a file changes one line, and the file reads back with that value',
    (file, pick, next) => {
      const text = readFileSync(file, 'utf8');
      const data = readYaml(text);
      const paths = scalarPaths(data);
      const path = paths[pick % paths.length]!;
      const edited = setAt(data, path, next);
      const written = writeYaml(text, edited);
      expect(readYaml(written)).toEqual(edited);
      // A paragraph written as a block (| or >) is rewritten as a whole; every other value is one line.
      const node = parseDocument(text).getIn(path, true);
      const block = node instanceof Scalar && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED');
      if (!block) expect(differing(text, written)).toBeLessThanOrEqual(1);
    },
  );

  it('keeps comments and key order when a key is added and one removed', () => {
    const text = '# yaml-language-server: $schema=x.json\nname: A # the name\ncode: X1\nlist: [a, b]\n';
    const written = writeYaml(text, { name: 'A', list: ['a', 'b', 'c'], extra: 'new' });
    expect(written).toBe('# yaml-language-server: $schema=x.json\nname: A # the name\nlist: [ a, b, c ]\nextra: new\n');
  });

  it('quotes a value that would read back as another type', () => {
    const written = writeYaml('a: text\nb: 1\n', { a: '42', b: 1 });
    expect(readYaml(written)).toEqual({ a: '42', b: 1 });
  });

  it('changes one line of an article when its front matter changes, and keeps the body', () => {
    const file = contentFiles.find((f) => f.endsWith('.md'))!;
    const text = readFileSync(file, 'utf8');
    const { frontMatter, body } = splitMarkdown(text);
    const data = readYaml(frontMatter) as Record<string, unknown>;
    const written = writeMarkdown(text, { ...data, author: 'Someone Else' }, body);
    expect(differing(text, written)).toBe(1);
    expect(written.endsWith(body)).toBe(true);
  });
});
