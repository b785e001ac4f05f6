/**
 * Where the compiler reads content from. The build reads the file system (`fileSource`, file-source.ts); a Worker
 * or a browser holds the content as a map of paths (`memorySource`). Paths are relative to the project and use
 * "/" ("content/services/oil-change.yaml"); a folder is named without a trailing slash ("content/static/media").
 */
export interface SourceEntry {
  name: string;
  folder: boolean;
}

export interface ContentSource {
  /** A folder's entries sorted by name, or undefined when there is no such folder. */
  list(dir: string): SourceEntry[] | undefined;
  /**
   * A file's size in bytes (and when it last changed, where that is known), or undefined when there is no such file.
   * `stamp`, where given, changes whenever the file's bytes do (its inode, size and times on disk, once it has been
   * still for a moment): a file with the stamp it had at the last build is taken as it was, without being read.
   */
  stat(file: string): { size: number; modified?: number; version?: unknown; stamp?: string } | undefined;
  /** A file's bytes, or undefined when there is no such file. */
  read(file: string): Uint8Array | undefined;
}

const byName = (a: SourceEntry, b: SourceEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Content held in memory: project-relative path -> the file's text or bytes, or null for a file known by its name
 * only (a picture: the compiler lists pictures, it never reads them). Folders are the paths' parents.
 */
export function memorySource(files: ReadonlyMap<string, string | Uint8Array | null>): ContentSource {
  const folders = new Map<string, Map<string, SourceEntry>>();
  for (const path of files.keys()) {
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      const entries = folders.get(dir) ?? new Map<string, SourceEntry>();
      folders.set(dir, entries);
      entries.set(parts[i]!, { name: parts[i]!, folder: i < parts.length - 1 });
    }
  }
  const bytes = (file: string): Uint8Array | null | undefined => {
    const value = files.get(file);
    return typeof value === 'string' ? new TextEncoder().encode(value) : value;
  };
  return {
    list: (dir) => {
      const entries = folders.get(dir === '.' ? '' : dir);
      return entries && [...entries.values()].sort(byName);
    },
    stat: (file) => {
      const value = bytes(file);
      return value === undefined ? undefined : { size: value?.length ?? 0 };
    },
    read: (file) => {
      const value = bytes(file);
      if (value === null) throw new Error(`${file} is known by its name only: its bytes are not held`);
      return value;
    },
  };
}
