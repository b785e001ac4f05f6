import { createHash } from 'node:crypto';
import { sha256Source } from './csp-source.ts';

const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;

/**
 * Where the build writes the whole stylesheet as a file of its own (under dist/client), named by its text: a page
 * may link it in place of the rules it carries, and the site's policy allows it as any file of the site ('self').
 */
export const wholeStylesheetFile = (css: string) =>
  `assets/site.${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;

/**
 * A page as the site's policy allows it, whatever its host: when the policy (`allowed`, its style hashes, as the
 * build wrote them) does not allow one of its style elements, the page links the whole stylesheet instead (the
 * file `wholeFile`). That happens when the server renders a page again after an owner's save that gave it rules no
 * page had (server/editor/live-build.ts): the page looks the same (the whole stylesheet holds every rule its own
 * held) and takes one more request to draw, until the next build gives it its own rules and allows them. A page
 * whose styles are allowed is returned as it is.
 */
export function withinStylePolicy(html: string, allowed: ReadonlySet<string>, wholeFile: string): string {
  let linked = false;
  const within = html.replace(STYLE_ELEMENT, (element, css: string) => {
    if (allowed.has(sha256Source(css))) return element;
    if (linked) return '';
    linked = true;
    return `<link rel="stylesheet" href="/${wholeFile}">`;
  });
  return linked ? within : html;
}
