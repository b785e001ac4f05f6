/**
 * What the preview of a page with the owner's draft answers, wherever it is drawn (the site's server, preview.ts;
 * the editor's Pages Function, github-preview.ts): the page's own policy and the words when there is no page to show.
 * The page is shown in a sandboxed frame: no script runs in it (`allow-same-origin` only so that the site's pictures,
 * which other origins may not embed, show), it may be framed by the editor's page alone, and its inline styles are
 * allowed by their hashes.
 */
import { sha256Source } from '../csp-source.ts';

/** The preview page's headers, its inline styles allowed by `styleHashes` (`sha256-…`). */
export function previewPolicy(styleHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      'sandbox allow-same-origin',
      "default-src 'self'",
      "script-src 'none'",
      `style-src 'self'${styleHashes.map((h) => ` '${h}'`).join('')}`,
      "style-src-attr 'none'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      "media-src 'self'",
      "connect-src 'none'",
      "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
    ].join('; '),
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** The hashes of a rendered page's own style elements (the renderer inlines the rules each page uses). */
export function styleHashesOf(html: string): string[] {
  return [...new Set([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256Source(m[1]!)))];
}

/** The words of the preview's frame when it shows no page. */
export const PREVIEW_WORDS = {
  none: 'There is no preview here.',
  badPath: 'There is no such page.',
  noPage: 'There is no such page with the draft.',
  cannotDraw: 'This page cannot be drawn with the draft as it is: publishing says what to correct, at its field.',
} as const;

const escaped = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/** A page of the frame with words only (as text). */
export const previewWordsPage = (words: string) =>
  `<!doctype html><html lang="en"><title>Preview</title><p>${escaped(words)}</p></html>`;

/** The addresses a preview may be asked for (the site's own page addresses). */
export const isPreviewPath = (path: string) => path.length <= 300 && /^\/[a-z0-9/-]*$/.test(path);
