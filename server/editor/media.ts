/**
 * Pictures uploaded in the editor: stored under content/static/media/ (served at /media/...) with AVIF and WebP
 * versions at the widths the build lists in `srcset` (compiler/responsive-images.ts finds them by name).
 * Only raster pictures (JPEG, PNG, WebP, AVIF) are taken, recognised by their bytes, not their name; SVG is refused
 * (it can carry script). Over MAX_UPLOAD_BYTES is refused before it is decoded; what is stored is the picture
 * encoded again, upright and without its metadata (server/editor/picture-pixels.ts).
 */
import { existsSync } from 'node:fs';
import type { ContentStore } from './content-store.ts';
import { cleanPicture, type PictureKind } from './picture-pixels.ts';
import { MAX_UPLOAD_BYTES, mediaName } from './picture-index.ts';

export { MAX_UPLOAD_BYTES } from './picture-index.ts';
const WIDTHS = [640, 1024, 1600];

export class MediaError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The picture's kind from its first bytes, or undefined. */
function pictureKind(bytes: Uint8Array): PictureKind | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'avif';
  return undefined;
}

export interface SavedMedia {
  /** The address to write in a picture's `src`. */
  src: string;
  width: number;
  height: number;
  /** Every file written, under the content folder. */
  files: string[];
}

export async function saveMedia(store: ContentStore, file: File): Promise<SavedMedia> {
  if (file.size > MAX_UPLOAD_BYTES)
    throw new MediaError(
      413,
      `The picture is ${(file.size / 1048576).toFixed(1)} MB; at most ${MAX_UPLOAD_BYTES / 1048576} MB can be uploaded`,
    );
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = pictureKind(bytes);
  if (!kind) throw new MediaError(415, 'Not a picture: upload a JPEG, PNG, WebP or AVIF file');
  const picture = await cleanPicture(bytes, kind);
  if ('problem' in picture) throw new MediaError(picture.status, picture.problem);
  const { default: sharp } = await import('sharp');
  let name = mediaName(file.name);
  for (let n = 2; existsSync(store.path(`static/media/${name}.${kind}`)); n++) name = `${mediaName(file.name)}-${n}`;
  const files: string[] = [];
  const write = (rel: string, data: Uint8Array) => {
    store.write(rel, data);
    files.push(rel);
  };
  write(`static/media/${name}.${kind}`, picture.bytes);
  for (const width of WIDTHS.filter((w) => w < picture.width || w === WIDTHS[0])) {
    const resized = sharp(picture.bytes).resize({ width: Math.min(width, picture.width), withoutEnlargement: true });
    write(`static/media/${name}-${width}.avif`, await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer());
    write(`static/media/${name}-${width}.webp`, await resized.clone().webp({ quality: 75 }).toBuffer());
  }
  return { src: `/media/${name}.${kind}`, width: picture.width, height: picture.height, files };
}
