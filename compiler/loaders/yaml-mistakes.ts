import { CORE_SCHEMA, load } from 'js-yaml';
import type { Document, LineCounter } from 'yaml';
import { yamlLibrary } from './yaml-library.ts';
import { formatPath, pathAtOffset } from '../positions.ts';

/** One mistake in a YAML file, in plain words, at a 1-based line and column of the text as written. */
export interface YamlMistake {
  line: number;
  column: number;
  /** The field the line belongs to, once lined up ("" when unknown). */
  field: string;
  message: string;
}

/** The most mistakes reported for one file: past this many, the file is more likely not YAML at all. */
const MAX_MISTAKES = 10;

const indentOf = (line: string) => /^ */.exec(line)![0].length;
const isContent = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#');
/** The line as the owner wrote it, shortened, for a message. */
const shown = (line: string) => {
  const t = line.trim();
  return `"${t.length > 40 ? `${t.slice(0, 37)}...` : t}"`;
};
const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`;
/** What starts a line: its key ("title:") or its list dash ("-"). */
const head = (line: string) => {
  const t = line.trim();
  if (t.startsWith('- ') || t === '-') return '"-"';
  const key = /^([^:#]+):(\s|$)/.exec(t);
  return key ? `"${key[1]!.trim()}:"` : shown(line);
};
/** How far the file indents a field under its parent: the most common step from a line ending with ":" to the next. */
function indentStep(lines: readonly string[]): number {
  const counts = new Map<number, number>();
  let previous: string | undefined;
  for (const l of lines) {
    if (!isContent(l)) continue;
    if (previous !== undefined && /:\s*(#.*)?$/.test(previous)) {
      const step = indentOf(l) - indentOf(previous);
      if (step > 0) counts.set(step, (counts.get(step) ?? 0) + 1);
    }
    previous = l;
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 2;
}

/** A block scalar header ("description: >-", "- |"): the lines below it, indented deeper, are its text. */
const opensBlockText = (line: string) => /(^|:\s|^\s*-\s)\s*[|>][-+0-9]*\s*(#.*)?$/.test(line);

interface Mark {
  line: number;
  column: number;
}
interface Explained {
  /** 0-based line and column where the mistake is. */
  at: Mark;
  message: string;
  /** For an indentation mistake: the line to move, and the indentation that lines it up. */
  fix?: { line: number; indent: number };
  /** For an indentation mistake: the indentation of the mistake's line once lined up. */
  indent?: number;
}

/**
 * The lines above `bad` that it could line up with: each open parent, nearest first, and the keys inside a list item
 * ("- icon: x" holds keys at the column of "icon"). Text of block scalars (under "description: >-") is skipped.
 */
function alignments(lines: readonly string[], bad: number): { line: number; indent: number }[] {
  const found: { line: number; indent: number }[] = [];
  let limit = Infinity;
  for (let k = bad - 1; k >= 0 && limit > 0; k--) {
    const text = lines[k]!;
    if (!isContent(text)) continue;
    const indent = indentOf(text);
    if (opensBlockText(text)) {
      // What was taken for lines to line up with was the text of this block: forget it.
      while (found.length && found[found.length - 1]!.indent > indent) found.pop();
      limit = Math.max(limit, indent + 1);
    }
    if (indent >= limit) continue;
    const item = /^(\s*-\s+)([^\s#].*)$/.exec(text);
    if (item && /^[^:#'"{[]+:(\s|$)/.test(item[2]!)) found.push({ line: k, indent: item[1]!.length });
    found.push({ line: k, indent });
    limit = indent;
  }
  return found;
}

/** An indentation mistake at line `bad`: what to line it up with, or undefined when no line above fits. */
function explainIndent(lines: readonly string[], bad: number): Explained | undefined {
  const text = lines[bad]!;
  const indent = indentOf(text);
  const all = alignments(lines, bad).filter((c) => c.indent !== indent);
  const isItemLine = (c: { line: number; indent: number }) =>
    c.indent === indentOf(lines[c.line]!) && /^\s*-(\s|$)/.test(lines[c.line]!);
  // A list item lines up with the items above it, if there are any, rather than with their fields.
  const items = /^\s*-(\s|$)/.test(text) ? all.filter(isItemLine) : [];
  const candidates = items.length ? items : all;
  if (!candidates.length) return undefined;
  // The nearest column; between two as near, the deeper one (one space too few is the usual slip).
  const target = candidates.reduce((best, c) => {
    const d = Math.abs(c.indent - indent) - Math.abs(best.indent - indent);
    return d < 0 || (d === 0 && c.indent > best.indent) ? c : best;
  });
  const other = lines[target.line]!;
  const isItem = /^\s*-(\s|$)/.test(text) && target.indent === indentOf(other) && /^\s*-(\s|$)/.test(other);
  if (isItem) {
    // Which item is out of line: the one the others disagree with. When the list above has one item only, that first
    // item is the odd one (the lines below most likely agree with this one); otherwise this one is.
    const items = (from: number, step: number, indent: number) => {
      let n = 0;
      for (let k = from; k >= 0 && k < lines.length; k += step) {
        const l = lines[k]!;
        if (!isContent(l)) continue;
        if (indentOf(l) < indent) break;
        if (indentOf(l) === indent) {
          if (!/^\s*-(\s|$)/.test(l)) break;
          n++;
        }
      }
      return n;
    };
    let next = bad + 1;
    while (
      next < lines.length &&
      (!isContent(lines[next]!) || indentOf(lines[next]!) > Math.max(indent, target.indent))
    )
      next++;
    const nextAgreesAbove = next < lines.length && indentOf(lines[next]!) === target.indent;
    // A list sits at its key's column or one indentation step deeper: an item at neither is the odd one.
    let parentLine = target.line - 1;
    while (parentLine >= 0 && (!isContent(lines[parentLine]!) || indentOf(lines[parentLine]!) >= target.indent))
      parentLine--;
    const p = parentLine >= 0 ? indentOf(lines[parentLine]!) : 0;
    const usual = (i: number) => i === p || i === p + indentStep(lines);
    const firstIsOdd =
      usual(indent) !== usual(target.indent)
        ? usual(indent)
        : items(target.line, -1, target.indent) === 1 && !nextAgreesAbove;
    const [odd, oddIndent, rest, restIndent] = firstIsOdd
      ? [target.line, target.indent, bad, indent]
      : [bad, indent, target.line, target.indent];
    return {
      at: { line: odd, column: oddIndent },
      message: `The items of this list are not lined up: ${shown(lines[odd]!)} has its "-" at column ${oddIndent + 1}, the item ${shown(lines[rest]!)} on line ${rest + 1} at column ${restIndent + 1}. Put every "-" of a list at the same column`,
      fix: { line: odd, indent: restIndent },
      indent: restIndent,
    };
  }
  const otherHead = target.indent === indentOf(other) ? other : other.slice(target.indent);
  // A field of a list item out of line with its item's first field ("   - question:", "      answer:") because the
  // item's "-" moved: the next item shows where the items are, and this line sits where their fields do.
  if (target.indent !== indentOf(other)) {
    let next = bad + 1;
    while (next < lines.length && (!isContent(lines[next]!) || indentOf(lines[next]!) >= indent)) next++;
    const nextItem = lines[next];
    const itemIndent = indentOf(other);
    if (
      nextItem !== undefined &&
      /^\s*-\s/.test(nextItem) &&
      indentOf(nextItem) + (target.indent - itemIndent) === indent
    ) {
      return {
        at: { line: target.line, column: itemIndent },
        message: `The items of this list are not lined up: ${shown(other)} has its "-" at column ${itemIndent + 1}, the item ${shown(nextItem)} on line ${next + 1} at column ${indentOf(nextItem) + 1}. Put every "-" of a list at the same column`,
        fix: { line: target.line, indent: indentOf(nextItem) },
        indent: indentOf(nextItem),
      };
    }
  }
  // The first field of a group out of line shows only at the next one ("symptoms:", "     title:", "    list:"):
  // when the group has that one field above, and this line sits where the file's fields sit (its parent's column plus
  // the file's indentation step) while that one does not, that first field is the one out of line.
  const parent = (() => {
    for (let k = target.line - 1; k >= 0; k--) if (isContent(lines[k]!)) return k;
    return -1;
  })();
  if (
    target.indent === indentOf(other) &&
    parent >= 0 &&
    /:\s*(#.*)?$/.test(lines[parent]!) &&
    indentOf(lines[parent]!) < target.indent &&
    indent === indentOf(lines[parent]!) + indentStep(lines) &&
    target.indent !== indent
  ) {
    const shift = indent - target.indent;
    return {
      at: { line: target.line, column: target.indent },
      message: `This line is out of line: ${shown(other)} starts at column ${target.indent + 1}, but ${head(text)} on line ${bad + 1}, which it belongs with, starts at column ${indent + 1}. Line it up with ${head(text)} (${shift > 0 ? `add ${spaces(shift)}` : `remove ${spaces(-shift)}`} before it)`,
      fix: { line: target.line, indent },
      indent,
    };
  }
  const delta = target.indent - indent;
  const move = delta > 0 ? `add ${spaces(delta)} before it` : `remove ${spaces(-delta)} before it`;
  return {
    at: { line: bad, column: indent },
    message: `This line is out of line: ${shown(text)} starts at column ${indent + 1}, but ${head(otherHead)} on line ${target.line + 1}, which it belongs with, starts at column ${target.indent + 1}. Line it up with ${head(otherHead)} (${move})`,
    fix: { line: bad, indent: target.indent },
    indent: target.indent,
  };
}

/** The line that opens a quote or a bracket that is never closed, searching from the top. */
function unclosed(lines: readonly string[], open: RegExp, isClosed: (rest: string) => boolean): number | undefined {
  for (let k = 0; k < lines.length; k++) {
    const m = open.exec(lines[k]!);
    if (m && !isClosed(lines[k]!.slice(m.index + m[0].length))) return k;
  }
  return undefined;
}

/** A js-yaml error in the owner's words, at the line it concerns. */
function explain(lines: readonly string[], reason: string, mark: Mark): Explained {
  const line = lines[mark.line] ?? '';
  if (/tab characters/.test(reason))
    return {
      at: mark,
      message: `This line is indented with a tab: indent with spaces only (YAML does not allow tabs), lined up with the lines it belongs with`,
    };
  if (/duplicated mapping key/.test(reason)) {
    const key = /^\s*(?:-\s+)?([^:#]+):/.exec(line)?.[1]?.trim() ?? '';
    const indent = indentOf(line);
    let first = -1;
    for (let k = mark.line - 1; k >= 0; k--) {
      const text = lines[k]!;
      if (!isContent(text)) continue;
      if (indentOf(text) < indent) break;
      if (indentOf(text) === indent && new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`).test(text)) {
        first = k;
        break;
      }
    }
    return {
      at: { line: mark.line, column: indent },
      message: `"${key}" is written twice in the same group${first >= 0 ? ` (first on line ${first + 1})` : ''}: keep one of them`,
    };
  }
  if (/within a (double|single) quoted scalar/.test(reason)) {
    const quote = /double/.test(reason) ? '"' : "'";
    const opened = unclosed(lines, new RegExp(`(:\\s+|^\\s*-\\s+)${quote}`), (rest) => rest.includes(quote));
    const at = opened ?? mark.line;
    return {
      at: { line: at, column: indentOf(lines[at] ?? '') },
      message: `The quote (${quote}) that starts the text of ${shown(lines[at] ?? '')} is never closed: end the text with ${quote} on the same line`,
    };
  }
  if (/flow collection|missed comma/.test(reason)) {
    const opened = unclosed(lines, /(:\s+|^\s*-\s+)\[/, (rest) => rest.includes(']'));
    const at = opened ?? mark.line;
    return {
      at: { line: at, column: indentOf(lines[at] ?? '') },
      message: `The list in brackets on this line (${shown(lines[at] ?? '')}) is not closed: write its items between [ and ] on one line, separated by commas`,
    };
  }
  if (/bad indentation/.test(reason)) {
    const before = line.slice(0, mark.column);
    if (/:\s/.test(before.replace(/^\s*-\s+/, '')) && indentOf(line) < mark.column)
      return {
        at: { line: mark.line, column: indentOf(line) },
        message: `The text of ${shown(line)} holds a colon and a space (": "), which YAML reads as the start of another field: put the whole text in quotes, like title: "Brakes: what to check"`,
      };
    // js-yaml stops at the line after the one out of line when that one opened a block by mistake.
    const explained = explainIndent(lines, mark.line);
    if (explained) return explained;
  }
  for (let k = 0; k <= mark.line && k < lines.length; k++) {
    const m = /^(\s*(?:-\s+)?)([A-Za-z][\w-]*):(?![\s:]|$|\/\/)/.exec(lines[k]!);
    if (m)
      return {
        at: { line: k, column: m[1]!.length },
        message: `${shown(lines[k]!)} needs a space after the colon: write "${m[2]}: ${lines[k]!.slice(m[0].length).trim()}"`,
      };
  }
  return {
    at: { line: mark.line, column: indentOf(line) },
    message: `YAML cannot read ${shown(line)}: check that it lines up with the lines above, that each field is written "name: value" with a space after the colon, and that quotes and brackets are closed`,
  };
}

/** The parser's code for a mistake, to end its message with: the `yaml` library's code of the error nearest the line. */
function parserCode(text: string, line: number, fallback: string): string {
  const { LineCounter, parseDocument } = yamlLibrary();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const nearest = doc.errors
    .map((e) => ({ code: e.code, distance: Math.abs(lineCounter.linePos(e.pos[0]).line - 1 - line) }))
    .sort((a, b) => a.distance - b.distance)[0];
  return nearest?.code ?? fallback;
}

/**
 * `lines` with line `at` moved to `indent`, and with it, when it opens a block ("features:"), the lines nested under
 * it: those below indented deeper than both where it was and where it goes.
 */
function reindent(lines: readonly string[], at: number, indent: number): string[] {
  const out = [...lines];
  const from = indentOf(lines[at]!);
  const delta = indent - from;
  const shift = (l: string) => (delta > 0 ? ' '.repeat(delta) + l : l.slice(Math.min(-delta, indentOf(l))));
  out[at] = shift(lines[at]!);
  let next = at + 1;
  while (next < lines.length && !isContent(lines[next]!)) next++;
  // An item ("- days: [Saturday]") takes its other fields along when they line up with its first one.
  const item = /^(\s*-\s+)[^\s#]/.exec(lines[at]!);
  const nested = item
    ? next < lines.length && indentOf(lines[next]!) === item[1]!.length
    : /:\s*(#.*)?$/.test(lines[at]!) || opensBlockText(lines[at]!);
  if (!nested) return out;
  const floor = item ? from : Math.max(from, indent);
  for (let k = at + 1; k < lines.length; k++) {
    if (!isContent(lines[k]!)) continue;
    if (indentOf(lines[k]!) <= floor) break;
    out[k] = shift(lines[k]!);
  }
  return out;
}

/**
 * Every syntax mistake of a YAML text that js-yaml refuses, one per mistake, in plain words: the parser stops at the
 * first, so each indentation mistake is lined up as its message says and the text read again, until it reads or a
 * mistake is not one of indentation. `first` is the error js-yaml threw for `text`.
 */
export function yamlMistakes(text: string, first: { reason?: string; mark?: Mark }): YamlMistake[] {
  let lines = text.split('\n');
  const mistakes: (YamlMistake & { at: number; indent?: number })[] = [];
  let error: { reason?: string; mark?: Mark } | undefined = first;
  while (error && mistakes.length < MAX_MISTAKES) {
    const mark = error.mark ?? { line: 0, column: 0 };
    const explained = explain(lines, error.reason ?? 'unknown error', mark);
    const code = parserCode(lines.join('\n'), explained.at.line, error.reason ?? '');
    mistakes.push({
      at: explained.at.line,
      indent: explained.indent,
      line: explained.at.line + 1,
      column: explained.at.column + 1,
      field: '',
      message: `${explained.message} (${code})`,
    });
    if (!explained.fix) break;
    const next = reindent(lines, explained.fix.line, explained.fix.indent);
    if (next.join('\n') === lines.join('\n')) break;
    lines = next;
    error = undefined;
    try {
      load(lines.join('\n'), { schema: CORE_SCHEMA });
    } catch (e) {
      error = e as { reason?: string; mark?: Mark };
    }
  }
  // Once every mistake is lined up, the text reads: each mistake's field is the one its line then belongs to.
  // Other mistakes name the field the parser made of their line, if any.
  if (mistakes.some((m) => m.indent === undefined)) {
    const { LineCounter, parseDocument } = yamlLibrary();
    const lineCounter: LineCounter = new LineCounter();
    const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false });
    for (const m of mistakes)
      if (m.indent === undefined)
        m.field = formatPath(pathAtOffset(doc, (lineCounter.lineStarts[m.at] ?? 0) + m.column - 1));
  }
  if (!error) {
    const { LineCounter, parseDocument } = yamlLibrary();
    const lineCounter: LineCounter = new LineCounter();
    const doc: Document = parseDocument(lines.join('\n'), { lineCounter });
    for (const m of mistakes)
      if (m.indent !== undefined) {
        // Inside the line's key (or its item's value): at its first character, the field that ends on the line
        // above would be found, its range ending where this line starts.
        const item = /^\s*-\s/.test(lines[m.at] ?? '');
        const offset = (lineCounter.lineStarts[m.at] ?? 0) + m.indent + (item ? 2 : 1);
        m.field = formatPath(pathAtOffset(doc, offset));
      }
  }
  return mistakes.map(({ line, column, field, message }) => ({ line, column, field, message }));
}

/**
 * Lines that may be list items read as the text of the line above: a "- " line indented deeper than a line above it
 * that has a value of its own ("- A", "title: A"). Valid YAML joins them ("A - B"), so only the text shows it; this
 * scan is cheap, and the `yaml` library confirms each (see swallowedItems).
 */
function maybeSwallowed(lines: readonly string[]): number[] {
  const found: number[] = [];
  let previous = -1;
  let blockText = -1;
  lines.forEach((text, k) => {
    if (!isContent(text)) return;
    const indent = indentOf(text);
    if (blockText >= 0 && indent > blockText) return;
    blockText = -1;
    if (previous >= 0 && /^\s*-(\s|$)/.test(text) && indent > indentOf(lines[previous]!)) {
      const above = lines[previous]!;
      // A line that ends with its key (and maybe an anchor or a tag) opens a block: deeper lines belong to it.
      if (!/(:|^\s*-)\s*([&!]\S+\s*)*(#.*)?$/.test(above)) found.push(k);
    }
    if (opensBlockText(text)) blockText = indent;
    previous = k;
  });
  return found;
}

/**
 * List items out of line that YAML reads as one item: when an item is indented differently from the next, the next is
 * taken as more of its text ("A - B"). Each such item is one mistake, at the item that swallowed the others.
 */
export function swallowedItems(text: string): YamlMistake[] {
  const lines = text.split('\n');
  const candidates = maybeSwallowed(lines);
  if (!candidates.length) return [];
  const { LineCounter, isScalar, parseDocument } = yamlLibrary();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const mistakes: YamlMistake[] = [];
  const reported = new Set<number>();
  for (const k of candidates) {
    const start = lineCounter.lineStarts[k]!;
    const path = pathAtOffset(doc, start + indentOf(lines[k]!));
    const node = doc.getIn(path, true);
    if (!isScalar(node) || !node.range || node.range[0] >= start || reported.has(node.range[0])) continue;
    reported.add(node.range[0]);
    const { line, col } = lineCounter.linePos(node.range[0]);
    const first = lines[line - 1]!;
    const item = /^\s*-(\s|$)/.test(first);
    const read = JSON.stringify(String(node.value).length > 60 ? `${String(node.value).slice(0, 57)}...` : node.value);
    mistakes.push({
      line,
      column: item ? indentOf(first) + 1 : col,
      field: formatPath(path),
      message: item
        ? `The items of this list are not lined up: ${shown(first)} has its "-" at column ${indentOf(first) + 1}, ${shown(lines[k]!)} on line ${k + 1} at column ${indentOf(lines[k]!) + 1}, so YAML reads them as one item, ${read}. Put every "-" of a list at the same column`
        : `${shown(lines[k]!)} on line ${k + 1} is indented under ${shown(first)}, so YAML reads it as more of this text, ${read}. If it is a list, write it under a field of its own with every "-" at the same column`,
    });
  }
  return mistakes;
}
