import { collections, type Collection } from '../../schema/collections.ts';
import { collectionFields, fieldLabel } from '../../schema/field-label.ts';
import { formatPath } from '../positions.ts';
import { problem, type Problem } from '../problems.ts';
import { olderFirst, type Check } from './context.ts';

/**
 * Per collection of entries, the fields a page writes for itself, as the schemas mark them (`ownWords` in
 * schema/field-words.ts): its headline, its description for search results, its paragraphs and lists. Fields pages
 * share on purpose (a section's heading such as "Related Services", the second line of a headline, fine print) are
 * not marked. A whole list counts as one value; fields inside lists are not compared.
 */
function ownWordsOf(): [string, string[][]][] {
  return (collections as readonly Collection[])
    .filter((c) => !c.single)
    .map((c): [string, string[][]] => [
      c.name,
      collectionFields(c.name)
        .filter((f) => f.ownWords && !f.keys.includes('[]'))
        .map((f) => f.keys),
    ])
    .filter(([, fields]) => fields.length > 0);
}

const valueAt = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    data,
  );

/**
 * A page made by copying another keeps the other page's words until each is rewritten: the copied headline
 * (`hero.title`), its description, its list of related services. Words a page should say for itself that are the
 * same as another page's are a warning at the newer file (the copy, most likely), naming the other file and line.
 */
export const checkCopiedText: Check = (ctx) => {
  const found: Problem[] = [];
  for (const [collection, fields] of ownWordsOf()) {
    const entries = olderFirst(
      ctx,
      (ctx.content as unknown as Record<string, readonly { file: string; data: unknown }[]>)[collection]!,
    );
    for (const path of fields) {
      const first = new Map<string, string>();
      for (const e of entries) {
        const value = valueAt(e.data, path);
        if (value === undefined) continue;
        const key = JSON.stringify(value);
        const other = first.get(key);
        if (!other) {
          first.set(key, e.file);
          continue;
        }
        const there = ctx.files.get(other)!.locate([...path]);
        found.push(
          problem(
            'copied-text',
            ctx.files.get(e.file)!.locate([...path]),
            formatPath(path),
            `${Array.isArray(value) ? 'This list is' : 'These words are'} the same as "${fieldLabel(collection, path)}" in ${other}:${there.line}: write this page's own`,
            'warning',
          ),
        );
      }
    }
  }
  return found;
};
