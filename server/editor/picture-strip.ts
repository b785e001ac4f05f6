/**
 * An uploaded picture made fit to publish where there is no image library (a Cloudflare Worker has no sharp):
 * its size in pixels read from its header (refused over MAX_PICTURE_PIXELS), and its metadata taken out of the
 * file without decoding it. A JPEG keeps its picture data, tables and colour profile, and loses every EXIF, XMP,
 * IPTC and comment segment (a phone's photo carries the GPS position where it was taken) and anything after its
 * end; its EXIF orientation alone is written back, in a new EXIF of one field, so that a photo taken sideways
 * shows upright. A PNG keeps the chunks that draw it and loses its text, EXIF, time and unknown chunks, and
 * anything after its end. Other kinds (WebP, AVIF) are refused in words: their metadata is not taken out here.
 */

/** 40 megapixels: a 7,700 x 5,200 photo, more than any camera phone makes and 10 times what a page shows. */
export const MAX_PICTURE_PIXELS = 40_000_000;

export type StrippedPicture =
  { bytes: Uint8Array; kind: 'jpg' | 'png'; width: number; height: number } | { problem: string; status: 413 | 415 };

const DAMAGED = { problem: 'The picture cannot be read: it may be damaged', status: 415 } as const;
const OTHER_KIND = {
  problem:
    'Here the editor takes JPEG and PNG pictures only (it cannot take the hidden details, such as where a photo was taken, out of other kinds): save the picture as JPEG or PNG and upload it again',
  status: 415,
} as const;
const thousands = (n: number) => n.toLocaleString('en-US');

function tooLarge(width: number, height: number) {
  const pixels = width * height;
  if (pixels <= MAX_PICTURE_PIXELS) return undefined;
  return {
    problem: `The picture is ${thousands(width)} × ${thousands(height)} pixels (${Math.round(pixels / 1e6)} megapixels); at most ${MAX_PICTURE_PIXELS / 1e6} megapixels can be uploaded: save a smaller copy (2,000 pixels wide is plenty for a page)`,
    status: 413 as const,
  };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The orientation (1-8) an EXIF segment's body ("Exif\0\0" and a TIFF structure) gives, or undefined. */
export function exifOrientation(body: Uint8Array): number | undefined {
  if (ascii(body, 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = body.subarray(6);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (tiff.length < 8) return undefined;
  const little = ascii(tiff, 0, 2) === 'II';
  if (!little && ascii(tiff, 0, 2) !== 'MM') return undefined;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment of a new EXIF that says the orientation and nothing else. */
function orientationSegment(orientation: number): Uint8Array {
  const body = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8], // big-endian TIFF, first directory at 8
    ...[0, 1], // one field
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1 value
    ...[0, 0, 0, 0], // no next directory
  ];
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

/** Start-of-frame markers (baseline, progressive, lossless...), whose segment gives the size. */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Segments kept before the picture data: JFIF (APP0), the colour profile (APP2 ICC_PROFILE), Adobe's (APP14). */
function keptApp(marker: number, body: Uint8Array): boolean {
  if (marker === 0xe0) return ascii(body, 0, 5) === 'JFIF\0' || ascii(body, 0, 5) === 'JFXX\0';
  if (marker === 0xe2) return ascii(body, 0, 12) === 'ICC_PROFILE\0';
  if (marker === 0xee) return ascii(body, 0, 5) === 'Adobe';
  return false;
}

export function stripJpeg(bytes: Uint8Array): StrippedPicture {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return DAMAGED;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | undefined;
  let size: { width: number; height: number } | undefined;
  let at = 2;
  let ended = false;
  while (at < bytes.length && !ended) {
    if (bytes[at] !== 0xff) return DAMAGED;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) {
      parts.push(bytes.subarray(at, at + 2));
      ended = true;
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return DAMAGED;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return DAMAGED;
    const body = bytes.subarray(at + 4, end);
    if (marker === 0xe1) orientation ??= exifOrientation(body);
    if (isFrame(marker)) {
      if (body.length < 5) return DAMAGED;
      size = { height: (body[1]! << 8) | body[2]!, width: (body[3]! << 8) | body[4]! };
    }
    const metadata = (marker >= 0xe0 && marker <= 0xef && !keptApp(marker, body)) || marker === 0xfe;
    if (!metadata) parts.push(bytes.subarray(at, end));
    at = end;
    if (marker === 0xda) {
      // Entropy-coded data: up to the next marker that is not a stuffed 0xFF or a restart.
      const from = at;
      while (
        at + 1 < bytes.length &&
        !(bytes[at] === 0xff && bytes[at + 1] !== 0 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))
      )
        at++;
      if (at + 1 >= bytes.length) return DAMAGED;
      parts.push(bytes.subarray(from, at));
    }
  }
  if (!ended || !size || !size.width || !size.height) return DAMAGED;
  const refused = tooLarge(size.width, size.height);
  if (refused) return refused;
  // The new EXIF goes right after the start, or after JFIF's segment, which must come first.
  if (orientation && orientation !== 1)
    parts.splice(parts[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
  const turned = orientation !== undefined && orientation >= 5;
  return {
    bytes: concat(parts),
    kind: 'jpg',
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
  };
}

/** PNG chunks that draw the picture or say how its colours read; every other chunk is left out. */
const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
]);
const PNG_SIGNATURE = '\x89PNG\r\n\x1a\n';

export function stripPng(bytes: Uint8Array): StrippedPicture {
  if (ascii(bytes, 0, 8) !== PNG_SIGNATURE) return DAMAGED;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let size: { width: number; height: number } | undefined;
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.length) return DAMAGED;
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return DAMAGED;
    if (type === 'IHDR') {
      if (length < 8) return DAMAGED;
      size = { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
      const refused = tooLarge(size.width, size.height);
      if (refused) return refused;
    }
    // A chunk the picture needs (its first letter upper-case) that is not known here cannot be left out.
    if (!PNG_KEPT.has(type) && type[0]! === type[0]!.toUpperCase()) return DAMAGED;
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  if (!size || !size.width || !size.height) return DAMAGED;
  return { bytes: concat(parts), kind: 'png', ...size };
}

/** The picture without its metadata, by its first bytes: JPEG and PNG are cleaned, any other kind refused. */
export function stripPicture(bytes: Uint8Array): StrippedPicture {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return stripJpeg(bytes);
  if (ascii(bytes, 0, 8) === PNG_SIGNATURE) return stripPng(bytes);
  const webp = ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
  const avif = ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12));
  if (webp || avif) return OTHER_KIND;
  return { problem: 'Not a picture: upload a JPEG or PNG file', status: 415 };
}
