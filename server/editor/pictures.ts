/**
 * The pictures under content/static/media/ as the owner sees them: one picture is its file (`/media/van.jpg`) and
 * the sized versions the editor made of it on upload (`van-640.avif`, `van-640.webp`, ...: server/editor/media.ts).
 * A picture is found by its address only, checked against the files that are there, never by a path the browser
 * sends. Which entries use a picture is read from their text (the address written in a field or an article).
 */
import { existsSync, readdirSync } from 'node:fs';
import { EntryError, type ContentStore, type EntrySummary } from './content-store.ts';

const FOLDER = 'static/media';
const PICTURE = /^([a-z0-9][a-z0-9-]*)\.(jpe?g|png|webp|avif|gif|svg)$/;

export interface Picture {
  /** Its address on the site: "/media/van.jpg". */
  src: string;
  /** Its files under the content folder: the picture, then its sized versions. */
  files: string[];
}

function mediaFiles(store: ContentStore): string[] {
  const dir = store.path(FOLDER);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => d.name)
        .sort()
    : [];
}

/** The sized versions of `base` among `names`: "van-640.avif" for "van". */
const versionsOf = (base: string, names: readonly string[]) =>
  names.filter((n) => n.startsWith(`${base}-`) && /^\d+\.(avif|webp)$/.test(n.slice(base.length + 1)));

/** Every picture, by address. */
export function listPictures(store: ContentStore): Picture[] {
  const names = mediaFiles(store);
  const sized = new Set<string>();
  const pictures: Picture[] = [];
  for (const name of names) {
    const m = PICTURE.exec(name);
    if (!m) continue;
    const versions = versionsOf(m[1]!, names);
    for (const v of versions) sized.add(v);
    pictures.push({ src: `/media/${name}`, files: [name, ...versions].map((n) => `${FOLDER}/${n}`) });
  }
  return pictures.filter((p) => !sized.has(p.src.slice('/media/'.length)));
}

/** The picture at `src`, or a 404. */
export function pictureAt(store: ContentStore, src: unknown): Picture {
  const picture = listPictures(store).find((p) => p.src === src);
  if (!picture) throw new EntryError(404, 'No such picture');
  return picture;
}

/** The entries whose text names each address of `srcs` (every entry read once). */
export function usesOf(store: ContentStore, srcs: readonly string[]): Map<string, EntrySummary[]> {
  const texts = store.list().map((e) => ({ entry: e, text: store.text(e.file) ?? '' }));
  return new Map(
    srcs.map((src) => {
      const address = new RegExp(`${src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9.-])`);
      return [src, texts.filter((t) => address.test(t.text)).map((t) => t.entry)];
    }),
  );
}

/** The pictures the entry in `file` shows and no other entry does: what leaves the site with it. */
export function onlyShownBy(store: ContentStore, file: string): Picture[] {
  const pictures = listPictures(store);
  const uses = usesOf(
    store,
    pictures.map((p) => p.src),
  );
  return pictures.filter((p) => {
    const users = uses.get(p.src) ?? [];
    return users.length === 1 && users[0]!.file === file;
  });
}
