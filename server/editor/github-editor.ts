/**
 * The content editor on a static host (a Cloudflare Pages Function, behind the back office's login): the same page
 * and JSON API as `npm start`'s editor (server/editor/app.ts), over the site's repository on GitHub instead of a
 * disk. A save reads the content at the branch's head (github-store.ts), refuses an entry changed since it was
 * opened, runs the gate over the content with the change (memory-gate.ts), and commits with one
 * `createCommitOnBranch` that GitHub refuses if the branch moved meanwhile; then it reads again and retries, so a
 * change elsewhere in the repository does not stop a save, while a change of the same entry is a conflict in
 * words. Pages rebuilds the site from the commit. Delete, restore, undo and the pictures' list and delete answer as
 * on `npm start` (change-answers.ts), each change one commit.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { editorConfig } from './editor-config.ts';
import { editorPage } from './editor-page.ts';
import type { DatabaseDrafts } from './database-drafts.ts';
import { DraftReader, TextReader } from './draft-shape.ts';
import { savedAtOnce } from './draft-answers.ts';
import { addGitHubDraftRoutes } from './github-draft-routes.ts';
import { addGitHubDraftPictureRoutes } from './github-draft-pictures.ts';
import { draftPictureListAnswer } from './draft-picture-answers.ts';
import { addGitHubPreviewRoute, type WorkerRenderer } from './github-preview.ts';
import {
  conflictAnswer,
  deleteRefusal,
  entryHistoryAnswer,
  minuteOf,
  pictureListAnswer,
  pictureShownRefusal,
  undoRefusal,
} from './change-answers.ts';
import { EntryError, collectionNamed, entryRef, fileOf, pageOf, versionOf } from './entry-refs.ts';
import { toFieldProblems } from './field-errors.ts';
import { gateRefusal } from './gate-refusal.ts';
import type { GateResult, Overlay } from './gate.ts';
import { GitHubError } from './github-api.ts';
import { SnapshotEntries, TRAILER, type GitHubContent, type KeepAlive, type Snapshot } from './github-store.ts';
import { runMemoryGate } from './memory-gate.ts';
import { leftToDo, newEntryText } from './new-entry.ts';
import { MEDIA_FOLDER, mediaName, namesPicture, pictureAt, picturesIn, usesOf } from './picture-index.ts';
import { MAX_UPLOAD_BYTES } from '../../schema/pictures.ts';
import { stripPicture } from './picture-strip.ts';
import { MAX_JSON_BYTES, jsonBody, smallBody } from './request-body.ts';
import { siteChoices } from './site-choices.ts';

export interface GitHubEditorOptions {
  content: GitHubContent;
  /** Where the editor is mounted, for the addresses in its page. */
  basePath?: string;
  csrfToken?: (c: Context) => string | undefined;
  /** Notes an owner's change (never a secret). */
  log?: (c: Context, event: string) => void;
  /** The editor's code and styles (editor.js, editor.css), or undefined for another name. */
  asset?: (name: string) => Promise<Response | undefined>;
  /** Where the owner's draft is kept (the back office's database); without it, every save is published. */
  drafts?: DatabaseDrafts;
  /** The site's page renderer (the build's, for the Worker): with a draft, the review shows its pages with it. */
  renderer?: WorkerRenderer;
}

/** Saves tried again after the branch moved for another reason than this entry. */
const RETRIES = 2;

const CHANGED =
  'This page was changed since you opened it (another save, or an edit on GitHub). Nothing was saved: open it again to see the change, then make your edit again.';
const MOVED =
  'The site’s repository kept changing while saving (other saves at the same moment). Nothing was saved; your edit is still here: save it again.';

/** The request's `waitUntil` (Cloudflare's runtime), or undefined where a request has none (a test in Node). */
function keepAliveOf(c: Context): KeepAlive | undefined {
  let ctx: { waitUntil(work: Promise<unknown>): void };
  try {
    ctx = c.executionCtx;
  } catch {
    return undefined;
  }
  return (work) => ctx.waitUntil(work);
}

/** One save at a time in this isolate: the gate and the commit of one save are not interleaved with another's. */
function serial() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

export function createGitHubEditorApp(options: GitHubEditorOptions): Hono {
  const store = options.content;
  const contentDir = store.contentDir;
  const queue = serial();
  const drafts = options.drafts;
  const log = (c: Context, event: string) => options.log?.(c, event);
  /** The content at the branch's head, the read kept alive by this request when it starts it (github-store.ts). */
  const snapshotFor = (c: Context) => store.snapshot(keepAliveOf(c));
  const entries = async (c: Context) => new SnapshotEntries(await snapshotFor(c), contentDir);
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
  });

  app.onError((error, c) => {
    if (error instanceof EntryError) return c.json({ error: error.message }, error.status);
    if (error instanceof GitHubError)
      return c.json(
        {
          error: error.kind === 'stale-head' ? MOVED : error.message,
          ...(error.kind === 'stale-head' && { conflict: true }),
        },
        error.status as 409 | 502 | 503,
      );
    // The error's own text may quote a request; it is not shown, and logged without any header.
    console.error('editor:', error instanceof Error ? error.message : 'failed');
    return c.json({ error: 'The editor failed: see the function’s log' }, 500);
  });

  app.get('/assets/:name', async (c) => (await options.asset?.(c.req.param('name'))) ?? c.notFound());

  const api = new Hono();
  const tooLarge = (c: Context) => c.json({ error: 'Too large' }, 413);
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: tooLarge });
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge });
  // A picture's upload may be larger than any other request.
  api.use('*', (c, next) =>
    (c.req.method === 'POST' && /\/api\/(draft\/)?media$/.test(c.req.path) ? uploadLimit : jsonLimit)(c, next),
  );

  api.get('/config', async (c) =>
    c.json({
      collections: editorConfig(),
      choices: siteChoices(await entries(c)),
      publishing: true,
      drafts: !!drafts,
      preview: !!(drafts && options.renderer),
      // A picture uploaded while editing waits in the draft (its bytes in the database) as on the site's server.
      draftPictures: !!drafts,
    }),
  );
  // The entries with the draft's: its new entries among them, its changed ones named as the draft has them.
  api.get('/entries', async (c) =>
    c.json({ entries: new DraftReader(await entries(c), (await drafts?.changes()) ?? []).list() }),
  );
  // An entry with a change in the draft is opened as the draft has it, as on the site's server.
  api.get('/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const drafted = await drafts?.change(fileOf(ref));
    if (!drafted) return c.json((await entries(c)).read(ref));
    // A delete waiting in the draft: the entry as published, said to be leaving.
    if (drafted.text === null) return c.json({ ...(await entries(c)).read(ref), drafted: true, deleting: true });
    const added = drafted.base === null;
    return c.json({ ...new TextReader(contentDir, drafted.text).read(ref), drafted: true, ...(added && { added }) });
  });

  /** What a change writes at a snapshot, or the answer instead (a conflict, nothing to do). */
  type Plan = { overlay: Overlay; headline: string; body?: string } | Response;

  /**
   * Reads, checks and commits until the commit lands on the head it was checked against. `plan` says what to
   * write at a snapshot, or answers instead; `refuse` answers a change the gate refuses: a file's name for the
   * problems at its fields, or a function for another answer (a delete names what needs the entry).
   */
  async function commitChecked(
    c: Context,
    plan: (snapshot: Snapshot, reader: SnapshotEntries) => Plan | Promise<Plan>,
    refuse: string | ((gate: GateResult, reader: SnapshotEntries) => Response),
  ): Promise<Response | { commit: string; gate: GateResult; overlay: Overlay }> {
    for (let attempt = 0; ; attempt++) {
      const snapshot = await snapshotFor(c);
      const reader = new SnapshotEntries(snapshot, contentDir);
      const planned = await plan(snapshot, reader);
      if (planned instanceof Response) return planned;
      const gate = runMemoryGate(snapshot.files, contentDir, planned.overlay);
      if (!gate.ok)
        return typeof refuse === 'string' ? gateRefusal(c, gate, contentDir, refuse)! : refuse(gate, reader);
      try {
        const commit = await store.commit(snapshot, planned.overlay, planned.headline, planned.body);
        return { commit, gate, overlay: planned.overlay };
      } catch (error) {
        if (!(error instanceof GitHubError && error.kind === 'stale-head' && attempt < RETRIES)) throw error;
      }
    }
  }

  /**
   * The pictures of the draft an entry's text shows, with their bytes: an entry published at once takes them along
   * (they leave the draft once committed). Refused when a file of one reached the site since it was uploaded.
   */
  async function draftPicturesIn(c: Context, snapshot: Snapshot, text: string) {
    const shown = ((await drafts?.pictures()) ?? []).filter((p) => namesPicture(text, p.src));
    const there = shown.filter((p) => p.files.some((f) => snapshot.files.has(`${contentDir}/${f.file}`)));
    if (there.length)
      return c.json(
        {
          error: `A picture of the name ${there.map((p) => p.src).join(', ')} reached the site since you uploaded it into the draft. Nothing was saved: take it out of the draft (Review and publish), upload it again, then save.`,
          conflict: true,
        },
        409,
      );
    return { srcs: shown.map((p) => p.src), files: shown.length ? await drafts!.filesOf(shown) : new Map() };
  }

  api.put('/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const body = await jsonBody(c);
    const file = fileOf(ref);
    const page = pageOf(ref);
    return queue(async () => {
      let text = '';
      let pictures: string[] = [];
      // The form may show the draft's version of the entry: saving it at once publishes it and leaves the draft.
      const drafted = await drafts?.change(file);
      const result = await commitChecked(
        c,
        async (snapshot, reader) => {
          const current = reader.text(file);
          // A new entry of the draft, saved at once, is committed as a new file.
          const from = savedAtOnce(current, drafted, body.version);
          if (!from) throw new EntryError(404, `No file ${contentDir}/${file}`);
          if (!from.current) return c.json({ error: CHANGED, conflict: true, version: versionOf(from.base) }, 409);
          text = reader.edited(ref, from.base, body.data, body.body);
          if (text === current)
            return c.json({ saved: false, unchanged: true, version: versionOf(current), warnings: [] });
          const verb = current === undefined ? 'Add' : 'Edit';
          const shown = await draftPicturesIn(c, snapshot, text);
          if (shown instanceof Response) return shown;
          pictures = shown.srcs;
          return {
            overlay: new Map([[file, text], ...shown.files]),
            headline: `${verb} ${page ?? `${contentDir}/${file}`}`,
          };
        },
        file,
      );
      if (result instanceof Response) return result;
      if (drafted || pictures.length) await drafts?.take({ files: drafted ? [file] : [], pictures });
      log(c, `saved ${contentDir}/${file}`);
      return c.json({
        saved: true,
        version: versionOf(text),
        file,
        page,
        warnings: toFieldProblems(result.gate.warnings, contentDir).filter((w) => w.file === file),
        gateMs: Math.round(result.gate.ms),
        published: { commit: result.commit },
      });
    });
  });

  api.post('/entries/:collection', async (c) => {
    const collection = collectionNamed(c.req.param('collection'));
    const body = await jsonBody(c);
    const ref = entryRef(collection.name, typeof body.slug === 'string' ? body.slug : undefined);
    const file = fileOf(ref);
    const page = pageOf(ref);
    const text = newEntryText(collection, body.data, body.body);
    return queue(async () => {
      let pictures: string[] = [];
      const result = await commitChecked(
        c,
        async (snapshot, reader) => {
          if (reader.text(file) !== undefined)
            throw new EntryError(409, `There is already an entry named "${ref.slug}": choose another name`);
          const shown = await draftPicturesIn(c, snapshot, text);
          if (shown instanceof Response) return shown;
          pictures = shown.srcs;
          return {
            overlay: new Map([[file, text], ...shown.files]),
            headline: `Add ${page ?? `${contentDir}/${file}`}`,
          };
        },
        file,
      );
      if (result instanceof Response) return result;
      if (pictures.length) await drafts?.take({ pictures });
      log(c, `created ${contentDir}/${file}`);
      return c.json(
        {
          saved: true,
          version: versionOf(text),
          file,
          slug: ref.slug,
          page,
          todo: leftToDo(collection, ref.slug!),
          warnings: toFieldProblems(result.gate.warnings, contentDir).filter((w) => w.file === file),
          published: { commit: result.commit },
        },
        201,
      );
    });
  });

  api.delete('/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    if (ref.collection.single)
      throw new EntryError(400, `${ref.collection.label} cannot be deleted: the site needs it`);
    const body = await smallBody(c);
    const file = fileOf(ref);
    const page = pageOf(ref);
    return queue(async () => {
      const result = await commitChecked(
        c,
        (_, reader) => {
          const current = reader.text(file);
          if (current === undefined) throw new EntryError(404, `No file ${contentDir}/${file}`);
          if (body.version !== versionOf(current)) return conflictAnswer(c, current);
          return { overlay: new Map([[file, null]]), headline: `Delete ${page ?? `${contentDir}/${file}`}` };
        },
        (gate, reader) => deleteRefusal(c, reader, gate, [file], page ?? 'this entry'),
      );
      if (result instanceof Response) return result;
      log(c, `deleted ${contentDir}/${file}`);
      return c.json({ deleted: true, file, page, published: { commit: result.commit } });
    });
  });

  /** The pictures of a snapshot, from the names in its tree (the pictures themselves are not fetched). */
  const picturesOf = (reader: SnapshotEntries) => picturesIn(reader.names(MEDIA_FOLDER));

  api.get('/media', async (c) => {
    const reader = await entries(c);
    const pictures = picturesOf(reader);
    // With the draft: the pictures uploaded into it first, those it deletes marked, the entries read as it has them.
    if (drafts) {
      const draft = await drafts.read();
      return c.json(
        draftPictureListAnswer(
          draft.pictures,
          pictures,
          draft.pictureDeletes,
          (srcs) => usesOf(new DraftReader(reader, draft.changes), srcs),
          contentDir,
        ),
      );
    }
    return c.json(
      pictureListAnswer(
        pictures,
        usesOf(
          reader,
          pictures.map((p) => p.src),
        ),
        contentDir,
      ),
    );
  });

  /**
   * A picture uploaded: checked by its header, its metadata taken out without decoding it (picture-strip.ts: there
   * is no image library in a Worker, so no sized versions are made here), and committed as one new file.
   */
  api.post('/media', async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new EntryError(400, 'Expected a picture sent as a form upload');
    });
    const file = form.file;
    if (!(file instanceof File)) throw new EntryError(400, 'Expected a picture in the field "file"');
    if (file.size > MAX_UPLOAD_BYTES)
      return c.json(
        {
          error: `The picture is ${(file.size / 1048576).toFixed(1)} MB; at most ${MAX_UPLOAD_BYTES / 1048576} MB can be uploaded`,
        },
        413,
      );
    const picture = stripPicture(new Uint8Array(await file.arrayBuffer()));
    if ('problem' in picture) return c.json({ error: picture.problem }, picture.status);
    return queue(async () => {
      let name = '';
      const result = await commitChecked(
        c,
        (_, reader) => {
          const names = new Set(reader.names(MEDIA_FOLDER));
          name = `${mediaName(file.name)}.${picture.kind}`;
          for (let n = 2; names.has(name); n++) name = `${mediaName(file.name)}-${n}.${picture.kind}`;
          return {
            overlay: new Map([[`${MEDIA_FOLDER}/${name}`, picture.bytes]]),
            headline: `Add the picture /media/${name}`,
          };
        },
        (gate) => gateRefusal(c, gate, contentDir, `${MEDIA_FOLDER}/${name}`)!,
      );
      if (result instanceof Response) return result;
      log(c, `uploaded /media/${name}`);
      return c.json(
        {
          src: `/media/${name}`,
          width: picture.width,
          height: picture.height,
          files: [`${MEDIA_FOLDER}/${name}`],
          published: { commit: result.commit },
        },
        201,
      );
    });
  });

  api.delete('/media', async (c) => {
    const body = await smallBody(c);
    return queue(async () => {
      let src = '';
      const result = await commitChecked(
        c,
        (_, reader) => {
          const picture = pictureAt(picturesOf(reader), body.src);
          src = picture.src;
          const users = usesOf(reader, [picture.src]).get(picture.src) ?? [];
          if (users.length) return pictureShownRefusal(c, reader, users);
          return { overlay: new Map(picture.files.map((f) => [f, null])), headline: `Delete the picture ${src}` };
        },
        (gate, reader) => deleteRefusal(c, reader, gate, pictureAt(picturesOf(reader), body.src).files, 'the picture'),
      );
      if (result instanceof Response) return result;
      // Deleted at once: a delete of it waiting in the draft has nothing left to do.
      await drafts?.take({ pictureDeletes: [src] });
      log(c, `deleted the picture ${src}`);
      return c.json({ deleted: true, src, published: { commit: result.commit } });
    });
  });

  api.get('/history', async (c) => {
    const { head } = await snapshotFor(c);
    return c.json({
      changes: (await store.editorCommits(head)).map(({ commit, subject, date }) => ({ commit, subject, date })),
    });
  });

  api.get('/history/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const file = fileOf(ref);
    const snapshot = await snapshotFor(c);
    const current = snapshot.files.get(`${contentDir}/${file}`) ?? undefined;
    return c.json(entryHistoryAnswer(ref, file, pageOf(ref), current, await store.fileHistory(snapshot.head, file)));
  });

  api.post('/restore/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const body = await smallBody(c);
    const file = fileOf(ref);
    const page = pageOf(ref);
    return queue(async () => {
      let text = '';
      const result = await commitChecked(
        c,
        async (snapshot, reader) => {
          const current = reader.text(file);
          if (body.version !== (current === undefined ? undefined : versionOf(current)))
            return conflictAnswer(c, current);
          const change = (await store.fileHistory(snapshot.head, file)).find((ch) => ch.commit === body.commit);
          if (!change) throw new EntryError(404, 'No such version of this entry');
          if (!change.after) throw new EntryError(409, 'That change deleted the entry: choose a version before it');
          text = new TextDecoder().decode(change.after);
          if (text === current) return c.json({ restored: false, unchanged: true, version: versionOf(text) });
          return {
            overlay: new Map([[file, text]]),
            headline: `Restore ${page ?? `${contentDir}/${file}`} as of ${minuteOf(change.date)}`,
          };
        },
        file,
      );
      if (result instanceof Response) return result;
      log(c, `restored ${contentDir}/${file} to ${String(body.commit).slice(0, 8)}`);
      return c.json({ restored: true, version: versionOf(text), file, page, published: { commit: result.commit } });
    });
  });

  /** What Undo would take back now: asked before the owner confirms. */
  api.get('/undo', async (c) => {
    const plan = await store.undoPlan(await snapshotFor(c));
    return c.json(plan ? { commit: plan.commit, subject: plan.subject, date: plan.date } : {});
  });

  api.post('/undo', async (c) => {
    const body = await smallBody(c);
    return queue(async () => {
      let subject = '';
      let firstFile = '';
      const result = await commitChecked(
        c,
        async (snapshot, reader) => {
          const plan = await store.undoPlan(snapshot);
          if (!plan) return c.json({ error: 'There is no change of the editor to undo' }, 409);
          if (body.commit !== undefined && body.commit !== plan.commit)
            return c.json({ error: 'The last change is another one now: look at the list again', conflict: true }, 409);
          // Each file must still be as that change left it: a later edit is never taken back along with it.
          const now = new Map<string, Uint8Array | null>();
          for (const file of plan.after.keys()) now.set(file, await store.bytesAt(snapshot.head, file));
          const later = undoRefusal(c, reader, plan.subject, plan.after, (file) => now.get(file));
          if (later) return later;
          subject = plan.subject;
          firstFile = [...plan.overlay.keys()][0] ?? '';
          return {
            overlay: plan.overlay,
            headline: `Undo: ${plan.subject}`,
            body: `${TRAILER}\nUndoes: ${plan.commit}`,
          };
        },
        (gate) => gateRefusal(c, gate, contentDir, firstFile)!,
      );
      if (result instanceof Response) return result;
      log(c, `undid ${subject}`);
      return c.json({ undone: subject, published: { commit: result.commit } });
    });
  });

  if (drafts) {
    addGitHubDraftRoutes(api, { content: store, drafts, queue, log, snapshot: snapshotFor, commitChecked });
    addGitHubDraftPictureRoutes(api, app, { content: store, drafts, queue, log, snapshot: snapshotFor });
  }

  // The preview of a page with the draft, drawn by the site's renderer in the function.
  if (drafts && options.renderer)
    addGitHubPreviewRoute(app, {
      content: store,
      contentDir,
      drafts,
      renderer: options.renderer,
      snapshot: snapshotFor,
      keepAlive: keepAliveOf,
    });
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  app.get('*', (c) => c.html(editorPage(options.basePath, options.csrfToken?.(c))));
  return app;
}
