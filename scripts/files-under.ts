import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `path`, recursively, as full paths in sorted order; `path` itself when it is a file; none when missing. */
export function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
