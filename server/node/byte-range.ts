/** A byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a Range header for a file of `size` bytes (RFC 9110 section 14). One byte range is served (206). A range
 * the file cannot satisfy, and a `bytes=` value that is not a valid range (`bytes=abc`, `bytes=50-10`), are
 * rejected: 'unsatisfiable' (416), as nginx does. Another unit, or several ranges, are ignored: the whole file
 * is sent.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'ignore' | 'unsatisfiable' {
  if (header === undefined || !/^\s*bytes=/i.test(header)) return 'ignore';
  if (header.includes(',')) return 'ignore';
  const m = /^\s*bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return 'unsatisfiable';
  const first = m[1] === '' ? undefined : Number(m[1]);
  const last = m[2] === '' ? undefined : Number(m[2]);
  if (first === undefined) {
    // A suffix: the last N bytes.
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last!), end: size - 1 };
  }
  if ((last !== undefined && last < first) || first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}
