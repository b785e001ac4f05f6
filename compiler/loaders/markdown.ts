import matter from 'gray-matter';
import { problem } from '../problems.ts';
import { loadYaml } from './yaml.ts';
import { failedFile } from './failed.ts';
import type { LoadedFile } from './types.ts';

/** Markdown with YAML front matter: the front matter is parsed like any YAML file, its lines offset by the opening "---". */
export function loadMarkdown(file: string, text: string): LoadedFile {
  if (!/^---\r?\n/.test(text)) {
    return failedFile(
      file,
      text,
      problem(
        'front-matter',
        { file, line: 1, column: 1 },
        '',
        'Expected the file to start with front matter between two "---" lines',
      ),
    );
  }
  // gray-matter only splits the file here; `yaml` parses the front matter so positions are kept.
  const split = matter(text, { engines: { yaml: () => ({}) } });
  const frontMatter = split.matter.replace(/^\r?\n/, '');
  const loaded = loadYaml(file, frontMatter, 1);
  const bodyStart = text.length - split.content.length;
  const bodyLine = text.slice(0, bodyStart).split('\n').length;
  return {
    ...loaded,
    text,
    body: split.content,
    bodyLine,
    fieldAt: (line, column) => (line >= bodyLine ? 'body' : loaded.fieldAt(line, column)),
  };
}
