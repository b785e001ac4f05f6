import type { Problem } from '../problems.ts';
import type { LoadedFile } from './types.ts';

/** A file that could not be read as content: it holds no data, only the problem that says why. */
export function failedFile(file: string, text: string, problem: Problem): LoadedFile {
  return {
    file,
    text,
    data: undefined,
    body: text,
    bodyLine: 1,
    locate: () => ({ file, line: 1, column: 1 }),
    fieldAt: () => '',
    problems: [problem],
  };
}
