/**
 * The draft's part of the editor (server/editor/app.ts): a change, a new entry or a delete saved to the draft instead
 * of published (pictures uploaded into it: server/editor/draft-pictures.ts), the list of the draft's items in words,
 * a preview of a page with the draft in it, and publishing the whole draft at once (one gate over all of it, one
 * commit) or discarding it. Nothing here writes a content file but publishing, and publishing writes nothing when the
 * gate refuses or a file changed on disk since the draft took it: the draft stays as it was, for the owner to correct.
 */
import { readFileSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import {
  EntryError,
  collectionNamed,
  entryRef,
  fileOf,
  pageOf,
  versionOf,
  type ContentStore,
  type EntrySummary,
} from './content-store.ts';
import { conflictAnswer, deleteRefusal } from './change-answers.ts';
import {
  basedOn,
  draftChanged,
  draftedConflict,
  emptyDraft,
  entryItems,
  openedConflict,
  publishRefusal,
  publishedDraft,
  staleDraft,
} from './draft-answers.ts';
import { pictureItems } from './draft-picture-answers.ts';
import { addDraftPictureRoutes } from './draft-pictures.ts';
import { withDraftPictures } from './draft-picture-answers.ts';
import { leftToDo, newEntryText } from './new-entry.ts';
import { onlyShownBy } from './pictures.ts';
import { toFieldProblems } from './field-errors.ts';
import { gateRefusal } from './gate-refusal.ts';
import { runGate } from './gate.ts';
import { overlaySource } from './preview.ts';
import { PREVIEW_WORDS, isPreviewPath, previewPolicy, previewWordsPage, styleHashesOf } from './preview-policy.ts';
import type { DraftChange, DraftStore } from './drafts.ts';
import type { Published } from './publish.ts';
import { fileSource } from '../../compiler/file-source.ts';
import type { ContentSource } from '../../compiler/content-source.ts';

export interface DraftDeps {
  root: string;
  contentDir: string;
  store: ContentStore;
  drafts: DraftStore;
  /** Runs one change at a time with the editor's other saves. */
  queue: <T>(task: () => Promise<T>) => Promise<T>;
  log: (c: Context, event: string) => void;
  /** The JSON body of a save ({version, data, body}), checked. */
  jsonBody: (c: Context) => Promise<Record<string, unknown>>;
  smallBody: (c: Context) => Promise<Record<string, unknown>>;
  /** How the owner names an entry by its file: "Hyundai (/cars/hyundai)" (`entries`: the list, when at hand). */
  named: (file: string, entries?: readonly EntrySummary[]) => string;
  /** Commits the files (and rebuilds the site) where saves are commits; nothing locally. */
  publish: (files: string[], message: string) => Promise<Published | undefined>;
  preview?: (path: string, source: ContentSource) => Promise<string | undefined>;
}

/** The draft's version of a file is still based on the file as it is on disk. */
const current = (store: ContentStore, change: DraftChange) => basedOn(store.text(change.file), change);

const now = () => new Date().toISOString();

export function addDraftRoutes(api: Hono, app: Hono, d: DraftDeps): void {
  const { store, drafts, contentDir } = d;
  addDraftPictureRoutes(api, app, { ...d, overlay: () => overlay() });
  /**
   * Every file the draft changes, with its new text or bytes (null: removed): the pictures uploaded into it or
   * deleted in it, the files its changes carry, and the files that leave with a deleted entry. `extra`: a change not
   * saved yet.
   */
  function overlay(extra?: DraftChange): Map<string, string | Uint8Array | null> {
    const changes: DraftChange[] = drafts.changes().filter((c) => c.file !== extra?.file);
    if (extra) changes.push(extra);
    const files = new Map<string, string | Uint8Array | null>(drafts.filesOf(drafts.pictures()));
    for (const p of drafts.pictureDeletes()) for (const f of p.files) files.set(f, null);
    for (const change of changes) {
      for (const f of change.removes ?? []) files.set(f, null);
      files.set(change.file, change.text);
      for (const f of change.files ?? []) files.set(f.file, readFileSync(drafts.held(f)));
    }
    return files;
  }

  /** The draft's change judged with the rest of the draft: refused now for problems in its own entry only. */
  async function judged(c: Context, change: DraftChange) {
    const gate = await runGate(d.root, contentDir, overlay(change));
    const mine = gate.errors.filter((p) => p.location.file === `${contentDir}/${change.file}`);
    const refused = gateRefusal(c, { ...gate, ok: mine.length === 0, errors: mine }, contentDir, change.file);
    const warnings = toFieldProblems(gate.warnings, contentDir).filter((w) => w.file === change.file);
    return { refused, warnings, gateMs: Math.round(gate.ms) };
  }

  /**
   * The draft as the review lists it: each entry's change and each picture in words, the page that shows it, and
   * whether its file changed on disk since (a picture: whether a file of its name appeared there).
   */
  function listed() {
    const entries = store.list();
    const changes = entryItems(drafts.changes(), store, (file) => d.named(file, entries));
    return [
      ...changes,
      ...pictureItems(drafts.pictures(), drafts.pictureDeletes(), (f) => store.bytes(f) !== undefined),
    ];
  }

  api.get('/draft', (c) => c.json({ revision: drafts.revision(), changes: listed() }));

  /** Saves an entry's change to the draft: checked like a save (refused at its fields), but not published. */
  api.put('/draft/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const body = await d.jsonBody(c);
    return d.queue(async () => {
      const file = fileOf(ref);
      const disk = store.text(file);
      const drafted = drafts.change(file);
      // A new entry waits in the draft only: its draft's text is what the edit applies to.
      const added = disk === undefined && drafted?.base === null ? drafted.text : null;
      if (disk === undefined && added === null) throw new EntryError(404, `No file ${contentDir}/${file}`);
      if (drafted && !current(store, drafted)) return draftedConflict(c, d.named(file));
      const shown = (drafted?.text ?? disk)!;
      if (body.version !== versionOf(shown)) return openedConflict(c, shown);
      const text = store.edited(ref, (added ?? disk)!, body.data, body.body as string | undefined);
      if (disk !== undefined && text === disk) {
        // Back to what is published: nothing of it waits any more.
        if (drafted) drafts.drop([file]);
        return c.json({
          drafted: false,
          unchanged: true,
          version: versionOf(disk),
          warnings: [],
          count: drafts.count(),
        });
      }
      const change: DraftChange = {
        file,
        collection: ref.collection.name,
        ...(ref.slug !== undefined && { slug: ref.slug }),
        base: disk === undefined ? null : versionOf(disk),
        text,
        saved: now(),
      };
      // Problems of this entry are refused now, at its fields; the draft as a whole is judged when it is published.
      const { refused, warnings, gateMs } = await judged(c, change);
      if (refused) return refused;
      drafts.put(change);
      d.log(c, `saved ${contentDir}/${file} to the draft`);
      return c.json({
        drafted: true,
        version: versionOf(text),
        file,
        page: pageOf(ref),
        count: drafts.count(),
        warnings,
        gateMs,
      });
    });
  });

  /** A new entry saved to the draft: checked like a new entry published at once, its file written at publishing. */
  api.post('/draft/entries/:collection', async (c) => {
    const collection = collectionNamed(c.req.param('collection'));
    const body = await d.jsonBody(c);
    const ref = entryRef(collection.name, typeof body.slug === 'string' ? body.slug : undefined);
    return d.queue(async () => {
      const file = fileOf(ref);
      if (store.text(file) !== undefined || drafts.change(file))
        throw new EntryError(409, `There is already an entry named "${ref.slug}": choose another name`);
      const text = newEntryText(collection, body.data, body.body as string | undefined);
      const change: DraftChange = { file, collection: collection.name, slug: ref.slug, base: null, text, saved: now() };
      const { refused, warnings, gateMs } = await judged(c, change);
      if (refused) return refused;
      drafts.put(change);
      d.log(c, `added ${contentDir}/${file} to the draft`);
      return c.json(
        {
          drafted: true,
          version: versionOf(text),
          file,
          slug: ref.slug,
          page: pageOf(ref),
          todo: leftToDo(collection, ref.slug!),
          count: drafts.count(),
          warnings,
          gateMs,
        },
        201,
      );
    });
  });

  /**
   * A delete saved to the draft, with the pictures no other entry shows. Refused at once, in the words of a delete
   * published at once, when other entries need the entry (with the draft as it is). A new entry of the draft leaves
   * the draft instead.
   */
  api.post('/draft/delete/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    if (ref.collection.single)
      throw new EntryError(400, `${ref.collection.label} cannot be deleted: the site needs it`);
    const body = await d.smallBody(c);
    return d.queue(async () => {
      const file = fileOf(ref);
      const disk = store.text(file);
      const drafted = drafts.change(file);
      if (disk === undefined) {
        if (drafted?.base !== null || drafted.text === null) throw new EntryError(404, `No file ${contentDir}/${file}`);
        if (body.version !== versionOf(drafted.text)) return conflictAnswer(c, drafted.text);
        drafts.drop([file]);
        d.log(c, `took ${contentDir}/${file} out of the draft`);
        return c.json({ drafted: false, dropped: file, count: drafts.count() });
      }
      if (drafted && !current(store, drafted)) return conflictAnswer(c, disk);
      // The form shows the draft's version when there is one.
      if (body.version !== versionOf(disk) && body.version !== versionOf(drafted?.text ?? disk))
        return conflictAnswer(c, disk);
      const page = pageOf(ref);
      const pictures = onlyShownBy(store, file);
      const removes = pictures.flatMap((p) => p.files);
      const change: DraftChange = {
        file,
        collection: ref.collection.name,
        ...(ref.slug !== undefined && { slug: ref.slug }),
        base: versionOf(disk),
        text: null,
        removes,
        saved: now(),
      };
      const gate = await runGate(d.root, contentDir, overlay(change));
      if (!gate.ok) return deleteRefusal(c, store, gate, [file, ...removes], page ?? 'this entry');
      drafts.put(change);
      d.log(c, `deleted ${contentDir}/${file} in the draft`);
      return c.json({ drafted: true, file, page, pictures: pictures.map((p) => p.src), count: drafts.count() });
    });
  });

  /** Takes one entry's change out of the draft. */
  api.delete('/draft/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    await d.smallBody(c);
    return d.queue(async () => {
      const file = fileOf(ref);
      if (!drafts.change(file)) throw new EntryError(404, 'This entry has no change in the draft');
      drafts.drop([file]);
      d.log(c, `took ${contentDir}/${file} out of the draft`);
      return c.json({ dropped: file, count: drafts.count() });
    });
  });

  /** The draft as the owner looked at it, or a refusal when it changed since (in another tab). */
  const sameDraft = (c: Context, body: Record<string, unknown>) =>
    body.revision === drafts.revision() ? undefined : draftChanged(c);

  api.delete('/draft', async (c) => {
    const body = await d.smallBody(c);
    return d.queue(async () => {
      const refused = sameDraft(c, body);
      if (refused) return refused;
      const count = drafts.count();
      drafts.clear();
      d.log(c, `discarded the draft (${count} changes)`);
      return c.json({ discarded: count });
    });
  });

  api.post('/draft/publish', async (c) => {
    const body = await d.smallBody(c);
    return d.queue(async () => {
      const refused = sameDraft(c, body);
      if (refused) return refused;
      const changes = drafts.changes();
      const pictures = drafts.pictures();
      const deletes = drafts.pictureDeletes();
      if (!drafts.count()) return emptyDraft(c);
      const stale = listed().filter((item) => item.conflict);
      if (stale.length)
        return staleDraft(
          c,
          stale.map((s) => ({ name: s.kind === 'picture' ? s.title : d.named(s.file), file: s.file })),
        );
      const files = overlay();
      const gate = await runGate(d.root, contentDir, files);
      if (!gate.ok) return publishRefusal(c, gate, changes, contentDir, d.named);
      const { message, pages } = publishedDraft(changes, pictures, contentDir, deletes);
      for (const [file, bytes] of files)
        if (bytes === null) store.remove(file);
        else store.write(file, bytes);
      d.log(c, `published the draft: ${[...files.keys()].map((f) => `${contentDir}/${f}`).join(', ')}`);
      const published = await d.publish([...files.keys()], message);
      drafts.clear();
      return c.json({
        published: published ?? {},
        count: changes.length + pictures.length + deletes.length,
        pages,
        warnings: toFieldProblems(gate.warnings, contentDir).filter((w) => files.has(w.file)),
        gateMs: Math.round(gate.ms),
      });
    });
  });

  /** In-flight previews by draft and page: the phone's and the desktop's frame share one rendering. */
  const rendering = new Map<string, Promise<string | undefined>>();
  app.get('/preview', async (c) => {
    const say = (status: 404 | 409 | 500, words: string) => c.html(previewWordsPage(words), status, previewPolicy([]));
    if (!d.preview) return say(404, PREVIEW_WORDS.none);
    const path = c.req.query('page') ?? '/';
    if (!isPreviewPath(path)) return say(404, PREVIEW_WORDS.badPath);
    const key = `${drafts.revision()} ${path}`;
    let html = rendering.get(key);
    if (!html) {
      html = d.preview(path, overlaySource(fileSource(d.root), contentDir, overlay()));
      rendering.set(key, html);
      void html.finally(() => rendering.delete(key)).catch(() => {});
    }
    try {
      const page = await html;
      if (page === undefined) return say(404, PREVIEW_WORDS.noPage);
      // The draft's pictures are not on the site yet: the page shows the editor's copies.
      // Its styles allowed by their hashes, as on a static host (github-preview.ts): a draft may give a page rules
      // that no page of the built site has.
      const shown = withDraftPictures(page, drafts.pictures(), c.req.path.replace(/\/preview$/, ''));
      return c.html(shown, 200, previewPolicy(styleHashesOf(shown)));
    } catch (error) {
      const message = (error as Error).message;
      console.error('editor: preview:', message);
      if (message.startsWith('There is no build')) return say(500, `${message}.`);
      return say(409, PREVIEW_WORDS.cannotDraw);
    }
  });
}
