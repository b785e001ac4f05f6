import { pageKinds } from '../schema/page-kinds.ts';
import { basename, extname, posix } from 'node:path';
import type { ContentSource } from './content-source.ts';
import { fileSource } from './file-source.ts';
import { collections, type Collection, type Content } from '../schema/collections.ts';
import { positionsOf, readContentFile, type LoadedFile } from './loaders/index.ts';
import { decodeText, sizeProblem } from './loaders/text.ts';
import { keptPositions, type FileRecord, type KeptFiles } from './kept-files.ts';
import { sharedWith } from './shared-parts.ts';
import { problem, type Problem } from './problems.ts';
import { describeIssue } from './describe-issue.ts';
import { formatPath } from './positions.ts';
import { noMemo, type Memo } from './memo.ts';

/** Files matching a collection pattern in `contentDir`; `*` matches one file name not starting with "_". */
function matchFiles(source: ContentSource, contentDir: string, pattern: string): string[] {
  const dir = posix.dirname(pattern);
  const name = posix.basename(pattern);
  if (!name.includes('*')) return source.stat(posix.join(contentDir, pattern)) ? [pattern] : [];
  const [prefix = '', suffix = ''] = name.split('*');
  return (source.list(posix.join(contentDir, dir)) ?? [])
    .filter((e) => !e.folder)
    .map((e) => e.name)
    .filter((f) => f.startsWith(prefix) && f.endsWith(suffix) && !f.startsWith('_'))
    .sort()
    .map((f) => (dir === '.' ? f : `${dir}/${f}`));
}

export interface LoadResult {
  /** Valid data per collection; a single whose file is invalid is missing from it. */
  content: Partial<Content>;
  /** Every loaded file by its project-relative path. */
  files: Map<string, LoadedFile>;
  /** Slugs of every entry file, valid or not (so one bad file does not make all links to it look broken). */
  slugs: Map<string, Set<string>>;
  /** Which collection each file belongs to. */
  collectionOf: Map<string, Collection>;
  problems: Problem[];
  /**
   * The path of a collection's file as `loadContent` names it (under the content folder it was given):
   * `fileOf('site')` is "content/site.yaml", `fileOf('service', 'oil-change')` "content/services/oil-change.yaml".
   */
  fileOf: (collection: keyof Content, slug?: string) => string;
  /** Where the content was read from: a check may list other files through it (the pictures under `static/`). */
  source: ContentSource;
  /** The content folder, project-relative ("content"). */
  contentDir: string;
  /** What the last build kept of each file, and what this compile keeps (compiler/kept-files.ts), if anything. */
  kept?: KeptFiles;
}

/** The project-relative path of a collection's file in `contentDir` (`slug` fills the `*` of an entry pattern). */
function collectionFile(contentDir: string, collection: keyof Content, slug = '*'): string {
  const c = (collections as readonly Collection[]).find((x) => x.name === collection);
  if (!c) throw new Error(`No collection "${collection}"`);
  return posix.join(contentDir, c.pattern.replace('*', slug));
}

/** Content files, project-relative, under `dir` (pictures and other files served as they are excluded). */
function contentFiles(source: ContentSource, contentDir: string, dir = contentDir): string[] {
  return (source.list(dir) ?? []).flatMap((e) => {
    const rel = posix.join(dir, e.name);
    if (e.folder) return rel === posix.join(contentDir, STATIC_DIR) ? [] : contentFiles(source, contentDir, rel);
    return /\.(ya?ml|md)$/.test(e.name) && !e.name.startsWith('_') ? [rel] : [];
  });
}

/** The folder of content served as it is (pictures, video, the favicon), not read by any collection. */
const STATIC_DIR = 'static';

/**
 * A content file no collection reads would silently be no part of the site (a page written before its kind
 * is registered): each is a problem naming what to do.
 */
function unreadFiles(source: ContentSource, contentDir: string, read: ReadonlyMap<string, LoadedFile>): Problem[] {
  return contentFiles(source, contentDir)
    .filter((file) => !read.has(file))
    .map((file) => {
      const rel = posix.relative(contentDir, file);
      const page = /^pages\/([^/]+)\.yaml$/.exec(rel)?.[1];
      const message =
        page && !Object.hasOwn(pageKinds, page)
          ? `No page kind "${page}" reads this file: register it in schema/page-kinds.ts (its address, e.g. "/${page}") and its schema in schema/pages/index.ts`
          : `No part of the site reads this file: it is not in a folder or under a name the site knows (see the README's table of content files)`;
      return problem('unknown-file', { file, line: 1, column: 1 }, '', message);
    });
}

/** One file read, parsed and checked against its collection's schema: its data (an entry of a collection of entries), or its problems. */
function loadOne(
  source: ContentSource,
  file: string,
  rel: string,
  collection: Collection,
): { loaded: LoadedFile; problems: Problem[]; entry?: unknown } {
  const loaded = readContentFile(source, file);
  if (loaded.problems.length) return { loaded, problems: loaded.problems };
  const result = collection.schema.safeParse(loaded.data ?? {}, { reportInput: true });
  if (result.success)
    return {
      loaded,
      problems: [],
      entry: collection.single
        ? result.data
        : { slug: basename(rel, extname(rel)), file, data: result.data, body: loaded.body },
    };
  const problems: Problem[] = [];
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    for (const key of keys) {
      const path = key === undefined ? issue.path : [...issue.path, key];
      // A refinement may name its own kind of problem (an unsafe address is not a misspelled field).
      const named = (issue as { params?: { problem?: string } }).params?.problem;
      problems.push(
        problem(
          named === 'unsafe-url' ? named : 'schema',
          loaded.locate(path as (string | number)[], key !== undefined),
          formatPath(path as (string | number)[]),
          describeIssue(issue),
        ),
      );
    }
  }
  return { loaded, problems };
}

/**
 * `loadOne()`, taking the file from what the last build kept when its bytes are the same (compiler/kept-files.ts),
 * and keeping a file that loaded without a problem for the next build.
 */
function loadKept(
  source: ContentSource,
  file: string,
  rel: string,
  collection: Collection,
  kept: KeptFiles,
  stat: ReturnType<ContentSource['stat']>,
): { loaded: LoadedFile; problems: Problem[]; entry?: unknown } {
  /** A file taken from its record: its text is read only if a check asks for it (or for a position not kept). */
  const fromRecord = (record: FileRecord, bytes?: Uint8Array) => {
    const { data, body, bodyLine, entry } = record;
    let text = bytes && decodeText(bytes);
    const textOf = () => (text ??= decodeText(source.read(file) ?? new Uint8Array()));
    let positions: ReturnType<typeof positionsOf> | undefined;
    const answers = keptPositions(
      record,
      {
        locate: (path, preferKey) => (positions ??= positionsOf(file, textOf())).locate(path, preferKey),
        fieldAt: (line, column) => (positions ??= positionsOf(file, textOf())).fieldAt(line, column),
      },
      () => kept.touched(record),
    );
    const loaded: LoadedFile = {
      file,
      get text() {
        return textOf();
      },
      data,
      body,
      bodyLine,
      problems: [],
      modified: stat?.modified,
      ...answers,
    };
    return { loaded, problems: [], entry };
  };
  if (stat && !sizeProblem(file, stat.size)) {
    const record = kept.stamped(file, stat.stamp, collection.name);
    if (record) return fromRecord(record);
  }
  const bytes = stat && !sizeProblem(file, stat.size) ? source.read(file) : undefined;
  if (!stat || !bytes) return loadOne(source, file, rel, collection);
  const slot = kept.slot(file, bytes, collection.name, stat.stamp);
  if (slot.record) return fromRecord(slot.record, bytes);
  // The bytes just read, not read again.
  const read: ContentSource = {
    list: (dir) => source.list(dir),
    stat: (f) => source.stat(f),
    read: (f) => (f === file ? bytes : source.read(f)),
  };
  const one = loadOne(read, file, rel, collection);
  if (one.problems.length || one.entry === undefined) return one;
  const { data, body, bodyLine } = one.loaded;
  // The entry made of the parts of the data it equals: the record holds them once (compiler/shared-parts.ts).
  const entry = collection.single
    ? sharedWith(one.entry, data)
    : { ...(one.entry as { data: unknown }), data: sharedWith((one.entry as { data: unknown }).data, data) };
  const record: FileRecord = { data, body, bodyLine, entry, positions: new Map(), fields: new Map() };
  slot.keep(record);
  return {
    ...one,
    entry,
    loaded: { ...one.loaded, ...keptPositions(record, one.loaded, () => kept.touched(record)) },
  };
}

/**
 * Reads and validates every collection of the registry. `root` is the project folder that holds `contentDir`; the
 * files are read from it unless another `source` is given (then `root` is not used).
 */
export function loadContent(
  root: string,
  contentDir = 'content',
  source: ContentSource = fileSource(root),
  memo: Memo = noMemo,
  /** What the last build kept of each file, to take unchanged files from (compiler/kept-files.ts); default none. */
  kept?: KeptFiles,
): LoadResult {
  const content: Record<string, unknown> = {};
  const files = new Map<string, LoadedFile>();
  const slugs = new Map<string, Set<string>>();
  const collectionOf = new Map<string, Collection>();
  const problems: Problem[] = [];

  for (const collection of collections as readonly Collection[]) {
    const matched = matchFiles(source, contentDir, collection.pattern);
    if (collection.single && matched.length === 0) {
      const file = posix.join(contentDir, collection.pattern);
      problems.push(
        problem(
          'missing-file',
          { file, line: 1, column: 1 },
          '',
          `Missing file: ${collection.description} is expected in ${file}`,
        ),
      );
      continue;
    }
    const entries: unknown[] = [];
    slugs.set(collection.name, new Set(matched.map((f) => basename(f, extname(f)))));
    for (const rel of matched) {
      const file = posix.join(contentDir, rel);
      const stat = source.stat(file);
      // A file is read and checked against its schema again only when it changed (size, time, or the text given).
      const one = memo.get(`load:${file}`, [collection, stat?.size, stat?.modified, stat?.version], () =>
        kept ? loadKept(source, file, rel, collection, kept, stat) : loadOne(source, file, rel, collection),
      );
      files.set(file, one.loaded);
      collectionOf.set(file, collection);
      problems.push(...one.problems);
      if (one.entry === undefined) continue;
      if (collection.single) content[collection.name] = one.entry;
      else entries.push(one.entry);
    }
    if (!collection.single) content[collection.name] = entries;
  }
  problems.push(...unreadFiles(source, contentDir, files));
  const fileOf = (collection: keyof Content, slug?: string) => collectionFile(contentDir, collection, slug);
  return {
    content: content as Partial<Content>,
    files,
    slugs,
    collectionOf,
    problems,
    fileOf,
    source,
    contentDir,
    ...(kept && { kept }),
  };
}
