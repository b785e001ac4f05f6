/**
 * The draft's pictures as the owner reads them, wherever the draft and the content are kept (the disk on the site's
 * server, draft-pictures.ts; D1 and GitHub on a static host, github-draft-pictures.ts): the review's items in words,
 * the pictures panel's list with the draft, the name an upload takes, and a held picture served to the editor's own
 * page. Nothing here needs a disk.
 */
import { posix } from 'node:path';
import type { Context } from 'hono';
import { VERSION_FORMATS, versionName, versionWidths } from '../../schema/pictures.ts';
import { pictureListAnswer } from './change-answers.ts';
import type { DraftPicture, DraftPictureDelete } from './draft-shape.ts';
import { pictureDeletedWords, pictureWords } from './draft-words.ts';
import type { EntrySummary } from './entry-refs.ts';
import { MEDIA_FOLDER, mediaName, type Picture } from './picture-index.ts';

/**
 * The review's items of the draft's pictures: each upload and each delete in words, in conflict when a file of the
 * upload's name reached the site since (`onSite`) or a file of the deleted picture left it.
 */
export function pictureItems(
  pictures: readonly DraftPicture[],
  deletes: readonly DraftPictureDelete[],
  onSite: (file: string) => boolean,
) {
  return [
    ...pictures.map((p) => ({
      kind: 'picture' as const,
      src: p.src,
      file: p.files[0]!.file,
      title: posix.basename(p.src),
      saved: p.saved,
      words: [pictureWords(p.src, p.files.length)],
      conflict: p.files.some((f) => onSite(f.file)),
    })),
    ...deletes.map((p) => ({
      kind: 'picture' as const,
      deleting: true,
      src: p.src,
      file: p.files[0]!,
      title: posix.basename(p.src),
      saved: p.saved,
      words: [pictureDeletedWords(p.src, p.files.length)],
      conflict: p.files.some((f) => !onSite(f)),
    })),
  ];
}

/**
 * The pictures panel's list with the draft: the pictures uploaded into it first (`drafted`), then the site's, those
 * deleted in the draft marked (`deleting`); `uses` reads the entries as the draft has them.
 */
export function draftPictureListAnswer(
  drafted: readonly DraftPicture[],
  onSite: readonly Picture[],
  deletes: readonly DraftPictureDelete[],
  uses: (srcs: string[]) => ReadonlyMap<string, EntrySummary[]>,
  contentDir: string,
) {
  const waiting = drafted.map((p) => ({ src: p.src, files: p.files.map((f) => f.file) }));
  const pictures = [...waiting, ...onSite];
  const fromDraft = new Set(waiting.map((p) => p.src));
  const deleting = new Set(deletes.map((p) => p.src));
  return {
    pictures: pictureListAnswer(pictures, uses(pictures.map((p) => p.src)), contentDir).pictures.map((p) => ({
      ...p,
      ...(fromDraft.has(p.src) && { drafted: true }),
      ...(deleting.has(p.src) && { deleting: true }),
    })),
  };
}

/**
 * The name of an upload's picture file, from the file's name ("My Van.JPG" of kind "jpg" is "static/media/my-van.jpg"),
 * unlike any file `taken` says is there, its sized versions' names included ("my-van-2.jpg"...): the versions a
 * picture `width` pixels wide has, whether the editor makes them now or the build later (scripts/picture-versions.ts).
 */
export function freePictureName(
  uploaded: string,
  kind: string,
  width: number,
  taken: (file: string) => boolean,
): { src: string; file: string } {
  const free = (base: string) =>
    !taken(`${MEDIA_FOLDER}/${base}.${kind}`) &&
    versionWidths(width).every((w) =>
      VERSION_FORMATS.every(({ ext }) => !taken(`${MEDIA_FOLDER}/${versionName(base, w, ext)}`)),
    );
  let name = mediaName(uploaded);
  for (let n = 2; !free(name); n++) name = `${mediaName(uploaded)}-${n}`;
  return { src: `/media/${name}.${kind}`, file: `${MEDIA_FOLDER}/${name}.${kind}` };
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The file of `pictures` named `name` (its last segment), for the editor's own page, or undefined. */
export function heldFileNamed(pictures: readonly DraftPicture[], name: string) {
  if (!TYPES[name.split('.').pop() ?? '']) return undefined;
  return pictures.flatMap((p) => p.files).find((f) => posix.basename(f.file) === name);
}

/**
 * A picture of the draft served to the editor's own page (the review, the pictures panel, the preview's frame),
 * with headers that let no browser run it, sniff it as another type, or show it on another site.
 */
export function heldPictureAnswer(c: Context, name: string, bytes: Uint8Array): Response {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': TYPES[name.split('.').pop() ?? '']!,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
}

export const NOT_IN_DRAFT = 'This picture is not in the draft';

/** Where the preview's page finds a picture of the draft, under the editor's address `base`. */
const previewPictureUrl = (base: string, name: string) => `${base}/preview/media/${name}`;

/**
 * The preview's page with each address of a picture of the draft (`/media/dave.jpg`, `/media/dave-640.avif` in a
 * srcset) pointing at the editor's copy: the site does not have the picture until the draft is published.
 */
export function withDraftPictures(
  html: string,
  pictures: readonly Pick<DraftPicture, 'files'>[],
  base: string,
): string {
  const names = new Set(pictures.flatMap((p) => p.files.map((f) => posix.basename(f.file))));
  if (!names.size) return html;
  return html.replace(/(?<=["'\s,(])\/media\/([a-z0-9][a-z0-9.-]*)/g, (address, name: string) =>
    names.has(name) ? previewPictureUrl(base, name) : address,
  );
}
