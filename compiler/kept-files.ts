/**
 * What a compile keeps of each content file for the next build (scripts/compile-cache.ts stores it between builds):
 * for a file that loaded without a problem, its data, its checked entry and the positions of its fields that were
 * asked for, under the file's name and a hash of its bytes. A file is taken from it only with exactly the same name,
 * bytes and collection, by the same compiler (the store is dropped when the compiler's code changed); every other
 * file is read, parsed and checked again. What is kept depends on nothing but the file: every check across files,
 * every page and every problem of another file is made again from it each time.
 */
import type { Location } from './problems.ts';
import type { LoadedFile } from './loaders/types.ts';
import type { FieldPath } from './positions.ts';

/** One file as it loaded: a pure function of its name, bytes and collection. */
export interface FileRecord {
  data: unknown;
  body: string;
  bodyLine: number;
  /** The collection's entry made of it (its data as its schema gives it back). */
  entry: unknown;
  /** `locate()`'s answers asked for so far, by "k" or "v" (key or value preferred) and the field path as JSON. */
  positions: Map<string, Location>;
  /** `fieldAt()`'s answers asked for so far, by "line:column". */
  fields: Map<string, string>;
}

/** A file's record with what it is the record of. */
export interface KeptFile {
  hash: string;
  collection: string;
  record: FileRecord;
}

export class KeptFiles {
  /** What this compile used or made, by file: what the next build is given. */
  readonly now = new Map<string, KeptFile>();
  /** How many files were taken from what the last build kept. */
  reused = 0;

  constructor(
    /** What the last build kept. */
    private readonly before: ReadonlyMap<string, KeptFile>,
    /** A hash of a file's bytes. */
    private readonly hash: (bytes: Uint8Array) => string,
  ) {}

  /** The record of `file` with exactly these bytes in `collection`, if kept; `keep` keeps the one made instead. */
  slot(file: string, bytes: Uint8Array, collection: string): { record?: FileRecord; keep: (r: FileRecord) => void } {
    const hash = this.hash(bytes);
    const kept = this.before.get(file);
    const keep = (record: FileRecord) => void this.now.set(file, { hash, collection, record });
    if (kept && kept.hash === hash && kept.collection === collection) {
      this.now.set(file, kept);
      this.reused++;
      return { record: kept.record, keep };
    }
    return { keep };
  }
}

/**
 * `positions` (a file's own lookups) answering from the record first and noting each new answer in it. Each answer
 * is a copy: a problem may be given its location and change it.
 */
export function keptPositions(
  record: FileRecord,
  positions: Pick<LoadedFile, 'locate' | 'fieldAt'>,
): Pick<LoadedFile, 'locate' | 'fieldAt'> {
  return {
    locate: (path: FieldPath, preferKey?: boolean) => {
      const key = `${preferKey ? 'k' : 'v'}${JSON.stringify(path)}`;
      let at = record.positions.get(key);
      if (!at) record.positions.set(key, (at = positions.locate(path, preferKey)));
      return { ...at };
    },
    fieldAt: (line: number, column: number) => {
      const key = `${line}:${column}`;
      let field = record.fields.get(key);
      if (field === undefined) record.fields.set(key, (field = positions.fieldAt(line, column)));
      return field;
    },
  };
}
