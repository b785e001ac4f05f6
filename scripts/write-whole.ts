import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes a file whole: into a temporary file of a name no other writer uses (this process, a random part: the
 * worker threads of one build share a process), then renamed into place, so that a build or thread reading it at
 * the same time sees the old file or the new one, never half of one.
 */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
