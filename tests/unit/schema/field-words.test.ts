import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collections, type Collection } from '../../../schema/collections.ts';
import { fieldsOf, says, type FieldInfo } from '../../../schema/field-words.ts';
import { IconName } from '../../../schema/primitives.ts';

/** Words of the schemas, not of the shop: a label or help with one of them speaks code to the owner. */
const SCHEMA_WORDS =
  /\b(hero|meta|reuses|alt|sources?|src|href|slug|cta|aliases?|srcset|enum|schema|boolean|string)\b/i;

/** What is wrong with a field's words, or nothing. */
function wordProblems(f: FieldInfo): string[] {
  const problems: string[] = [];
  if (!f.label) problems.push('no label');
  if (!f.isItem && !f.help) problems.push('no help');
  if (!f.isItem && f.leaf && !f.examples.length) problems.push('no example');
  for (const [what, text] of [
    ['label', f.label],
    ['help', f.help],
  ] as const) {
    if (!text) continue;
    if (/[a-z][A-Z]/.test(text.replace(/\b(WebP|WebM|iPhone|YouTube)\b/g, '')))
      problems.push(`${what} in camelCase: ${text}`);
    if (SCHEMA_WORDS.test(text)) problems.push(`${what} with a schema word: ${text}`);
    if (/\{slug\}/.test(text)) problems.push(`${what} with {slug}: ${text}`);
  }
  if (f.label && /^(list|items?|text|value)$/i.test(f.label)) problems.push(`a label that says nothing: ${f.label}`);
  return problems;
}

const problemsIn = (schema: z.ZodType) =>
  fieldsOf(schema).flatMap((f) => wordProblems(f).map((p) => `${f.path}: ${p}`));

describe("the owner's words in the schemas", () => {
  it.each((collections as readonly Collection[]).map((c) => [c.name, c] as const))(
    'give every field of %s a label, help and (for a value) an example for the owner',
    (_, c) => {
      expect(fieldsOf(c.schema).length).toBeGreaterThan(0);
      expect(problemsIn(c.schema)).toEqual([]);
      expect(`${c.label} ${c.description}`).not.toMatch(/\{slug\}|[a-z][A-Z]/);
    },
  );

  it('say in words each fixed value that is not a word already (icons are shown as drawings)', () => {
    const unnamed: string[] = [];
    for (const c of collections as readonly Collection[])
      for (const f of fieldsOf(c.schema)) {
        if (!f.options || f.options.join() === IconName.options.join()) continue;
        for (const value of f.options)
          if (!/^[A-Z][a-z]+$/.test(value) && !f.choices?.[value]) unnamed.push(`${c.name} ${f.path}: ${value}`);
      }
    expect(unnamed).toEqual([]);
  });

  it('fail a field without words, with schema words, in camelCase or with {slug}', () => {
    const bare = z.object({ highlightedTitle: z.string() }).strict();
    expect(problemsIn(bare)).toEqual([
      'highlightedTitle: no label',
      'highlightedTitle: no help',
      'highlightedTitle: no example',
    ]);
    const coded = z
      .object({
        a: says(z.string(), { label: 'Hero', help: 'The meta title', example: 'x' }),
        b: says(z.string(), { label: 'highlightedTitle', help: 'At /services/{slug}', example: 'x' }),
        c: says(z.array(z.string()), { label: 'List', help: 'Lines' }),
      })
      .strict();
    expect(problemsIn(coded)).toEqual([
      'a: label with a schema word: Hero',
      'a: help with a schema word: The meta title',
      'b: label in camelCase: highlightedTitle',
      'b: help with a schema word: At /services/{slug}',
      'b: help with {slug}: At /services/{slug}',
      'c: a label that says nothing: List',
      'c[]: no label',
    ]);
  });

  it('reach the JSON Schemas code editors read', () => {
    const site = collections.find((c) => c.name === 'site')!;
    const json = z.toJSONSchema(site.schema, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { title?: string; description?: string; examples?: unknown[] }>;
    };
    expect(json.properties.phone).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    expect(json.properties.phone!.examples).toHaveLength(1);
  });
});
