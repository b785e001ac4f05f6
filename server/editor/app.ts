/**
 * The content editor as a Hono app: the editor's page at `/`, its code under `/assets/`, and its JSON API under
 * `/api/`. Mounted at /admin/content: behind the back office's login on the site's server (the guard runs before
 * it), or on 127.0.0.1 by `npm run edit`. Every save goes through the gate (server/editor/gate.ts) before anything
 * is written; a refused save writes nothing and answers the compiler's problems by field.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { ContentStore, EntryError, collectionNamed, entryRef, fileOf, pageOf, versionOf } from './content-store.ts';
import {
  conflictAnswer,
  fileNamed,
  deleteRefusal,
  entryHistoryAnswer,
  minuteOf,
  pictureShownRefusal,
  undoRefusal,
} from './change-answers.ts';
import { jsonBody, smallBody, uploadedFile } from './request-body.ts';
import { onlyShownBy, pictureAt, usesOf } from './pictures.ts';
import { editorConfig } from './editor-config.ts';
import { toFieldProblems } from './field-errors.ts';
import { gateRefusal } from './gate-refusal.ts';
import { editorPage } from './editor-page.ts';
import { leftToDo, newEntryText } from './new-entry.ts';
import { runGate, warmGate, type GateResult } from './gate.ts';
import { siteChoices } from './site-choices.ts';
import { saveMedia, MediaError } from './media.ts';
import { MAX_UPLOAD_BYTES } from '../../schema/pictures.ts';
import type { Publisher, Published } from './publish.ts';
import { DraftReader, DraftStore, TextReader, draftPathOf } from './drafts.ts';
import { addDraftRoutes } from './draft-routes.ts';
import { openedConflict, savedAtOnce } from './draft-answers.ts';
import { draftPictureList } from './draft-pictures.ts';
import type { ContentSource } from '../../compiler/content-source.ts';

export interface EditorOptions {
  /** The project folder (holds content/). */
  root: string;
  contentDir?: string;
  /** Where the editor is mounted, for the addresses in its page. */
  basePath?: string;
  /** The folder with the editor's bundle (editor.js, editor.css): see scripts/editor-bundle.ts. */
  assetsDir: string;
  /** The CSRF token of the current session, written into the page for the editor's requests. */
  csrfToken?: (c: Context) => string | undefined;
  /** On the site's server: commits each save, rebuilds and serves the site, undoes. Locally: none. */
  publisher?: Publisher;
  /** Notes an owner's change (time and address are the caller's; never secrets). */
  log?: (c: Context, event: string) => void;
  /** Where the owner's draft is kept (default data/editor-draft.json under root). */
  draftFile?: string;
  /**
   * Renders the page at `path` as it would look with `source`'s content (server/editor/live-build.ts
   * `previewPage`); undefined when there is no such page. Without it, the editor has no preview.
   */
  preview?: (path: string, source: ContentSource) => Promise<string | undefined>;
}

const JSON_HEADERS = { 'Cache-Control': 'no-store' };

/** One save at a time: the gate and the write of one save are not interleaved with another's. */
function serial() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

export function createEditorApp(options: EditorOptions): Hono {
  const contentDir = options.contentDir ?? 'content';
  const store = new ContentStore(options.root, contentDir);
  const config = editorConfig();
  const drafts = new DraftStore(options.draftFile ?? draftPathOf(options.root));
  const queue = serial();
  // The compiler loads in the background while the owner opens a page, not during the first save.
  warmGate();
  const app = new Hono();
  const log = (c: Context, event: string) => options.log?.(c, event);

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
  });

  app.onError((error, c) => {
    if (error instanceof EntryError) return c.json({ error: error.message }, error.status, JSON_HEADERS);
    if (error instanceof MediaError) return c.json({ error: error.message }, error.status, JSON_HEADERS);
    console.error('editor:', error);
    return c.json({ error: 'The editor failed: see the server log' }, 500, JSON_HEADERS);
  });

  const assetTypes: Record<string, string> = {
    'editor.js': 'text/javascript; charset=utf-8',
    'editor.css': 'text/css; charset=utf-8',
  };
  app.get('/assets/:name', (c) => {
    const name = c.req.param('name');
    const type = assetTypes[name];
    const file = join(options.assetsDir, name);
    if (!type || !existsSync(file)) return c.notFound();
    const accepts = (c.req.header('accept-encoding') ?? '').toLowerCase();
    const encoding = ['br', 'gzip'].find(
      (e) => accepts.includes(e) && existsSync(`${file}.${e === 'br' ? 'br' : 'gz'}`),
    );
    const headers: Record<string, string> = { 'Content-Type': type, Vary: 'Accept-Encoding' };
    if (!encoding) return c.body(readFileSync(file), 200, headers);
    headers['Content-Encoding'] = encoding;
    return c.body(readFileSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`), 200, headers);
  });

  const api = new Hono();
  // The forms' configuration is about 220 KB of JSON; compressed it is a tenth of that.
  api.use('*', compress());
  api.use(
    '*',
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: (c) => c.json({ error: 'Too large' }, 413) }),
  );

  api.get('/config', (c) =>
    c.json({
      collections: config,
      choices: siteChoices(store),
      publishing: !!options.publisher,
      drafts: true,
      preview: !!options.preview,
    }),
  );
  // The entries with the draft: a new entry of the draft is found and opened as any other.
  api.get('/entries', (c) => c.json({ entries: new DraftReader(store, drafts.changes()).list() }));
  // An entry with a change in the draft is opened as the draft has it: the owner goes on from there.
  api.get('/entry/:collection/:slug?', (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const drafted = drafts.change(fileOf(ref));
    if (!drafted) return c.json(store.read(ref));
    // A delete waiting in the draft: the entry as published, said to be leaving.
    if (drafted.text === null) return c.json({ ...store.read(ref), drafted: true, deleting: true });
    const added = drafted.base === null;
    return c.json({ ...new TextReader(contentDir, drafted.text).read(ref), drafted: true, ...(added && { added }) });
  });

  const refusal = (c: Context, gate: GateResult, file: string) => gateRefusal(c, gate, contentDir, file);

  async function published(files: string[], message: string): Promise<Published | undefined> {
    return options.publisher?.publish(files, message);
  }

  /**
   * An entry's new text with the files of the draft's pictures it shows: an entry published at once takes the
   * pictures uploaded into the draft for it along (they leave the draft when written).
   */
  function withDraftPictures(file: string, text: string): Map<string, string | Uint8Array> {
    const pictures = drafts.picturesNamedIn(text);
    return new Map<string, string | Uint8Array>([[file, text], ...drafts.filesOf(pictures)]);
  }

  /** Writes the files of a change published at once; the draft's pictures among them leave the draft. */
  function written(files: ReadonlyMap<string, string | Uint8Array>): void {
    for (const [file, bytes] of files) store.write(file, bytes);
    const taken = drafts.pictures().filter((p) => p.files.some((f) => files.has(f.file)));
    if (taken.length) drafts.dropPictures(taken.map((p) => p.src));
  }

  api.put('/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const body = await jsonBody(c);
    return queue(async () => {
      const file = fileOf(ref);
      const current = store.text(file);
      // The form may show the draft's version of the entry (a new one too): saving it at once publishes it and
      // leaves the draft.
      const drafted = drafts.change(file);
      const from = savedAtOnce(current, drafted, body.version);
      if (!from) throw new EntryError(404, `No file ${contentDir}/${file}`);
      if (!from.current) return openedConflict(c, from.base);
      const text = store.edited(ref, from.base, body.data, body.body as string | undefined);
      if (current !== undefined && text === current) {
        if (drafted) drafts.drop([file]);
        return c.json({ saved: false, unchanged: true, version: versionOf(current), warnings: [] });
      }
      const files = withDraftPictures(file, text);
      const gate = await runGate(options.root, contentDir, files);
      const refused = refusal(c, gate, file);
      if (refused) return refused;
      written(files);
      if (drafted) drafts.drop([file]);
      log(c, `saved ${contentDir}/${file}`);
      const page = pageOf(ref);
      const publish = await published(
        [...files.keys()],
        `${current === undefined ? 'Add' : 'Edit'} ${page ?? `${contentDir}/${file}`}`,
      );
      return c.json({
        saved: true,
        version: versionOf(text),
        file,
        page,
        warnings: toFieldProblems(gate.warnings, contentDir).filter((w) => w.file === file),
        gateMs: Math.round(gate.ms),
        published: publish,
      });
    });
  });

  api.post('/entries/:collection', async (c) => {
    const collection = collectionNamed(c.req.param('collection'));
    const body = await jsonBody(c);
    const ref = entryRef(collection.name, typeof body.slug === 'string' ? body.slug : undefined);
    return queue(async () => {
      const file = fileOf(ref);
      if (store.text(file) !== undefined || drafts.change(file))
        throw new EntryError(409, `There is already an entry named "${ref.slug}": choose another name`);
      const text = newEntryText(collection, body.data, body.body as string | undefined);
      const files = withDraftPictures(file, text);
      const gate = await runGate(options.root, contentDir, files);
      const refused = refusal(c, gate, file);
      if (refused) return refused;
      written(files);
      log(c, `created ${contentDir}/${file}`);
      const page = pageOf(ref);
      const publish = await published([...files.keys()], `Add ${page ?? `${contentDir}/${file}`}`);
      return c.json(
        {
          saved: true,
          version: versionOf(text),
          file,
          slug: ref.slug,
          page,
          todo: leftToDo(collection, ref.slug!),
          warnings: toFieldProblems(gate.warnings, contentDir).filter((w) => w.file === file),
          published: publish,
        },
        201,
      );
    });
  });

  api.post('/media', async (c) => {
    const file = await uploadedFile(c);
    const saved = await queue(() => saveMedia(store, file));
    log(c, `uploaded ${saved.src}`);
    const publish = await published(saved.files, `Add the picture ${saved.src}`);
    return c.json({ ...saved, published: publish }, 201);
  });

  api.get('/history', async (c) => c.json({ changes: (await options.publisher?.history()) ?? [] }));

  api.delete('/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    if (ref.collection.single)
      throw new EntryError(400, `${ref.collection.label} cannot be deleted: the site needs it`);
    const body = await smallBody(c);
    return queue(async () => {
      const file = fileOf(ref);
      const current = store.text(file);
      if (current === undefined) throw new EntryError(404, `No file ${contentDir}/${file}`);
      if (body.version !== versionOf(current)) return conflictAnswer(c, current);
      const page = pageOf(ref);
      // The pictures no other entry shows leave with it (undo brings them back, byte for byte).
      const pictures = onlyShownBy(store, file);
      const removed = [file, ...pictures.flatMap((p) => p.files)];
      const gate = await runGate(options.root, contentDir, new Map(removed.map((f) => [f, null])));
      if (!gate.ok) return deleteRefusal(c, store, gate, removed, page ? `${page}` : 'this entry');
      for (const f of removed) store.remove(f);
      log(c, `deleted ${contentDir}/${file}${pictures.length ? ` and ${pictures.map((p) => p.src).join(', ')}` : ''}`);
      const publish = await published(removed, `Delete ${page ?? `${contentDir}/${file}`}`);
      return c.json({ deleted: true, file, page, pictures: pictures.map((p) => p.src), published: publish });
    });
  });

  // The pictures with the draft's: those uploaded into it, and those it deletes.
  api.get('/media', (c) => c.json(draftPictureList(store, drafts)));

  api.delete('/media', async (c) => {
    const body = await smallBody(c);
    return queue(async () => {
      const picture = pictureAt(store, body.src);
      const users = usesOf(store, [picture.src]).get(picture.src) ?? [];
      if (users.length) return pictureShownRefusal(c, store, users);
      const gate = await runGate(options.root, contentDir, new Map(picture.files.map((f) => [f, null])));
      if (!gate.ok) return deleteRefusal(c, store, gate, picture.files, 'the picture');
      for (const file of picture.files) store.remove(file);
      // Deleted at once: a delete of it waiting in the draft has nothing left to do.
      drafts.dropPictureDeletes([picture.src]);
      log(c, `deleted the picture ${picture.src}`);
      const publish = await published(picture.files, `Delete the picture ${picture.src}`);
      return c.json({ deleted: true, src: picture.src, published: publish });
    });
  });

  /** The publisher, or a 404 where changes are not commits. */
  function publisherOr404(what: string): Publisher {
    if (!options.publisher) throw new EntryError(404, `${what} works on the site server, where every save is a commit`);
    return options.publisher;
  }

  api.get('/history/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const publisher = publisherOr404('History');
    const file = fileOf(ref);
    return c.json(entryHistoryAnswer(ref, file, pageOf(ref), store.bytes(file), await publisher.fileHistory(file)));
  });

  api.post('/restore/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const publisher = publisherOr404('Restore');
    const body = await smallBody(c);
    return queue(async () => {
      const file = fileOf(ref);
      const current = store.text(file);
      if (body.version !== (current === undefined ? undefined : versionOf(current))) return conflictAnswer(c, current);
      const change = (await publisher.fileHistory(file)).find((ch) => ch.commit === body.commit);
      if (!change) throw new EntryError(404, 'No such version of this entry');
      if (!change.after) throw new EntryError(409, 'That change deleted the entry: choose a version before it');
      const text = Buffer.from(change.after).toString('utf8');
      if (text === current) return c.json({ restored: false, unchanged: true, version: versionOf(text) });
      const gate = await runGate(options.root, contentDir, new Map([[file, text]]));
      const refused = refusal(c, gate, file);
      if (refused) return refused;
      store.write(file, text);
      const page = pageOf(ref);
      const when = minuteOf(change.date);
      log(c, `restored ${contentDir}/${file} to ${change.commit.slice(0, 8)}`);
      const publish = await publisher.publish([file], `Restore ${page ?? `${contentDir}/${file}`} as of ${when}`);
      return c.json({ restored: true, version: versionOf(text), file, page, published: publish });
    });
  });

  /** What Undo would take back now: asked before the owner confirms. */
  api.get('/undo', async (c) => {
    const plan = await publisherOr404('Undo').undoPlan();
    return c.json(plan ? { commit: plan.commit, subject: plan.subject, date: plan.date } : {});
  });

  api.post('/undo', async (c) => {
    const publisher = publisherOr404('Undo');
    const body = await smallBody(c);
    return queue(async () => {
      const plan = await publisher.undoPlan();
      if (!plan) return c.json({ error: 'There is no change of the editor to undo' }, 409);
      if (body.commit !== undefined && body.commit !== plan.commit)
        return c.json({ error: 'The last change is another one now: look at the list again', conflict: true }, 409);
      // Each file must still be as that change left it: a later edit is never taken back along with it.
      const later = undoRefusal(c, store, plan.subject, plan.after, (file) => store.bytes(file));
      if (later) return later;
      const gate = await runGate(options.root, contentDir, plan.overlay);
      const refused = refusal(c, gate, [...plan.overlay.keys()][0] ?? '');
      if (refused) return refused;
      for (const [file, bytes] of plan.overlay)
        if (bytes === null) store.remove(file);
        else store.write(file, bytes);
      log(c, `undid ${plan.subject}`);
      const publish = await publisher.publish([...plan.overlay.keys()], `Undo: ${plan.subject}`, {
        undoes: plan.commit,
      });
      return c.json({ undone: plan.subject, published: publish });
    });
  });

  addDraftRoutes(api, app, {
    root: options.root,
    contentDir,
    store,
    drafts,
    queue,
    log,
    jsonBody,
    smallBody,
    named: (file: string) => fileNamed(store, file),
    publish: published,
    preview: options.preview,
  });

  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  // The editor's page, at the mount point with or without its slash (its views live in the address's #hash). Once the
  // owner has opened it, the content is compiled in the background: the owner's first save then finds the compiler
  // warm instead of waiting for a first compile of every file (about 11 s of CPU at 10,000 pages).
  let opened = false;
  app.get('*', (c) => {
    if (!opened) {
      opened = true;
      warmGate(options.root, contentDir);
    }
    return c.html(editorPage(options.basePath, options.csrfToken?.(c)));
  });
  return app;
}
