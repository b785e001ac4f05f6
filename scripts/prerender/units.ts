import { createHash } from 'node:crypto';
import type { CompressionKind } from '../precompress.ts';
import type { StaticFile } from '../static-output.ts';
import type { Redirect } from '../../schema/routes.ts';

/**
 * One piece of pre-render work, done by one worker thread, whose outputs depend only on the inputs its hash covers.
 * - page: renders a route to <path>/index.html (compressed) from its data file;
 * - not-found: renders 404.html;
 * - stylesheet: writes the whole stylesheet as a file (compressed), for pages the server renders after a save
 *   (server/style-policy.ts);
 * - compress: compresses a file the bundler wrote (not in the build state: the bundle is rebuilt as a whole; its
 *   compressed copies are kept by their bytes, scripts/kept-compression.ts).
 * Paths in units are relative: `data` to the project, `file` to the output folder.
 */
export type Unit =
  | { kind: 'page'; key: string; path: string; data: string; dataHash?: string }
  | { kind: 'not-found'; key: string; data: string; dataHash?: string }
  | { kind: 'stylesheet'; key: string }
  | { kind: 'compress'; key: string; file: string; compression: CompressionKind };

/** What a worker reports for a unit: its input hash and the files it wrote (undefined: unchanged, nothing written). */
export interface UnitResult {
  key: string;
  hash: string;
  outputs?: string[];
  /** The CSP hashes of a document's inline style elements (each page carries the rules it uses: its own text). */
  styles?: string[];
}

/**
 * What the compile thread hands back: each page's address, data file and the hash of its text (compiler/text-hash.ts),
 * the not-found page's, and the static extras.
 */
export interface CompiledContent {
  pages: { path: string; data: string; dataHash?: string }[];
  notFound: { data: string; dataHash?: string };
  extras: StaticFile[];
  /** The aliases, for the host files written once the pages are rendered (scripts/static-output.ts hostFiles). */
  redirects: Redirect[];
  /** The simple-icons logos the content names (compiler/compile.ts). */
  logos: string[];
}

export interface WorkerSetup {
  root: string;
  outDir: string;
  /** The layout data file every page renders with, relative to the project. */
  layout: string;
  /**
   * Hash of the code and configuration that made the renderer bundle, and of whether pages get compressed copies:
   * part of every page's input hash (a build for another host writes every page again).
   */
  codeHash: string;
  /** Hash of the code alone (the same bundle whichever host the pages are for): what the learnt tags are kept for. */
  bundleCode: string;
  /** Whether pages get their compressed copies (scripts/precompress.ts `pageCopiesWanted`). */
  pageCopies: boolean;
}

export type WorkerRequest = { units: Unit[]; previous: (string | undefined)[] };
export type WorkerReply = { results: UnitResult[]; rendered: number } | { error: string };

export const hashOf = (...parts: (string | Buffer)[]): string => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex').slice(0, 32);
};

/**
 * A page's input hash: the renderer's code, the layout data (its hash), the page's address (none for the not-found
 * page) and its data file (the hash of its text, compiler/text-hash.ts, which the compile knows: the build finds a
 * page unchanged without reading its file). The server's rebuild after a save uses it too (server/editor/live-build.ts).
 */
export const pageHash = (codeHash: string, layoutHash: string, path: string | undefined, dataHash: string): string =>
  path === undefined ? hashOf(codeHash, layoutHash, dataHash) : hashOf(codeHash, layoutHash, path, dataHash);
