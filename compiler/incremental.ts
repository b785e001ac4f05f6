/**
 * The compiler kept warm between saves: each compile remembers what it made (compiler/memo.ts), so that the next one
 * reads, parses and checks again only the files that changed (by size and time on disk, or given as a change), runs
 * each file's share of the cross-file checks again only for those files (or for all when what the check reads of the
 * rest changed: the pages, the pictures, the shop's phone), and makes again only the pages whose inputs changed. The
 * names and copied-words checks keep each collection's result while its entries are unchanged; the other checks over
 * the whole content (offers, towns) run each time, over data already parsed.
 * A save is compiled once: the compile after it takes the gate's result when the files on disk are what the gate
 * saw, the change with exactly its bytes (`sameOnDisk`, compiler/seen-source.ts), and the change's files are the
 * newest as they were to the gate (`sameOrder`).
 * The result is the same as `compile()`'s of the same content (tests/unit/compiler/incremental.property.test.ts).
 */
import { posix } from 'node:path';
import { compile, type CompileResult } from './compile.ts';
import type { ContentSource, SourceEntry } from './content-source.ts';
import { fileSource } from './file-source.ts';
import { KeptValues } from './memo.ts';
import { seenSource, type SeenSource } from './seen-source.ts';
import { buildDate } from './build-date.ts';

/** A change: file path under the content folder -> its new text or bytes, or null when the file is removed. */
export type Change = ReadonlyMap<string, string | Uint8Array | null>;

/** The paths of a change as project-relative paths, refused when one leads outside the content folder. */
function changedPaths(contentDir: string, change: Change): Map<string, Uint8Array | null> {
  const out = new Map<string, Uint8Array | null>();
  for (const [file, value] of change) {
    const path = posix.normalize(posix.join(contentDir, file));
    if (file.startsWith('/') || file.includes('\\') || !path.startsWith(`${contentDir}/`))
      throw new Error(`Not a content file: ${file}`);
    out.set(path, typeof value === 'string' ? new TextEncoder().encode(value) : value);
  }
  return out;
}

/** `base` as it would be with `changed` applied (project-relative paths; null removes). A changed file is the newest. */
export function changedSource(
  base: ContentSource,
  changed: ReadonlyMap<string, Uint8Array | null>,
  now = Date.now(),
): ContentSource {
  /** Folder -> the names the change adds (with whether each is a folder) or removes. */
  const added = new Map<string, Map<string, boolean>>();
  const removed = new Set<string>();
  for (const [path, bytes] of changed) {
    if (bytes === null) {
      removed.add(path);
      continue;
    }
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      const names = added.get(dir) ?? new Map<string, boolean>();
      added.set(dir, names);
      names.set(parts[i]!, i < parts.length - 1);
    }
  }
  /** Each folder's listing, made once (the loader lists a collection's folder, then every folder for unread files). */
  const lists = new Map<string, SourceEntry[] | undefined>();
  const list = (dir: string) => {
    const listed = base.list(dir);
    const extra = added.get(dir);
    if (!listed && !extra) return undefined;
    const entries = new Map<string, SourceEntry>();
    for (const e of listed ?? []) if (!removed.has(`${dir}/${e.name}`)) entries.set(e.name, e);
    for (const [name, folder] of extra ?? []) entries.set(name, { name, folder });
    return [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  };
  return {
    list(dir) {
      if (!lists.has(dir)) lists.set(dir, list(dir));
      return lists.get(dir)?.slice();
    },
    stat(file) {
      if (!changed.has(file)) return base.stat(file);
      const bytes = changed.get(file);
      return bytes ? { size: bytes.length, modified: now, version: bytes } : undefined;
    },
    read(file) {
      if (!changed.has(file)) return base.read(file);
      return changed.get(file) ?? undefined;
    },
  };
}

/**
 * Whether the files of a change, the newest (at `now`) to a check that saw the other files with the times `others`,
 * are in the same place among them with their times on disk: then the checks that put the older file first (of two
 * with the same name, the newer is the copy) find the same. The gate's files all have one time, so they are in
 * the order of their names; on disk they must be too, each newer than every other file.
 */
function sameOrder(
  disk: ContentSource,
  changed: ReadonlyMap<string, Uint8Array | null>,
  now: number,
  others: readonly number[],
): boolean {
  const newest = others.reduce((a, b) => Math.max(a, b), -Infinity);
  if (!(now > newest)) return false;
  const files = [...changed].filter(([, bytes]) => bytes !== null).map(([file]) => file);
  files.sort((a, b) => a.localeCompare(b));
  let before = newest;
  for (const file of files) {
    const modified = disk.stat(file)?.modified;
    if (modified === undefined || !(modified > newest) || modified < before) return false;
    before = modified;
  }
  return true;
}

export class IncrementalCompiler {
  private readonly kept = new KeptValues();
  /** The last check: what it saw, its change, when it ran and what it found. */
  private checked?: {
    seen: SeenSource;
    changed: Map<string, Uint8Array | null>;
    now: number;
    result: CompileResult;
  };

  constructor(
    readonly root: string,
    readonly contentDir = 'content',
    private readonly options: {
      /** As `compile()`'s: default BUILD_DATE, else today. */ today?: string;
      /** The clock a check runs at (ms since 1970): a changed file is as new as that. Default the system's. */
      now?: () => number;
    } = {},
  ) {}

  /**
   * The content on disk now, with its pages: what the site is built from. After a check of the change just saved,
   * the check's result, when the files on disk are what it saw (the save's compile is not done twice).
   */
  compile(): CompileResult {
    const result = this.checkedResult() ?? compile(this.root, this.contentDir, this.compileOptions());
    this.kept.sweep();
    return result;
  }

  /**
   * The content as it would be after `change` (the gate before a save): every problem, the pages' budget included,
   * for the pages the change reaches. The files on disk are not touched; what is made is kept for the compile after
   * the save.
   */
  check(change: Change): CompileResult {
    const changed = changedPaths(this.contentDir, change);
    const now = (this.options.now ?? Date.now)();
    const seen = seenSource(changedSource(fileSource(this.root), changed, now));
    const result = compile(this.root, this.contentDir, { ...this.compileOptions(), source: seen });
    this.checked = { seen, changed, now, result };
    return result;
  }

  private compileOptions() {
    return { today: this.options.today, memo: this.kept };
  }

  /** The last check's result when the content on disk is what it checked, on the day it checked; taken once. */
  private checkedResult(): CompileResult | undefined {
    const checked = this.checked;
    this.checked = undefined;
    const site = checked?.result.site;
    if (!checked || !site) return undefined;
    const today = this.options.today ?? buildDate(process.env.BUILD_DATE, site.content.site.timeZone);
    if (today !== site.today) return undefined;
    const disk = fileSource(this.root);
    if (!checked.seen.sameOnDisk(disk, checked.changed)) return undefined;
    if (!sameOrder(disk, checked.changed, checked.now, checked.seen.timesSeen(checked.changed))) return undefined;
    return checked.result;
  }

  /** How many values are kept (for tests: a removed file's are dropped). */
  get keptValues(): number {
    return this.kept.size;
  }
}

const warm = new Map<string, IncrementalCompiler>();

/** The one warm compiler of a content folder, shared by the gate and the rebuild of the site's server. */
export function warmCompiler(root: string, contentDir = 'content'): IncrementalCompiler {
  const key = `${root}\0${contentDir}`;
  let compiler = warm.get(key);
  if (!compiler) warm.set(key, (compiler = new IncrementalCompiler(root, contentDir)));
  return compiler;
}
