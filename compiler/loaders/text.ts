import { problem, type Problem } from '../problems.ts';
import { formatBytes, MAX_CONTENT_FILE_BYTES } from '../limits.ts';

/**
 * For a UTF-8 lead byte: how many continuation bytes follow, and the range the first of them must be in
 * (which rules out overlong forms, surrogates and code points above U+10FFFF). Undefined for a byte no
 * character can start with.
 */
function sequence(lead: number): [more: number, low: number, high: number] | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return [1, 0x80, 0xbf];
  if (lead === 0xe0) return [2, 0xa0, 0xbf];
  if (lead === 0xed) return [2, 0x80, 0x9f];
  if (lead >= 0xe1 && lead <= 0xef) return [2, 0x80, 0xbf];
  if (lead === 0xf0) return [3, 0x90, 0xbf];
  if (lead >= 0xf1 && lead <= 0xf3) return [3, 0x80, 0xbf];
  if (lead === 0xf4) return [3, 0x80, 0x8f];
  return undefined;
}

/** The offset of the first byte that is not part of well-formed UTF-8, or -1 when every byte is. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const s = sequence(lead);
    if (!s || i + s[0] >= bytes.length) return i;
    const [more, low, high] = s;
    if (bytes[i + 1]! < low || bytes[i + 1]! > high) return i;
    for (let k = 2; k <= more; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += more + 1;
  }
  return -1;
}

/** Control characters that have no place in a text file (tab, line feed and carriage return do). */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');

/** 1-based line and column of a string offset. */
function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

const HOW = 'Save it as plain text (UTF-8), or move it out of the content folder if it is not content';

/** Well-formed UTF-8 bytes as text (a byte order mark at the start dropped), as `contentText` reads them. */
export const decodeText = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** The problem of a content file larger than any content file may be, or undefined. */
export function sizeProblem(file: string, bytes: number): Problem | undefined {
  if (bytes <= MAX_CONTENT_FILE_BYTES) return undefined;
  return problem(
    'file-size',
    { file, line: 1, column: 1 },
    '',
    `The file is ${formatBytes(bytes)}, more than the ${formatBytes(MAX_CONTENT_FILE_BYTES)} a content file may have: shorten it or split it`,
  );
}

/**
 * A content file's bytes as text, or the one problem that says why they are not: more bytes than a
 * content file may have, bytes that are not UTF-8, or control characters. A file of binary data is one
 * problem at the first byte that is not text, never a screenful of garbage.
 */
export function contentText(file: string, bytes: Uint8Array): { text: string } | { problem: Problem } {
  const tooBig = sizeProblem(file, bytes.length);
  if (tooBig) return { problem: tooBig };
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const text = new TextDecoder().decode(bytes.subarray(0, bad));
    return {
      problem: problem(
        'not-text',
        { file, ...lineColumnOf(text, text.length) },
        '',
        `The file is not text: byte 0x${hex(bytes[bad]!, 2)} here is not UTF-8. ${HOW}`,
      ),
    };
  }
  const text = decodeText(bytes);
  const control = CONTROL.exec(text);
  if (control)
    return {
      problem: problem(
        'not-text',
        { file, ...lineColumnOf(text, control.index) },
        '',
        `The file is not text: it holds the control character U+${hex(control[0].charCodeAt(0), 4)} here. ${HOW}`,
      ),
    };
  return { text };
}
