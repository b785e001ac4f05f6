import type { FieldPath } from '../positions.ts';

/**
 * The 1-based line and column of a field of a YAML file, found by reading its lines, without the position-keeping
 * parse (compiler/positions.ts, 40 times slower: at 10,000 pages with a warning each, half of the compile). Only for
 * the plainest shape, which is how content files are written: nested block mappings whose keys are plain words, one
 * per line. Anything else on the way (a key in quotes, an anchor, a tag, a list, a value that runs over several lines,
 * a document marker, tabs, carriage returns) gives undefined, and the caller parses the file as before; so does a path
 * to a field that is not there (the parser then finds its nearest ancestor). Where it answers, it answers what the
 * parser does (`offsetOfPath`): the value's start, or its key's with `preferKey`.
 */
export function quickLocate(
  text: string,
  path: FieldPath,
  preferKey = false,
): { line: number; column: number } | undefined {
  if (!path.length || /[\t\r\uFEFF]/.test(text)) return undefined;
  const lines = text.split('\n');
  // The mapping searched is the one whose keys are at `indent` from line `from` on (the file's top level first).
  let from = 0;
  let indent = -1;
  for (let step = 0; step < path.length; step++) {
    const key = path[step];
    if (typeof key !== 'string' || !PLAIN_KEY.test(key) || NOT_TEXT.test(key)) return undefined;
    const found = findKey(lines, from, indent, key);
    if (!found) return undefined;
    const { line, keyColumn, valueColumn, value } = found;
    const last = step === path.length - 1;
    if (value !== '') {
      // A value on the key's line: a scalar or a flow collection, which ends on this line (else undefined).
      if (!last || !SIMPLE_START.test(value) || !endsOnItsLine(value)) return undefined;
      return { line: line + 1, column: (preferKey ? keyColumn : valueColumn) + 1 };
    }
    // The value is on the lines below: a nested block mapping (its first key is where the value starts).
    // (An empty value, or a list at the key's own indent, is left to the parser.)
    const next = nextContentLine(lines, line + 1);
    if (next === undefined) return undefined;
    const nextIndent = lines[next]!.length - lines[next]!.trimStart().length;
    if (nextIndent <= keyColumn || !KEY_LINE.test(lines[next]!.slice(nextIndent))) return undefined;
    if (last) return { line: (preferKey ? line : next) + 1, column: (preferKey ? keyColumn : nextIndent) + 1 };
    from = next;
    indent = nextIndent;
  }
  return undefined;
}

/** A key written as a plain word, which the parser reads as that text. */
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Plain words YAML reads as something other than text (null, booleans). */
const NOT_TEXT = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
/** A line that is a key of a block mapping and what follows it. */
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
/** The start of a value this reader knows where it starts: not an anchor, alias, tag, block scalar or directive. */
const SIMPLE_START = /^[^&*!|>%@`?#:,\]}\s-]|^-[^\s-]/;

function nextContentLine(lines: string[], from: number): number | undefined {
  for (let i = from; i < lines.length; i++) {
    const t = lines[i]!.trimStart();
    if (t !== '' && !t.startsWith('#')) return i;
  }
  return undefined;
}

/**
 * The line of `key` in the block mapping whose keys are at `indent` (-1: the first key's own, at the top level) from
 * line `from` on, with its columns and the value written after it on that line ("" when none), or undefined when the
 * mapping does not have it or has anything this reader does not follow.
 */
function findKey(lines: string[], from: number, indent: number, key: string) {
  let at = indent;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    const t = line.trimStart();
    if (t === '' || t.startsWith('#')) continue;
    const own = line.length - t.length;
    if (at < 0) at = own;
    if (own > at) continue; // inside the previous key's value (a nested mapping, a block scalar's lines)
    if (own < at) return undefined; // the mapping ended
    if (/^(?:---|\.\.\.)(?:\s|$)|^%/.test(t)) return undefined;
    const m = KEY_LINE.exec(t);
    if (!m) return undefined;
    const rest = m[2] ?? '';
    const value = rest.startsWith('#') ? '' : rest;
    // A value that goes on over the next lines (an open quote or bracket) could hide key-like lines: not followed.
    if (value !== '' && !endsOnItsLine(value)) return undefined;
    if (m[1] === key)
      return { line: i, keyColumn: own, valueColumn: own + t.length - rest.length, value: value.trimEnd() };
  }
  return undefined;
}

/**
 * Whether a value written after a key ends on its line: its quotes are closed and its brackets balanced (a comment
 * after it is allowed). A quote opens a quoted scalar only at the value's start or at an item's start in a flow
 * collection; elsewhere it is a character of plain text ("It's"). A plain scalar's following lines are never keys (a
 * plain scalar cannot hold ": "), so only quotes and brackets can run over.
 */
function endsOnItsLine(value: string): boolean {
  let depth = 0;
  let itemStart = true;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === ' ') continue;
    if (itemStart && c === '"') {
      for (i++; i < value.length && value[i] !== '"'; i++) if (value[i] === '\\') i++;
      if (i >= value.length) return false;
    } else if (itemStart && c === "'") {
      for (i++; i < value.length; i++)
        if (value[i] === "'") {
          if (value[i + 1] === "'") i++;
          else break;
        }
      if (i >= value.length) return false;
    } else if (c === '#' && (i === 0 || value[i - 1] === ' ')) break;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    itemStart = depth > 0 && (c === '[' || c === '{' || c === ',' || c === ':');
  }
  return depth === 0;
}
