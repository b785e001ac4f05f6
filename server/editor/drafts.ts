/**
 * The owner's draft: changes to entries that wait, unpublished, until the owner has looked at them and publishes
 * them together (one gate over all of them, one commit), or discards them. It is kept in one JSON file
 * (data/editor-draft.json beside the request database, never in content/ nor in git), written whole or not at all,
 * so it survives a reload of the editor and a restart of the server. Each change remembers the version of the file
 * it was made from: a file changed on disk since then is a conflict, never overwritten.
 *
 * A change may carry files besides its entry's text (pictures uploaded while editing it): each names the file it
 * becomes under the content folder and where its bytes wait until the draft is published (`held`, a path under the
 * draft's own folder). They are checked and committed with the change, and removed with it when it is discarded.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import {
  DraftSchema,
  EMPTY_DRAFT,
  draftRevision,
  withChange,
  type Draft,
  type DraftChange,
  type DraftFile,
} from './draft-shape.ts';

export { TextReader, type DraftChange } from './draft-shape.ts';

/** The draft file of a project: data/editor-draft.json. */
export const draftPathOf = (root: string) => join(root, 'data', 'editor-draft.json');

export class DraftStore {
  /** The folder where files of changes wait (pictures): data/editor-draft-files. */
  readonly heldDir: string;
  constructor(readonly path: string) {
    this.heldDir = join(dirname(path), 'editor-draft-files');
  }

  /** The draft as stored; an empty one when there is none. A file that cannot be read is kept aside, never lost. */
  read(): Draft {
    if (!existsSync(this.path)) return EMPTY_DRAFT;
    try {
      return DraftSchema.parse(JSON.parse(readFileSync(this.path, 'utf8')));
    } catch (error) {
      const aside = `${this.path}.unreadable-${Date.now()}`;
      renameSync(this.path, aside);
      console.error(`editor: the draft could not be read (${(error as Error).message}); kept as ${aside}`);
      return EMPTY_DRAFT;
    }
  }

  changes(): DraftChange[] {
    return this.read().changes;
  }

  /** The change of one file, if the draft has one. */
  change(file: string): DraftChange | undefined {
    return this.changes().find((c) => c.file === file);
  }

  /** A short name of the draft as it is now: publishing checks that the owner publishes what he looked at. */
  revision(): string {
    return draftRevision(this.read());
  }

  /** Adds a change or replaces the change of the same file (keeping its place in the list and its files). */
  put(change: DraftChange): void {
    this.save(withChange(this.read(), change));
  }

  /** Takes the changes of these files out of the draft, with the files they carry. */
  drop(files: readonly string[]): void {
    const draft = this.read();
    const [gone, kept] = [
      draft.changes.filter((c) => files.includes(c.file)),
      draft.changes.filter((c) => !files.includes(c.file)),
    ];
    this.save({ ...draft, changes: kept });
    for (const c of gone) for (const f of c.files) rmSync(this.held(f), { force: true });
  }

  /** Empties the draft. */
  clear(): void {
    this.drop(this.changes().map((c) => c.file));
  }

  /** The absolute path of a carried file's bytes, refused if it would leave the draft's folder. */
  held(f: DraftFile): string {
    const abs = resolve(this.heldDir, f.held);
    if (!abs.startsWith(this.heldDir + sep)) throw new Error(`Not a file of the draft: ${f.held}`);
    return abs;
  }

  /** Written whole or not at all: a temporary file renamed over the draft. */
  private save(draft: Draft): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.saving`;
    writeFileSync(temporary, JSON.stringify(DraftSchema.parse(draft), null, 1));
    renameSync(temporary, this.path);
  }
}
