/**
 * The content files the editor reads and writes on disk (the site's server, `npm run edit`): entries as
 * entry-refs.ts finds them, files written whole or not at all.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { EntryError, EntryReader } from './entry-refs.ts';

export {
  EntryError,
  collectionNamed,
  entryRef,
  fileOf,
  pageOf,
  versionOf,
  type Entry,
  type EntrySummary,
} from './entry-refs.ts';

export class ContentStore extends EntryReader {
  readonly dir: string;
  constructor(
    readonly root: string,
    contentDir = 'content',
  ) {
    super(contentDir);
    this.dir = resolve(root, contentDir);
  }

  /** The absolute path of a content file, refused if it would leave the content folder. */
  path(file: string): string {
    const abs = resolve(this.dir, file);
    if (!abs.startsWith(this.dir + sep)) throw new EntryError(400, 'Not a content file');
    return abs;
  }

  /** The file names in a folder under the content folder ([] when there is none). */
  names(dir: string): string[] {
    const abs = join(this.dir, dir);
    return existsSync(abs) ? readdirSync(abs) : [];
  }

  /** The file's bytes, or undefined when it is not there. */
  bytes(file: string): Uint8Array | undefined {
    const abs = this.path(file);
    return existsSync(abs) ? readFileSync(abs) : undefined;
  }

  text(file: string): string | undefined {
    const abs = this.path(file);
    return existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  }

  /** Removes a content file (nothing when it is not there). */
  remove(file: string): void {
    rmSync(this.path(file), { force: true });
  }

  /** Writes a file whole or not at all (a temporary file renamed over it). */
  write(file: string, text: string | Uint8Array): void {
    const abs = this.path(file);
    mkdirSync(dirname(abs), { recursive: true });
    const temporary = `${abs}.${process.pid}.saving`;
    writeFileSync(temporary, text);
    renameSync(temporary, abs);
  }
}
