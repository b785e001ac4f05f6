import { CORE_SCHEMA, load } from 'js-yaml';
import type { Document, LineCounter } from 'yaml';
import { yamlLibrary } from './yaml-library.ts';
import { recentDocument } from './recent-documents.ts';
import { quickLocate } from './quick-locate.ts';
import { problem } from '../problems.ts';
import { formatPath, lineColumn, offsetOfPath, pathAtOffset } from '../positions.ts';
import type { LoadedFile } from './types.ts';
import { aliasOverLimit, repeatedValues } from './aliases.ts';
import { swallowedItems, yamlMistakes } from './yaml-mistakes.ts';
import { MAX_ALIAS_VALUES } from '../limits.ts';

/**
 * Parses YAML. The data comes from js-yaml (fast); the position-keeping document of `yaml` is only built
 * when a problem needs a line and column, so a clean check stays quick, and kept only while it is among the last
 * used (./recent-documents.ts). `lineOffset` shifts lines (front matter).
 */
export function loadYaml(file: string, text: string, lineOffset = 0): LoadedFile {
  const { document, at, locate, fieldAt } = yamlPositions(file, text, lineOffset);
  /** A message's "line N" as a line of the whole file (front matter starts below its "---"). */
  const inFile = (message: string) =>
    lineOffset
      ? message.replace(/\bon line (\d+)|\bat line (\d+)|\(first on line (\d+)\)/g, (m) =>
          m.replace(/\d+/, (n) => String(Number(n) + lineOffset)),
        )
      : message;
  let data: unknown;
  const problems = [];
  try {
    data =
      load(text, {
        filename: file,
        // YAML 1.2's core types, as the position-keeping parser reads them: no timestamps, since js-yaml's default
        // would read 2026-02-30 as the Date of March 2 (and 2026-22-12 as one in October 2027). Dates stay text and
        // the schemas check that each is a day of the calendar.
        schema: CORE_SCHEMA,
      }) ?? {};
    // Aliases share what they point at, so parsing is quick; whatever walks the data would not be.
    const repeated = repeatedValues(data);
    if (repeated > MAX_ALIAS_VALUES) {
      const alias = aliasOverLimit(document().doc, MAX_ALIAS_VALUES);
      const limit = MAX_ALIAS_VALUES.toLocaleString('en-US');
      problems.push(
        problem(
          'yaml-aliases',
          at(alias?.offset ?? 0),
          alias ? formatPath(pathAtOffset(document().doc, alias.offset)) : '',
          `YAML aliases may repeat at most ${limit} values in a file; ${alias ? `with this *${alias.name} they pass it, and in all` : 'here'} they repeat ${repeated.toLocaleString('en-US')}. Write the values out, or use fewer aliases`,
        ),
      );
    }
    for (const m of swallowedItems(text))
      problems.push(
        problem('list-items', { file, line: m.line + lineOffset, column: m.column }, m.field, inFile(m.message)),
      );
  } catch (error) {
    // One problem per mistake, in plain words, with the parser's code at its end.
    for (const m of yamlMistakes(text, error as { reason?: string; mark?: { line: number; column: number } }))
      problems.push(
        problem('yaml-syntax', { file, line: m.line + lineOffset, column: m.column }, m.field, inFile(m.message)),
      );
  }
  return {
    file,
    text,
    data: problems.length ? undefined : data,
    body: '',
    bodyLine: 0,
    locate,
    fieldAt,
    problems,
  };
}

/**
 * The lines and columns of a YAML text's fields, from its position-keeping document, parsed only when a position is
 * asked for (and kept among the last used, ./recent-documents.ts). `lineOffset` shifts lines (front matter).
 */
export function yamlPositions(file: string, text: string, lineOffset = 0) {
  const owner = {};
  const document = () =>
    recentDocument(owner, (): { doc: Document; lineCounter: LineCounter } => {
      const { LineCounter, parseDocument } = yamlLibrary();
      const lineCounter = new LineCounter();
      return { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
    });
  const at = (offset: number) => {
    const { line, column } = lineColumn(document().lineCounter, offset);
    return { file, line: line + lineOffset, column };
  };
  const locate: LoadedFile['locate'] = (path, preferKey) => {
    // Most fields of a content file are found by reading its lines; the parse is for the rest.
    const quick = quickLocate(text, path, preferKey);
    if (quick) return { file, line: quick.line + lineOffset, column: quick.column };
    return at(offsetOfPath(document().doc, path, preferKey));
  };
  const fieldAt: LoadedFile['fieldAt'] = (line, column) => {
    const { doc, lineCounter } = document();
    const start = lineCounter.lineStarts[line - lineOffset - 1];
    return start === undefined ? '' : formatPath(pathAtOffset(doc, start + column - 1));
  };
  return { document, at, locate, fieldAt };
}
