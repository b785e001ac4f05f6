import { Marked, type Tokens } from 'marked';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markdown to HTML with raw HTML switched off: any HTML in the source is shown as text, never run. */
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const external = /^https?:\/\//.test(href);
      const rel = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}${rel}>${text}</a>`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}

/** Every link target in a markdown body with its 1-based line inside the body. */
export function markdownLinks(source: string): { href: string; line: number; column: number }[] {
  const out: { href: string; line: number; column: number }[] = [];
  const lines = source.split('\n');
  const re = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
  lines.forEach((text, i) => {
    for (const m of text.matchAll(re)) out.push({ href: m[1]!, line: i + 1, column: m.index + 3 });
  });
  return out;
}
