import { extname } from 'node:path';
import type { ContentSource } from '../content-source.ts';
import { loadMarkdown, markdownPositions } from './markdown.ts';
import { loadYaml, yamlPositions } from './yaml.ts';
import { failedFile } from './failed.ts';
import { contentText, sizeProblem } from './text.ts';
import type { LoadedFile } from './types.ts';

/** Loaders by file extension. */
const loaders: Record<string, (file: string, text: string) => LoadedFile> = {
  '.yaml': loadYaml,
  '.yml': loadYaml,
  '.md': loadMarkdown,
};

/**
 * Where the fields of a content file that loaded without a problem are (its lines and columns), found from its text
 * only when asked: what `readContentFile` gives for the same text, without parsing its data.
 */
export function positionsOf(file: string, text: string): Pick<LoadedFile, 'locate' | 'fieldAt'> {
  if (extname(file) === '.md') return markdownPositions(file, text);
  const { locate, fieldAt } = yamlPositions(file, text);
  return { locate, fieldAt };
}

function loadFile(file: string, text: string): LoadedFile {
  const loader = loaders[extname(file)];
  if (!loader) throw new Error(`No loader for ${file}`);
  return loader(file, text);
}

/**
 * Reads and parses the content file `file` (project-relative) from `source`. A file too large to be content is
 * refused before it is read; one that is not UTF-8 text is refused before it is parsed.
 */
export function readContentFile(source: ContentSource, file: string): LoadedFile {
  const stat = source.stat(file);
  if (!stat) throw new Error(`No file ${file}`);
  const tooBig = sizeProblem(file, stat.size);
  if (tooBig) return failedFile(file, '', tooBig);
  const read = contentText(file, source.read(file) ?? new Uint8Array());
  if ('problem' in read) return failedFile(file, '', read.problem);
  return { ...loadFile(file, read.text), modified: stat.modified };
}
export type { LoadedFile };
