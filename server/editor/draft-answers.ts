/**
 * The draft's answers that are the same wherever the content and the draft are kept (the disk on the site's server,
 * server/editor/draft-routes.ts; GitHub and D1 on a static host, github-draft-routes.ts): the draft listed in words,
 * its conflicts and refusals, and the publish's commit message. Each reads entries through an EntryReader only.
 */
import type { Context } from 'hono';
import { changeWords } from './change-words.ts';
import type { DraftChange } from './draft-shape.ts';
import { entryRef, pageOf, versionOf, type EntryReader, type EntryRef } from './entry-refs.ts';
import { toFieldProblems } from './field-errors.ts';
import { fieldLabelOf } from './field-labels.ts';
import type { GateResult } from './gate.ts';

/** How the owner names an entry by its file: "Hyundai (/cars/hyundai)". */
type Named = (file: string) => string;

const refOfChange = (change: DraftChange): EntryRef => entryRef(change.collection, change.slug);

/** The draft's version of a file is still based on the file as it is now (`text`: undefined when there is none). */
export const basedOn = (text: string | undefined, change: DraftChange) =>
  (text === undefined ? null : versionOf(text)) === change.base;

/** The title alone of a named entry ("Hyundai"). */
const titleOf = (named: Named, file: string) => named(file).replace(/ \([^)]*\)$/, '');

const plural = (n: number, one: string, many = `${one}s`) => `${n === 1 ? 'one' : n} ${n === 1 ? one : many}`;

/** The draft as the review lists it: each change in words, and whether its file changed since. */
export function listedChanges(changes: readonly DraftChange[], reader: EntryReader, named: Named) {
  return changes.map((change) => {
    const ref = refOfChange(change);
    const title = titleOf(named, change.file);
    return {
      collection: change.collection,
      slug: change.slug,
      file: change.file,
      page: pageOf(ref),
      title,
      saved: change.saved,
      words: [
        ...changeWords(title, reader.text(change.file) ?? null, change.text, {
          label: (path) => fieldLabelOf(ref.collection.name, path),
          markdown: ref.collection.pattern.endsWith('.md'),
        }),
        ...change.files.map((f) => `${title}: with the file ${f.file}`),
      ],
      conflict: !basedOn(reader.text(change.file), change),
    };
  });
}

/** A save to the draft of an entry whose file changed since the draft took it. */
export const draftedConflict = (c: Context, named: string) =>
  c.json(
    {
      error: `${named} was changed since you put it in the draft (another save, or an edit of the file). Nothing was saved: take it out of the draft on the list of changes, then make your edit again.`,
      conflict: true,
    },
    409,
  );

/** A save to the draft based on another version than the one the owner sees (`shown`: the draft's or the file's). */
export const openedConflict = (c: Context, shown: string) =>
  c.json(
    {
      error:
        'This page was changed since you opened it (another save, or an edit of the file). Nothing was saved: open it again to see the change, then make your edit again.',
      conflict: true,
      version: versionOf(shown),
    },
    409,
  );

/** Publishing or discarding a draft other than the one the owner looked at. */
export const draftChanged = (c: Context) =>
  c.json(
    {
      error: 'The draft changed since you opened the list (in another window?): look at the list again.',
      conflict: true,
    },
    409,
  );

export const emptyDraft = (c: Context) => c.json({ error: 'The draft is empty: there is nothing to publish.' }, 409);

/** Changes whose files changed since the draft took them: nothing is published. */
export const staleDraft = (c: Context, stale: readonly DraftChange[], named: Named) =>
  c.json(
    {
      error: `Not published: ${stale.map((s) => named(s.file)).join(', ')} changed since you put ${stale.length === 1 ? 'it' : 'them'} in the draft (another save, or an edit of the file). Nothing was published and the draft is kept: take ${stale.length === 1 ? 'it' : 'them'} out of the draft, then make the edit again.`,
      conflict: true,
      files: stale.map((s) => s.file),
    },
    409,
  );

/** The gate refused the draft as a whole: each problem at its field, with the entry of the draft it is in. */
export function publishRefusal(
  c: Context,
  gate: GateResult,
  changes: readonly DraftChange[],
  contentDir: string,
  named: Named,
) {
  const errors = toFieldProblems(gate.errors, contentDir);
  return c.json(
    {
      error: `Not published: ${plural(errors.length, 'problem')} would reach the site. Nothing was published and the draft is kept: correct ${errors.length === 1 ? 'it' : 'them'}, then publish again.`,
      errors: errors.map((e) => {
        const change = changes.find((ch) => ch.file === e.file);
        return {
          ...e,
          entry: change && { collection: change.collection, slug: change.slug, title: titleOf(named, e.file) },
        };
      }),
      gateMs: Math.round(gate.ms),
    },
    422,
  );
}

/** The pages a draft changes, and the message of the commit that publishes it ("Edit /a, /b and /c"). */
export function publishedPages(changes: readonly DraftChange[], contentDir: string) {
  const pages = changes.map((ch) => pageOf(refOfChange(ch)) ?? `${contentDir}/${ch.file}`);
  const message = pages.length === 1 ? `Edit ${pages[0]}` : `Edit ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
  return { pages, message };
}
