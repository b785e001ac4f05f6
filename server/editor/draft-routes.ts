/**
 * The draft's part of the editor (server/editor/app.ts): a change saved to the draft instead of published, the list
 * of the draft's changes in words, a preview of a page with the draft in it, and publishing the whole draft at once
 * (one gate over all of it, one commit) or discarding it. Nothing here writes a content file but publishing, and
 * publishing writes nothing when the gate refuses or a file changed on disk since the draft took it: the draft stays
 * as it was, for the owner to correct.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import {
  EntryError,
  entryRef,
  fileOf,
  pageOf,
  versionOf,
  type ContentStore,
  type EntrySummary,
} from './content-store.ts';
import {
  basedOn,
  draftChanged,
  draftedConflict,
  emptyDraft,
  listedChanges,
  openedConflict,
  publishRefusal,
  publishedPages,
  staleDraft,
} from './draft-answers.ts';
import { toFieldProblems } from './field-errors.ts';
import { gateRefusal } from './gate-refusal.ts';
import { runGate } from './gate.ts';
import { overlaySource, previewHeaders } from './preview.ts';
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

export function addDraftRoutes(api: Hono, app: Hono, d: DraftDeps): void {
  const { store, drafts, contentDir } = d;

  /** Every file the draft changes, with its new text or bytes (null: removed), carried files included. */
  function overlay(extra?: DraftChange): Map<string, string | Uint8Array | null> {
    const changes = drafts.changes().filter((c) => c.file !== extra?.file);
    if (extra) changes.push(extra);
    const files = new Map<string, string | Uint8Array | null>();
    for (const change of changes) {
      files.set(change.file, change.text);
      for (const f of change.files) files.set(f.file, readFileSync(drafts.held(f)));
    }
    return files;
  }

  api.get('/draft', (c) => {
    const entries = store.list();
    const named = (file: string) => d.named(file, entries);
    return c.json({ revision: drafts.revision(), changes: listedChanges(drafts.changes(), store, named) });
  });

  /** Saves an entry's change to the draft: checked like a save (refused at its fields), but not published. */
  api.put('/draft/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const body = await d.jsonBody(c);
    return d.queue(async () => {
      const file = fileOf(ref);
      const disk = store.text(file);
      if (disk === undefined) throw new EntryError(404, `No file ${contentDir}/${file}`);
      const drafted = drafts.change(file);
      if (drafted && !current(store, drafted)) return draftedConflict(c, d.named(file));
      const shown = drafted?.text ?? disk;
      if (body.version !== versionOf(shown)) return openedConflict(c, shown);
      const text = store.edited(ref, disk, body.data, body.body as string | undefined);
      if (text === disk) {
        // Back to what is published: nothing of it waits any more.
        if (drafted) drafts.drop([file]);
        return c.json({
          drafted: false,
          unchanged: true,
          version: versionOf(disk),
          warnings: [],
          count: drafts.changes().length,
        });
      }
      const change: DraftChange = {
        file,
        collection: ref.collection.name,
        ...(ref.slug !== undefined && { slug: ref.slug }),
        base: versionOf(disk),
        text,
        files: [],
        saved: new Date().toISOString(),
      };
      const gate = await runGate(d.root, contentDir, overlay(change));
      // Problems of this entry are refused now, at its fields; the draft as a whole is judged when it is published.
      const mine = gate.errors.filter((p) => p.location.file === `${contentDir}/${file}`);
      const refused = gateRefusal(c, { ...gate, ok: mine.length === 0, errors: mine }, contentDir, file);
      if (refused) return refused;
      drafts.put(change);
      d.log(c, `saved ${contentDir}/${file} to the draft`);
      return c.json({
        drafted: true,
        version: versionOf(text),
        file,
        page: pageOf(ref),
        count: drafts.changes().length,
        warnings: toFieldProblems(gate.warnings, contentDir).filter((w) => w.file === file),
        gateMs: Math.round(gate.ms),
      });
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
      return c.json({ dropped: file, count: drafts.changes().length });
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
      const count = drafts.changes().length;
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
      if (!changes.length) return emptyDraft(c);
      const stale = changes.filter((change) => !current(store, change));
      if (stale.length) return staleDraft(c, stale, d.named);
      const files = overlay();
      const gate = await runGate(d.root, contentDir, files);
      if (!gate.ok) return publishRefusal(c, gate, changes, contentDir, d.named);
      const { pages, message } = publishedPages(changes, contentDir);
      for (const [file, bytes] of files)
        if (bytes === null) store.remove(file);
        else store.write(file, bytes);
      d.log(c, `published the draft: ${[...files.keys()].map((f) => `${contentDir}/${f}`).join(', ')}`);
      const published = await d.publish([...files.keys()], message);
      drafts.clear();
      return c.json({
        published: published ?? {},
        count: changes.length,
        pages,
        warnings: toFieldProblems(gate.warnings, contentDir).filter((w) => files.has(w.file)),
        gateMs: Math.round(gate.ms),
      });
    });
  });

  /** In-flight previews by draft and page: the phone's and the desktop's frame share one rendering. */
  const rendering = new Map<string, Promise<string | undefined>>();
  app.get('/preview', async (c) => {
    const headers = previewHeaders(join(d.root, 'dist/client'));
    const say = (status: 404 | 409 | 500, words: string) =>
      c.html(`<!doctype html><html lang="en"><title>Preview</title><p>${words}</p></html>`, status, headers);
    if (!d.preview) return say(404, 'There is no preview here.');
    const path = c.req.query('page') ?? '/';
    if (path.length > 300 || !/^\/[a-z0-9/-]*$/.test(path)) return say(404, 'There is no such page.');
    const key = `${drafts.revision()} ${path}`;
    let html = rendering.get(key);
    if (!html) {
      html = d.preview(path, overlaySource(fileSource(d.root), contentDir, overlay()));
      rendering.set(key, html);
      void html.finally(() => rendering.delete(key)).catch(() => {});
    }
    try {
      const page = await html;
      if (page === undefined) return say(404, 'There is no such page with the draft.');
      return c.html(page, 200, headers);
    } catch (error) {
      const message = (error as Error).message;
      console.error('editor: preview:', message);
      if (message.startsWith('There is no build')) return say(500, `${message}.`);
      return say(
        409,
        'This page cannot be drawn with the draft as it is: publishing says what to correct, at its field.',
      );
    }
  });
}
