import type { Location, Problem } from '../problems.ts';
import type { FieldPath } from '../positions.ts';

/** A content file after parsing: its data, and a way to find any field's line and column. */
export interface LoadedFile {
  /** Path relative to the project root, e.g. "content/services/oil-change.yaml". */
  file: string;
  text: string;
  data: unknown;
  /** Markdown body of an article ("" for YAML files). */
  body: string;
  /** 1-based line where the markdown body starts (0 for YAML files). */
  bodyLine: number;
  locate(path: FieldPath, preferKey?: boolean): Location;
  /** The field at a 1-based line and column ("" outside any field or in a markdown body). */
  fieldAt(line: number, column: number): string;
  /** When the file was last changed (ms since 1970), where it was read from disk: of two files, the newer is likely the copy. */
  modified?: number;
  /** Syntax problems; when present, `data` is not to be trusted. */
  problems: Problem[];
}
