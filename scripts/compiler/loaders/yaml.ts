import { LineCounter, parseDocument } from 'yaml';
import { problem } from '../problems.ts';
import { formatPath, lineColumn, offsetOfPath, pathAtOffset } from '../positions.ts';
import type { LoadedFile } from './types.ts';

/** Parses YAML keeping the document, so every field maps back to its line and column. `lineOffset` shifts lines (front matter). */
export function loadYaml(file: string, text: string, lineOffset = 0): LoadedFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => {
    const { line, column } = lineColumn(lineCounter, offset);
    return { file, line: line + lineOffset, column };
  };
  const problems = doc.errors.map((e) =>
    problem('yaml-syntax', at(e.pos[0]), '', `${e.message.split('\n')[0]} (${e.code})`),
  );
  return {
    file,
    text,
    data: problems.length ? undefined : doc.toJS(),
    body: '',
    bodyLine: 0,
    locate: (path, preferKey) => at(offsetOfPath(doc, path, preferKey)),
    fieldAt: (line, column) => {
      const start = lineCounter.lineStarts[line - lineOffset - 1];
      return start === undefined ? '' : formatPath(pathAtOffset(doc, start + column - 1));
    },
    problems,
  };
}
