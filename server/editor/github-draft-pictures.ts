/**
 * Pictures in the draft on a static host (the editor on Cloudflare Pages), with the routes and answers of the site's
 * server (draft-pictures.ts): a picture uploaded into the draft is checked and cleaned as an upload committed at once
 * (picture-strip.ts), and its bytes wait in the back office's database (database-drafts.ts) until the draft is
 * published in one commit with it, or discarded; a picture of the site deleted in the draft waits there too. The
 * editor's page shows a picture of the draft from the function (`<editor>/preview/media/<name>`), behind the login.
 *
 * Its sized versions are not made here (a Worker has no image library): the build makes them from the committed
 * picture (scripts/picture-versions.ts), so that the site lists them in `srcset` as it does an upload of `npm start`.
 */
import type { Context, Hono } from 'hono';
import { MAX_UPLOAD_BYTES } from '../../schema/pictures.ts';
import { deleteRefusal, pictureShownRefusal } from './change-answers.ts';
import { NOT_IN_DRAFT, freePictureName, heldFileNamed, heldPictureAnswer } from './draft-picture-answers.ts';
import { DraftReader } from './draft-shape.ts';
import { EntryError } from './entry-refs.ts';
import { overlayOf, withDraftPictureNames, type GitHubDraftDeps } from './github-draft-routes.ts';
import { SnapshotEntries } from './github-store.ts';
import { runMemoryGate } from './memory-gate.ts';
import { MEDIA_FOLDER, pictureAt, picturesIn, usesOf } from './picture-index.ts';
import { stripPicture } from './picture-strip.ts';
import { smallBody, uploadedFile } from './request-body.ts';

/**
 * The most bytes of pictures that wait in one draft here: publishing holds them in the function's 128 MB up to about
 * five times over at once (their bytes, their base64 text for GitHub, the request's JSON and its encoded body), beside
 * the compiler and the content. Three phone photos of 5 MB fit.
 */
export const MAX_DRAFT_PICTURE_BYTES = 16 * 1024 * 1024;

/** What the picture routes need of the draft routes' dependencies. */
export type GitHubDraftPictureDeps = Pick<GitHubDraftDeps, 'content' | 'drafts' | 'queue' | 'log' | 'snapshot'>;

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

export function addGitHubDraftPictureRoutes(api: Hono, app: Hono, d: GitHubDraftPictureDeps): void {
  const { content, drafts } = d;
  const contentDir = content.contentDir;
  const read = async (c: Context) => {
    const snapshot = await d.snapshot(c);
    return { snapshot, reader: new SnapshotEntries(snapshot, contentDir) };
  };

  /** A picture uploaded into the draft: checked and cleaned as any upload, nothing committed. */
  api.post('/draft/media', async (c) => {
    const file = await uploadedFile(c);
    if (file.size > MAX_UPLOAD_BYTES)
      return c.json(
        {
          error: `The picture is ${megabytes(file.size)}; at most ${MAX_UPLOAD_BYTES / 1048576} MB can be uploaded`,
        },
        413,
      );
    const picture = stripPicture(new Uint8Array(await file.arrayBuffer()));
    if ('problem' in picture) return c.json({ error: picture.problem }, picture.status);
    return d.queue(async () => {
      const held = await drafts.heldBytes();
      if (held + picture.bytes.length > MAX_DRAFT_PICTURE_BYTES)
        return c.json(
          {
            error: `The draft already holds ${megabytes(held)} of pictures, and at most ${MAX_DRAFT_PICTURE_BYTES / 1048576} MB can wait in it here: publish the draft first, then upload this picture (${megabytes(picture.bytes.length)})`,
          },
          413,
        );
      const { reader } = await read(c);
      const onSite = new Set(reader.names(MEDIA_FOLDER).map((n) => `${MEDIA_FOLDER}/${n}`));
      const inDraft = new Set((await drafts.pictures()).flatMap((p) => p.files.map((f) => f.file)));
      const named = freePictureName(file.name, picture.kind, picture.width, (f) => onSite.has(f) || inDraft.has(f));
      await drafts.putPicture(
        { src: named.src, width: picture.width, height: picture.height, saved: new Date().toISOString() },
        new Map([[named.file, picture.bytes]]),
      );
      d.log(c, `uploaded ${named.src} into the draft`);
      return c.json(
        { src: named.src, width: picture.width, height: picture.height, drafted: true, count: await drafts.count() },
        201,
      );
    });
  });

  /**
   * A picture of the site deleted in the draft, with its sized versions: refused in the words of a delete committed
   * at once while an entry (as the draft has it) shows it, or when the draft without it would not pass the gate.
   */
  api.post('/draft/media/delete', async (c) => {
    const body = await smallBody(c);
    return d.queue(async () => {
      const { snapshot, reader } = await read(c);
      const picture = pictureAt(picturesIn(reader.names(MEDIA_FOLDER)), body.src);
      const draft = await drafts.read();
      const users = usesOf(new DraftReader(reader, draft.changes), [picture.src]).get(picture.src) ?? [];
      if (users.length) return pictureShownRefusal(c, reader, users);
      const overlay = new Map(overlayOf(draft.changes, draft.pictureDeletes));
      for (const f of picture.files) overlay.set(f, null);
      const gate = runMemoryGate(
        withDraftPictureNames(snapshot.files, contentDir, draft.pictures),
        contentDir,
        overlay,
      );
      if (!gate.ok) return deleteRefusal(c, reader, gate, picture.files, 'the picture');
      await drafts.putPictureDelete({ src: picture.src, files: picture.files, saved: new Date().toISOString() });
      d.log(c, `deleted the picture ${picture.src} in the draft`);
      return c.json({ drafted: true, src: picture.src, count: await drafts.count() });
    });
  });

  /** Takes a picture out of the draft: an upload with its bytes, or a delete (the site keeps the picture). */
  api.delete('/draft/media', async (c) => {
    const body = await smallBody(c);
    return d.queue(async () => {
      const draft = await drafts.read();
      const deleted = draft.pictureDeletes.find((p) => p.src === body.src);
      const uploaded = draft.pictures.find((p) => p.src === body.src);
      if (!deleted && !uploaded) throw new EntryError(404, NOT_IN_DRAFT);
      const src = (deleted ?? uploaded)!.src;
      await drafts.take(deleted ? { pictureDeletes: [src] } : { pictures: [src] });
      d.log(c, deleted ? `took the delete of ${src} out of the draft` : `took ${src} out of the draft`);
      return c.json({ dropped: src, count: await drafts.count() });
    });
  });

  /** A file of a picture of the draft, for the review's list and the pictures panel. */
  app.get('/preview/media/:name', async (c) => {
    const name = c.req.param('name');
    const held = heldFileNamed(await drafts.pictures(), name);
    if (!held) return c.text(NOT_IN_DRAFT, 404);
    return heldPictureAnswer(c, name, await drafts.bytes(held.held));
  });
}
