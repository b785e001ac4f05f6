/** Where an uploaded picture goes in an article's markdown (admin/article-picture.tsx). */

/** `text` with the picture's line put in at `at` (a cursor position), on a paragraph of its own. */
export function placePicture(text: string, at: number, alt: string, src: string): { text: string; cursor: number } {
  const cut = Math.max(0, Math.min(at, text.length));
  const before = text.slice(0, cut).replace(/\s+$/, '');
  const after = text.slice(cut).replace(/^\s+/, '');
  const line = `![${alt.replace(/[[\]\n]/g, ' ').trim()}](${src})`;
  const head = before ? `${before}\n\n` : '';
  const placed = `${head}${line}${after ? `\n\n${after}` : '\n'}`;
  return { text: placed, cursor: head.length + line.length };
}
