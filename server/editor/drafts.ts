/**
 * The owner's draft: changes to entries that wait, unpublished, until the owner has looked at them and publishes
 * them together (one gate over all of them, one commit), or discards them. It is kept in one JSON file
 * (data/editor-draft.json beside the request database, never in content/ nor in git), written whole or not at all,
 * so it survives a reload of the editor and a restart of the server. Each change remembers the version of the file
 * it was made from: a file changed on disk since then is a conflict, never overwritten.
 *
 * A change may carry files besides its entry's text: each names the file it becomes under the content folder and
 * where its bytes wait until the draft is published (`held`, a path under the draft's own folder). A change that
 * deletes its entry names the files that leave with it (`removes`: the pictures no other entry shows). A picture
 * uploaded into the draft waits as one item of its own (`pictures`): its file and sized versions, held the same way.
 * A picture deleted in the draft waits as one too (`pictureDeletes`): its files leave the content when it is published.
 * Carried and held files are checked and committed with the draft, and removed with it when it is discarded.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve, sep } from 'node:path';
import {
  DraftSchema,
  EMPTY_DRAFT,
  draftRevision,
  withChange,
  type Draft,
  type DraftChange,
  type DraftFile,
  type DraftPicture,
  type DraftPictureDelete,
} from './draft-shape.ts';

export {
  DraftReader,
  TextReader,
  type DraftChange,
  type DraftPicture,
  type DraftPictureDelete,
} from './draft-shape.ts';
import { namesPicture } from './picture-index.ts';

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

  changes(): Draft['changes'] {
    return this.read().changes;
  }

  pictures(): DraftPicture[] {
    return this.read().pictures;
  }

  pictureDeletes(): DraftPictureDelete[] {
    return this.read().pictureDeletes;
  }

  /** How many items wait: changes of entries, pictures uploaded and pictures deleted. */
  count(): number {
    const draft = this.read();
    return draft.changes.length + draft.pictures.length + draft.pictureDeletes.length;
  }

  /** The change of one file, if the draft has one. */
  change(file: string): Draft['changes'][number] | undefined {
    return this.changes().find((c) => c.file === file);
  }

  /** The draft's pictures that `text` names (an entry's text): they are published with it. */
  picturesNamedIn(text: string): DraftPicture[] {
    return this.pictures().filter((p) => namesPicture(text, p.src));
  }

  /** Every file a picture of the draft adds, with its bytes. */
  filesOf(pictures: readonly Pick<DraftPicture, 'files'>[]): Map<string, Uint8Array> {
    return new Map(pictures.flatMap((p) => p.files.map((f) => [f.file, readFileSync(this.held(f))] as const)));
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
    for (const c of gone) this.forget(c.files);
  }

  /**
   * Keeps the bytes of files a change will add (a picture and its versions) in the draft's folder, each in a folder
   * of its own: what the draft will carry for them.
   */
  hold(files: ReadonlyMap<string, Uint8Array>): DraftFile[] {
    const folder = randomBytes(8).toString('hex');
    mkdirSync(join(this.heldDir, folder), { recursive: true });
    return [...files].map(([file, bytes]) => {
      const held = { file, held: `${folder}/${basename(file)}` };
      writeFileSync(this.held(held), bytes);
      return held;
    });
  }

  /** Adds a picture uploaded into the draft. */
  putPicture(picture: DraftPicture): void {
    const draft = this.read();
    this.save({ ...draft, pictures: [...draft.pictures.filter((p) => p.src !== picture.src), picture] });
  }

  /** Takes these pictures out of the draft, with their held files. */
  dropPictures(srcs: readonly string[]): void {
    const draft = this.read();
    this.save({ ...draft, pictures: draft.pictures.filter((p) => !srcs.includes(p.src)) });
    for (const p of draft.pictures) if (srcs.includes(p.src)) this.forget(p.files);
  }

  /** Adds the delete of a picture of the site (once: a second delete of it keeps the first). */
  putPictureDelete(deleted: DraftPictureDelete): void {
    const draft = this.read();
    if (draft.pictureDeletes.some((p) => p.src === deleted.src)) return;
    this.save({ ...draft, pictureDeletes: [...draft.pictureDeletes, deleted] });
  }

  /** Takes the deletes of these pictures out of the draft: the site keeps them. */
  dropPictureDeletes(srcs: readonly string[]): void {
    const draft = this.read();
    this.save({ ...draft, pictureDeletes: draft.pictureDeletes.filter((p) => !srcs.includes(p.src)) });
  }

  /** Empties the draft, and its folder of held files with it: nothing is left behind. */
  clear(): void {
    this.save(EMPTY_DRAFT);
    rmSync(this.heldDir, { recursive: true, force: true });
  }

  /** The absolute path of a carried file's bytes, refused if it would leave the draft's folder. */
  held(f: DraftFile): string {
    const abs = resolve(this.heldDir, f.held);
    if (!abs.startsWith(this.heldDir + sep)) throw new Error(`Not a file of the draft: ${f.held}`);
    return abs;
  }

  /** Removes held files, and the folders they leave empty. */
  private forget(files: readonly DraftFile[]): void {
    for (const f of files) {
      const abs = this.held(f);
      rmSync(abs, { force: true });
      const folder = dirname(abs);
      if (folder !== this.heldDir && existsSync(folder) && !readdirSync(folder).length)
        rmSync(folder, { recursive: true });
    }
  }

  /** Written whole or not at all: a temporary file renamed over the draft. */
  private save(draft: Draft): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.saving`;
    writeFileSync(temporary, JSON.stringify(DraftSchema.parse(draft), null, 1));
    renameSync(temporary, this.path);
  }
}
