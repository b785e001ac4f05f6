import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compress, COMPRESSION_SETTINGS, type CompressionKind } from './precompress.ts';
import { writeWhole } from './write-whole.ts';

/**
 * The compressed copies of the bundle's files, kept between builds under a hash of their bytes and of the settings
 * (`node_modules/.cache/build-compressed` of the project, which copies of the project sharing its node_modules share
 * too): brotli 11 of the bundle took about 0.5 s of CPU in every build that bundled, for files whose bytes had not
 * changed since the last. A copy is the bytes `compress()` made for the same input and settings, so what is served
 * is the same; a copy is written whole (a temporary file renamed), so that builds running at the same time never
 * read half of one.
 */
export const keptCompressionDir = (root: string) => join(root, 'node_modules/.cache/build-compressed');

/** Copies not made or used for this long are removed by `pruneKeptCompression`. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** `compress(raw, kind)`, taken from `dir` when an earlier build made it, else made and kept there. */
export function keptCompression(dir: string, raw: Buffer, kind: CompressionKind): ReturnType<typeof compress> {
  const name = createHash('sha256').update(COMPRESSION_SETTINGS[kind]).update('\0').update(raw).digest('hex');
  const br = join(dir, `${name.slice(0, 32)}.br`);
  const gz = join(dir, `${name.slice(0, 32)}.gz`);
  try {
    // The .br is written last: when it is there, so is the .gz of a kind that has one.
    const kept = readFileSync(br);
    return kind === 'asset' ? { br: kept, gz: readFileSync(gz) } : { br: kept };
  } catch {
    // not kept yet (or only half: made again)
  }
  const packed = compress(raw, kind);
  if (!packed) return undefined;
  mkdirSync(dir, { recursive: true });
  if (packed.gz) writeWhole(gz, packed.gz);
  writeWhole(br, packed.br);
  return packed;
}

/** Removes the copies no build made or read for a week (a copy read is marked by its access time being set). */
export function pruneKeptCompression(dir: string, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = join(dir, name);
    const s = statSync(file, { throwIfNoEntry: false });
    if (s && now - Math.max(s.mtimeMs, s.atimeMs) > KEEP_MS) rmSync(file, { force: true });
  }
}
