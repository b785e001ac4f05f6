/**
 * An uploaded picture made fit to publish, with its sized versions. Its size in pixels is read from its header
 * first, and a picture over MAX_PICTURE_PIXELS is refused before it is decoded (a 16,000 x 16,000 PNG of a few
 * hundred kilobytes would take a gigabyte to decode). Then it is decoded, with the same limit, turned upright as its
 * EXIF orientation says, and encoded again in its own format: only its pixels are published, with no EXIF (a
 * phone's photo carries the GPS position where it was taken), no comment and nothing after the picture's end (a
 * file hidden behind it).
 *
 * The picture is decoded and turned upright once, and held decoded (36 MB for a phone's 12-megapixel photo): the
 * picture encoded again and its versions (schema/pictures.ts) are made from those pixels, the versions from one copy
 * reduced to the largest version's width. Decoding and turning it once rather than twice is a fifth less work for
 * the same picture file, and versions within a few bytes of those made from a second decode.
 */
import type SharpModule from 'sharp';
import type { OutputInfo, Sharp } from 'sharp';
import { MAX_PICTURE_PIXELS, VERSION_FORMATS, versionWidths } from '../../schema/pictures.ts';

export type PictureKind = 'jpg' | 'png' | 'webp' | 'avif';

/** A sized version: its width and format's extension ("avif"), and its bytes. */
interface PictureVersion {
  width: number;
  ext: string;
  bytes: Buffer;
}

export type CleanPicture =
  { bytes: Buffer; width: number; height: number; versions: PictureVersion[] } | { problem: string; status: 413 | 415 };

const DAMAGED = { problem: 'The picture cannot be read: it may be damaged', status: 415 } as const;
const thousands = (n: number) => n.toLocaleString('en-US');

/** Each kind encoded again at a quality that keeps what the eye sees. */
const encoders: Record<PictureKind, (s: Sharp) => Sharp> = {
  jpg: (s) => s.jpeg({ quality: 90 }),
  png: (s) => s.png(),
  webp: (s) => s.webp({ quality: 90 }),
  avif: (s) => s.avif({ quality: 65, effort: 2 }),
};

/** The versions' encoders: the quickest settings whose files stay about as small as slower ones'. */
const versionEncoders: Record<(typeof VERSION_FORMATS)[number]['ext'], (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 55, effort: 0, chromaSubsampling: '4:2:0' }),
  webp: (s) => s.webp({ quality: 75, effort: 1 }),
};

export async function cleanPicture(bytes: Uint8Array, kind: PictureKind): Promise<CleanPicture> {
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS });
  /** Decoded pixels, read again as a picture. */
  const decodedAs = ({ data, info }: { data: Buffer; info: OutputInfo }) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
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
    // Upright, its width is the header's height when the EXIF says it is turned by a quarter.
    const turned = (header.orientation ?? 1) >= 5;
    const uprightWidth = turned ? header.height : header.width;
    const widths = versionWidths(uprightWidth);
    const largest = Math.min(Math.max(...widths), uprightWidth);
    const upright = await input().autoOrient().raw().toBuffer({ resolveWithObject: true });
    const [clean, decoded] = await Promise.all([
      encoders[kind](decodedAs(upright)).toBuffer({ resolveWithObject: true }),
      decodedAs(upright)
        .resize({ width: largest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ]);
    const versions = await encodeVersions(sharp, decoded, widths, largest);
    return { bytes: clean.data, width: clean.info.width, height: clean.info.height, versions };
  } catch {
    return DAMAGED;
  }
}

type Decoded = { data: Buffer; info: OutputInfo };

/**
 * The versions of a picture, upright and reduced to the largest version's width (`largest`), at `widths` in every
 * format; `wanted` leaves out those already there.
 */
async function encodeVersions(
  sharp: typeof SharpModule,
  decoded: Decoded,
  widths: readonly number[],
  largest: number,
  wanted: (width: number, ext: string) => boolean = () => true,
): Promise<PictureVersion[]> {
  const decodedAs = ({ data, info }: Decoded) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  // The widest first: the longest encodes start first, and the narrow ones fill the time beside them.
  const versions = await Promise.all(
    [...widths].reverse().flatMap((width) =>
      VERSION_FORMATS.filter(({ ext }) => wanted(width, ext)).map(async ({ ext }) => {
        const resized = decodedAs(decoded).resize({ width: Math.min(width, largest) });
        return { width, ext, bytes: await versionEncoders[ext](resized).toBuffer() };
      }),
    ),
  );
  return versions.sort((a, b) => a.width - b.width);
}

/**
 * The sized versions of a picture already published without them (one committed by the editor on a static host,
 * which has no image library): made as an upload's are above, from the picture turned upright, except those
 * `wanted` says are there. Undefined when the picture cannot be read.
 */
export async function missingVersions(
  bytes: Uint8Array,
  wanted: (width: number, ext: string) => boolean,
): Promise<PictureVersion[] | undefined> {
  const { default: sharp } = await import('sharp');
  try {
    const header = await sharp(bytes).metadata();
    if (!header.width || !header.height || header.width * header.height > MAX_PICTURE_PIXELS) return undefined;
    const uprightWidth = (header.orientation ?? 1) >= 5 ? header.height : header.width;
    const widths = versionWidths(uprightWidth).filter((w) => VERSION_FORMATS.some(({ ext }) => wanted(w, ext)));
    if (!widths.length) return [];
    const largest = Math.min(Math.max(...widths), uprightWidth);
    const decoded = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return await encodeVersions(sharp, decoded, widths, largest, wanted);
  } catch {
    return undefined;
  }
}
