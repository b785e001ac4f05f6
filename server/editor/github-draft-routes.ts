/**
 * The draft's part of the editor on a static host (github-editor.ts), with the same routes and answers as on the
 * site's server (draft-routes.ts, draft-answers.ts): an entry's change, a new entry or a delete saved to the draft
 * (checked, kept in the back office's database, database-drafts.ts), the draft listed in words, taken out,
 * discarded, and published as one `createCommitOnBranch` with the head the gate checked, the gate over the whole
 * draft. Pictures wait in the draft too (github-draft-pictures.ts, their bytes in the same database) and are
 * committed with it. The preview of a page with the draft is github-preview.ts.
 */
import type { Context, Hono } from 'hono';
import { conflictAnswer, deleteRefusal, fileNamed } from './change-answers.ts';
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
import { draftRevision, type DraftChange, type DraftPicture, type DraftPictureDelete } from './draft-shape.ts';
import { pictureItems } from './draft-picture-answers.ts';
import type { DatabaseDrafts } from './database-drafts.ts';
import { EntryError, collectionNamed, entryRef, fileOf, pageOf, versionOf } from './entry-refs.ts';
import { toFieldProblems } from './field-errors.ts';
import { gateRefusal } from './gate-refusal.ts';
import type { GateResult, Overlay } from './gate.ts';
import { SnapshotEntries, type GitHubContent, type Snapshot } from './github-store.ts';
import { runMemoryGate } from './memory-gate.ts';
import { leftToDo, newEntryText } from './new-entry.ts';
import { MEDIA_FOLDER, picturesIn, shownOnlyBy } from './picture-index.ts';
import { jsonBody, smallBody } from './request-body.ts';

/** What a change writes at a snapshot, or the answer instead. */
type Plan = { overlay: Overlay; headline: string } | Response;

export interface GitHubDraftDeps {
  content: GitHubContent;
  drafts: DatabaseDrafts;
  queue: <T>(task: () => Promise<T>) => Promise<T>;
  log: (c: Context, event: string) => void;
  /** The content at the branch's head, for this request (github-editor.ts). */
  snapshot: (c: Context) => Promise<Snapshot>;
  /** Reads, checks and commits until the commit lands on the head it was checked against (github-editor.ts). */
  commitChecked: (
    c: Context,
    plan: (snapshot: Snapshot, reader: SnapshotEntries) => Plan | Promise<Plan>,
    refuse: (gate: GateResult, reader: SnapshotEntries) => Response,
  ) => Promise<Response | { commit: string; gate: GateResult }>;
}

/**
 * The files a draft's changes write: their new text (null: removed), the pictures that leave with a delete, the
 * pictures deleted in the draft, and the bytes of the pictures uploaded into it when they are read (`held`).
 */
export function overlayOf(
  changes: readonly DraftChange[],
  deletes: readonly DraftPictureDelete[] = [],
  held: ReadonlyMap<string, Uint8Array> = new Map(),
): Overlay {
  const files = new Map<string, string | Uint8Array | null>(held);
  for (const p of deletes) for (const f of p.files) files.set(f, null);
  for (const change of changes) {
    for (const f of change.removes ?? []) files.set(f, null);
    files.set(change.file, change.text);
  }
  return files;
}

/**
 * The repository's files with the pictures of the draft known by their names: the gate finds the pictures an entry
 * of the draft shows without their bytes being read (their size was read when they were uploaded).
 */
export function withDraftPictureNames(
  files: ReadonlyMap<string, Uint8Array | null>,
  contentDir: string,
  pictures: readonly DraftPicture[],
): ReadonlyMap<string, Uint8Array | null> {
  if (!pictures.length) return files;
  const named = new Map(files);
  for (const f of pictures.flatMap((p) => p.files)) named.set(`${contentDir}/${f.file}`, null);
  return named;
}

const now = () => new Date().toISOString();

export function addGitHubDraftRoutes(api: Hono, d: GitHubDraftDeps): void {
  const { content, drafts } = d;
  const contentDir = content.contentDir;
  const named = (reader: SnapshotEntries) => (file: string) => fileNamed(reader, file);
  const read = async (c: Context) => {
    const snapshot = await d.snapshot(c);
    return { snapshot, reader: new SnapshotEntries(snapshot, contentDir) };
  };

  /** The draft's change judged with the rest of the draft: refused now for problems in its own entry only. */
  async function judged(c: Context, snapshot: Snapshot, change: DraftChange) {
    const draft = await drafts.read();
    const others = draft.changes.filter((ch) => ch.file !== change.file);
    const gate = runMemoryGate(
      withDraftPictureNames(snapshot.files, contentDir, draft.pictures),
      contentDir,
      overlayOf([...others, change], draft.pictureDeletes),
    );
    const mine = gate.errors.filter((p) => p.location.file === `${contentDir}/${change.file}`);
    const refused = gateRefusal(c, { ...gate, ok: mine.length === 0, errors: mine }, contentDir, change.file);
    const warnings = toFieldProblems(gate.warnings, contentDir).filter((w) => w.file === change.file);
    return { gate, refused, warnings, gateMs: Math.round(gate.ms) };
  }

  api.get('/draft', async (c) => {
    const { snapshot, reader } = await read(c);
    const draft = await drafts.read();
    const onSite = (file: string) => snapshot.files.has(`${contentDir}/${file}`);
    return c.json({
      revision: draftRevision(draft),
      changes: [
        ...entryItems(draft.changes, reader, named(reader)),
        ...pictureItems(draft.pictures, draft.pictureDeletes, onSite),
      ],
    });
  });

  /** Saves an entry's change to the draft: checked like a save (refused at its fields), but not committed. */
  api.put('/draft/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const body = await jsonBody(c);
    const file = fileOf(ref);
    return d.queue(async () => {
      const { snapshot, reader } = await read(c);
      const published = reader.text(file);
      const drafted = await drafts.change(file);
      // A new entry waits in the draft only: its draft's text is what the edit applies to.
      const added = published === undefined && drafted?.base === null ? drafted.text : null;
      if (published === undefined && added === null) throw new EntryError(404, `No file ${contentDir}/${file}`);
      if (drafted && !basedOn(published, drafted)) return draftedConflict(c, fileNamed(reader, file));
      const shown = (drafted?.text ?? published)!;
      if (body.version !== versionOf(shown)) return openedConflict(c, shown);
      const text = reader.edited(ref, (added ?? published)!, body.data, body.body as string | undefined);
      if (published !== undefined && text === published) {
        // Back to what is published: nothing of it waits any more.
        if (drafted) await drafts.drop([file]);
        return c.json({
          drafted: false,
          unchanged: true,
          version: versionOf(published),
          warnings: [],
          count: await drafts.count(),
        });
      }
      const change: DraftChange = {
        file,
        collection: ref.collection.name,
        ...(ref.slug !== undefined && { slug: ref.slug }),
        base: published === undefined ? null : versionOf(published),
        text,
        saved: now(),
      };
      const { refused, warnings, gateMs } = await judged(c, snapshot, change);
      if (refused) return refused;
      await drafts.put(change);
      d.log(c, `saved ${contentDir}/${file} to the draft`);
      return c.json({
        drafted: true,
        version: versionOf(text),
        file,
        page: pageOf(ref),
        count: await drafts.count(),
        warnings,
        gateMs,
      });
    });
  });

  /** A new entry saved to the draft: checked like a new entry committed at once, its file committed at publishing. */
  api.post('/draft/entries/:collection', async (c) => {
    const collection = collectionNamed(c.req.param('collection'));
    const body = await jsonBody(c);
    const ref = entryRef(collection.name, typeof body.slug === 'string' ? body.slug : undefined);
    const file = fileOf(ref);
    return d.queue(async () => {
      const { snapshot, reader } = await read(c);
      if (reader.text(file) !== undefined || (await drafts.change(file)))
        throw new EntryError(409, `There is already an entry named "${ref.slug}": choose another name`);
      const text = newEntryText(collection, body.data, body.body as string | undefined);
      const change: DraftChange = { file, collection: collection.name, slug: ref.slug, base: null, text, saved: now() };
      const { refused, warnings, gateMs } = await judged(c, snapshot, change);
      if (refused) return refused;
      await drafts.put(change);
      d.log(c, `added ${contentDir}/${file} to the draft`);
      return c.json(
        {
          drafted: true,
          version: versionOf(text),
          file,
          slug: ref.slug,
          page: pageOf(ref),
          todo: leftToDo(collection, ref.slug!),
          count: await drafts.count(),
          warnings,
          gateMs,
        },
        201,
      );
    });
  });

  /**
   * A delete saved to the draft, with the pictures no other entry shows; refused at once, in the words of a delete
   * committed at once, when other entries need the entry. A new entry of the draft leaves the draft instead.
   */
  api.post('/draft/delete/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    if (ref.collection.single)
      throw new EntryError(400, `${ref.collection.label} cannot be deleted: the site needs it`);
    const body = await smallBody(c);
    const file = fileOf(ref);
    return d.queue(async () => {
      const { snapshot, reader } = await read(c);
      const published = reader.text(file);
      const drafted = await drafts.change(file);
      if (published === undefined) {
        if (drafted?.base !== null || drafted.text === null) throw new EntryError(404, `No file ${contentDir}/${file}`);
        if (body.version !== versionOf(drafted.text)) return conflictAnswer(c, drafted.text);
        await drafts.drop([file]);
        d.log(c, `took ${contentDir}/${file} out of the draft`);
        return c.json({ drafted: false, dropped: file, count: await drafts.count() });
      }
      if (drafted && !basedOn(published, drafted)) return conflictAnswer(c, published);
      // The form shows the draft's version when there is one.
      if (body.version !== versionOf(published) && body.version !== versionOf(drafted?.text ?? published))
        return conflictAnswer(c, published);
      const page = pageOf(ref);
      const pictures = shownOnlyBy(reader, picturesIn(reader.names(MEDIA_FOLDER)), file);
      const removes = pictures.flatMap((p) => p.files);
      const change: DraftChange = {
        file,
        collection: ref.collection.name,
        ...(ref.slug !== undefined && { slug: ref.slug }),
        base: versionOf(published),
        text: null,
        removes,
        saved: now(),
      };
      const { gate } = await judged(c, snapshot, change);
      if (!gate.ok) return deleteRefusal(c, reader, gate, [file, ...removes], page ?? 'this entry');
      await drafts.put(change);
      d.log(c, `deleted ${contentDir}/${file} in the draft`);
      return c.json({ drafted: true, file, page, pictures: pictures.map((p) => p.src), count: await drafts.count() });
    });
  });

  /** Takes one entry's change out of the draft. */
  api.delete('/draft/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    await smallBody(c);
    const file = fileOf(ref);
    return d.queue(async () => {
      if (!(await drafts.change(file))) throw new EntryError(404, 'This entry has no change in the draft');
      await drafts.drop([file]);
      d.log(c, `took ${contentDir}/${file} out of the draft`);
      return c.json({ dropped: file, count: await drafts.count() });
    });
  });

  /** The draft as the owner looked at it, or a refusal when it changed since (in another tab). */
  const sameDraft = async (c: Context, body: Record<string, unknown>) =>
    body.revision === (await drafts.revision()) ? undefined : draftChanged(c);

  api.delete('/draft', async (c) => {
    const body = await smallBody(c);
    return d.queue(async () => {
      const refused = await sameDraft(c, body);
      if (refused) return refused;
      const count = await drafts.count();
      await drafts.clear();
      d.log(c, `discarded the draft (${count} changes)`);
      return c.json({ discarded: count });
    });
  });

  api.post('/draft/publish', async (c) => {
    const body = await smallBody(c);
    return d.queue(async () => {
      const refused = await sameDraft(c, body);
      if (refused) return refused;
      const { changes, pictures, pictureDeletes } = await drafts.read();
      if (!changes.length && !pictures.length && !pictureDeletes.length) return emptyDraft(c);
      const { message, pages } = publishedDraft(changes, pictures, contentDir, pictureDeletes);
      // The pictures' bytes are read once, for the gate and the commit.
      const files = overlayOf(changes, pictureDeletes, await drafts.filesOf(pictures));
      const result = await d.commitChecked(
        c,
        (snapshot, reader) => {
          const onSite = (file: string) => snapshot.files.has(`${contentDir}/${file}`);
          const stale = [
            ...changes
              .filter((change) => !basedOn(reader.text(change.file), change))
              .map((s) => ({ name: fileNamed(reader, s.file), file: s.file })),
            ...pictureItems(pictures, pictureDeletes, onSite)
              .filter((item) => item.conflict)
              .map((item) => ({ name: item.title, file: item.file })),
          ];
          if (stale.length) return staleDraft(c, stale);
          return { overlay: files, headline: message };
        },
        (gate, reader) => publishRefusal(c, gate, changes, contentDir, named(reader)),
      );
      if (result instanceof Response) return result;
      await drafts.take({
        files: changes.map((ch) => ch.file),
        pictures: pictures.map((p) => p.src),
        pictureDeletes: pictureDeletes.map((p) => p.src),
      });
      d.log(c, `published the draft: ${[...files.keys()].map((f) => `${contentDir}/${f}`).join(', ')}`);
      return c.json({
        published: { commit: result.commit },
        count: changes.length + pictures.length + pictureDeletes.length,
        pages,
        warnings: toFieldProblems(result.gate.warnings, contentDir).filter((w) => files.has(w.file)),
        gateMs: Math.round(result.gate.ms),
      });
    });
  });
}
