/**
 * The draft's part of the editor (server/editor/app.ts): a change, a new entry or a delete saved to the draft instead
 * of published (pictures uploaded into it: server/editor/draft-pictures.ts), the list of the draft's items in words,
 * a preview of a page with the draft in it, and publishing the whole draft at once (one gate over all of it, one
 * commit) or discarding it. Nothing here writes a content file but publishing, and publishing writes nothing when the
 * gate refuses or a file changed on disk since the draft took it: the draft stays as it was, for the owner to correct.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
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
import type { EntryRef } from './entry-refs.ts';
import { changeWords } from './change-words.ts';
import { conflictAnswer, deleteRefusal, titleIn } from './change-answers.ts';
import {
  deletedWords,
  newEntryWords,
  pictureDeletedWords,
  pictureWords,
  publishMessage,
  type PublishStep,
} from './draft-words.ts';
import { addDraftPictureRoutes, withDraftPictures } from './draft-pictures.ts';
import { leftToDo, newEntryText } from './new-entry.ts';
import { onlyShownBy } from './pictures.ts';
import { fixedPath } from '../../schema/routes.ts';
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

/** The page that lists the entries of a collection without pages of their own, or of a deleted entry. */
const LISTED_ON: Partial<Record<string, string>> = { special: fixedPath('specials'), article: fixedPath('advice') };

/** The page to preview for a change: the entry's own, else the one that lists it. */
const previewOf = (ref: EntryRef, deleted: boolean) =>
  (deleted ? undefined : pageOf(ref)) ?? LISTED_ON[ref.collection.name];

const now = () => new Date().toISOString();

const plural = (n: number, one: string, many = `${one}s`) => `${n === 1 ? 'one' : n} ${n === 1 ? one : many}`;

export function addDraftRoutes(api: Hono, app: Hono, d: DraftDeps): void {
  const { store, drafts, contentDir } = d;
  addDraftPictureRoutes(api, app, { ...d, overlay: () => overlay() });
  const refOf = (change: DraftChange): EntryRef => entryRef(change.collection, change.slug);
  const markdown = (ref: EntryRef) => ref.collection.pattern.endsWith('.md');
  const titleOf = (file: string, entries?: readonly EntrySummary[]) =>
    d.named(file, entries).replace(/ \([^)]*\)$/, '');

  /** The title of a change's entry: from the draft's text for a new entry, else as the entry is published. */
  const titleOfChange = (change: DraftChange, entries?: readonly EntrySummary[]) =>
    change.base === null && change.text !== null
      ? titleIn(refOf(change), [new TextEncoder().encode(change.text)])
      : titleOf(change.file, entries);

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

  /** What an entry's change does, in words. */
  function changeLines(change: DraftChange, title: string): string[] {
    const ref = refOf(change);
    if (change.base === null) return [newEntryWords(ref.collection, title)];
    if (change.text === null) return [deletedWords(ref.collection, title, change.removes ?? [])];
    return [
      ...changeWords(title, store.text(change.file) ?? null, change.text, {
        label: (path) => fieldLabelOf(ref.collection.name, path),
        markdown: markdown(ref),
      }),
      ...(change.files ?? []).map((f) => `${title}: with the file ${f.file}`),
    ];
  }

  /**
   * The draft as the review lists it: each entry's change and each picture in words, the page that shows it, and
   * whether its file changed on disk since (a picture: whether a file of its name appeared there).
   */
  function listed() {
    const entries = store.list();
    const changes = drafts.changes().map((change) => {
      const ref = refOf(change);
      const title = titleOfChange(change, entries);
      return {
        kind: 'entry' as const,
        collection: change.collection,
        slug: change.slug,
        file: change.file,
        page: pageOf(ref),
        preview: previewOf(ref, change.text === null),
        title,
        saved: change.saved,
        words: changeLines(change, title),
        conflict: !current(store, change),
      };
    });
    const pictures = drafts.pictures().map((p) => ({
      kind: 'picture' as const,
      src: p.src,
      file: p.files[0]!.file,
      title: posix.basename(p.src),
      saved: p.saved,
      words: [pictureWords(p.src, p.files.length)],
      conflict: p.files.some((f) => store.bytes(f.file) !== undefined),
    }));
    // A picture deleted in the draft: in conflict when a file of it left the content since.
    const deletes = drafts.pictureDeletes().map((p) => ({
      kind: 'picture' as const,
      deleting: true,
      src: p.src,
      file: p.files[0]!,
      title: posix.basename(p.src),
      saved: p.saved,
      words: [pictureDeletedWords(p.src, p.files.length)],
      conflict: p.files.some((f) => store.bytes(f) === undefined),
    }));
    return [...changes, ...pictures, ...deletes];
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
      if (drafted && !current(store, drafted))
        return c.json(
          {
            error: `${d.named(file)} was changed since you put it in the draft (another save, or an edit of the file). Nothing was saved: take it out of the draft on the list of changes, then make your edit again.`,
            conflict: true,
          },
          409,
        );
      const shown = (drafted?.text ?? disk)!;
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
      if (!drafts.count()) return c.json({ error: 'The draft is empty: there is nothing to publish.' }, 409);
      const stale = listed().filter((item) => item.conflict);
      if (stale.length)
        return c.json(
          {
            error: `Not published: ${stale.map((s) => (s.kind === 'picture' ? s.title : d.named(s.file))).join(', ')} changed since you put ${stale.length === 1 ? 'it' : 'them'} in the draft (another save, or an edit of the file). Nothing was published and the draft is kept: take ${stale.length === 1 ? 'it' : 'them'} out of the draft, then make the edit again.`,
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
                entry: change && { collection: change.collection, slug: change.slug, title: titleOfChange(change) },
              };
            }),
            gateMs: Math.round(gate.ms),
          },
          422,
        );
      }
      const steps: PublishStep[] = [
        ...changes.map((ch) => ({
          verb: ch.base === null ? ('Add' as const) : ch.text === null ? ('Delete' as const) : ('Edit' as const),
          what: pageOf(refOf(ch)) ?? `${contentDir}/${ch.file}`,
        })),
        ...pictures.map((p) => ({ verb: 'Add' as const, what: `the picture ${p.src}` })),
        ...deletes.map((p) => ({ verb: 'Delete' as const, what: `the picture ${p.src}` })),
      ];
      // The pages that show the draft now: its entries' own, or those that list them.
      const pages = [
        ...new Set(changes.map((ch) => previewOf(refOf(ch), ch.text === null)).filter((p) => p !== undefined)),
      ];
      for (const [file, bytes] of files)
        if (bytes === null) store.remove(file);
        else store.write(file, bytes);
      d.log(c, `published the draft: ${[...files.keys()].map((f) => `${contentDir}/${f}`).join(', ')}`);
      const published = await d.publish([...files.keys()], publishMessage(steps));
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
      // The draft's pictures are not on the site yet: the page shows the editor's copies.
      return c.html(withDraftPictures(page, drafts.pictures(), c.req.path.replace(/\/preview$/, '')), 200, headers);
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
