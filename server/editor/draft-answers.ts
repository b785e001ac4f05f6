/**
 * The draft's answers that are the same wherever the content and the draft are kept (the disk on the site's server,
 * server/editor/draft-routes.ts; GitHub and D1 on a static host, github-draft-routes.ts): its entries' changes listed
 * in words, its conflicts and refusals, and the publish's commit message. Each reads entries through an EntryReader.
 */
import type { Context } from 'hono';
import { fixedPath } from '../../schema/routes.ts';
import { titleIn } from './change-answers.ts';
import { changeWords } from './change-words.ts';
import type { DraftChange } from './draft-shape.ts';
import { deletedWords, newEntryWords, publishMessage, type PublishStep } from './draft-words.ts';
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

/**
 * An entry's form saved at once, where the form may show the draft's version of it (a new entry of the draft too):
 * the text the edit applies to, and whether the form's `version` is still that of the published file or of the
 * draft's change based on it. Undefined when there is no such entry, published or in the draft.
 */
export function savedAtOnce(published: string | undefined, drafted: DraftChange | undefined, version: unknown) {
  const added = published === undefined && drafted?.base === null ? drafted.text : null;
  const base = added ?? published;
  if (base == null) return undefined;
  const publishedVersion = published === undefined ? null : versionOf(published);
  const fromDraft = drafted?.text != null && drafted.base === publishedVersion && version === versionOf(drafted.text);
  return { base, current: version === (publishedVersion ?? undefined) || fromDraft };
}

/** The title of a change's entry: from the draft's text for a new entry, else as the entry is published. */
const titleOfChange = (change: DraftChange, named: Named) =>
  change.base === null && change.text !== null
    ? titleIn(refOfChange(change), [new TextEncoder().encode(change.text)])
    : named(change.file).replace(/ \([^)]*\)$/, '');

/** The page that lists the entries of a collection without pages of their own, or of a deleted entry. */
const LISTED_ON: Partial<Record<string, string>> = { special: fixedPath('specials'), article: fixedPath('advice') };

/** The page to preview for a change: the entry's own, else the one that lists it. */
const previewOf = (ref: EntryRef, deleted: boolean) =>
  (deleted ? undefined : pageOf(ref)) ?? LISTED_ON[ref.collection.name];

const plural = (n: number, one: string, many = `${one}s`) => `${n === 1 ? 'one' : n} ${n === 1 ? one : many}`;

/** What an entry's change does, in words (`reader`: the entries as published). */
function changeLines(change: DraftChange, title: string, reader: EntryReader): string[] {
  const ref = refOfChange(change);
  if (change.base === null) return [newEntryWords(ref.collection, title)];
  if (change.text === null) return [deletedWords(ref.collection, title, change.removes ?? [])];
  return [
    ...changeWords(title, reader.text(change.file) ?? null, change.text, {
      label: (path) => fieldLabelOf(ref.collection.name, path),
      markdown: ref.collection.pattern.endsWith('.md'),
    }),
    ...(change.files ?? []).map((f) => `${title}: with the file ${f.file}`),
  ];
}

/**
 * The draft's entries' changes as the review lists them: in words, with the page that shows each, and whether its
 * file changed since the draft took it (`reader`: the entries as published).
 */
export function entryItems(changes: readonly DraftChange[], reader: EntryReader, named: Named) {
  return changes.map((change) => {
    const ref = refOfChange(change);
    const title = titleOfChange(change, named);
    return {
      kind: 'entry' as const,
      collection: change.collection,
      slug: change.slug,
      file: change.file,
      page: pageOf(ref),
      preview: previewOf(ref, change.text === null),
      title,
      saved: change.saved,
      words: changeLines(change, title, reader),
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

/** Items whose files changed since the draft took them, by name: nothing is published. */
export const staleDraft = (c: Context, stale: readonly { name: string; file: string }[]) =>
  c.json(
    {
      error: `Not published: ${stale.map((s) => s.name).join(', ')} changed since you put ${stale.length === 1 ? 'it' : 'them'} in the draft (another save, or an edit of the file). Nothing was published and the draft is kept: take ${stale.length === 1 ? 'it' : 'them'} out of the draft, then make the edit again.`,
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
          entry: change && { collection: change.collection, slug: change.slug, title: titleOfChange(change, named) },
        };
      }),
      gateMs: Math.round(gate.ms),
    },
    422,
  );
}

/**
 * The message of the one commit that publishes the draft ("Add /specials; edit /cars/honda"), and the pages that show
 * the draft then: its entries' own, or those that list them.
 */
export function publishedDraft(
  changes: readonly DraftChange[],
  pictures: readonly { src: string }[],
  contentDir: string,
  pictureDeletes: readonly { src: string }[] = [],
) {
  const steps: PublishStep[] = [
    ...changes.map((ch) => ({
      verb: ch.base === null ? ('Add' as const) : ch.text === null ? ('Delete' as const) : ('Edit' as const),
      what: pageOf(refOfChange(ch)) ?? `${contentDir}/${ch.file}`,
    })),
    ...pictures.map((p) => ({ verb: 'Add' as const, what: `the picture ${p.src}` })),
    ...pictureDeletes.map((p) => ({ verb: 'Delete' as const, what: `the picture ${p.src}` })),
  ];
  const pages = [
    ...new Set(changes.map((ch) => previewOf(refOfChange(ch), ch.text === null)).filter((p) => p !== undefined)),
  ];
  return { message: publishMessage(steps), pages };
}
