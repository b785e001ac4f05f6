import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/** Files the server sends compressed: .br and .gz are written beside each, so it never compresses on the fly. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|ico)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

/**
 * Hashed bundle files are few and cached for a year: the best brotli (quality 11). Pages and page data are many.
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
  page: 'brotli 5 window 16, gzip 4 memLevel 9',
};

/** The .br and .gz bytes of a file, or undefined when it is too small to be worth compressing. */
export function compress(raw: Buffer, kind: CompressionKind): { br: Buffer; gz: Buffer } | undefined {
  if (raw.length < MIN_BYTES) return undefined;
  const br = kind === 'asset' ? brotli(raw, 11, windowBits(raw.length)) : brotliPage(raw);
  // memLevel 9 (the largest deflate state) is a few bytes smaller for pages and data at the same speed, a few
  // bytes larger for the minified bundle. Pages and data at level 4 (gzip is for the few clients without brotli),
  // measured with brotli's figures above: level 6 1,481 KB for 73 ms, 5 1,495 KB for 68 ms, 4 1,535 KB for 61 ms
  // (3.6 % larger, 16 % less time), 3 1,604 KB for 51 ms, 1 1,672 KB for 44 ms; the bundle, made once per code
  // change, at level 9.
  const gz = kind === 'asset' ? gzipSync(raw, { level: 9, memLevel: 8 }) : gzipSync(raw, { level: 4, memLevel: 9 });
  return { br, gz };
}

const made = new Set<string>();

/**
 * Writes a file and, when it is compressible and large enough, its .br and .gz beside it. Returns the files
 * written (for the build cache's list of outputs).
 */
export function writeWithCompressed(file: string, raw: Buffer, kind: CompressionKind): string[] {
  const dir = dirname(file);
  // A folder is made once per thread, not once per file: a page's six files share two folders, and every
  // recursive mkdir walks the whole path again (about 0.8 ms a page at 10,000 pages).
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  writeFileSync(file, raw);
  return [file, ...writeCompressed(file, raw, kind)];
}

/**
 * Writes only the .br and .gz of a file already in place; returns the files written. `made` gives them when they are
 * already made (kept from an earlier build).
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
  writeFileSync(`${file}.gz`, packed.gz);
  return [`${file}.br`, `${file}.gz`];
}

/** How a bundle file is compressed: hashed assets at the best quality, the rest (icons, manifest) as pages. */
export const kindOf = (file: string): CompressionKind => (/[\\/]assets[\\/]/.test(file) ? 'asset' : 'page');

/** Every compressible file under a folder (its .br and .gz excluded), for compressing what the bundler wrote. */
export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}
