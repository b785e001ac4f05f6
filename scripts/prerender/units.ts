import { createHash } from 'node:crypto';
import type { CompressionKind } from '../precompress.ts';
import type { StaticFile } from '../static-output.ts';
import type { Redirect } from '../../schema/routes.ts';

/**
 * One piece of pre-render work, done by one worker thread, whose outputs depend only on the inputs its hash covers.
 * - page: renders a route to <path>/index.html (compressed) from its data file;
 * - not-found: renders 404.html;
 * - compress: compresses a file the bundler wrote (not in the build state: the bundle is rebuilt as a whole; its
 *   compressed copies are kept by their bytes, scripts/kept-compression.ts).
 * Paths in units are relative: `data` to the project, `file` to the output folder.
 */
export type Unit =
  | { kind: 'page'; key: string; path: string; data: string }
  | { kind: 'not-found'; key: string; data: string }
  | { kind: 'compress'; key: string; file: string; compression: CompressionKind };

/** What a worker reports for a unit: its input hash and the files it wrote (undefined: unchanged, nothing written). */
export interface UnitResult {
  key: string;
  hash: string;
  outputs?: string[];
  /** The CSP hashes of a document's inline style elements (each page carries the rules it uses: its own text). */
  styles?: string[];
}

/** What the compile thread hands back: each page's address and data file, and the static extras. */
export interface CompiledContent {
  pages: { path: string; data: string }[];
  extras: StaticFile[];
  /** The aliases, for the host files written once the pages are rendered (scripts/static-output.ts hostFiles). */
  redirects: Redirect[];
}

export interface WorkerSetup {
  root: string;
  outDir: string;
  /** The layout data file every page renders with, relative to the project. */
  layout: string;
  /** Hash of the code and configuration that made the renderer bundle: part of every page's input hash. */
  codeHash: string;
}

export type WorkerRequest = { units: Unit[]; previous: (string | undefined)[] };
export type WorkerReply = { results: UnitResult[]; rendered: number } | { error: string };

export const hashOf = (...parts: (string | Buffer)[]): string => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex').slice(0, 32);
};
