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
 * Pages and data: quality 9 with a 64 KB window (brotli's fast chained matcher) at any size. Measured over this
 * site's pages (2026-11-25, docs/decisions/009-prerender-in-workers.md): as small as quality 9 with the default
 * window and a tenth of its time; smaller and about a third faster than quality 8 over the whole file, which pages
 * over 64 KB had until then; quality 5-7 were 0.4-1.7 % larger for 0-10 % less time.
 */
const brotliPage = (raw: Buffer) => brotli(raw, 9, 16);

/** The .br and .gz bytes of a file, or undefined when it is too small to be worth compressing. */
export function compress(raw: Buffer, kind: CompressionKind): { br: Buffer; gz: Buffer } | undefined {
  if (raw.length < MIN_BYTES) return undefined;
  const br = kind === 'asset' ? brotli(raw, 11, windowBits(raw.length)) : brotliPage(raw);
  // memLevel 9 (the largest deflate state) is a few bytes smaller for pages and data at the same speed, a few
  // bytes larger for the minified bundle. Pages and data at level 6: 0.2 % larger than level 9 at about 17 % less
  // time (gzip is for the few clients without brotli); the bundle, made once per code change, at level 9.
  const gz = kind === 'asset' ? gzipSync(raw, { level: 9, memLevel: 8 }) : gzipSync(raw, { level: 6, memLevel: 9 });
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

/** Writes only the .br and .gz of a file already in place; returns the files written. */
export function writeCompressed(file: string, raw: Buffer, kind: CompressionKind): string[] {
  const packed = COMPRESSIBLE.test(file) ? compress(raw, kind) : undefined;
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
