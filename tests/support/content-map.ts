import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * The content folder `dir` of `root` as the map a Worker holds (compiler/content-source.ts): every file's
 * bytes by project-relative path, the files under `static/` by name only (or with their bytes, `pictures: 'bytes'`:
 * what building the pages needs, since their sizes are read from them).
 */
export function readContentMap(
  root: string,
  dir = 'content',
  options: { pictures?: 'names' | 'bytes' } = {},
): Map<string, Uint8Array | null> {
  const byName = options.pictures !== 'bytes';
  const files = new Map<string, Uint8Array | null>();
  const walk = (rel: string) => {
    for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = posix.join(rel, e.name);
      if (e.isDirectory()) walk(path);
      else files.set(path, byName && path.startsWith(`${dir}/static/`) ? null : readFileSync(join(root, path)));
    }
  };
  walk(dir);
  return files;
}
