/**
 * The pictures on the disk (the site's server, `npm run edit`): the files of content/static/media/, read as
 * picture-index.ts reads any list of them.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { ContentStore } from './content-store.ts';
import { MEDIA_FOLDER, pictureAt as pictureAmong, picturesIn, shownOnlyBy, type Picture } from './picture-index.ts';

export { usesOf, type Picture } from './picture-index.ts';

function mediaFiles(store: ContentStore): string[] {
  const dir = store.path(MEDIA_FOLDER);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => d.name)
    : [];
}

/** Every picture, by address. */
export function listPictures(store: ContentStore): Picture[] {
  return picturesIn(mediaFiles(store));
}

/** The picture at `src`, or a 404. */
export function pictureAt(store: ContentStore, src: unknown): Picture {
  return pictureAmong(listPictures(store), src);
}

/** The pictures the entry in `file` shows and no other entry does: what leaves the site with it. */
export function onlyShownBy(store: ContentStore, file: string): Picture[] {
  return shownOnlyBy(store, listPictures(store), file);
}
