/**
 * The pages of entries a build takes from the last one (scripts/compile-cache.ts keeps them between builds): a page
 * whose inputs have the same prints (compiler/prints.ts) as when the last build made it, and whose data file that
 * build wrote is still there as it wrote it, is not made again. Its route is taken from the store, its head and data
 * are read back from its data file only if asked for (the emit of a build over its own generated folder does not ask:
 * the file is the same). The page budget is not measured again: the last build measured the same text, and a build
 * with a problem keeps nothing.
 */
import type { CompiledPage } from '../schema/page-data.ts';
import type { RouteEntry } from '../schema/routes.ts';
import type { Memo } from './memo.ts';
import type { Prints } from './prints.ts';

/** A page as the last build made it: the print of its inputs, its route, and the hash of its data file's text. */
export interface KeptPage {
  print: string;
  route: RouteEntry;
  /** The hash (compiler/text-hash.ts) of its data file's text, once measured. */
  hash?: string;
}

/** The data files of the generated folder, as the last build wrote them (scripts/compile-cache.ts). */
export interface GeneratedFiles {
  /** Whether the file (relative to the generated folder) is there, as the last build wrote it with this hash. */
  intact(dataFile: string, hash: string): boolean;
  /** Its text. */
  read(dataFile: string): string;
}

export class KeptPages implements Memo {
  /** The pages this compile made or took, by address: what the next build is given. */
  readonly now = new Map<string, KeptPage>();
  /** The addresses of the pages taken (never asked for their data by the compile itself). */
  private readonly takenAt = new Set<string>();

  constructor(
    private readonly before: ReadonlyMap<string, KeptPage>,
    private readonly prints: Prints,
    private readonly files: GeneratedFiles,
    /** What every page is measured with besides its own inputs (the layout's data, in the page budget). */
    private readonly shared: string,
    /** Told of each page taken, with the hash of its data file's text. */
    private readonly onTaken: (path: string, hash: string) => void = () => {},
  ) {}

  /** A page of an entry (`page:<address>`, compiler/page-data/pages.ts): taken when its inputs are the same. */
  get<T>(key: string, inputs: readonly unknown[], make: (before: T | undefined) => T): T {
    if (!key.startsWith('page:')) return make(undefined);
    const path = key.slice('page:'.length);
    const print = this.prints.of([key, this.shared, ...inputs]);
    if (print === undefined) return make(undefined);
    const kept = this.before.get(path);
    if (kept?.print === print && kept.hash && this.files.intact(kept.route.dataFile, kept.hash)) {
      this.now.set(path, kept);
      this.takenAt.add(path);
      this.onTaken(path, kept.hash);
      return readBack(kept.route, () => this.files.read(kept.route.dataFile)) as T;
    }
    const made = make(undefined) as CompiledPage;
    this.now.set(path, { print, route: made.route });
    return made as T;
  }

  /** How many pages were taken from the last build. */
  get takenCount(): number {
    return this.takenAt.size;
  }

  /** Whether the page at `path` was taken from the last build (its budget was measured then). */
  wasTakenAt(path: string): boolean {
    return this.takenAt.has(path);
  }
}

/** A page whose head and data are read from its data file when first asked for. */
function readBack(route: RouteEntry, read: () => string): CompiledPage {
  let file: Pick<CompiledPage, 'head' | 'data'> | undefined;
  const load = () => (file ??= JSON.parse(read()) as Pick<CompiledPage, 'head' | 'data'>);
  return {
    route,
    get head() {
      return load().head;
    },
    get data() {
      return load().data;
    },
  };
}
