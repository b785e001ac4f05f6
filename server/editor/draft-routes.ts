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
import type { EntryRef } from './entry-refs.ts';
import { changeWords } from './change-words.ts';
import { fieldLabelOf } from './field-labels.ts';
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
const current = (store: ContentStore, change: DraftChange) => {
  const text = store.text(change.file);
  return (text === undefined ? null : versionOf(text)) === change.base;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n === 1 ? 'one' : n} ${n === 1 ? one : many}`;

export function addDraftRoutes(api: Hono, app: Hono, d: DraftDeps): void {
  const { store, drafts, contentDir } = d;
  const refOf = (change: DraftChange): EntryRef => entryRef(change.collection, change.slug);
  const markdown = (ref: EntryRef) => ref.collection.pattern.endsWith('.md');
  const titleOf = (file: string, entries?: readonly EntrySummary[]) =>
    d.named(file, entries).replace(/ \([^)]*\)$/, '');

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

  /** The draft as the review lists it: each change in words, and whether its file changed on disk since. */
  function listed() {
    const entries = store.list();
    return drafts.changes().map((change) => {
      const ref = refOf(change);
      const title = titleOf(change.file, entries);
      return {
        collection: change.collection,
        slug: change.slug,
        file: change.file,
        page: pageOf(ref),
        title,
        saved: change.saved,
        words: [
          ...changeWords(title, store.text(change.file) ?? null, change.text, {
            label: (path) => fieldLabelOf(ref.collection.name, path),
            markdown: markdown(ref),
          }),
          ...change.files.map((f) => `${title}: with the file ${f.file}`),
        ],
        conflict: !current(store, change),
      };
    });
  }

  api.get('/draft', (c) => c.json({ revision: drafts.revision(), changes: listed() }));

  /** Saves an entry's change to the draft: checked like a save (refused at its fields), but not published. */
  api.put('/draft/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const body = await d.jsonBody(c);
    return d.queue(async () => {
      const file = fileOf(ref);
      const disk = store.text(file);
      if (disk === undefined) throw new EntryError(404, `No file ${contentDir}/${file}`);
      const drafted = drafts.change(file);
      if (drafted && !current(store, drafted))
        return c.json(
          {
            error: `${d.named(file)} was changed since you put it in the draft (another save, or an edit of the file). Nothing was saved: take it out of the draft on the list of changes, then make your edit again.`,
            conflict: true,
          },
          409,
        );
      const shown = drafted?.text ?? disk;
      if (body.version !== versionOf(shown))
        return c.json(
          {
            error:
              'This page was changed since you opened it (another save, or an edit of the file). Nothing was saved: open it again to see the change, then make your edit again.',
            conflict: true,
            version: versionOf(shown),
          },
          409,
        );
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
    body.revision === drafts.revision()
      ? undefined
      : c.json(
          {
            error: 'The draft changed since you opened the list (in another window?): look at the list again.',
            conflict: true,
          },
          409,
        );

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
      if (!changes.length) return c.json({ error: 'The draft is empty: there is nothing to publish.' }, 409);
      const stale = changes.filter((change) => !current(store, change));
      if (stale.length)
        return c.json(
          {
            error: `Not published: ${stale.map((s) => d.named(s.file)).join(', ')} changed since you put ${stale.length === 1 ? 'it' : 'them'} in the draft (another save, or an edit of the file). Nothing was published and the draft is kept: take ${stale.length === 1 ? 'it' : 'them'} out of the draft, then make the edit again.`,
            conflict: true,
            files: stale.map((s) => s.file),
          },
          409,
        );
      const files = overlay();
      const gate = await runGate(d.root, contentDir, files);
      if (!gate.ok) {
        const errors = toFieldProblems(gate.errors, contentDir);
        return c.json(
          {
            error: `Not published: ${plural(errors.length, 'problem')} would reach the site. Nothing was published and the draft is kept: correct ${errors.length === 1 ? 'it' : 'them'}, then publish again.`,
            errors: errors.map((e) => {
              const change = changes.find((ch) => ch.file === e.file);
              return {
                ...e,
                entry: change && { collection: change.collection, slug: change.slug, title: titleOf(e.file) },
              };
            }),
            gateMs: Math.round(gate.ms),
          },
          422,
        );
      }
      const pages = changes.map((ch) => pageOf(refOf(ch)) ?? `${contentDir}/${ch.file}`);
      for (const [file, bytes] of files)
        if (bytes === null) store.remove(file);
        else store.write(file, bytes);
      d.log(c, `published the draft: ${[...files.keys()].map((f) => `${contentDir}/${f}`).join(', ')}`);
      const message =
        changes.length === 1 ? `Edit ${pages[0]}` : `Edit ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
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
