/**
 * Writes an edit into a content file the way a person would: the file's own text is kept and only the lines whose
 * values changed differ. The edit is applied to the parsed `yaml` Document (existing scalars keep their quoting
 * and block style; new keys go after the existing ones), both the original and the edited document are written out
 * by the same stringifier, and the lines that differ between those two are applied to the original text. Lines the
 * edit did not touch come from the original byte for byte, comments and the first-line schema comment included.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Node,
  type ToStringOptions,
} from 'yaml';
import { changedLines } from './line-diff.ts';

const STRINGIFY: ToStringOptions = { lineWidth: 0, flowCollectionPadding: true };

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

interface Edit {
  /** Scalars changed in place: their source text is replaced by `text`. */
  splices: { start: number; end: number; text: string }[];
  /** A key or item added or removed, or a value of another kind: the document is written again (see patchLines). */
  structural: boolean;
}

/** Sets `next` into the document at `node`, keeping every node that did not change, and notes what changed. */
function applyTo(
  doc: Document,
  original: string,
  node: unknown,
  next: unknown,
  replace: (value: unknown) => void,
  edit: Edit,
  flow = false,
): void {
  if (isAlias(node)) {
    if (isDeepStrictEqual(node.resolve(doc)?.toJS(doc), next)) return;
    edit.structural = true;
    return replace(next);
  }
  if (isMap(node) && isPlainObject(next)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in next) || next[key] === undefined) {
        node.delete(pair.key);
        edit.structural = true;
      }
    }
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) continue;
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key);
      if (pair) applyTo(doc, original, pair.value, value, (v) => (pair.value = doc.createNode(v)), edit, node.flow);
      else if (!isEmpty(value)) {
        node.set(key, doc.createNode(value));
        edit.structural = true;
      }
    }
    return;
  }
  if (isSeq(node) && Array.isArray(next)) {
    next.forEach((value, i) => {
      if (i < node.items.length)
        applyTo(doc, original, node.items[i], value, (v) => (node.items[i] = doc.createNode(v)), edit, node.flow);
      else {
        node.add(doc.createNode(value));
        edit.structural = true;
      }
    });
    if (node.items.length > next.length) {
      node.items.splice(next.length);
      edit.structural = true;
    }
    return;
  }
  if (isScalar(node) && (next === null || ['string', 'number', 'boolean'].includes(typeof next))) {
    if (sameScalar(node.value, next)) return;
    node.value = next;
    const text = node.range ? scalarText(original, node, flow) : undefined;
    if (text === undefined || !node.range) edit.structural = true;
    else {
      // A block scalar's source ends with its line break; a value written in its place keeps it.
      const [start, end] = node.range;
      const keepBreak = original.slice(start, end).endsWith('\n') && !text.endsWith('\n');
      edit.splices.push({ start, end, text: keepBreak ? `${text}\n` : text });
    }
    return;
  }
  edit.structural = true;
  replace(next);
}

/**
 * The source text of a changed scalar where it stands in the file: its own quoting or block style where the new
 * value allows, the indentation of the lines it replaces. Undefined when it cannot be written in place.
 */
function scalarText(original: string, node: Scalar, flow: boolean): string | undefined {
  const value = node.value;
  if (typeof value !== 'string') return value === null ? 'null' : String(value);
  const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
  if (!block && value.includes('\n')) return undefined;
  if (flow && /[,[\]{}#:"']/.test(value) && node.type === Scalar.PLAIN) return JSON.stringify(value);
  const written = new Document(node).toString(STRINGIFY).replace(/\n$/, '');
  if (!block) return written.includes('\n') ? undefined : written;
  // The block's lines: the header, then its content indented as the file indents it.
  const [header, ...lines] = written.split('\n');
  const start = node.range![0];
  const firstContent = /\n( *)\S/.exec(original.slice(start));
  const indent = firstContent?.[1] ?? '  ';
  return [header, ...lines.map((l) => (l ? indent + l.replace(/^ {2}/, '') : l))].join('\n') + '\n';
}

/**
 * A value with nothing in it (an empty text, list or group, or a group of such): a form shows every optional group,
 * and one the file does not have and the owner left empty is not written.
 */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isEmpty);
  return false;
}

/** A scalar as the file has it equals the edited value (a YAML date read as a Date equals its ISO day). */
function sameScalar(current: unknown, next: unknown): boolean {
  if (current instanceof Date && typeof next === 'string') return current.toISOString().slice(0, 10) === next;
  return current === next || (current == null && next == null);
}

/** The YAML text of `original` with `data` written into it (see the module comment). */
export function writeYaml(original: string, data: unknown): string {
  const doc: Document = parseDocument(original);
  if (doc.errors.length) throw new Error(`The file is not valid YAML: ${doc.errors[0]!.message}`);
  const before = doc.toString(STRINGIFY);
  const edit: Edit = { splices: [], structural: false };
  if (doc.contents === null) {
    doc.contents = doc.createNode(data) as Node;
    edit.structural = true;
  } else applyTo(doc, original, doc.contents, data, (v) => (doc.contents = doc.createNode(v) as Node), edit);
  if (!edit.structural) {
    let text = original;
    for (const s of edit.splices.sort((a, b) => b.start - a.start))
      text = text.slice(0, s.start) + s.text + text.slice(s.end);
    return text;
  }
  return patchLines(original, before, doc.toString(STRINGIFY));
}

/**
 * Applies the line changes between `before` and `after` to `original`, whose lines correspond one to one to
 * `before`'s (the same document, written by hand instead of by the stringifier). Where they do not, `after` is the
 * answer as it stands.
 */
function patchLines(original: string, before: string, after: string): string {
  const o = original.split('\n');
  const b = before.split('\n');
  const a = after.split('\n');
  // The stringifier ends with one newline; the original may end otherwise.
  if (o.length !== b.length) return after;
  const out: string[] = [];
  let i = 0;
  for (const hunk of changedLines(b, a)) {
    while (i < hunk.beforeStart) out.push(o[i++]!);
    out.push(...a.slice(hunk.afterStart, hunk.afterEnd));
    i = hunk.beforeEnd;
  }
  while (i < o.length) out.push(o[i++]!);
  return out.join('\n');
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/;

/** A markdown file's front matter and body, as the editor shows them. */
export function splitMarkdown(text: string): { frontMatter: string; body: string } {
  const m = FRONT_MATTER.exec(text);
  if (!m) return { frontMatter: '', body: text };
  return { frontMatter: m[1] ?? '', body: text.slice(m[0].length) };
}

/** The markdown text of `original` with the front matter `data` and the `body` written into it. */
export function writeMarkdown(original: string, data: unknown, body: string): string {
  const m = FRONT_MATTER.exec(original);
  if (!m) return `---\n${writeYaml('', data)}---\n${body}`;
  const frontMatter = writeYaml(m[1] ?? '', data);
  const head = `---\n${frontMatter}${frontMatter.endsWith('\n') || !frontMatter ? '' : '\n'}---${m[2]}`;
  return head + body;
}

/** The data of a YAML text as the editor edits it (days stay the text they are written as). */
export function readYaml(text: string): Json {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`The file is not valid YAML: ${doc.errors[0]!.message}`);
  return (doc.toJS() ?? {}) as Json;
}
