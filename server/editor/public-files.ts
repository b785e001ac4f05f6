/**
 * The public folder (content/static: pictures, video, icons) brought into the served site by the server's rebuild
 * after a save, as the build's bundler copies it: a picture the owner uploaded and published is served at once. A
 * file is copied when it is new, or its size differs from the served copy's, or it is newer than that copy; a file
 * the folder no longer has is removed by the rebuild like any other output it no longer makes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publicFiles, publicSource } from '../../scripts/build-cache.ts';

export interface PublicChanges {
  /** New or changed files (paths as served, relative to the output folder), with their bytes. */
  copied: [string, Buffer][];
  /** Every file of the public folder now, as served. */
  files: string[];
}

export function publicChanges(root: string, outDir: string): PublicChanges {
  const files = publicFiles(root);
  const copied: [string, Buffer][] = [];
  for (const file of files) {
    const source = statSync(publicSource(root, file));
    const served = join(outDir, file);
    const same =
      existsSync(served) && statSync(served).size === source.size && statSync(served).mtimeMs >= source.mtimeMs;
    if (!same) copied.push([file, readFileSync(publicSource(root, file))]);
  }
  return { copied, files };
}
