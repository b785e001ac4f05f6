/**
 * From the compiler's field paths to the editor's fields. The compiler names a field "pricing.rows[0].estimate"
 * (several fields reached through one YAML alias are joined with " and "); the form keeps its errors in a tree by
 * the same keys, so a problem shows at the field it names.
 */
import type { Problem } from '../../compiler/problems.ts';

/** The problem as the editor's API returns it. */
export interface FieldProblem {
  file: string;
  line: number;
  column: number;
  field: string;
  /** The field as keys and list positions; [] for the whole file. */
  path: (string | number)[];
  message: string;
  code: string;
  severity: 'error' | 'warning';
}

/** ["pricing", "rows", 0, "estimate"] from "pricing.rows[0].estimate". */
function fieldPath(field: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) path.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return path;
}

/** Each field a problem names ("a and b" names two). */
function fieldsOf(field: string): string[] {
  return field ? field.split(' and ') : [''];
}

export type ErrorTree = { __errors?: string[] } & { [key: string]: ErrorTree | string[] | undefined };

/**
 * The error tree of the form (react-jsonschema-form's `extraErrors`): each message under the deepest part of its
 * path that the data has, so a message about a field the form does not show (a misspelled key) lands on the
 * group that holds it.
 */
export function errorTree(problems: readonly FieldProblem[], data: unknown): ErrorTree {
  const tree: ErrorTree = {};
  for (const p of problems) {
    let node = tree;
    let at: unknown = data;
    for (const key of p.path) {
      if (at === null || typeof at !== 'object' || !(key in (at as object))) break;
      at = (at as Record<string | number, unknown>)[key];
      node = (node[key] ??= {}) as ErrorTree;
    }
    (node.__errors ??= []).push(p.message);
  }
  return tree;
}

/** The id the form gives a field's input: react-jsonschema-form's "root_pricing_rows_0_estimate". */
export function fieldId(path: readonly (string | number)[]): string {
  return ['root', ...path].join('_');
}

/** A compiler problem as the editor shows it: the file under content/ and the field as a path. */
export function toFieldProblems(problems: readonly Problem[], contentDir: string): FieldProblem[] {
  return problems.flatMap((p) =>
    fieldsOf(p.field).map((field) => ({
      file: p.location.file.startsWith(`${contentDir}/`)
        ? p.location.file.slice(contentDir.length + 1)
        : p.location.file,
      line: p.location.line,
      column: p.location.column,
      field,
      path: fieldPath(field),
      message: p.message,
      code: p.code,
      severity: p.severity,
    })),
  );
}
