/**
 * An uploaded picture made fit to publish. Its size in pixels is read from its header first, and a picture over
 * MAX_PICTURE_PIXELS is refused before it is decoded (a 16,000 x 16,000 PNG of a few hundred kilobytes would take a
 * gigabyte to decode). Then it is decoded, with the same limit, turned upright as its EXIF orientation says, and
 * encoded again in its own format: only its pixels are published, with no EXIF (a phone's photo carries the GPS
 * position where it was taken), no comment and nothing after the picture's end (a file hidden behind it).
 */
import type { Sharp } from 'sharp';

/** 40 megapixels: a 7,700 x 5,200 photo, more than any camera phone makes and 10 times what a page shows. */
const MAX_PICTURE_PIXELS = 40_000_000;

export type PictureKind = 'jpg' | 'png' | 'webp' | 'avif';

export type CleanPicture = { bytes: Buffer; width: number; height: number } | { problem: string; status: 413 | 415 };

const DAMAGED = { problem: 'The picture cannot be read: it may be damaged', status: 415 } as const;
const thousands = (n: number) => n.toLocaleString('en-US');

/** Each kind encoded again at a quality that keeps what the eye sees. */
const encoders: Record<PictureKind, (s: Sharp) => Sharp> = {
  jpg: (s) => s.jpeg({ quality: 90 }),
  png: (s) => s.png(),
  webp: (s) => s.webp({ quality: 90 }),
  avif: (s) => s.avif({ quality: 65, effort: 2 }),
};

export async function cleanPicture(bytes: Uint8Array, kind: PictureKind): Promise<CleanPicture> {
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS });
  let header;
  try {
    header = await sharp(bytes).metadata();
  } catch {
    return DAMAGED;
  }
  if (!header.width || !header.height) return DAMAGED;
  const pixels = header.width * header.height;
  if (pixels > MAX_PICTURE_PIXELS)
    return {
      problem: `The picture is ${thousands(header.width)} × ${thousands(header.height)} pixels (${Math.round(pixels / 1e6)} megapixels); at most ${MAX_PICTURE_PIXELS / 1e6} megapixels can be uploaded: save a smaller copy (2,000 pixels wide is plenty for a page)`,
      status: 413,
    };
  try {
    const { data, info } = await encoders[kind](input().autoOrient()).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return DAMAGED;
  }
}
