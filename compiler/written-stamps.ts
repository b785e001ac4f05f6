/**
 * The stamp of a generated file (compiler/emit.ts): the hash of the text it was written with, and its size and time
 * on disk after the write. The store keeps the last emit's stamps (compiler/kept-files.ts), so that a file still as
 * it was written is neither read to compare nor written again.
 */
import { statSync } from 'node:fs';

/** The stamp of `file`, just written with the text of hash `hash`. */
export const stampOf = (hash: string, file: string): string => {
  const { size, mtimeMs } = statSync(file);
  return `${hash} ${size} ${mtimeMs}`;
};

/**
 * Whether `file` is on disk as an emit wrote it with the text of hash `hash`: its stamp then (`stamp`) names that
 * hash, and its size and time are still those.
 */
export function stillAsWritten(file: string, stamp: string | undefined, hash: string): boolean {
  if (!stamp?.startsWith(`${hash} `)) return false;
  const stat = statSync(file, { throwIfNoEntry: false });
  return !!stat && stamp === `${hash} ${stat.size} ${stat.mtimeMs}`;
}
