/**
 * What a compile keeps of each content file for the next build (scripts/compile-cache.ts stores it between builds):
 * for a file that loaded without a problem, its data, its checked entry and the positions of its fields that were
 * asked for, under the file's name and a hash of its bytes. A file is taken from it only with exactly the same name,
 * bytes and collection, by the same compiler (the store is dropped when the compiler's code changed); every other
 * file is read, parsed and checked again. Beside what depends on the file alone, a record keeps what a check found
 * in the file (`found`) under the shared values the check read with it (the shop's phone, the site's addresses, the
 * pictures): taken again only when those are the same, found again otherwise.
 */
import type { Location } from './problems.ts';
import type { LoadedFile } from './loaders/types.ts';
import type { FieldPath } from './positions.ts';
import { KeptPages, type GeneratedFiles, type KeptPage } from './kept-pages.ts';
import type { Prints } from './prints.ts';

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
  /**
   * What each check found in the file, by the check's name: with the shared values it was found with (as one
   * string), so that it is taken again only with the same.
   */
  found?: Map<string, { inputs: string; value: unknown }>;
}

/** A file's record with what it is the record of. */
export interface KeptFile {
  hash: string;
  collection: string;
  record: FileRecord;
  /** The file's stamp on disk when it had these bytes (`ContentSource.stat`), if it had one. */
  stamp?: string;
}

export class KeptFiles {
  /** What this compile used or made, by file: what the next build is given. */
  readonly now = new Map<string, KeptFile>();
  /** How many files were taken from what the last build kept. */
  reused = 0;
  /** How many of a check's findings in a file were taken from what the last build kept, and how many made. */
  reusedFindings = 0;
  madeFindings = 0;
  /** The records this compile added to or made: the others are stored again as they were read. */
  private readonly changed = new WeakSet<FileRecord>();
  /**
   * The generated files (compiler/emit.ts) the last build wrote, and those this one writes: each file's path -> the
   * hash of its text, its size and its time as written, so that a file whose text and stamp on disk are the same is
   * not read to compare.
   */
  readonly generated: { before: ReadonlyMap<string, string>; now: Map<string, string> };

  /** The pages of entries this compile made or took (compiler/kept-pages.ts), once it has. */
  pages?: KeptPages;
  /**
   * Page address -> the hash of its data file's text (compiler/data-file-text.ts), as this compile measured it for
   * the page budget or the last build wrote it (a page taken): the emit keeps a file stamped with it as it is.
   */
  readonly textHashes = new Map<string, string>();

  constructor(
    /** What the last build kept. */
    private readonly before: ReadonlyMap<string, KeptFile>,
    /** A hash of a file's bytes. */
    private readonly hash: (data: Uint8Array | string) => string,
    /** The generated files the last build wrote (`generated.before`). */
    generatedBefore: ReadonlyMap<string, string> = new Map(),
    /**
     * The pages of entries the last build made, and its data files as they are now: without them, every page is
     * made.
     */
    private readonly lastPages?: { pages: ReadonlyMap<string, KeptPage>; files: GeneratedFiles },
  ) {
    this.generated = { before: generatedBefore, now: new Map() };
  }

  /**
   * The memo of the pages of entries for this compile (compiler/kept-pages.ts): it takes a page from the last build
   * when the prints of its inputs and the `shared` text are the same. Undefined when there is no last build's pages.
   */
  keepPages(prints: Prints, shared: string): KeptPages | undefined {
    if (!this.lastPages) return undefined;
    const taken = (path: string, hash: string) => this.textHashes.set(path, hash);
    return (this.pages = new KeptPages(this.lastPages.pages, prints, this.lastPages.files, shared, taken));
  }

  /**
   * What the emit after this compile is given (compiler/emit.ts): the stamps of the files the last emit wrote, the
   * hashes of the pages' data files' texts, and the pages whose data files were found as the last emit wrote them.
   */
  emitOptions() {
    return {
      stamps: this.generated,
      hashes: this.textHashes,
      intact: (path: string) => !!this.pages?.wasTakenAt(path),
    };
  }

  /** Notes the text of a page's data file, as the compile made it (`textHashes`; the page kept for the next build). */
  measured(path: string, text: string): void {
    const hash = this.digest(text);
    this.textHashes.set(path, hash);
    const page = this.pages?.now.get(path);
    if (page && !this.pages?.wasTakenAt(path)) page.hash = hash;
  }

  /**
   * The record of `file` in `collection` when its stamp on disk is the one it had when kept: its bytes are then
   * those it was kept with, and it need not be read.
   */
  stamped(file: string, stamp: string | undefined, collection: string): FileRecord | undefined {
    const kept = this.before.get(file);
    if (stamp === undefined || kept?.stamp !== stamp || kept.collection !== collection) return undefined;
    this.now.set(file, kept);
    this.reused++;
    return kept.record;
  }

  /**
   * The record of `file` with exactly these bytes in `collection`, if kept; `keep` keeps the one made instead. The
   * file's stamp on disk (`stamp`) is kept with it for the next build.
   */
  slot(
    file: string,
    bytes: Uint8Array,
    collection: string,
    stamp?: string,
  ): { record?: FileRecord; keep: (r: FileRecord) => void } {
    const hash = this.hash(bytes);
    const kept = this.before.get(file);
    const keep = (record: FileRecord) => {
      this.changed.add(record);
      this.now.set(file, { hash, collection, record, ...(stamp !== undefined && { stamp }) });
    };
    if (kept && kept.hash === hash && kept.collection === collection) {
      // The same bytes under another stamp (the file was written again, or copied): kept under the new one.
      this.now.set(
        file,
        kept.stamp === stamp ? kept : { hash, collection, record: kept.record, ...(stamp !== undefined && { stamp }) },
      );
      this.reused++;
      return { record: kept.record, keep };
    }
    return { keep };
  }

  /** The hashes of the long shared values findings were made with. */
  private readonly longInputs = new Map<string, string>();

  private remember(inputs: string): string {
    const hash = `#${this.digest(inputs)}`;
    this.longInputs.set(inputs, hash);
    return hash;
  }

  /** A hash of a text: what a long shared value (every page's address) is kept as. */
  digest(text: string): string {
    return this.hash(text);
  }

  /** Whether a record is as the last build kept it (it may be stored again as it was read). */
  unchanged(record: FileRecord): boolean {
    return !this.changed.has(record);
  }

  /** Notes that a record gained something (a position asked for, a check's finding). */
  touched(record: FileRecord): void {
    this.changed.add(record);
  }

  /**
   * What the check `check` finds in `file` with the shared values `inputs` (everything besides the file it reads,
   * written as one string): taken from the file's record when found with the same values before, else `find()`'s,
   * kept. A file without a record (one that did not load) is checked each time. The value is kept as it is: it is
   * never changed by whoever takes it.
   */
  found<T>(file: string, check: string, inputs: string, find: () => T): T {
    const record = this.now.get(file)?.record;
    if (!record) return find();
    // A long value (every picture served, with its size and time) is kept as its hash, made once per value.
    if (inputs.length > 64) inputs = this.longInputs.get(inputs) ?? this.remember(inputs);
    const kept = record.found?.get(check);
    if (kept && kept.inputs === inputs) {
      this.reusedFindings++;
      return kept.value as T;
    }
    const value = find();
    this.madeFindings++;
    (record.found ??= new Map()).set(check, { inputs, value });
    this.touched(record);
    return value;
  }
}

/**
 * `positions` (a file's own lookups) answering from the record first and noting each new answer in it (`touched`).
 * Each answer is a copy: a problem may be given its location and change it.
 */
export function keptPositions(
  record: FileRecord,
  positions: Pick<LoadedFile, 'locate' | 'fieldAt'>,
  touched: () => void,
): Pick<LoadedFile, 'locate' | 'fieldAt'> {
  return {
    locate: (path: FieldPath, preferKey?: boolean) => {
      const key = `${preferKey ? 'k' : 'v'}${JSON.stringify(path)}`;
      let at = record.positions.get(key);
      if (!at) {
        record.positions.set(key, (at = positions.locate(path, preferKey)));
        touched();
      }
      return { ...at };
    },
    fieldAt: (line: number, column: number) => {
      const key = `${line}:${column}`;
      let field = record.fields.get(key);
      if (field === undefined) {
        record.fields.set(key, (field = positions.fieldAt(line, column)));
        touched();
      }
      return field;
    },
  };
}
