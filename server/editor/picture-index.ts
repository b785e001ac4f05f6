/**
 * The pictures under content/static/media/ as the owner sees them, wherever the files are listed (the disk's
 * folder: pictures.ts; the repository's tree on GitHub: github-editor.ts): one picture is its file
 * (`/media/van.jpg`) and the sized versions the editor made of it on upload (`van-640.avif`, `van-640.webp`, ...).
 * A picture is found by its address only, checked against the files that are there, never by a path the browser
 * sends. Which entries use a picture is read from their text (the address written in a field or an article).
 */
import { EntryError, type EntryReader, type EntrySummary } from './entry-refs.ts';

/** The pictures' folder under the content folder. */
export const MEDIA_FOLDER = 'static/media';
const PICTURE = /^([a-z0-9][a-z0-9-]*)\.(jpe?g|png|webp|avif|gif|svg)$/;

export interface Picture {
  /** Its address on the site: "/media/van.jpg". */
  src: string;
  /** Its files under the content folder: the picture, then its sized versions. */
  files: string[];
}

/** The sized versions of `base` among `names`: "van-640.avif" for "van". */
const versionsOf = (base: string, names: readonly string[]) =>
  names.filter((n) => n.startsWith(`${base}-`) && /^\d+\.(avif|webp)$/.test(n.slice(base.length + 1)));

/** The pictures among the file names of the pictures' folder, by address. */
export function picturesIn(unsorted: readonly string[]): Picture[] {
  const names = [...unsorted].sort();
  const sized = new Set<string>();
  const pictures: Picture[] = [];
  for (const name of names) {
    const m = PICTURE.exec(name);
    if (!m) continue;
    const versions = versionsOf(m[1]!, names);
    for (const v of versions) sized.add(v);
    pictures.push({ src: `/media/${name}`, files: [name, ...versions].map((n) => `${MEDIA_FOLDER}/${n}`) });
  }
  return pictures.filter((p) => !sized.has(p.src.slice('/media/'.length)));
}

/** The picture at `src` among `pictures`, or a 404. */
export function pictureAt(pictures: readonly Picture[], src: unknown): Picture {
  const picture = pictures.find((p) => p.src === src);
  if (!picture) throw new EntryError(404, 'No such picture');
  return picture;
}

/** Whether `text` (an entry's) names the picture at `src`: "/media/van.jpg", not "/media/van.jpg-old". */
export const namesPicture = (text: string, src: string) =>
  new RegExp(`${src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9.-])`).test(text);

/** The entries whose text names each address of `srcs` (every entry read once). */
export function usesOf(reader: EntryReader, srcs: readonly string[]): Map<string, EntrySummary[]> {
  const texts = reader.list().map((e) => ({ entry: e, text: reader.text(e.file) ?? '' }));
  return new Map(srcs.map((src) => [src, texts.filter((t) => namesPicture(t.text, src)).map((t) => t.entry)]));
}

/** Of `pictures`, those the entry in `file` shows and no other entry does: what leaves the site with it. */
export function shownOnlyBy(reader: EntryReader, pictures: readonly Picture[], file: string): Picture[] {
  const uses = usesOf(
    reader,
    pictures.map((p) => p.src),
  );
  return pictures.filter((p) => {
    const users = uses.get(p.src) ?? [];
    return users.length === 1 && users[0]!.file === file;
  });
}

/** "My Truck (1).JPG" -> "my-truck-1". */
export function mediaName(name: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'picture';
}
