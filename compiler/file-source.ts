import type { ContentSource, SourceEntry } from './content-source.ts';

/**
 * The content as it is on disk under `root` (the project folder). node:fs is loaded when a file source is made, not
 * when this module is imported, so that the compiler's modules bundle for a Worker, which has no file system and
 * reads the content through `memorySource` instead.
 */
export function fileSource(root: string): ContentSource {
  const fs = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  const at = (path: string) => join(root, path);
  const stat = (path: string) => {
    try {
      return fs.statSync(at(path));
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
      return s?.isFile() ? { size: s.size, modified: s.mtimeMs } : undefined;
    },
    read: (file) => (stat(file)?.isFile() ? fs.readFileSync(at(file)) : undefined),
  };
}
