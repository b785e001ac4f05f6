/**
 * The rules of the stylesheet a page's markup can use. The stylesheet (Tailwind's minified output, one for the whole
 * site) is split once into its rules; a page keeps a rule when every class its selector needs is one the page
 * carries or one its scripts may add, in the stylesheet's order, inside the same at-rules. Rules without a class
 * (the reset, element and attribute rules, custom properties, keyframes) are always kept, and so is a rule that
 * names a class only inside `:not()`.
 * See docs/decisions/013-islands-and-document-navigation.md.
 */

/** A rule of the stylesheet: at-rules with rules inside hold children; everything else is kept or dropped whole. */
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'style'; selectors: { text: string; classes: string[] }[]; body: string }
  | { kind: 'group'; prelude: string; children: Node[] };

/** Splits CSS text into its top-level statements, respecting strings, escapes, parentheses and nested blocks. */
function statements(css: string): { prelude: string; body: string | undefined }[] {
  const out: { prelude: string; body: string | undefined }[] = [];
  let i = 0;
  while (i < css.length) {
    const start = i;
    let depth = 0;
    let bodyStart = -1;
    for (; i < css.length; i++) {
      const c = css[i];
      if (c === '\\') i++;
      else if (c === '"' || c === "'") {
        for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
      } else if (c === '/' && css[i + 1] === '*') {
        const end = css.indexOf('*/', i + 2);
        i = end < 0 ? css.length : end + 1;
      } else if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (depth === 0 && c === ';' && bodyStart < 0) {
        i++;
        break;
      } else if (c === '{') {
        if (bodyStart < 0) bodyStart = i;
        depth++;
      } else if (c === '}') {
        depth--;
        if (depth === 0 && bodyStart >= 0) {
          i++;
          break;
        }
      }
    }
    const text = css.slice(start, i);
    if (bodyStart < 0) {
      if (text.trim()) out.push({ prelude: text, body: undefined });
    } else out.push({ prelude: css.slice(start, bodyStart), body: css.slice(bodyStart + 1, i - 1) });
  }
  return out;
}

/** The selectors of a selector list, split at its top-level commas. */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}

/** A CSS identifier's text with its escapes undone (`md\:flex` is `md:flex`, `\32 xl` is `2xl`). */
function unescapeAt(selector: string, from: number): { name: string; end: number } {
  let name = '';
  let i = from;
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0].trim(), 16));
        i += 1 + hex[0].length;
      } else {
        name += selector[i + 1] ?? '';
        i += 2;
      }
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 127) {
      name += c;
      i++;
    } else break;
  }
  return { name, end: i };
}

/**
 * The classes an element must carry for a selector to match anything: every class outside a functional
 * pseudo-class, and inside `:is()`, `:where()` and `:has()` when their argument is one selector. Classes inside
 * `:not()` (or a list of alternatives) are not needed: the selector can match without them.
 */
function neededClasses(selector: string): string[] {
  const classes: string[] = [];
  // Each open parenthesis: whether classes inside it are needed.
  const needed: boolean[] = [];
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < selector.length && selector[i] !== ']'; i++) {
        if (selector[i] === '\\') i++;
        else if (selector[i] === '"' || selector[i] === "'") {
          const quote = selector[i];
          for (i++; i < selector.length && selector[i] !== quote; i++) if (selector[i] === '\\') i++;
        }
      }
    } else if (c === '(') {
      const fn = /:([\w-]+)$/.exec(selector.slice(0, i))?.[1] ?? '';
      let depth = 0;
      let end = i;
      for (; end < selector.length; end++) {
        if (selector[end] === '\\') end++;
        else if (selector[end] === '(') depth++;
        else if (selector[end] === ')' && --depth === 0) break;
      }
      const single = splitList(selector.slice(i + 1, end)).length === 1;
      needed.push(['is', 'where', 'has'].includes(fn) && single && needed.every(Boolean));
    } else if (c === ')') needed.pop();
    else if (c === '.' && !/\d/.test(selector[i + 1] ?? '')) {
      const { name, end } = unescapeAt(selector, i + 1);
      if (name && needed.every(Boolean)) classes.push(name);
      i = end - 1;
    }
  }
  return classes;
}

function parse(css: string): Node[] {
  return statements(css).map(({ prelude, body }): Node => {
    if (body === undefined) return { kind: 'text', text: prelude };
    const head = prelude.trim();
    if (/^@(media|supports|layer|container|scope|starting-style)\b/.test(head))
      return { kind: 'group', prelude, children: parse(body) };
    // At-rules of other kinds (@property, @keyframes, @font-face, …) and style rules with rules nested inside
    // them are kept whole.
    if (head.startsWith('@') || body.includes('{')) return { kind: 'text', text: `${prelude}{${body}}` };
    return {
      kind: 'style',
      selectors: splitList(prelude).map((text) => ({ text, classes: neededClasses(text) })),
      body,
    };
  });
}

function print(nodes: readonly Node[], has: (name: string) => boolean): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'text') css += node.text;
    else if (node.kind === 'style') {
      const kept = node.selectors.filter((s) => s.classes.every(has));
      if (kept.length) css += `${kept.map((s) => s.text).join(',')}{${node.body}}`;
    } else {
      const inner = print(node.children, has);
      if (inner) css += `${node.prelude}{${inner}}`;
    }
  }
  return css;
}

/** Every class a selector of the stylesheet names. */
function classesOf(nodes: readonly Node[], into = new Set<string>()): Set<string> {
  for (const node of nodes)
    if (node.kind === 'style') for (const s of node.selectors) for (const c of s.classes) into.add(c);
    else if (node.kind === 'group') classesOf(node.children, into);
  return into;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The classes of every element of an HTML document (`class="…"`, entities decoded). */
export function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of m[1]!.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ENTITIES[e]!).split(/\s+/))
      if (name) classes.add(name);
  return classes;
}

export interface UsedStyles {
  /** The stylesheet with only the rules a page carrying `classes` can match, in their order. */
  of(classes: ReadonlySet<string>): string;
  /** Those of `words` that are classes of the stylesheet. */
  classesIn(words: Iterable<string>): Set<string>;
}

/** Splits a stylesheet once; each page's own stylesheet is then a filter over its rules. */
export function usedStyles(css: string): UsedStyles {
  const nodes = parse(css);
  const classes = classesOf(nodes);
  return {
    of: (has) => print(nodes, (name) => has.has(name)),
    classesIn: (words) => new Set([...words].filter((word) => classes.has(word))),
  };
}
