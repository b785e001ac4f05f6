import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { loadMarkdown } from './markdown.ts';
import { loadYaml } from './yaml.ts';
import { failedFile } from './failed.ts';
import { contentText, sizeProblem } from './text.ts';
import type { LoadedFile } from './types.ts';

/** Loaders by file extension. */
const loaders: Record<string, (file: string, text: string) => LoadedFile> = {
  '.yaml': loadYaml,
  '.yml': loadYaml,
  '.md': loadMarkdown,
};

function loadFile(file: string, text: string): LoadedFile {
  const loader = loaders[extname(file)];
  if (!loader) throw new Error(`No loader for ${file}`);
  return loader(file, text);
}

/**
 * Reads and parses the content file `file` (project-relative) found at `absolute`. A file too large to be
 * content is refused before it is read; one that is not UTF-8 text is refused before it is parsed.
 */
export function readContentFile(file: string, absolute: string): LoadedFile {
  const stat = statSync(absolute);
  const tooBig = sizeProblem(file, stat.size);
  if (tooBig) return failedFile(file, '', tooBig);
  const read = contentText(file, readFileSync(absolute));
  if ('problem' in read) return failedFile(file, '', read.problem);
  return { ...loadFile(file, read.text), modified: stat.mtimeMs };
}
export type { LoadedFile };
