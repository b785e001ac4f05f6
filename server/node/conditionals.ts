/** What a file's validators are: its entity tag and its modification time. */
export interface Validators {
  etag: string;
  mtimeMs: number;
}

/** The answer the preconditions of RFC 9110 section 13.2.2 give: go on, 304, or 412. */
export type Precondition = 'proceed' | 'not-modified' | 'failed';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** The entity tags of an If-Match / If-None-Match list ("*" is its own answer). */
function tagsOf(header: string): string[] {
  return header.match(/(?:W\/)?"[^"]*"/g) ?? [];
}

const dateOf = (header: string | undefined): number | undefined => {
  if (!header) return undefined;
  const t = Date.parse(header);
  return Number.isNaN(t) ? undefined : t;
};

/** HTTP dates have whole seconds: a file is modified after a date only by a whole second. */
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * Evaluates If-Match, If-Unmodified-Since, If-None-Match and If-Modified-Since in the order RFC 9110 gives,
 * for a GET or HEAD of a file that exists.
 */
export function evaluatePreconditions(
  headers: Record<string, string | string[] | undefined>,
  file: Validators,
): Precondition {
  const header = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  const ifMatch = header('if-match');
  if (ifMatch !== undefined) {
    // Strong comparison: a weak tag never matches.
    if (ifMatch.trim() !== '*' && !tagsOf(ifMatch).some((t) => !t.startsWith('W/') && t === file.etag)) return 'failed';
  } else {
    const since = dateOf(header('if-unmodified-since'));
    if (since !== undefined && seconds(file.mtimeMs) > since) return 'failed';
  }
  const ifNoneMatch = header('if-none-match');
  if (ifNoneMatch !== undefined) {
    // Weak comparison.
    if (ifNoneMatch.trim() === '*' || tagsOf(ifNoneMatch).some((t) => opaque(t) === opaque(file.etag)))
      return 'not-modified';
    return 'proceed';
  }
  const modifiedSince = dateOf(header('if-modified-since'));
  if (modifiedSince !== undefined && seconds(file.mtimeMs) <= modifiedSince) return 'not-modified';
  return 'proceed';
}

/** Whether an If-Range lets a Range apply: the same strong tag, or exactly the file's date. */
export function ifRangeHolds(ifRange: string | undefined, file: Validators): boolean {
  if (ifRange === undefined) return true;
  const v = ifRange.trim();
  if (v.startsWith('"')) return v === file.etag;
  if (v.startsWith('W/')) return false;
  const date = dateOf(v);
  return date !== undefined && date === seconds(file.mtimeMs);
}
