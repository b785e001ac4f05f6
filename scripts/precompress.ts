import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/**
 * Files the server sends compressed: a .br is written beside each (and a .gz beside the hashed bundle files), so that
 * a browser's request is never compressed on the fly. A client without brotli gets a page gzipped by the server
 * (nginx's `gzip on`; `npm start` once per file, kept in memory: server/node/static-files.ts).
 */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|ico)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

/**
 * Hashed bundle files are few, cached for a year and kept between builds: the best brotli (quality 11) and gzip 9.
 * Pages and the other files the build writes are many and made anew: brotli alone.
 */
export type CompressionKind = 'asset' | 'page';

/**
 * The brotli window for a file: no larger than the file, since a larger one finds no more matches but costs its
 * table (the 4 MB default made every small file pay for a 4 MB table). Never below 16: a 16-bit window is written
 * in one header bit, smaller ones in seven.
 */
const windowBits = (bytes: number) => Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes + 1))));

const brotli = (raw: Buffer, quality: number, lgwin: number) =>
  brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: lgwin,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });

/**
 * Pages and data: quality 5 with a 64 KB window (brotli's fast chained matcher) at any size. Measured over this
 * site's 173 pages and data files (6.6 MB) on 2026-11-26 in CPU time (the machine was loaded: wall time was noise),
 * docs/decisions/009-prerender-in-workers.md: quality 9 gave 1,384 KB for 207 ms, 7 1,389 KB for 168 ms, 6 1,394 KB
 * for 158 ms, 5 1,403 KB for 142 ms (1.4 % larger for a third less time), 4 1,490 KB for 96 ms (7.7 % larger);
 * a 256 KB or 1 MB window gave no smaller files. Compression was then half of a page's cost in the build.
 */
const brotliPage = (raw: Buffer) => brotli(raw, 5, 16);

/**
 * The settings each kind is compressed with, in words: part of the name a compressed copy is kept under between
 * builds (scripts/kept-compression.ts), so that a change of settings here makes new copies.
 */
export const COMPRESSION_SETTINGS: Record<CompressionKind, string> = {
  asset: 'brotli 11 window by size, gzip 9 memLevel 8',
  page: 'brotli 5 window 16',
};

/** The compressed copies of a file. */
export interface Compressed {
  br: Buffer;
  /** Only for hashed bundle files (`asset`). */
  gz?: Buffer;
}

/**
 * The .br (and for a bundle file the .gz) bytes of a file, or undefined when it is too small to be worth
 * compressing.
 *
 * Pages have no .gz: every browser asks for brotli, and gzip 4 of every page was a fifth of the render's CPU and one
 * file in three it wrote (10,000 pages of the synthetic project on a memory-backed disk, three alternating clean
 * builds each, 2026-11-27: render CPU 25.2-26.9 s with it, 20.5-21.2 s without; docs/decisions/009).
 */
export function compress(raw: Buffer, kind: CompressionKind): Compressed | undefined {
  if (raw.length < MIN_BYTES) return undefined;
  if (kind === 'page') return { br: brotliPage(raw) };
  // memLevel 8: a few bytes smaller than 9 for the minified bundle; made once per code change, at level 9.
  return { br: brotli(raw, 11, windowBits(raw.length)), gz: gzipSync(raw, { level: 9, memLevel: 8 }) };
}

/** The compressed copies `compress()` makes of a file of this size and kind (their names), without making them. */
export function compressedNames(file: string, size: number, kind: CompressionKind): string[] {
  if (!COMPRESSIBLE.test(file) || size < MIN_BYTES) return [];
  return kind === 'asset' ? [`${file}.br`, `${file}.gz`] : [`${file}.br`];
}

/**
 * Whether this build writes the compressed copies of its pages (and of the files made with them: 404.html, the
 * sitemap and the other extras). Not for Cloudflare Pages, whose build sets `CF_PAGES=1` (a local build for
 * `wrangler pages deploy` says `--for-cloudflare-pages`): Pages compresses what it sends at its edge and never sends
 * a `.br` as an encoding, so the copies would only be files more. At 10,000 pages they are 10,000 files (the Free
 * plan takes 20,000 a site) and half the render's CPU (docs/decisions/009-prerender-in-workers.md, "A build for
 * Cloudflare Pages writes no compressed copy of a page"). The hashed bundle files keep theirs: they are few, and kept
 * between builds with the bundle.
 */
export function pageCopiesWanted(argv: readonly string[], env: Record<string, string | undefined>): boolean {
  return !argv.includes('--for-cloudflare-pages') && env.CF_PAGES !== '1';
}

const made = new Set<string>();

/** Makes a file's folder once per thread, not once per file (every recursive mkdir walks the whole path again). */
function madeFolderOf(file: string): void {
  const dir = dirname(file);
  if (made.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  made.add(dir);
}

/**
 * Writes a file and, when it is compressible and large enough, its compressed copies beside it. Returns the files
 * written (for the build cache's list of outputs).
 */
export function writeWithCompressed(file: string, raw: Buffer, kind: CompressionKind): string[] {
  // A folder is made once per thread (about 0.8 ms a page at 10,000 pages when it was made for every file).
  madeFolderOf(file);
  writeFileSync(file, raw);
  return [file, ...writeCompressed(file, raw, kind)];
}

/**
 * Writes a file with no compressed copy (a page built for Cloudflare Pages, `pageCopiesWanted`), and removes a copy
 * an earlier build left beside it. Returns the file.
 */
export function writeAlone(file: string, raw: Buffer): string[] {
  madeFolderOf(file);
  writeFileSync(file, raw);
  removeCopies(file);
  return [file];
}

/** Removes the compressed copies beside a file, if there are any. */
export function removeCopies(file: string): void {
  // Looked for first: rmSync of a file that is not there throws inside, three times the cost of the look.
  for (const copy of [`${file}.br`, `${file}.gz`]) if (existsSync(copy)) rmSync(copy);
}

/**
 * Writes only the compressed copies of a file already in place; returns the files written. `made` gives them when
 * they are already made (kept from an earlier build).
 */
export function writeCompressed(
  file: string,
  raw: Buffer,
  kind: CompressionKind,
  made: (raw: Buffer, kind: CompressionKind) => ReturnType<typeof compress> = compress,
): string[] {
  const packed = COMPRESSIBLE.test(file) ? made(raw, kind) : undefined;
  if (!packed) return [];
  writeFileSync(`${file}.br`, packed.br);
  if (!packed.gz) {
    // A .gz an earlier build wrote beside a page would be served to clients without brotli in place of the new text.
    // Looked for first: rmSync of a file that is not there throws inside, three times the cost of the look.
    if (existsSync(`${file}.gz`)) rmSync(`${file}.gz`);
    return [`${file}.br`];
  }
  writeFileSync(`${file}.gz`, packed.gz);
  return [`${file}.br`, `${file}.gz`];
}

/** How a bundle file is compressed: hashed assets at the best quality, the rest (icons, manifest) as pages. */
export const kindOf = (file: string): CompressionKind => (/[\\/]assets[\\/]/.test(file) ? 'asset' : 'page');

/** Every compressible file under a folder (its compressed copies excluded), for compressing what the bundler wrote. */
export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}
