/** A byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a Range header for a file of `size` bytes (RFC 9110 section 14). One range is served; a header that is
 * not one valid byte range (several ranges, another unit, `bytes=abc`, `bytes=50-10`) is ignored and the whole
 * file is sent, as the RFC allows. A valid range the file cannot satisfy is 'unsatisfiable' (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'ignore' | 'unsatisfiable' {
  if (header === undefined) return 'ignore';
  const m = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'ignore';
  const first = m[1] === '' ? undefined : Number(m[1]);
  const last = m[2] === '' ? undefined : Number(m[2]);
  if (first === undefined) {
    // A suffix: the last N bytes.
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last!), end: size - 1 };
  }
  if (last !== undefined && last < first) return 'ignore';
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}
