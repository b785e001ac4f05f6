/**
 * The owner's draft where there is no disk (the editor on Cloudflare Pages): one row of the back office's database
 * (D1, the table editor_drafts) per site, holding the draft as the site's server keeps it in its file
 * (draft-shape.ts). Every change is made on the draft as read, and only if no other request changed it meanwhile
 * (the row's revision is compared in the same statement); otherwise it is read again and made again. A draft on
 * Pages holds no picture's bytes: a picture is committed when it is uploaded.
 */
import type { SqlDatabase } from '../requests/sql.ts';
import { DraftSchema, EMPTY_DRAFT, draftRevision, withChange, type Draft, type DraftChange } from './draft-shape.ts';

/** Changes tried again after another request changed the draft at the same moment. */
const ATTEMPTS = 5;

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

  /** How many items wait (on Pages, changes of entries only). */
  async count(): Promise<number> {
    const draft = await this.read();
    return draft.changes.length + draft.pictures.length;
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
    return this.update((draft) => ({ ...draft, changes: draft.changes.filter((c) => !files.includes(c.file)) }));
  }

  /** Empties the draft. */
  clear(): Promise<void> {
    return this.update(() => EMPTY_DRAFT);
  }

  private async update(change: (draft: Draft) => Draft): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { draft, revision } = await this.row();
      const next = DraftSchema.parse(change(draft));
      const args = [JSON.stringify(next), draftRevision(next)];
      const { changes } = revision
        ? await this.db.run({
            sql: 'UPDATE editor_drafts SET draft = ?, revision = ? WHERE site = ? AND revision = ?',
            args: [...args, this.site, revision],
          })
        : await this.db.run({
            sql: 'INSERT INTO editor_drafts (draft, revision, site) VALUES (?, ?, ?) ON CONFLICT (site) DO NOTHING',
            args: [...args, this.site],
          });
      if (changes === 1) return;
    }
    throw new Error('The draft kept changing while it was being saved');
  }
}
