/**
 * The content editor on a static host (a Cloudflare Pages Function, behind the back office's login): the same page
 * and JSON API as `npm start`'s editor (server/editor/app.ts), over the site's repository on GitHub instead of a
 * disk. A save reads the content at the branch's head (github-store.ts), refuses an entry changed since it was
 * opened, runs the gate over the content with the change (memory-gate.ts), and commits with one
 * `createCommitOnBranch` that GitHub refuses if the branch moved meanwhile; then it reads again and retries, so a
 * change elsewhere in the repository does not stop a save, while a change of the same entry is a conflict in
 * words. Pages rebuilds the site from the commit.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { posix } from 'node:path';
import { editorConfig } from './editor-config.ts';
import { editorPage } from './editor-page.ts';
import { EntryError, EntryReader, collectionNamed, entryRef, fileOf, pageOf, versionOf } from './entry-refs.ts';
import { toFieldProblems } from './field-errors.ts';
import { gateRefusal } from './gate-refusal.ts';
import type { GateResult, Overlay } from './gate.ts';
import { GitHubError } from './github-api.ts';
import { TRAILER, type GitHubContent, type Snapshot } from './github-store.ts';
import { runMemoryGate } from './memory-gate.ts';
import { leftToDo, newEntryText } from './new-entry.ts';
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
}

const MAX_JSON_BYTES = 512 * 1024;
/** Saves tried again after the branch moved for another reason than this entry. */
const RETRIES = 2;

const CHANGED =
  'This page was changed since you opened it (another save, or an edit on GitHub). Nothing was saved: open it again to see the change, then make your edit again.';
const MOVED =
  'The site’s repository kept changing while saving (other saves at the same moment). Nothing was saved; your edit is still here: save it again.';

/** The entries of one snapshot of the repository's content. */
class SnapshotEntries extends EntryReader {
  constructor(
    private readonly snapshot: Snapshot,
    contentDir: string,
  ) {
    super(contentDir);
  }
  text(file: string): string | undefined {
    return this.snapshot.text(file);
  }
  protected names(dir: string): string[] {
    const prefix = `${posix.join(this.contentDir, dir)}/`;
    return [...this.snapshot.files.keys()]
      .filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'))
      .map((p) => p.slice(prefix.length));
  }
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
  const log = (c: Context, event: string) => options.log?.(c, event);
  const entries = async () => new SnapshotEntries(await store.snapshot(), contentDir);
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
  api.use('*', bodyLimit({ maxSize: MAX_JSON_BYTES, onError: (c) => c.json({ error: 'Too large' }, 413) }));

  api.get('/config', async (c) =>
    c.json({ collections: editorConfig(), choices: siteChoices(await entries()), publishing: true, drafts: false }),
  );
  api.get('/entries', async (c) => c.json({ entries: (await entries()).list() }));
  api.get('/entry/:collection/:slug?', async (c) =>
    c.json((await entries()).read(entryRef(c.req.param('collection'), c.req.param('slug')))),
  );

  const refusal = (c: Context, gate: GateResult, file: string) => gateRefusal(c, gate, contentDir, file);

  /**
   * Reads, checks and commits until the commit lands on the head it was checked against. `plan` says what to
   * write at a snapshot, or answers instead (a conflict, nothing to do).
   */
  async function commitChecked(
    c: Context,
    plan: (snapshot: Snapshot, reader: EntryReader) => { overlay: Overlay; headline: string; body?: string } | Response,
    refusedAt: string,
  ): Promise<Response | { commit: string; gate: GateResult; overlay: Overlay }> {
    for (let attempt = 0; ; attempt++) {
      const snapshot = await store.snapshot();
      const planned = plan(snapshot, new SnapshotEntries(snapshot, contentDir));
      if (planned instanceof Response) return planned;
      const gate = runMemoryGate(snapshot.files, contentDir, planned.overlay);
      const refused = refusal(c, gate, refusedAt);
      if (refused) return refused;
      try {
        const commit = await store.commit(snapshot, planned.overlay, planned.headline, planned.body);
        return { commit, gate, overlay: planned.overlay };
      } catch (error) {
        if (!(error instanceof GitHubError && error.kind === 'stale-head' && attempt < RETRIES)) throw error;
      }
    }
  }

  api.put('/entry/:collection/:slug?', async (c) => {
    const ref = entryRef(c.req.param('collection'), c.req.param('slug'));
    const body = await jsonBody(c);
    const file = fileOf(ref);
    const page = pageOf(ref);
    return queue(async () => {
      let text = '';
      const result = await commitChecked(
        c,
        (_, reader) => {
          const current = reader.text(file);
          if (current === undefined) throw new EntryError(404, `No file ${contentDir}/${file}`);
          if (body.version !== versionOf(current))
            return c.json({ error: CHANGED, conflict: true, version: versionOf(current) }, 409);
          text = reader.edited(ref, current, body.data, body.body);
          if (text === current)
            return c.json({ saved: false, unchanged: true, version: versionOf(current), warnings: [] });
          return { overlay: new Map([[file, text]]), headline: `Edit ${page ?? `${contentDir}/${file}`}` };
        },
        file,
      );
      if (result instanceof Response) return result;
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
      const result = await commitChecked(
        c,
        (_, reader) => {
          if (reader.text(file) !== undefined)
            throw new EntryError(409, `There is already an entry named "${ref.slug}": choose another name`);
          return { overlay: new Map([[file, text]]), headline: `Add ${page ?? `${contentDir}/${file}`}` };
        },
        file,
      );
      if (result instanceof Response) return result;
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

  api.get('/history', async (c) => {
    const { head } = await store.snapshot();
    return c.json({
      changes: (await store.editorCommits(head)).map(({ commit, subject, date }) => ({ commit, subject, date })),
    });
  });

  api.post('/undo', (c) =>
    queue(async () => {
      const planned = await store.undoPlan(await store.snapshot());
      if (!planned) return c.json({ error: 'There is no change of the editor to undo' }, 409);
      const result = await commitChecked(
        c,
        () => ({
          overlay: planned.overlay,
          headline: `Undo: ${planned.subject}`,
          body: `${TRAILER}\nUndoes: ${planned.commit}`,
        }),
        [...planned.overlay.keys()][0] ?? '',
      );
      if (result instanceof Response) return result;
      log(c, `undid ${planned.subject}`);
      return c.json({ undone: planned.subject, published: { commit: result.commit } });
    }),
  );

  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  app.get('*', (c) => c.html(editorPage(options.basePath, options.csrfToken?.(c))));
  return app;
}

/** The JSON body of a save, at most MAX_JSON_BYTES: `{ version, data, body?, slug? }`. */
async function jsonBody(c: Context): Promise<{ version?: unknown; data: unknown; body?: string; slug?: unknown }> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
    throw new EntryError(400, 'Expected JSON');
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw new EntryError(400, 'The entry is larger than any content file may be');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new EntryError(400, 'Expected JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new EntryError(400, 'Expected an object');
  const { data, body: markdown, version, slug } = body as Record<string, unknown>;
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new EntryError(400, 'Expected the entry data');
  if (markdown !== undefined && typeof markdown !== 'string')
    throw new EntryError(400, 'Expected the text as a string');
  return { version, data, body: markdown, slug };
}
