import { collections, type Collection } from '../../schema/collections.ts';
import { collectionFields, fieldLabel } from '../../schema/field-label.ts';
import { formatPath } from '../positions.ts';
import { problem, type Problem } from '../problems.ts';
import { olderFirst, type Check } from './context.ts';
import { noMemo } from '../memo.ts';

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
  const memo = ctx.memo ?? noMemo;
  const found: Problem[] = [];
  for (const [collection, fields] of ownWordsOf()) {
    const entries = olderFirst(
      ctx,
      (ctx.content as unknown as Record<string, readonly { file: string; data: unknown }[]>)[collection]!,
    );
    // Each entry's words as keys, kept while the entry is unchanged.
    const keys = entries.map((e) =>
      memo.get(`copied-keys:${e.file}`, [e.data], () =>
        fields.map((path) => {
          const value = valueAt(e.data, path);
          return value === undefined ? undefined : JSON.stringify(value);
        }),
      ),
    );
    fields.forEach((path, f) => {
      const first = new Map<string, string>();
      entries.forEach((e, i) => {
        const key = keys[i]![f];
        if (key === undefined) return;
        const other = first.get(key);
        if (!other) {
          first.set(key, e.file);
          return;
        }
        const here = ctx.files.get(e.file)!;
        const there = ctx.files.get(other)!;
        // The problem is made again only when either file changed.
        found.push(
          memo.get(`copied:${e.file}:${f}:${collection}`, [here, there], () =>
            problem(
              'copied-text',
              here.locate([...path]),
              formatPath(path),
              `${key.startsWith('[') ? 'This list is' : 'These words are'} the same as "${fieldLabel(collection, path)}" in ${other}:${there.locate([...path]).line}: write this page's own`,
              'warning',
            ),
          ),
        );
      });
    });
  }
  return found;
};
