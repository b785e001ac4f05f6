/**
 * The draft's part of the editor on a static host (github-editor.ts), with the same routes and answers as on the
 * site's server (draft-routes.ts, draft-answers.ts): a change saved to the draft (checked at its fields, kept in
 * the back office's database, database-drafts.ts), the draft listed in words, taken out, discarded, and published
 * as one `createCommitOnBranch` with the head the gate checked, the gate over the whole draft. There is no preview:
 * a Worker does not draw the site's pages.
 */
import type { Context, Hono } from 'hono';
import { fileNamed } from './change-answers.ts';
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
import type { DraftChange } from './draft-shape.ts';
import type { DatabaseDrafts } from './database-drafts.ts';
import { EntryError, entryRef, fileOf, pageOf, versionOf } from './entry-refs.ts';
import { toFieldProblems } from './field-errors.ts';
import { gateRefusal } from './gate-refusal.ts';
import type { GateResult, Overlay } from './gate.ts';
import { SnapshotEntries, type GitHubContent, type Snapshot } from './github-store.ts';
import { runMemoryGate } from './memory-gate.ts';
import { jsonBody, smallBody } from './request-body.ts';

/** What a change writes at a snapshot, or the answer instead. */
type Plan = { overlay: Overlay; headline: string } | Response;

export interface GitHubDraftDeps {
  content: GitHubContent;
  drafts: DatabaseDrafts;
  queue: <T>(task: () => Promise<T>) => Promise<T>;
  log: (c: Context, event: string) => void;
  /** Reads, checks and commits until the commit lands on the head it was checked against (github-editor.ts). */
  commitChecked: (
    c: Context,
    plan: (snapshot: Snapshot, reader: SnapshotEntries) => Plan | Promise<Plan>,
    refuse: (gate: GateResult, reader: SnapshotEntries) => Response,
  ) => Promise<Response | { commit: string; gate: GateResult }>;
}

/** The files a draft's changes write: their new text, or null for a removal. */
const overlayOf = (changes: readonly DraftChange[]): Overlay => new Map(changes.map((ch) => [ch.file, ch.text]));

export function addGitHubDraftRoutes(api: Hono, d: GitHubDraftDeps): void {
  const { content, drafts } = d;
  const contentDir = content.contentDir;
  const named = (reader: SnapshotEntries) => (file: string) => fileNamed(reader, file);

  api.get('/draft', async (c) => {
    const reader = new SnapshotEntries(await content.snapshot(), contentDir);
    const draft = await drafts.read();
    return c.json({
      revision: await drafts.revision(),
      changes: listedChanges(draft.changes, reader, named(reader)),
    });
  });

  /** Saves an entry's change to the draft: checked like a save (refused at its fields), but not committed. */
  api.put('/draft/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const body = await jsonBody(c);
    const file = fileOf(ref);
    return d.queue(async () => {
      const snapshot = await content.snapshot();
      const reader = new SnapshotEntries(snapshot, contentDir);
      const published = reader.text(file);
      if (published === undefined) throw new EntryError(404, `No file ${contentDir}/${file}`);
      const drafted = await drafts.change(file);
      if (drafted && !basedOn(published, drafted)) return draftedConflict(c, fileNamed(reader, file));
      const shown = drafted?.text ?? published;
      if (body.version !== versionOf(shown)) return openedConflict(c, shown);
      const text = reader.edited(ref, published, body.data, body.body as string | undefined);
      const count = async () => (await drafts.changes()).length;
      if (text === published) {
        // Back to what is published: nothing of it waits any more.
        if (drafted) await drafts.drop([file]);
        return c.json({
          drafted: false,
          unchanged: true,
          version: versionOf(published),
          warnings: [],
          count: await count(),
        });
      }
      const change: DraftChange = {
        file,
        collection: ref.collection.name,
        ...(ref.slug !== undefined && { slug: ref.slug }),
        base: versionOf(published),
        text,
        files: [],
        saved: new Date().toISOString(),
      };
      const others = (await drafts.changes()).filter((ch) => ch.file !== file);
      const gate = runMemoryGate(snapshot.files, contentDir, overlayOf([...others, change]));
      // Problems of this entry are refused now, at its fields; the draft as a whole is judged when it is published.
      const mine = gate.errors.filter((p) => p.location.file === `${contentDir}/${file}`);
      const refused = gateRefusal(c, { ...gate, ok: mine.length === 0, errors: mine }, contentDir, file);
      if (refused) return refused;
      await drafts.put(change);
      d.log(c, `saved ${contentDir}/${file} to the draft`);
      return c.json({
        drafted: true,
        version: versionOf(text),
        file,
        page: pageOf(ref),
        count: await count(),
        warnings: toFieldProblems(gate.warnings, contentDir).filter((w) => w.file === file),
        gateMs: Math.round(gate.ms),
      });
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
      return c.json({ dropped: file, count: (await drafts.changes()).length });
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
      const count = (await drafts.changes()).length;
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
      const changes = await drafts.changes();
      if (!changes.length) return emptyDraft(c);
      const { pages, message } = publishedPages(changes, contentDir);
      const result = await d.commitChecked(
        c,
        (_, reader) => {
          const stale = changes.filter((change) => !basedOn(reader.text(change.file), change));
          if (stale.length) return staleDraft(c, stale, named(reader));
          return { overlay: overlayOf(changes), headline: message };
        },
        (gate, reader) => publishRefusal(c, gate, changes, contentDir, named(reader)),
      );
      if (result instanceof Response) return result;
      await drafts.drop(changes.map((ch) => ch.file));
      d.log(c, `published the draft: ${changes.map((ch) => `${contentDir}/${ch.file}`).join(', ')}`);
      return c.json({
        published: { commit: result.commit },
        count: changes.length,
        pages,
        warnings: toFieldProblems(result.gate.warnings, contentDir).filter((w) =>
          changes.some((ch) => ch.file === w.file),
        ),
        gateMs: Math.round(result.gate.ms),
      });
    });
  });
}
