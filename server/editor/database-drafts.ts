/**
 * The owner's draft where there is no disk (the editor on Cloudflare Pages): one row of the back office's database
 * (D1, the table editor_drafts) per site, holding the draft as the site's server keeps it in its file
 * (draft-shape.ts). Every change is made on the draft as read, and only if no other request changed it meanwhile
 * (the row's revision is compared in the same statement); otherwise it is read again and made again.
 *
 * A picture uploaded into the draft waits in the same database: a D1 row holds at most 2 MB, so its bytes are kept
 * as base64 text in parts of a million characters (the table editor_draft_files, by site and the name the draft
 * gives the picture's file, `held`). The parts and the draft that names them are written in one transaction, and
 * the same transaction removes the parts no picture of the draft names any more: the draft and its bytes never
 * disagree, and a picture taken out, published or discarded leaves nothing behind.
 */
import type { SqlDatabase, Statement } from '../requests/sql.ts';
import { base64, fromBase64 } from '../base64.ts';
import {
  DraftSchema,
  EMPTY_DRAFT,
  draftRevision,
  withChange,
  type Draft,
  type DraftChange,
  type DraftPicture,
  type DraftPictureDelete,
} from './draft-shape.ts';

/** Changes tried again after another request changed the draft at the same moment. */
const ATTEMPTS = 5;
/** Base64 characters in one row: a million, half of D1's 2 MB row. */
const PART_CHARS = 1_000_000;

/** What is taken out of the draft at once (a publish takes its entries, pictures and pictures' deletes). */
interface Taken {
  files?: readonly string[];
  pictures?: readonly string[];
  pictureDeletes?: readonly string[];
}

export class DatabaseDrafts {
  /** `site`: whose draft ("owner/name#branch"), so two sites sharing a database keep their own. */
  constructor(
    private readonly db: SqlDatabase,
    private readonly site: string,
  ) {}

  private async row(): Promise<{ draft: Draft; revision: string | undefined }> {
    const [row] = await this.db.all({
      sql: 'SELECT draft, revision FROM editor_drafts WHERE site = ?',
      args: [this.site],
    });
    if (!row) return { draft: EMPTY_DRAFT, revision: undefined };
    return { draft: DraftSchema.parse(JSON.parse(String(row.draft))), revision: String(row.revision) };
  }

  async read(): Promise<Draft> {
    return (await this.row()).draft;
  }

  async changes(): Promise<DraftChange[]> {
    return (await this.read()).changes;
  }

  async pictures(): Promise<DraftPicture[]> {
    return (await this.read()).pictures;
  }

  async pictureDeletes(): Promise<DraftPictureDelete[]> {
    return (await this.read()).pictureDeletes;
  }

  /** How many items wait: changes of entries, pictures uploaded and pictures deleted. */
  async count(): Promise<number> {
    const draft = await this.read();
    return draft.changes.length + draft.pictures.length + draft.pictureDeletes.length;
  }

  /** The change of one file, if the draft has one. */
  async change(file: string): Promise<DraftChange | undefined> {
    return (await this.changes()).find((c) => c.file === file);
  }

  /** The same short name of the draft as the site's server gives (draftRevision). */
  async revision(): Promise<string> {
    return draftRevision(await this.read());
  }

  /** Adds a change or replaces the change of the same file. */
  put(change: DraftChange): Promise<void> {
    return this.update((draft) => withChange(draft, change));
  }

  /** Takes the changes of these files out of the draft. */
  drop(files: readonly string[]): Promise<void> {
    return this.take({ files });
  }

  /** Takes entries' changes, pictures and pictures' deletes out of the draft at once, with the pictures' bytes. */
  take({ files = [], pictures = [], pictureDeletes = [] }: Taken): Promise<void> {
    return this.update((draft) => ({
      ...draft,
      changes: draft.changes.filter((c) => !files.includes(c.file)),
      pictures: draft.pictures.filter((p) => !pictures.includes(p.src)),
      pictureDeletes: draft.pictureDeletes.filter((p) => !pictureDeletes.includes(p.src)),
    }));
  }

  /** Empties the draft, and the pictures' bytes with it. */
  clear(): Promise<void> {
    return this.update(() => EMPTY_DRAFT);
  }

  /**
   * Adds a picture uploaded into the draft, with its files' bytes (under the content folder: "static/media/van.jpg").
   * Each file is held under a name of its own ("<random>/van.jpg"), so that a picture uploaded again never meets the
   * bytes of one taken out.
   */
  async putPicture(picture: Omit<DraftPicture, 'files'>, files: ReadonlyMap<string, Uint8Array>): Promise<void> {
    const folder = [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const held = [...files].map(([file, bytes]) => ({
      file,
      held: `${folder}/${file.slice(file.lastIndexOf('/') + 1)}`,
      text: base64(bytes),
    }));
    const entry: DraftPicture = { ...picture, files: held.map(({ file, held }) => ({ file, held })) };
    await this.update(
      (draft) => ({ ...draft, pictures: [...draft.pictures.filter((p) => p.src !== picture.src), entry] }),
      held,
    );
  }

  /** Adds the delete of a picture of the site (once: a second delete of it keeps the first). */
  putPictureDelete(deleted: DraftPictureDelete): Promise<void> {
    return this.update((draft) =>
      draft.pictureDeletes.some((p) => p.src === deleted.src)
        ? draft
        : { ...draft, pictureDeletes: [...draft.pictureDeletes, deleted] },
    );
  }

  /** Every file these pictures of the draft add (under the content folder), with its bytes. */
  async filesOf(pictures: readonly Pick<DraftPicture, 'files'>[]): Promise<Map<string, Uint8Array>> {
    const files = new Map<string, Uint8Array>();
    for (const f of pictures.flatMap((p) => p.files)) files.set(f.file, await this.bytes(f.held));
    return files;
  }

  /** The bytes held under `held`. */
  async bytes(held: string): Promise<Uint8Array> {
    const parts = await this.db.all({
      sql: 'SELECT data FROM editor_draft_files WHERE site = ? AND held = ? ORDER BY part',
      args: [this.site, held],
    });
    if (!parts.length) throw new Error(`A picture of the draft has no bytes: ${held}`);
    return fromBase64(parts.map((p) => String(p.data)).join(''));
  }

  /** About how many bytes of pictures the draft holds (from their base64 length). */
  async heldBytes(): Promise<number> {
    const [row] = await this.db.all({
      sql: 'SELECT COALESCE(SUM(LENGTH(data)), 0) AS chars FROM editor_draft_files WHERE site = ?',
      args: [this.site],
    });
    return Math.floor((Number(row?.chars ?? 0) * 3) / 4);
  }

  /**
   * Changes the draft as read, in one transaction with the bytes of the pictures it adds (`held`) and without the
   * bytes of the pictures it no longer names; read again and made again when another request changed it meanwhile.
   */
  private async update(
    change: (draft: Draft) => Draft,
    held: readonly { held: string; text: string }[] = [],
  ): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { draft, revision } = await this.row();
      const next = DraftSchema.parse(change(draft));
      const nextRevision = draftRevision(next);
      const args = [JSON.stringify(next), nextRevision];
      const write: Statement = revision
        ? {
            sql: 'UPDATE editor_drafts SET draft = ?, revision = ? WHERE site = ? AND revision = ?',
            args: [...args, this.site, revision],
          }
        : {
            sql: 'INSERT INTO editor_drafts (draft, revision, site) VALUES (?, ?, ?) ON CONFLICT (site) DO NOTHING',
            args: [...args, this.site],
          };
      // Written only when the row is now this draft: never bytes that no draft names.
      const parts: Statement[] = held.flatMap(({ held: name, text }) =>
        Array.from({ length: Math.max(1, Math.ceil(text.length / PART_CHARS)) }, (_, part) => ({
          sql:
            'INSERT INTO editor_draft_files (site, held, part, data) SELECT ?, ?, ?, ? ' +
            'WHERE EXISTS (SELECT 1 FROM editor_drafts WHERE site = ? AND revision = ?)',
          args: [
            this.site,
            name,
            part,
            text.slice(part * PART_CHARS, (part + 1) * PART_CHARS),
            this.site,
            nextRevision,
          ],
        })),
      );
      const forget: Statement = {
        sql:
          'DELETE FROM editor_draft_files WHERE site = ? AND held NOT IN (' +
          "SELECT json_extract(f.value, '$.held') FROM editor_drafts d, json_each(d.draft, '$.pictures') p, " +
          "json_each(p.value, '$.files') f WHERE d.site = ?)",
        args: [this.site, this.site],
      };
      await this.db.batch([write, ...parts, forget]);
      if ((await this.row()).revision === nextRevision) return;
    }
    throw new Error('The draft kept changing while it was being saved');
  }
}
