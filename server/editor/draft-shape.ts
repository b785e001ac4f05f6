/**
 * The owner's draft as it is kept, wherever that is (a file beside the request database on the site's server,
 * server/editor/drafts.ts; a row of D1 on Cloudflare Pages, d1-drafts.ts): its changes, how one is added, and how
 * an entry is read from a change's text. Nothing here needs a disk.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { z } from 'zod';
import { EntryReader } from './entry-refs.ts';

/** A file that comes with a change: its path under the content folder and where its bytes wait. */
const DraftFile = z.strictObject({
  file: z.string().min(1),
  /** Relative to the draft's folder (data/editor-draft-files/...). */
  held: z.string().min(1),
});
export type DraftFile = z.infer<typeof DraftFile>;

export const DraftChange = z.strictObject({
  /** The entry's file under the content folder ("makes/hyundai.yaml"). */
  file: z.string().min(1),
  collection: z.string().min(1),
  slug: z.string().optional(),
  /** The version of the file on disk the change was made from; null when there was no file (a new entry). */
  base: z.string().nullable(),
  /** The file's text as the change leaves it; null when the change deletes it. */
  text: z.string().nullable(),
  files: z.array(DraftFile).default([]),
  /** Files under the content folder that leave with a deleted entry (the pictures no other entry shows). */
  removes: z.array(z.string().min(1)).default([]),
  /** When the change was last saved to the draft (ISO 8601). */
  saved: z.string(),
});
export type DraftChange = z.input<typeof DraftChange>;

/** A picture uploaded into the draft: its address, its size, and its files (the picture, then its versions). */
const DraftPicture = z.strictObject({
  src: z.string().min(1),
  width: z.number(),
  height: z.number(),
  files: z.array(DraftFile).min(1),
  saved: z.string(),
});
export type DraftPicture = z.infer<typeof DraftPicture>;

/** A picture of the site deleted in the draft: its address and its files (the picture, then its versions). */
const DraftPictureDelete = z.strictObject({
  src: z.string().min(1),
  files: z.array(z.string().min(1)).min(1),
  saved: z.string(),
});
export type DraftPictureDelete = z.infer<typeof DraftPictureDelete>;

export const DraftSchema = z.strictObject({
  version: z.literal(1),
  changes: z.array(DraftChange),
  pictures: z.array(DraftPicture).default([]),
  pictureDeletes: z.array(DraftPictureDelete).default([]),
});
export type Draft = z.infer<typeof DraftSchema>;

export const EMPTY_DRAFT: Draft = { version: 1, changes: [], pictures: [], pictureDeletes: [] };

/** A short name of the draft as it is now: publishing checks that the owner publishes what he looked at. */
export const draftRevision = (draft: Draft) =>
  createHash('sha256').update(JSON.stringify(draft)).digest('hex').slice(0, 16);

/** The draft with a change added, or replacing the change of the same file (keeping its place and its files). */
export function withChange(draft: Draft, change: DraftChange): Draft {
  const at = draft.changes.findIndex((c) => c.file === change.file);
  const files = [...(at >= 0 ? draft.changes[at]!.files : []), ...(change.files ?? [])];
  const next = { ...DraftChange.parse(change), files: [...new Map(files.map((f) => [f.file, f])).values()] };
  const changes = [...draft.changes];
  if (at >= 0) changes[at] = next;
  else changes.push(next);
  return { ...draft, changes };
}

/** Reads an entry from one text (a draft's version of its file) as the editor reads entries from disk. */
export class TextReader extends EntryReader {
  constructor(
    contentDir: string,
    private readonly only: string,
  ) {
    super(contentDir);
  }
  text(): string {
    return this.only;
  }
  protected names(): string[] {
    return [];
  }
}

/** Entries wherever they are kept, with the names of a folder's files (the disk, a snapshot of the repository). */
interface ListedEntries {
  readonly contentDir: string;
  text(file: string): string | undefined;
  names(dir: string): string[];
}

/**
 * The entries as the editor lists them with the draft: its new entries among them, its changed entries named as the
 * draft has them; an entry deleted in the draft is listed until the draft is published (the site still shows it).
 */
export class DraftReader extends EntryReader {
  constructor(
    private readonly store: ListedEntries,
    private readonly changes: readonly DraftChange[],
  ) {
    super(store.contentDir);
  }
  text(file: string): string | undefined {
    return this.changes.find((c) => c.file === file)?.text ?? this.store.text(file);
  }
  protected names(dir: string): string[] {
    const added = this.changes.filter((c) => c.base === null && posix.dirname(c.file) === dir);
    return [...new Set([...this.store.names(dir), ...added.map((c) => posix.basename(c.file))])];
  }
}
