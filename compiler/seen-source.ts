/**
 * A content source that notes what a compile saw of it: each folder's listing and each file's size and time (a
 * file read is noted as its size and time). `sameOnDisk()` tells later whether the files on disk give the compile
 * the same content: every folder lists the same, every file is unchanged, and each file the compile saw with given
 * bytes (an edit checked before it was saved) now has exactly those bytes on disk.
 */
import type { ContentSource } from './content-source.ts';

export interface SeenSource extends ContentSource {
  /** Whether `disk` gives what was seen, the files of `given` with exactly their bytes (null: no such file). */
  sameOnDisk(disk: ContentSource, given: ReadonlyMap<string, Uint8Array | null>): boolean;
  /** The times of the files seen that are not in `given` (where known). */
  timesSeen(given: ReadonlyMap<string, unknown>): number[];
}

const listed = (entries: ReturnType<ContentSource['list']>) =>
  entries ? entries.map((e) => `${e.name}${e.folder ? '/' : ''}`).join('\n') : undefined;
type Stat = ReturnType<ContentSource['stat']>;
const sameStat = (a: Stat, b: Stat) => a?.size === b?.size && a?.modified === b?.modified;
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | null) =>
  a === undefined || b === null
    ? a === undefined && b === null
    : Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

export function seenSource(source: ContentSource): SeenSource {
  const lists = new Map<string, string | undefined>();
  const stats = new Map<string, Stat>();
  const note = (file: string) => {
    if (!stats.has(file)) stats.set(file, source.stat(file));
  };
  return {
    list(dir) {
      const entries = source.list(dir);
      lists.set(dir, listed(entries));
      return entries;
    },
    stat(file) {
      note(file);
      return stats.get(file);
    },
    read(file) {
      note(file);
      return source.read(file);
    },
    sameOnDisk(disk, given) {
      for (const [dir, seen] of lists) if (listed(disk.list(dir)) !== seen) return false;
      for (const [file, seen] of stats) {
        const bytes = given.get(file);
        if (bytes === undefined ? !sameStat(disk.stat(file), seen) : !sameBytes(disk.read(file), bytes)) return false;
      }
      return true;
    },
    timesSeen(given) {
      return [...stats].flatMap(([file, s]) => (given.has(file) || s?.modified === undefined ? [] : [s.modified]));
    },
  };
}
