import { readFile, stat } from 'node:fs/promises';

/** What a path is on disk: a file's size and modification time, or nothing (missing, or not a file). */
export interface FileInfo {
  size: number;
  mtimeMs: number;
}

/**
 * Remembers for a short while what each path is on disk, so that a busy server does not ask the file system
 * for the same files on every request; a rebuilt site is seen within `ttlMs`. Bounded: when full, it starts over.
 */
export class FileInfoCache {
  private readonly entries = new Map<string, { until: number; info: FileInfo | undefined }>();
  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 20_000,
  ) {}

  async get(path: string): Promise<FileInfo | undefined> {
    const now = Date.now();
    const hit = this.entries.get(path);
    if (hit && hit.until > now) return hit.info;
    const s = await stat(path).catch(() => undefined);
    const info = s?.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : undefined;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(path, { until: now + this.ttlMs, info });
    return info;
  }

  forget(path: string): void {
    this.entries.delete(path);
  }
}

/**
 * The bytes of small files, kept while their size and modification time stay the same, least recently used
 * first out beyond `maxBytes`. Reading a whole file opens and closes its descriptor before anything is sent.
 */
export class FileContentCache {
  private readonly entries = new Map<string, { info: FileInfo; body: Buffer }>();
  private bytes = 0;
  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The file's bytes as of `info`; undefined if the file on disk is no longer that (it changed meanwhile). */
  async get(path: string, info: FileInfo): Promise<Buffer | undefined> {
    const hit = this.entries.get(path);
    if (hit && hit.info.size === info.size && hit.info.mtimeMs === info.mtimeMs) {
      this.entries.delete(path);
      this.entries.set(path, hit);
      return hit.body;
    }
    const body = await readFile(path).catch(() => undefined);
    if (!body || body.length !== info.size) return undefined;
    this.remove(path);
    if (body.length <= this.maxBytes) {
      this.entries.set(path, { info, body });
      this.bytes += body.length;
      for (const [oldest, entry] of this.entries) {
        if (this.bytes <= this.maxBytes) break;
        this.entries.delete(oldest);
        this.bytes -= entry.body.length;
      }
    }
    return body;
  }

  forget(path: string): void {
    this.remove(path);
  }

  private remove(path: string): void {
    const old = this.entries.get(path);
    if (!old) return;
    this.entries.delete(path);
    this.bytes -= old.body.length;
  }
}
