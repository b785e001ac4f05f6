/**
 * The editor's answers about a change that are the same wherever the content is (the disk on the site's server,
 * GitHub on a static host): a conflict, a delete the gate refuses, a picture still shown, an entry's history in
 * words, and an undo that would take back a later edit. Each reads entries through an EntryReader only.
 */
import type { Context } from 'hono';
import { changeWords } from './change-words.ts';
import { titleOfData, versionOf, type EntryReader, type EntryRef, type EntrySummary } from './entry-refs.ts';
import { toFieldProblems } from './field-errors.ts';
import { fieldLabelOf } from './field-labels.ts';
import type { GateResult } from './gate.ts';
import type { Picture } from './picture-index.ts';
import { readYaml, splitMarkdown } from './yaml-writer.ts';

/** A title ending in a token the site fills in ("Auto Repair in Mason | {shopName}") reads without it. */
const plainTitle = (title: string) => title.replace(/\s*[|·–—-]?\s*\{[A-Za-z]+\}\s*$/, '');

/** How the owner names an entry in a sentence: its title and page ("Honda (/cars/honda)"). */
function entryNamed(entry: EntrySummary, contentDir: string): string {
  return `${plainTitle(entry.title)} (${entry.page ?? `${contentDir}/${entry.file}`})`;
}

/** The same for a file, by the entries `reader` lists; its path when it is no entry. */
export function fileNamed(reader: EntryReader, file: string): string {
  const entry = reader.list().find((e) => e.file === file);
  return entry ? entryNamed(entry, reader.contentDir) : `${reader.contentDir}/${file}`;
}

/** A change based on another version of the file than the one there now. */
export const conflictAnswer = (c: Context, current: string | undefined) =>
  c.json(
    {
      error:
        'This entry was changed since you opened it (another save, or an edit of the file). Nothing was changed: open it again to see it as it is now.',
      conflict: true,
      version: current === undefined ? undefined : versionOf(current),
    },
    409,
  );

/** A removal the gate refused, in words: which entries would break without it. */
export function deleteRefusal(
  c: Context,
  reader: EntryReader,
  gate: GateResult,
  removed: readonly string[],
  what: string,
): Response {
  const errors = toFieldProblems(gate.errors, reader.contentDir);
  const others = [...new Set(errors.map((e) => e.file).filter((f) => !removed.includes(f)))];
  const links = errors.every((e) => removed.includes(e.file) || /link|href|service/i.test(`${e.code} ${e.message}`));
  const who = others.map((f) => fileNamed(reader, f)).join(', ');
  const one = others.length === 1;
  return c.json(
    {
      error: others.length
        ? `Not deleted: ${one ? 'one entry' : `${others.length} entries`} ${links ? `link${one ? 's' : ''} to ${what}` : `need${one ? 's' : ''} ${what}`}: ${who}. Change ${one ? 'it' : 'them'} first, then delete ${what}.`
        : `Not deleted: the site needs ${what}.`,
      errors,
      usedBy: others,
      gateMs: Math.round(gate.ms),
    },
    422,
  );
}

/** A picture that entries still show is not deleted: a 422 naming them. */
export function pictureShownRefusal(c: Context, reader: EntryReader, users: readonly EntrySummary[]): Response {
  const one = users.length === 1;
  return c.json(
    {
      error: `Not deleted: ${one ? 'one entry shows' : `${users.length} entries show`} the picture: ${users.map((e) => entryNamed(e, reader.contentDir)).join(', ')}. Change ${one ? 'it' : 'them'} first, then delete the picture.`,
      usedBy: users.map((e) => e.file),
    },
    422,
  );
}

/** The pictures panel's list: each picture with the entries that show it, by name. */
export function pictureListAnswer(
  pictures: readonly Picture[],
  uses: ReadonlyMap<string, EntrySummary[]>,
  contentDir: string,
) {
  return {
    pictures: pictures.map((p) => ({
      ...p,
      usedBy: (uses.get(p.src) ?? []).map((e) => entryNamed(e, contentDir)),
    })),
  };
}

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Both missing, or both there with the same bytes. */
function sameBytes(a: Uint8Array | null | undefined, b: Uint8Array | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

const markdownOf = (ref: EntryRef) => ref.collection.pattern.endsWith('.md');

/** The title of an entry from any of its versions (the newest that names one), else its name. */
export function titleIn(ref: EntryRef, texts: readonly (Uint8Array | null)[]): string {
  for (const bytes of texts) {
    if (!bytes) continue;
    try {
      const text = decode(bytes);
      const title = titleOfData(readYaml(markdownOf(ref) ? splitMarkdown(text).frontMatter : text));
      if (title) return title;
    } catch {
      // A version that cannot be read gives no title.
    }
  }
  return ref.slug ?? ref.collection.label;
}

/** A commit that changed one file, with the file as it was before and after (null: not there). */
export interface FileChange {
  commit: string;
  subject: string;
  /** When it was made (ISO 8601) and by whom. */
  date: string;
  author: string;
  before: Uint8Array | null;
  after: Uint8Array | null;
}

/** An entry's history in words: each change, whether it is the version there now, whether it deleted the entry. */
export function entryHistoryAnswer(
  ref: EntryRef,
  file: string,
  page: string | undefined,
  current: Uint8Array | undefined,
  changes: readonly FileChange[],
) {
  const title = titleIn(ref, [current ?? null, ...changes.map((ch) => ch.after)]);
  const text = (b: Uint8Array | null) => (b ? decode(b) : null);
  return {
    file,
    page,
    version: current ? versionOf(decode(current)) : undefined,
    changes: changes.map(({ before, after, ...change }) => ({
      ...change,
      words: changeWords(title, text(before), text(after), {
        label: (path) => fieldLabelOf(ref.collection.name, path),
        markdown: markdownOf(ref),
      }),
      /** This version is the one there now. */
      current: after !== null && current !== undefined && sameBytes(after, current),
      deleted: after === null,
    })),
  };
}

/** "2026-11-25 14:05" of an ISO date, for a restore's commit message. */
export const minuteOf = (date: string) => date.slice(0, 16).replace('T', ' ');

/**
 * An undo refused because a file it would take back changed after the change undone (a later edit is never taken
 * back along with it), or undefined when every file is as that change left it.
 */
export function undoRefusal(
  c: Context,
  reader: EntryReader,
  subject: string,
  after: ReadonlyMap<string, Uint8Array | null>,
  now: (file: string) => Uint8Array | null | undefined,
): Response | undefined {
  const changedSince = [...after.keys()].filter((file) => !sameBytes(now(file), after.get(file)));
  if (!changedSince.length) return undefined;
  return c.json(
    {
      error: `Not undone: ${changedSince.map((f) => fileNamed(reader, f)).join(', ')} changed after “${subject}”. Use the entry's history to restore an earlier version.`,
    },
    409,
  );
}
