import type { Content } from '../../schema/collections.ts';
import type { LoadResult } from '../load-content.ts';
import type { Problem } from '../problems.ts';
import type { LoadedFile } from '../loaders/index.ts';
import { eachKept, noMemo, type Memo } from '../memo.ts';

/** What every cross-file check reads: all valid content, every file, and the site's addresses. */
export interface CheckContext extends LoadResult {
  content: Content;
  /** Every page path of the site. */
  paths: Set<string>;
  /** Alias path -> the page it redirects to. */
  aliases: Map<string, string>;
  /** Section ids per page path. */
  anchorsOf: (path: string) => readonly string[];
  /** The page a content file is the page of, if any. */
  pageOfFile: (file: string) => string | undefined;
  /** The files served as they are (pictures, video): their folder ("content/static") and their site paths ("/media/hero.svg"). */
  served: {
    dir: string;
    paths: ReadonlySet<string>;
    /** A served file's bytes by its site path, or undefined when it is not there or known by its name only. */
    read: (path: string) => Uint8Array | undefined;
    /** Each served file's path, size and time: another when a file is added, removed or replaced. */
    stamp: string;
  };
  /** What the last compile found, kept (compiler/memo.ts); none when absent. */
  memo?: Memo;
}

export type Check = (ctx: CheckContext) => Problem[];

/** `olderFirst`'s order of each list it was given: a compile's lists are its own, so the order is its files' times. */
const sortedLists = new WeakMap<readonly unknown[], readonly unknown[]>();

/**
 * Entries of a collection, the older file first: of two files with the same words, the newer is the copy. Sorted
 * once per compile and list (several checks ask), each file's time looked up once.
 */
export function olderFirst<T extends { file: string }>(ctx: CheckContext, entries: readonly T[]): readonly T[] {
  const sorted = sortedLists.get(entries);
  if (sorted) return sorted as readonly T[];
  const timed = entries.map((e) => ({ e, modified: ctx.files.get(e.file)?.modified ?? 0 }));
  timed.sort((a, b) => a.modified - b.modified || a.e.file.localeCompare(b.e.file));
  const made = timed.map((t) => t.e);
  sortedLists.set(entries, made);
  return made;
}

/**
 * What a check finds in each file, in the order of `ctx.files`: found again only when the file changed or one of
 * `inputs` (whatever else of the content the check reads for that file, each written as a string) is another. Kept
 * between compiles of the warm compiler (`ctx.memo`) and between builds in each file's record (`ctx.kept`).
 */
export function eachFileKept<T>(
  ctx: CheckContext,
  check: string,
  inputs: (file: LoadedFile) => readonly (string | undefined)[],
  findIn: (file: LoadedFile) => T,
): T[] {
  const { kept } = ctx;
  // The inputs are mostly the same shared values file after file (the pictures served): written as one string once
  // for as long as they are.
  let last: { inputs: readonly (string | undefined)[]; text: string } | undefined;
  const written = (values: readonly (string | undefined)[]) => {
    const same = last && last.inputs.length === values.length && last.inputs.every((v, i) => v === values[i]);
    if (!same) last = { inputs: values, text: JSON.stringify(values) };
    return last!.text;
  };
  const find = kept
    ? (file: LoadedFile) => kept.found(file.file, check, written(inputs(file)), () => findIn(file))
    : findIn;
  return eachKept(
    ctx.memo ?? noMemo,
    check,
    ctx.files.values(),
    (file) => file.file,
    (file) => [file, ...inputs(file)],
    find,
  );
}

/** A check's problems file by file (`eachFileKept`), in the order of `ctx.files`. */
export function eachFile(
  ctx: CheckContext,
  check: string,
  inputs: (file: LoadedFile) => readonly (string | undefined)[],
  problemsIn: (file: LoadedFile) => Problem[],
): Problem[] {
  return eachFileKept(ctx, check, inputs, problemsIn).flat();
}
