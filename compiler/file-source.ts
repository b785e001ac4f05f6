import type { ContentSource, SourceEntry } from './content-source.ts';

/**
 * The content as it is on disk under `root` (the project folder). node:fs is loaded when a file source is made, not
 * when this module is imported, so that the compiler's modules bundle for a Worker, which has no file system and
 * reads the content through `memorySource` instead.
 */
/** How long a file must have been unchanged for its stamp to be trusted (ms). */
const SETTLED_MS = 2000;

export function fileSource(root: string): ContentSource {
  const fs = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  const at = (path: string) => join(root, path);
  const stat = (path: string) => {
    try {
      return fs.statSync(at(path), { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
  };
  return {
    list: (dir) => {
      if (!stat(dir)?.isDirectory()) return undefined;
      return fs
        .readdirSync(at(dir), { withFileTypes: true })
        .map((e): SourceEntry => ({
          name: e.name,
          folder: e.isDirectory() || (e.isSymbolicLink() && !!stat(`${dir}/${e.name}`)?.isDirectory()),
        }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    stat: (file) => {
      const s = stat(file);
      if (!s?.isFile()) return undefined;
      // A file changed in the last moments may be changed again within the same tick of the file system's clock,
      // keeping its times: it has no stamp until it has been still for a while.
      const settled = Math.max(s.mtimeMs, s.ctimeMs) < Date.now() - SETTLED_MS;
      return {
        size: s.size,
        modified: s.mtimeMs,
        ...(settled && { stamp: `${s.ino} ${s.size} ${s.mtimeMs} ${s.ctimeMs}` }),
      };
    },
    read: (file) => {
      try {
        return fs.readFileSync(at(file));
      } catch {
        return undefined; // no such file, or a folder
      }
    },
  };
}
