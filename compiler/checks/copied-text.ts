import { collections, type Collection } from '../../schema/collections.ts';
import { collectionFields, fieldLabel } from '../../schema/field-label.ts';
import { formatPath } from '../positions.ts';
import { problem, type Problem } from '../problems.ts';
import { olderFirst, type Check } from './context.ts';
import { noMemo } from '../memo.ts';
import type { LoadedFile } from '../loaders/index.ts';

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
    // A collection's warnings are found again only when one of its entries changed, came or went, or moved in the
    // order (an entry is the same object while its file is unchanged); then each entry's words and each warning are
    // taken from before while what they are made from is the same.
    const copied = memo.get(`copied:${collection}`, entries, (before?: Copied) =>
      copiedIn(collection, fields, entries, before),
    );
    found.push(...copied.problems);
  }
  return found;

  function copiedIn(
    collection: string,
    fields: string[][],
    entries: readonly { file: string; data: unknown }[],
    before: Copied | undefined,
  ): Copied {
    const made: Copied = { problems: [], keys: new Map(), warnings: new Map() };
    const { kept: store } = ctx;
    /**
     * An entry's words as keys, one per field: each value as JSON, or for a build that keeps them between builds (in
     * the file's record), its first character (a list or not) and the hash of the JSON.
     */
    const wordsOf = (e: { file: string; data: unknown }) => {
      const json = (path: string[]) => {
        const value = valueAt(e.data, path);
        return value === undefined ? undefined : JSON.stringify(value);
      };
      if (!store) return fields.map(json);
      return store.found(e.file, `copied-words:${collection}`, '', () =>
        fields.map((path) => {
          const text = json(path);
          return text === undefined ? undefined : `${text[0]}${store.digest(text)}`;
        }),
      );
    };
    // What is made is kept only for a warm compiler's next compile.
    const keeping = memo !== noMemo;
    const keys = entries.map((e) => {
      const kept = before?.keys.get(e.file);
      const words = kept && kept.data === e.data ? kept.words : wordsOf(e);
      if (keeping) made.keys.set(e.file, { data: e.data, words });
      return words;
    });
    /** Each field's label and path as the report writes it, and the line of each first file's field, made once. */
    const labels = fields.map((path) => fieldLabel(collection, path));
    const written = fields.map((path) => formatPath(path));
    const lines = new Map<string, number>();
    const lineOf = (there: LoadedFile, f: number) => {
      const at = `${there.file}:${f}`;
      let line = lines.get(at);
      if (line === undefined) lines.set(at, (line = there.locate([...fields[f]!]).line));
      return line;
    };
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
        // The warning is made again only when either file changed.
        const at = keeping ? `${e.file}:${f}` : '';
        const kept = before?.warnings.get(at);
        const warning =
          kept && kept.here === here && kept.there === there
            ? kept.problem
            : problem(
                'copied-text',
                here.locate([...path]),
                written[f]!,
                `${key.startsWith('[') ? 'This list is' : 'These words are'} the same as "${labels[f]}" in ${other}:${lineOf(there, f)}: write this page's own`,
                'warning',
              );
        if (keeping) made.warnings.set(at, { here, there, problem: warning });
        made.problems.push(warning);
      });
    });
    return made;
  }
};

/** A collection's copied words: its warnings, and what they were made from, for the next compile to take again. */
interface Copied {
  problems: Problem[];
  /** Entry file -> its data and its words as keys, one per field. */
  keys: Map<string, { data: unknown; words: (string | undefined)[] }>;
  /** "file:field index" -> the warning, and the two files it was made from. */
  warnings: Map<string, { here: LoadedFile; there: LoadedFile; problem: Problem }>;
}
