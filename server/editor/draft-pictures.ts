/**
 * Pictures uploaded into the owner's draft (server/editor/drafts.ts): made as an upload that is published at once
 * (server/editor/media.ts `prepareUpload`), but their files wait in the draft's folder until the draft is published,
 * and leave with it when it is discarded. The preview shows them: its page names them at an address of the editor
 * (`<editor>/preview/media/<name>`), served only behind the editor's own guard (the back office's session, or this
 * computer for `npm run edit`), never to another site, with headers that let no browser run or sniff them.
 *
 * A picture of the site may be deleted in the draft too: refused, as a delete published at once is, while an entry
 * (as the draft has it) shows it or when the gate would refuse the draft without it; its files leave the content
 * when the draft is published, in the same commit.
 */
import { existsSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import { EntryError, type ContentStore } from './content-store.ts';
import { deleteRefusal, pictureShownRefusal } from './change-answers.ts';
import { NOT_IN_DRAFT, draftPictureListAnswer, heldFileNamed, heldPictureAnswer } from './draft-picture-answers.ts';
import { DraftReader, type DraftStore } from './drafts.ts';
import { runGate } from './gate.ts';
import { prepareUpload } from './media.ts';
import { listPictures, pictureAt, usesOf } from './pictures.ts';
import { uploadedFile } from './request-body.ts';

export interface DraftPictureDeps {
  root: string;
  contentDir: string;
  store: ContentStore;
  drafts: DraftStore;
  /** Every file the draft changes (null: removed), as the gate and the preview see it. */
  overlay: () => Map<string, string | Uint8Array | null>;
  queue: <T>(task: () => Promise<T>) => Promise<T>;
  log: (c: Context, event: string) => void;
  smallBody: (c: Context) => Promise<Record<string, unknown>>;
}

/** Whether the content folder or the draft already has a file of that name: an upload takes another. */
function takenBy(store: ContentStore, drafts: DraftStore): (file: string) => boolean {
  const held = new Set(drafts.pictures().flatMap((p) => p.files.map((f) => f.file)));
  return (file) => held.has(file) || existsSync(store.path(file));
}

/**
 * The pictures panel's list with the draft: the pictures uploaded into it first (`drafted`), then the site's, those
 * deleted in the draft marked (`deleting`); the entries that show each are read as the draft has them.
 */
export function draftPictureList(store: ContentStore, drafts: DraftStore) {
  return draftPictureListAnswer(
    drafts.pictures(),
    listPictures(store),
    drafts.pictureDeletes(),
    (srcs) => usesOf(new DraftReader(store, drafts.changes()), srcs),
    store.contentDir,
  );
}

export function addDraftPictureRoutes(api: Hono, app: Hono, d: DraftPictureDeps): void {
  const { store, drafts } = d;

  /**
   * A picture of the site deleted in the draft, with its sized versions: refused in the words of a delete published
   * at once while an entry shows it, or when the draft without it would not pass the gate.
   */
  api.post('/draft/media/delete', async (c) => {
    const body = await d.smallBody(c);
    return d.queue(async () => {
      const picture = pictureAt(store, body.src);
      const users = usesOf(new DraftReader(store, drafts.changes()), [picture.src]).get(picture.src) ?? [];
      if (users.length) return pictureShownRefusal(c, store, users);
      const overlay = d.overlay();
      for (const f of picture.files) overlay.set(f, null);
      const gate = await runGate(d.root, d.contentDir, overlay);
      if (!gate.ok) return deleteRefusal(c, store, gate, picture.files, 'the picture');
      drafts.putPictureDelete({ src: picture.src, files: picture.files, saved: new Date().toISOString() });
      d.log(c, `deleted the picture ${picture.src} in the draft`);
      return c.json({ drafted: true, src: picture.src, count: drafts.count() });
    });
  });

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

  /** Takes a picture out of the draft: an upload with its files, or a delete (the site keeps the picture). */
  api.delete('/draft/media', async (c) => {
    const body = await d.smallBody(c);
    return d.queue(async () => {
      const deleted = drafts.pictureDeletes().find((p) => p.src === body.src);
      if (deleted) {
        drafts.dropPictureDeletes([deleted.src]);
        d.log(c, `took the delete of ${deleted.src} out of the draft`);
        return c.json({ dropped: deleted.src, count: drafts.count() });
      }
      const picture = drafts.pictures().find((p) => p.src === body.src);
      if (!picture) throw new EntryError(404, NOT_IN_DRAFT);
      drafts.dropPictures([picture.src]);
      d.log(c, `took ${picture.src} out of the draft`);
      return c.json({ dropped: picture.src, count: drafts.count() });
    });
  });

  /** A file of a picture of the draft, for the preview's frame and the review's list. */
  app.get('/preview/media/:name', (c) => {
    const name = c.req.param('name');
    const held = heldFileNamed(drafts.pictures(), name);
    if (!held) return c.text(NOT_IN_DRAFT, 404);
    return heldPictureAnswer(c, name, drafts.filesOf([{ files: [held] }]).get(held.file)!);
  });
}
