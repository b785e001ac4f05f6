import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Whether `file` exists and may be run. */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of `names` found on `PATH`, as an absolute path, like the shell's `command -v`. */
export function findOnPath(names: readonly string[], path = process.env.PATH ?? ''): string | undefined {
  const dirs = path.split(delimiter).filter(Boolean);
  for (const name of names) {
    for (const dir of dirs) {
      const file = join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return undefined;
}
