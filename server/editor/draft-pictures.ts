/**
 * Pictures uploaded into the owner's draft (server/editor/drafts.ts): made as an upload that is published at once
 * (server/editor/media.ts `prepareUpload`), but their files wait in the draft's folder until the draft is published,
 * and leave with it when it is discarded. The preview shows them: its page names them at an address of the editor
 * (`<editor>/preview/media/<name>`), served only behind the editor's own guard (the back office's session, or this
 * computer for `npm run edit`), never to another site, with headers that let no browser run or sniff them.
 */
import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import type { Context, Hono } from 'hono';
import { EntryError, type ContentStore } from './content-store.ts';
import type { DraftPicture, DraftStore } from './drafts.ts';
import { prepareUpload } from './media.ts';
import { uploadedFile } from './request-body.ts';

export interface DraftPictureDeps {
  store: ContentStore;
  drafts: DraftStore;
  queue: <T>(task: () => Promise<T>) => Promise<T>;
  log: (c: Context, event: string) => void;
  smallBody: (c: Context) => Promise<Record<string, unknown>>;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Where the preview's page finds a picture of the draft, under the editor's address `base`. */
const previewPictureUrl = (base: string, name: string) => `${base}/preview/media/${name}`;

/**
 * The preview's page with each address of a picture of the draft (`/media/dave.jpg`, `/media/dave-640.avif` in a
 * srcset) pointing at the editor's copy: the site does not have the picture until the draft is published.
 */
export function withDraftPictures(html: string, pictures: readonly DraftPicture[], base: string): string {
  const names = new Set(pictures.flatMap((p) => p.files.map((f) => posix.basename(f.file))));
  if (!names.size) return html;
  return html.replace(/(?<=["'\s,(])\/media\/([a-z0-9][a-z0-9.-]*)/g, (address, name: string) =>
    names.has(name) ? previewPictureUrl(base, name) : address,
  );
}

/** Whether the content folder or the draft already has a file of that name: an upload takes another. */
function takenBy(store: ContentStore, drafts: DraftStore): (file: string) => boolean {
  const held = new Set(drafts.pictures().flatMap((p) => p.files.map((f) => f.file)));
  return (file) => held.has(file) || existsSync(store.path(file));
}

export function addDraftPictureRoutes(api: Hono, app: Hono, d: DraftPictureDeps): void {
  const { store, drafts } = d;

  /** A picture uploaded into the draft: checked and made as any upload, nothing written into the content. */
  api.post('/draft/media', async (c) => {
    const file = await uploadedFile(c);
    return d.queue(async () => {
      const prepared = await prepareUpload(file, takenBy(store, drafts));
      drafts.putPicture({
        src: prepared.src,
        width: prepared.width,
        height: prepared.height,
        files: drafts.hold(prepared.files),
        saved: new Date().toISOString(),
      });
      d.log(c, `uploaded ${prepared.src} into the draft`);
      return c.json(
        { src: prepared.src, width: prepared.width, height: prepared.height, drafted: true, count: drafts.count() },
        201,
      );
    });
  });

  /** Takes a picture out of the draft, its files with it. */
  api.delete('/draft/media', async (c) => {
    const body = await d.smallBody(c);
    return d.queue(async () => {
      const picture = drafts.pictures().find((p) => p.src === body.src);
      if (!picture) throw new EntryError(404, 'This picture is not in the draft');
      drafts.dropPictures([picture.src]);
      d.log(c, `took ${picture.src} out of the draft`);
      return c.json({ dropped: picture.src, count: drafts.count() });
    });
  });

  /** A file of a picture of the draft, for the preview's frame and the review's list. */
  app.get('/preview/media/:name', (c) => {
    const name = c.req.param('name');
    const held = drafts
      .pictures()
      .flatMap((p) => p.files)
      .find((f) => posix.basename(f.file) === name);
    const type = TYPES[name.split('.').pop() ?? ''];
    if (!held || !type) return c.text('This picture is not in the draft', 404);
    return c.body(new Uint8Array(drafts.filesOf([{ files: [held] }]).get(held.file)!), 200, {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });
}
