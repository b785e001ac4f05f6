import matter from 'gray-matter';
import { problem } from '../problems.ts';
import { loadYaml, yamlPositions } from './yaml.ts';
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
  const { frontMatter, body, bodyLine } = split(text);
  const loaded = loadYaml(file, frontMatter, 1);
  return {
    ...loaded,
    text,
    body,
    bodyLine,
    fieldAt: (line, column) => (line >= bodyLine ? 'body' : loaded.fieldAt(line, column)),
  };
}

/** The front matter and the body of a markdown file that starts with front matter, and the line its body starts at. */
function split(text: string) {
  // gray-matter only splits the file here; `yaml` parses the front matter so positions are kept.
  const parts = matter(text, { engines: { yaml: () => ({}) } });
  const bodyStart = text.length - parts.content.length;
  return {
    frontMatter: parts.matter.replace(/^\r?\n/, ''),
    body: parts.content,
    bodyLine: text.slice(0, bodyStart).split('\n').length,
  };
}

/** The lines and columns of a markdown file's fields, as `loadMarkdown` finds them, the file split only when asked. */
export function markdownPositions(file: string, text: string): Pick<LoadedFile, 'locate' | 'fieldAt'> {
  let parts: { bodyLine: number; positions: ReturnType<typeof yamlPositions> } | undefined;
  const made = () => {
    if (parts) return parts;
    const { frontMatter, bodyLine } = split(text);
    return (parts = { bodyLine, positions: yamlPositions(file, frontMatter, 1) });
  };
  return {
    locate: (path, preferKey) => made().positions.locate(path, preferKey),
    fieldAt: (line, column) => (line >= made().bodyLine ? 'body' : made().positions.fieldAt(line, column)),
  };
}
