/**
 * The tests' scratch folder in memory (scripts/machine/temp-in-memory.ts): made only on a memory-backed file system
 * with room, and removed whole.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, statfsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempInMemory } from '../../../scripts/machine/temp-in-memory.ts';

const TMPFS = 0x01021994;
const isTmpfs = (dir: string) => {
  try {
    return statfsSync(dir).type === TMPFS;
  } catch {
    return false;
  }
};

describe('the tests’ temporary folder in memory', () => {
  it('is not made where there is no such folder', () => {
    expect(tempInMemory('/no/such/folder')).toBeUndefined();
  });

  it('is not made on a disk: the project’s own folder is not in memory', () => {
    if (isTmpfs(process.cwd())) return;
    expect(tempInMemory(process.cwd())).toBeUndefined();
  });

  it.runIf(isTmpfs('/dev/shm'))('is a new folder in memory, removed with everything in it', () => {
    const space = tempInMemory('/dev/shm');
    if (!space) return; // less room than the tests need: the system's temporary folder is used
    expect(dirname(space.dir)).toBe('/dev/shm');
    expect(space.dir).toMatch(/kessler-site-tests-/);
    mkdirSync(join(space.dir, 'a/b'), { recursive: true });
    writeFileSync(join(space.dir, 'a/b/c.txt'), 'x');
    space.remove();
    expect(existsSync(space.dir)).toBe(false);
  });
});
