import { extname } from 'node:path';
import { loadMarkdown } from './markdown.ts';
import { loadYaml } from './yaml.ts';
import type { LoadedFile } from './types.ts';

/** Loaders by file extension. */
const loaders: Record<string, (file: string, text: string) => LoadedFile> = {
  '.yaml': loadYaml,
  '.yml': loadYaml,
  '.md': loadMarkdown,
};

export function loadFile(file: string, text: string): LoadedFile {
  const loader = loaders[extname(file)];
  if (!loader) throw new Error(`No loader for ${file}`);
  return loader(file, text);
}
export type { LoadedFile };
