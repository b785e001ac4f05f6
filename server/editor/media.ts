/**
 * Pictures uploaded in the editor: stored under content/static/media/ (served at /media/...) with AVIF and WebP
 * versions at the widths of schema/pictures.ts, which the build finds by name and lists in `srcset`
 * (compiler/picture-facts.ts). Only raster pictures (JPEG, PNG, WebP, AVIF) are taken, recognised by their bytes,
 * not their name; SVG is refused (it can carry script). Over MAX_UPLOAD_BYTES is refused before it is decoded; what
 * is stored is the picture encoded again, upright and without its metadata (server/editor/picture-pixels.ts).
 *
 * `prepareUpload` makes the files and writes nothing: whoever keeps the change (a save now, a draft later) writes
 * the files it returns. `saveMedia` writes them into the content folder at once.
 */
import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import { MAX_UPLOAD_BYTES, versionName } from '../../schema/pictures.ts';
import type { ContentStore } from './content-store.ts';
import { cleanPicture, type PictureKind } from './picture-pixels.ts';
import { freePictureName } from './draft-picture-answers.ts';

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

export interface PreparedUpload {
  /** The address to write in a picture's `src`. */
  src: string;
  width: number;
  height: number;
  /** Every file the upload adds, under the content folder ("static/media/van.jpg"), with its bytes. */
  files: Map<string, Uint8Array>;
}

export interface SavedMedia extends Omit<PreparedUpload, 'files'> {
  /** Every file written, under the content folder. */
  files: string[];
}

/**
 * The files an upload adds, made from the file sent, named after it and unlike any file `taken` says is there
 * ("van.jpg", else "van-2.jpg"...). Throws a MediaError in the owner's words for a file that is not a picture, is
 * too large, or is damaged.
 */
export async function prepareUpload(file: File, taken: (file: string) => boolean): Promise<PreparedUpload> {
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
  const named = freePictureName(file.name, kind, picture.width, taken);
  const base = named.file.slice(0, -`.${kind}`.length);
  const files = new Map<string, Uint8Array>([[named.file, picture.bytes]]);
  for (const v of picture.versions)
    files.set(`${posix.dirname(base)}/${versionName(posix.basename(base), v.width, v.ext)}`, v.bytes);
  return { src: named.src, width: picture.width, height: picture.height, files };
}

/** An upload written into the content folder of `store`. */
export async function saveMedia(store: ContentStore, file: File): Promise<SavedMedia> {
  const prepared = await prepareUpload(file, (f) => existsSync(store.path(f)));
  for (const [path, bytes] of prepared.files) store.write(path, bytes);
  return { ...prepared, files: [...prepared.files.keys()] };
}
