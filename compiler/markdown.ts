import { Marked, type Token, type Tokens } from 'marked';
import { unsafeUrl } from '../schema/safe-url.ts';
import type { PictureFacts } from '../schema/page-data.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** How wide an article's picture is shown: the article's column (src/pages/article-page.tsx, `max-w-3xl`). */
export const ARTICLE_PICTURE_SIZES = '(min-width: 768px) 720px, calc(100vw - 2rem)';

/** The facts of the pictures of the article being rendered (see `renderMarkdown`). */
let factsOf: ((src: string) => PictureFacts | undefined) | undefined;

/**
 * Markdown to HTML with raw HTML switched off: any HTML in the source is shown as text, never run. A link
 * or picture whose address is not a safe one (the build refuses those, see `markdownUrls`) is rendered as
 * its text only, so no other path can put such an address into a page.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (unsafeUrl(href) !== undefined) return text;
      const external = /^https?:\/\//i.test(href);
      const rel = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}${rel}>${text}</a>`;
    },
    image({ href, title, tokens }: Tokens.Image) {
      const alt = this.parser.parseInline(tokens, this.parser.textRenderer);
      if (unsafeUrl(href) !== undefined) return escapeHtml(alt);
      const facts = href.startsWith('/') ? factsOf?.(href.replace(/[?#].*$/, '')) : undefined;
      const size = facts ? ` width="${facts.width}" height="${facts.height}" decoding="async"` : '';
      const img = `<img src="${escapeHtml(href)}" alt="${escapeHtml(alt)}"${title ? ` title="${escapeHtml(title)}"` : ''}${size}>`;
      if (!facts?.sources.length) return img;
      const sources = facts.sources.map(
        (s) => `<source type="${s.type}" srcset="${escapeHtml(s.srcSet)}" sizes="${ARTICLE_PICTURE_SIZES}">`,
      );
      return `<picture>${sources.join('')}${img}</picture>`;
    },
  },
});

/**
 * An article's HTML. With `pictures` (compiler/picture-facts.ts), each picture of the site it shows carries its size
 * and its sized versions (`<picture>` with a `srcset` per format).
 */
export function renderMarkdown(source: string, pictures?: (src: string) => PictureFacts | undefined): string {
  factsOf = pictures;
  try {
    return marked.parse(source, { async: false });
  } finally {
    factsOf = undefined;
  }
}

/** An address in a markdown body: a link, a picture or a reference definition ("[name]: /page"). */
export interface MarkdownUrl {
  href: string;
  kind: 'link' | 'image' | 'definition';
  /** 1-based line and column inside the body, where the address is written. */
  line: number;
  column: number;
}

/** The tokens inside a token, in reading order. */
function childrenOf(t: Token): Token[] {
  if (t.type === 'list') return (t as Tokens.List).items;
  if (t.type === 'table') {
    const table = t as Tokens.Table;
    return [...table.header, ...table.rows.flat()].flatMap((cell) => cell.tokens);
  }
  return 'tokens' in t && Array.isArray(t.tokens) ? t.tokens : [];
}

/** Where the address starts inside a link, picture, autolink or definition as written. */
function addressOffset(t: Token): number | undefined {
  const raw = t.raw;
  let i: number;
  if (t.type === 'def') i = raw.indexOf(']:') + 2;
  else if (raw.startsWith('<'))
    return 1; // <https://...> autolink
  else if (raw.startsWith('[') || raw.startsWith('![')) {
    if (!raw.endsWith(')')) return undefined; // [text][name]: the address is at its definition
    i = raw.lastIndexOf('](') + 2;
  } else return 0; // a bare www. or https:// address
  while (/\s/.test(raw[i] ?? '')) i++;
  return raw[i] === '<' ? i + 1 : i;
}

/**
 * Every address a markdown body links to or shows, as the renderer reads it (the same lexer), with the
 * line and column where it is written: inline links and pictures, <autolinks>, bare addresses and
 * reference definitions. A reference link ("[text][name]") is found at its definition.
 */
export function markdownUrls(source: string): MarkdownUrl[] {
  const out: MarkdownUrl[] = [];
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const position = (offset: number) => {
    let line = lineStarts.length;
    while (lineStarts[line - 1]! > offset) line--;
    return { line, column: offset - lineStarts[line - 1]! + 1 };
  };
  const visit = (tokens: readonly Token[], from: number) => {
    let cursor = from;
    for (const t of tokens) {
      // Text inside a block quote or list item loses its "> " or indent: then it is found near its parent.
      const found = t.raw ? source.indexOf(t.raw, cursor) : -1;
      const start = found >= 0 ? found : cursor;
      if (t.type === 'link' || t.type === 'image' || t.type === 'def') {
        const offset = addressOffset(t);
        if (offset !== undefined)
          out.push({
            href: (t as Tokens.Link | Tokens.Image | Tokens.Def).href,
            kind: t.type === 'def' ? 'definition' : t.type,
            ...position(start + (found >= 0 ? offset : 0)),
          });
      }
      visit(childrenOf(t), start);
      if (found >= 0) cursor = found + t.raw.length;
    }
  };
  visit(marked.lexer(source), 0);
  return out;
}
