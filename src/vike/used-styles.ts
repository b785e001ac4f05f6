/**
 * The rules of the stylesheet a page's markup can use. The stylesheet (Tailwind's minified output, one for the whole
 * site) is split once into its rules; a page keeps a rule when every class its selector needs is one the page
 * carries or one its scripts may add, and every element it needs is one the page has (the reset's `hr`, `table`, the
 * form controls' parts), in the stylesheet's order, inside the same at-rules. Rules that need neither (attribute
 * rules, `*`, custom properties) are always kept, and so is a rule that names a class only inside `:not()`.
 * Keyframes stay when a rule the page keeps runs them (`animation`, `animation-name`, directly or through a custom
 * property). Then a custom property that nothing the page keeps reads (`var(--name)`, in a kept rule, in the value
 * of a custom property that is read, or in the markup's style attributes) loses its declarations and its `@property`
 * rule: most of Tailwind's theme and its `--tw-*` defaults (about 3 KB a page).
 * Pages that carry the same classes and elements share one result, made once.
 * See docs/decisions/013-islands-and-document-navigation.md.
 */

/** A declaration of a rule's body; `custom` is the name of the custom property it declares. */
interface Declaration {
  text: string;
  custom?: string;
  /** The custom properties its value reads. */
  reads: string[];
}

/**
 * A rule of the stylesheet: at-rules with rules inside hold children; everything else is kept or dropped whole.
 * `reads` are the custom properties a rule reads; a rule that declares some has its declarations (`decls`), and an
 * `@property` rule the name it registers (`registers`).
 */
type Node =
  | { kind: 'text'; text: string; reads: string[]; registers?: string; keyframes?: string; animates?: string[] }
  | {
      kind: 'style';
      selectors: { text: string; classes: string[]; elements: string[][] }[];
      body: string;
      reads: string[];
      decls?: Declaration[];
      /** The words of its `animation` and `animation-name` values: the names of the keyframes it may run. */
      animates?: string[];
    }
  | { kind: 'group'; prelude: string; children: Node[] };

/** The custom properties a piece of CSS reads. */
const readsOf = (css: string): string[] => [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);

/** The words of the `animation` and `animation-name` values of a piece of CSS: the keyframes it may run. */
const animationsOf = (css: string): string[] =>
  [...css.matchAll(/(?:^|[{;\s])animation(?:-name)?\s*:([^;}]*)/g)].flatMap((m) => m[1]!.match(/[\w-]+/g) ?? []);

/** A rule's body split at its top-level semicolons (strings, escapes and parentheses respected). */
function declarations(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      for (i++; i < body.length && body[i] !== c; i++) if (body[i] === '\\') i++;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(body.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(body.slice(from));
  return parts.filter((d) => d.trim());
}

/** The body as rule text: its declarations, and for one that declares custom properties, what they read. */
function bodyOf(body: string): { reads: string[]; decls?: Declaration[] } {
  if (!body.includes('--')) return { reads: readsOf(body) };
  const decls = declarations(body).map((text): Declaration => {
    const custom = /^\s*(--[\w-]+)\s*:/.exec(text)?.[1];
    return { text, reads: readsOf(text), ...(custom ? { custom } : {}) };
  });
  if (!decls.some((d) => d.custom)) return { reads: readsOf(body) };
  return { reads: decls.filter((d) => !d.custom).flatMap((d) => d.reads), decls };
}

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

/** The parts of an input's own box that the reset styles: dates and times, search, number spinners. */
const INPUT_PARTS =
  /^-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator|search-decoration|inner-spin-button|outer-spin-button)/;

/**
 * Pseudo-elements that only some elements have, with those elements (the form controls' parts, which Tailwind's
 * reset styles): a selector naming one needs one of them in the page.
 */
function pseudoElementNeeds(name: string): string[] | undefined {
  if (name === 'placeholder') return ['input', 'textarea'];
  if (name === 'file-selector-button' || INPUT_PARTS.test(name)) return ['input'];
  return undefined;
}

/**
 * What a page must have for a selector to match anything. The classes an element must carry: every class outside a
 * functional pseudo-class, and inside `:is()`, `:where()` and `:has()` when their argument is one selector. Classes
 * inside `:not()` (or a list of alternatives) are not needed: the selector can match without them. And, by the same
 * rule, the elements it names (`ul`, `.x>svg`), each as the list of element names of which one is needed (a form
 * control's pseudo-element needs one of the controls that have it).
 */
function needed(selector: string): { classes: string[]; elements: string[][] } {
  const classes: string[] = [];
  const elements: string[][] = [];
  // Each open parenthesis: whether classes and elements inside it are needed.
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
    } else if (c === ':' && selector[i + 1] === ':') {
      const name = /^[\w-]+/.exec(selector.slice(i + 2))?.[0] ?? '';
      const needs = pseudoElementNeeds(name);
      if (needs && needed.every(Boolean)) elements.push(needs);
      i += 1 + name.length;
    } else if (c === ':') i += (/^[\w-]+/.exec(selector.slice(i + 1))?.[0] ?? '').length;
    else if (/[a-zA-Z]/.test(c!) && (i === 0 || /[\s>+~(,]/.test(selector[i - 1]!))) {
      const name = /^[\w-]+/.exec(selector.slice(i))![0];
      // A namespace prefix (`svg|a`) is not an element name.
      if (selector[i + name.length] !== '|' && needed.every(Boolean)) elements.push([name.toLowerCase()]);
      i += name.length - 1;
    }
  }
  return { classes, elements };
}

/** The comments before a statement (Tailwind's licence before its first layer), kept as they are. */
const LEADING_COMMENTS = /^\s*(?:\/\*[\s\S]*?\*\/\s*)+/;

function parse(css: string): Node[] {
  return statements(css).flatMap(({ prelude, body }): Node[] => {
    // A comment is text of its own: left in the statement's prelude, it hid the at-rule after it, so that the
    // first layer (Tailwind's `--tw-*` defaults) was kept whole and none of its unread properties left it.
    const comments = body === undefined ? undefined : LEADING_COMMENTS.exec(prelude)?.[0];
    if (!comments) return [nodeOf(prelude, body)];
    return [{ kind: 'text', text: comments, reads: [] }, nodeOf(prelude.slice(comments.length), body)];
  });
}

/** One statement of the stylesheet as a node: a group of rules, a style rule, or text kept whole. */
function nodeOf(prelude: string, body: string | undefined): Node {
  if (body === undefined) return { kind: 'text', text: prelude, reads: [] };
  const head = prelude.trim();
  if (/^@(media|supports|layer|container|scope|starting-style)\b/.test(head))
    return { kind: 'group', prelude, children: parse(body) };
  // At-rules of other kinds (@property, @keyframes, @font-face, …) and style rules with rules nested inside
  // them are kept whole.
  if (head.startsWith('@') || body.includes('{')) {
    const text = `${prelude}{${body}}`;
    const registers = /^@property\s+(--[\w-]+)/.exec(head)?.[1];
    const keyframes = /^@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(head)?.[1];
    if (keyframes) return { kind: 'text', text, reads: readsOf(text), keyframes };
    const animates = animationsOf(text);
    return {
      kind: 'text',
      text,
      reads: readsOf(text),
      ...(registers ? { registers } : {}),
      ...(animates.length ? { animates } : {}),
    };
  }
  const animates = animationsOf(body);
  return {
    kind: 'style',
    selectors: splitList(prelude).map((text) => ({ text, ...needed(text) })),
    body,
    ...bodyOf(body),
    ...(animates.length ? { animates } : {}),
  };
}

/** The style rules a page keeps (with the selectors it keeps of each), in the stylesheet's order. */
type Kept = Map<Node, string[]>;

function keep(
  nodes: readonly Node[],
  has: (name: string) => boolean,
  hasElement: (name: string) => boolean,
  kept: Kept,
): void {
  for (const node of nodes)
    if (node.kind === 'style') {
      const selectors = node.selectors
        .filter((s) => s.classes.every(has) && s.elements.every((names) => names.some(hasElement)))
        .map((s) => s.text);
      if (selectors.length) kept.set(node, selectors);
    } else if (node.kind === 'group') keep(node.children, has, hasElement, kept);
}

/**
 * The custom properties a page reads: those its kept rules and its always-kept text read, those `more` names (the
 * markup's own), and those the values of these read, in turn.
 */
function readProperties(
  nodes: readonly Node[],
  kept: Kept,
  animated: ReadonlySet<string>,
  more: Iterable<string>,
): Set<string> {
  const read = new Set(more);
  const valuesOf = new Map<string, string[]>();
  const visit = (list: readonly Node[]) => {
    for (const node of list)
      if (node.kind === 'group') visit(node.children);
      else if (node.kind === 'text') {
        if (!node.keyframes || animated.has(node.keyframes)) for (const name of node.reads) read.add(name);
      } else if (kept.has(node)) {
        for (const name of node.reads) read.add(name);
        for (const d of node.decls ?? [])
          if (d.custom && d.reads.length) valuesOf.set(d.custom, [...(valuesOf.get(d.custom) ?? []), ...d.reads]);
      }
  };
  visit(nodes);
  const queue = [...read];
  while (queue.length)
    for (const name of valuesOf.get(queue.pop()!) ?? [])
      if (!read.has(name)) {
        read.add(name);
        queue.push(name);
      }
  return read;
}

/**
 * The words of the values the stylesheet declares for each custom property: Tailwind's animation utilities name their
 * keyframes there (the utility's rule runs `var(--animate-NAME)`, the theme declares that as `NAME 1s linear infinite`).
 * Written here without a real utility's name: the stylesheet is made from the words of src/.
 */
function customValueWords(nodes: readonly Node[], into = new Map<string, string[]>()): Map<string, string[]> {
  for (const node of nodes)
    if (node.kind === 'group') customValueWords(node.children, into);
    else if (node.kind === 'style')
      for (const d of node.decls ?? [])
        if (d.custom) {
          const words = d.text.slice(d.text.indexOf(':') + 1).match(/[\w-]+/g) ?? [];
          into.set(d.custom, [...(into.get(d.custom) ?? []), ...words]);
        }
  return into;
}

/**
 * The names of the keyframes a page may run: those the kept rules and the always-kept text name in an animation,
 * directly or through the custom properties the animation reads (`customWords`).
 */
function animatedNames(nodes: readonly Node[], kept: Kept, customWords: ReadonlyMap<string, string[]>): Set<string> {
  const names = new Set<string>();
  const add = (word: string) => {
    if (names.has(word)) return;
    names.add(word);
    if (word.startsWith('--')) for (const inner of customWords.get(word) ?? []) add(inner);
  };
  const visit = (list: readonly Node[]) => {
    for (const node of list)
      if (node.kind === 'group') visit(node.children);
      else if (node.kind === 'text' || kept.has(node)) for (const word of node.animates ?? []) add(word);
  };
  visit(nodes);
  return names;
}

function print(nodes: readonly Node[], kept: Kept, read: ReadonlySet<string>, animated: ReadonlySet<string>): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'text') {
      if (node.keyframes ? animated.has(node.keyframes) : !node.registers || read.has(node.registers)) css += node.text;
    } else if (node.kind === 'style') {
      const selectors = kept.get(node);
      if (!selectors) continue;
      const decls = node.decls?.filter((d) => !d.custom || read.has(d.custom));
      // A rule left with no declarations goes; one that had none (`.x{}`) stays as it was.
      if (decls?.length === 0) continue;
      const body = decls && decls.length < node.decls!.length ? decls.map((d) => d.text).join(';') : node.body;
      css += `${selectors.join(',')}{${body}}`;
    } else {
      const inner = print(node.children, kept, read, animated);
      if (inner) css += `${node.prelude}{${inner}}`;
    }
  }
  return css;
}

/** Every class a selector of the stylesheet names, and every element one needs. */
function namesOf(
  nodes: readonly Node[],
  into = { classes: new Set<string>(), elements: new Set<string>() },
): typeof into {
  for (const node of nodes)
    if (node.kind === 'group') namesOf(node.children, into);
    else if (node.kind === 'style')
      for (const s of node.selectors) {
        for (const c of s.classes) into.classes.add(c);
        for (const names of s.elements) for (const name of names) into.elements.add(name);
      }
  return into;
}

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 45 || c === 95;

/**
 * The elements of an HTML document, by their tag names (lower case): each `<` followed by a letter. Found with
 * indexOf, not a regular expression: half the time over a page's markup, which every page of a build pays.
 */
export function elementsInMarkup(html: string): Set<string> {
  const found = new Set<string>();
  for (let i = html.indexOf('<'); i >= 0; i = html.indexOf('<', i + 1)) {
    if (!isLetter(html.charCodeAt(i + 1))) continue;
    let end = i + 2;
    while (end < html.length && isNameChar(html.charCodeAt(end))) end++;
    found.add(html.slice(i + 1, end));
    i = end - 1;
  }
  const names = new Set<string>();
  for (const name of found) names.add(name.toLowerCase());
  return names;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The names of a class attribute's value, by value: pages repeat the same few hundred values. */
const namesOfValue = new Map<string, readonly string[]>();
const REMEMBERED_VALUES = 20_000;

/** The classes of every element of an HTML document (`class="…"`, entities decoded). */
export function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = m[1]!;
    let names = namesOfValue.get(value);
    if (!names) {
      names = value
        .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ENTITIES[e]!)
        .split(/\s+/)
        .filter(Boolean);
      if (namesOfValue.size < REMEMBERED_VALUES) namesOfValue.set(value, names);
    }
    for (const name of names) classes.add(name);
  }
  return classes;
}

export interface UsedStyles {
  /**
   * The stylesheet with only the rules a page carrying `classes` and having `elements` (all of them when not given)
   * can match, in their order, and only the custom properties those rules (or `reads`, the markup's own) read.
   */
  of(classes: ReadonlySet<string>, reads?: Iterable<string>, elements?: ReadonlySet<string>): string;
  /** Those of `words` that are classes of the stylesheet. */
  classesIn(words: Iterable<string>): Set<string>;
  /** Those of `words` that are elements a selector of the stylesheet needs. */
  elementsIn(words: Iterable<string>): Set<string>;
}

/** Pages of one kind carry the same classes: this many distinct results are kept (the oldest dropped first). */
const REMEMBERED = 256;

/** Splits a stylesheet once; each page's own stylesheet is then a filter over its rules. */
export function usedStyles(css: string): UsedStyles {
  const nodes = parse(css);
  const { classes, elements: needed } = namesOf(nodes);
  const customWords = customValueWords(nodes);
  // In the stylesheet's order: a page's key is made by one pass over them, not by sorting the page's classes (which
  // cost the pre-render a tenth of a millisecond a page).
  const ordered = [...classes];
  const elements = [...needed];
  const made = new Map<string, string>();
  return {
    of(has, reads = [], present) {
      let key = '';
      for (const name of ordered) if (has.has(name)) key += `${name} `;
      const more = [...new Set(reads)].sort();
      key += `\n${more.join(' ')}\n`;
      if (!present) key += '*';
      else for (const name of elements) if (present.has(name)) key += `${name} `;
      let text = made.get(key);
      if (text === undefined) {
        const kept: Kept = new Map();
        keep(nodes, (name) => has.has(name), present ? (name) => present.has(name) : () => true, kept);
        const animated = animatedNames(nodes, kept, customWords);
        text = print(nodes, kept, readProperties(nodes, kept, animated, more), animated);
        if (made.size >= REMEMBERED) made.delete(made.keys().next().value!);
        made.set(key, text);
      }
      return text;
    },
    classesIn: (words) => new Set([...words].filter((word) => classes.has(word))),
    // Each part of a word: a script's markup (`<strong>`, `</em>`) is a word with the name inside it.
    elementsIn: (words) => {
      const found = new Set<string>();
      for (const word of words)
        for (const part of word.toLowerCase().split(/[^\w-]+/)) if (needed.has(part)) found.add(part);
      return found;
    },
  };
}

/** The custom properties the style attributes of an HTML document read. */
export function propertiesInMarkup(html: string): string[] {
  return [...html.matchAll(/\sstyle="([^"]*)"/g)].flatMap((m) => readsOf(m[1]!.replace(/&quot;/g, '"')));
}
