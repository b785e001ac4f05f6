/** The path of a request as the site sees it: percent-decoded, dot segments resolved, repeated slashes merged. */
export interface RequestTarget {
  /** "/" or "/a/b": never a trailing slash, never an empty, "." or ".." segment. */
  path: string;
  segments: string[];
  /** The request named a folder ("/about/"): the site's addresses have no trailing slash. */
  trailingSlash: boolean;
  /** The query exactly as sent, without its "?" ("" when none). */
  query: string;
}

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * Reads a request target (the second word of the request line). Undefined when it is not one a site can
 * answer: not a path, bad percent-encoding, a NUL byte, or ".." above the root. Never throws.
 */
export function parseRequestTarget(url: string): RequestTarget | undefined {
  // An absolute-form target (what proxies receive) names this site too: keep its path.
  const target = ABSOLUTE_FORM.test(url) ? url.replace(ABSOLUTE_FORM, '') || '/' : url;
  if (!target.startsWith('/')) return undefined;
  const q = target.indexOf('?');
  const rawPath = (q === -1 ? target : target.slice(0, q)).replace(/#.*$/s, '');
  const query = q === -1 ? '' : target.slice(q + 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments: string[] = [];
  for (const s of decoded.split('/')) {
    if (s === '' || s === '.') continue;
    if (s === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(s);
  }
  const trailingSlash = segments.length > 0 && /\/(\.{0,2})$/.test(decoded);
  return { path: '/' + segments.join('/'), segments, trailingSlash, query };
}

/**
 * A site path as it may go into a Location header: every segment percent-encoded, so the result always starts
 * with exactly one "/" and can never be read as another host ("//evil.com", "/\evil.com").
 */
function encodePath(segments: readonly string[]): string {
  return '/' + segments.map(encodeURIComponent).join('/');
}

/** The same-site Location for a path, keeping the query as sent. */
export function locationOf(segments: readonly string[], query: string): string {
  return encodePath(segments) + (query ? `?${query}` : '');
}
