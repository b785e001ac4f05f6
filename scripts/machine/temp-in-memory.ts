import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

/** The file system type of a memory-backed folder (Linux's TMPFS_MAGIC). */
const TMPFS = 0x01021994;
/** Free space the tests' temporary files need at their peak (project clones, builds, browser profiles), with margin. */
const NEEDED_BYTES = 4 * 2 ** 30;

/**
 * A folder in memory for the tests' temporary files (content copies, project clones and their builds, databases,
 * browser profiles), when the machine has a memory-backed /dev/shm with room for them; otherwise undefined and the
 * tests use the system's temporary folder. The tests create and delete tens of thousands of small files: on this
 * kind of disk (ext4, see docs/decisions/009-prerender-in-workers.md, "The disk this was measured on") creating a
 * file soon after many were deleted costs a search of the recently freed ones, which made system time half of the
 * unit tests' CPU. `remove()` deletes the folder and everything left in it.
 */
export function tempInMemory(base = '/dev/shm'): { dir: string; remove(): void } | undefined {
  try {
    const fs = statfsSync(base);
    if (fs.type !== TMPFS || fs.bavail * fs.bsize < NEEDED_BYTES) return undefined;
    const dir = mkdtempSync(join(base, 'kessler-site-tests-'));
    return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch {
    return undefined;
  }
}
