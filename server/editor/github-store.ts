/**
 * The site's content as GitHub holds it, for the editor on a static host: read through the API and kept in memory
 * (the tree by the branch's head, every file by its blob SHA, so a save after the first read fetches only what
 * changed), checked by the gate, and changed by one commit per save through `createCommitOnBranch`, which GitHub
 * refuses when the branch has moved since the content was read.
 */
import { posix } from 'node:path';
import type { FileChange } from './change-answers.ts';
import { EntryReader } from './entry-refs.ts';
import type { GitHubApi } from './github-api.ts';
import type { Overlay } from './gate.ts';

/** Marks the editor's commits, as on the site's server (server/editor/publish.ts), so undo finds them. */
export const TRAILER = 'Edited-with: site editor';
const UNDOES = /^Undoes: ([0-9a-f]{40})$/m;
/** How far back undo and the history look, in commits of the branch. */
const HISTORY_DEPTH = 20;
/** Files fetched at once. */
const CONCURRENCY = 6;

/**
 * Keeps a promise's work alive to its end (a Pages Function's `context.waitUntil`): the runtime cancels a request's
 * outstanding reads when that request is cancelled, and other requests may be waiting for them.
 */
export type KeepAlive = (work: Promise<unknown>) => void;

export interface Snapshot {
  /** The branch's head commit the content was read at. */
  head: string;
  /** Project-relative path -> bytes; files under the content folder's `static/` by name only (null). */
  files: ReadonlyMap<string, Uint8Array | null>;
  /** The text of a file under the content folder ("services/oil-change.yaml"), or undefined. */
  text(file: string): string | undefined;
}

interface EditorCommit {
  commit: string;
  subject: string;
  date: string;
  undoes?: string;
}

/** What undoing the editor's last change not undone yet writes, as on the site's server (publish.ts). */
export interface UndoPlan {
  commit: string;
  subject: string;
  date: string;
  /** Each file under the content folder and the bytes it goes back to (null: the change added the file). */
  overlay: Map<string, Uint8Array | null>;
  /** The same files as that change left them (null: it removed the file). */
  after: Map<string, Uint8Array | null>;
}

/** Git's name for a file's bytes: SHA-1 of "blob <size>\0" and the bytes. */
async function blobSha(bytes: Uint8Array): Promise<string> {
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const all = new Uint8Array(header.length + bytes.length);
  all.set(header);
  all.set(bytes, header.length);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', all));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function inBatches<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENCY) await Promise.all(items.slice(i, i + CONCURRENCY).map(task));
}

export class GitHubContent {
  private readonly blobs = new Map<string, Uint8Array>();
  private readonly trees = new Map<string, Map<string, string>>();
  private readonly commits = new Map<string, { parents: string[]; message: string; date: string; author: string }>();
  private last: Snapshot | undefined;
  /** The read of the content at a head under way, which requests that want the same head wait for. */
  private reading: { head: string; snapshot: Promise<Snapshot> } | undefined;

  constructor(
    readonly api: GitHubApi,
    readonly contentDir = 'content',
  ) {}

  /** Path -> blob SHA of every file under the content folder at a commit (cached: a commit never changes). */
  private async treeOf(commit: string): Promise<Map<string, string>> {
    const cached = this.trees.get(commit);
    if (cached) return cached;
    const { entries } = await this.api.tree(commit);
    const files = new Map(
      entries
        .filter((e) => e.type === 'blob' && e.path.startsWith(`${this.contentDir}/`))
        .map((e) => [e.path, e.sha] as const),
    );
    this.trees.set(commit, files);
    return files;
  }

  private isRead(path: string): boolean {
    return !path.startsWith(`${this.contentDir}/static/`) && /\.(ya?ml|md)$/.test(path);
  }

  private async blob(sha: string): Promise<Uint8Array> {
    const cached = this.blobs.get(sha);
    if (cached) return cached;
    const bytes = await this.api.blob(sha);
    this.blobs.set(sha, bytes);
    return bytes;
  }

  /**
   * The content at the branch's head now: one request when nothing changed since the last read. Requests that come
   * while the content of the same head is being read wait for that one read instead of each reading every file; the
   * request that starts it keeps it alive with `keepAlive` (its `waitUntil`), so that the others still get their
   * answer when that request is cancelled (the owner closed the tab).
   */
  async snapshot(keepAlive?: KeepAlive): Promise<Snapshot> {
    const head = await this.api.head();
    if (this.last?.head === head) return this.last;
    if (this.reading?.head === head) return this.reading.snapshot;
    const snapshot = this.read(head);
    const reading = { head, snapshot };
    this.reading = reading;
    const done = snapshot
      .finally(() => {
        if (this.reading === reading) this.reading = undefined;
      })
      .catch(() => undefined);
    keepAlive?.(done);
    return snapshot;
  }

  /** Reads the tree at `head` and the files not known yet. */
  private async read(head: string): Promise<Snapshot> {
    const tree = await this.treeOf(head);
    const missing = [
      ...new Set([...tree].filter(([p, sha]) => this.isRead(p) && !this.blobs.has(sha)).map(([, s]) => s)),
    ];
    await inBatches(missing, async (sha) => void (await this.blob(sha)));
    const files = new Map<string, Uint8Array | null>(
      [...tree].map(([path, sha]) => [path, this.isRead(path) ? this.blobs.get(sha)! : null]),
    );
    const decoder = new TextDecoder();
    const snapshot: Snapshot = {
      head,
      files,
      text: (file) => {
        const bytes = files.get(`${this.contentDir}/${file}`);
        return bytes ? decoder.decode(bytes) : undefined;
      },
    };
    this.last = snapshot;
    return snapshot;
  }

  /**
   * Commits the changes (paths under the content folder -> new text, or null to delete) on the branch, only if its
   * head is still the snapshot's: otherwise a GitHubError of kind `stale-head` and nothing is committed.
   */
  async commit(snapshot: Snapshot, overlay: Overlay, headline: string, body = TRAILER): Promise<string> {
    const additions: { path: string; contents: Uint8Array }[] = [];
    const deletions: { path: string }[] = [];
    for (const [file, text] of overlay) {
      const path = `${this.contentDir}/${file}`;
      if (text === null) deletions.push({ path });
      else additions.push({ path, contents: typeof text === 'string' ? new TextEncoder().encode(text) : text });
    }
    const { oid } = await this.api.commitOnBranch(snapshot.head, { headline, body }, { additions, deletions });
    // The next read knows these files already: only the tree is fetched again. A picture is not kept (the content
    // is read by name there), so that its megabytes do not stay in the isolate's memory.
    for (const a of additions) if (this.isRead(a.path)) this.blobs.set(await blobSha(a.contents), a.contents);
    return oid;
  }

  private async commitInfo(sha: string) {
    const cached = this.commits.get(sha);
    if (cached) return cached;
    const info = await this.api.commit(sha);
    this.commits.set(sha, info);
    return info;
  }

  /** The editor's commits among the branch's last HISTORY_DEPTH (first parents), newest first. */
  async editorCommits(head: string): Promise<EditorCommit[]> {
    const found: EditorCommit[] = [];
    let sha: string | undefined = head;
    for (let i = 0; sha && i < HISTORY_DEPTH; i++) {
      const info = await this.commitInfo(sha);
      if (info.message.includes(TRAILER))
        found.push({
          commit: sha,
          subject: info.message.split('\n')[0] ?? '',
          date: info.date,
          undoes: UNDOES.exec(info.message)?.[1],
        });
      sha = info.parents[0];
    }
    return found;
  }

  /** The bytes of a file (under the content folder) at a commit, or null when it is not there. */
  async bytesAt(commit: string, file: string): Promise<Uint8Array | null> {
    const sha = (await this.treeOf(commit)).get(`${this.contentDir}/${file}`);
    return sha ? this.blob(sha) : null;
  }

  /**
   * The bytes of these files (project-relative paths) at a commit, those it has: pictures, which a read of the
   * content knows by name only. Each is fetched once per isolate (by its blob SHA).
   */
  async bytesOf(commit: string, paths: readonly string[]): Promise<Map<string, Uint8Array>> {
    const tree = await this.treeOf(commit);
    const found = new Map<string, Uint8Array>();
    await inBatches(
      paths.filter((p) => tree.has(p)),
      async (path) => void found.set(path, await this.blob(tree.get(path)!)),
    );
    return found;
  }

  /**
   * What undoing the editor's last change not undone yet writes: each file it changed as it was before it (pictures
   * byte for byte), and as that change left it.
   */
  async undoPlan(snapshot: Snapshot): Promise<UndoPlan | undefined> {
    const commits = await this.editorCommits(snapshot.head);
    const undone = new Set(commits.flatMap((c) => (c.undoes ? [c.undoes, c.commit] : [])));
    const last = commits.find((c) => !undone.has(c.commit));
    if (!last) return undefined;
    const parent = (await this.commitInfo(last.commit)).parents[0];
    if (!parent) return undefined;
    const [after, before] = await Promise.all([this.treeOf(last.commit), this.treeOf(parent)]);
    const overlay = new Map<string, Uint8Array | null>();
    const afterBytes = new Map<string, Uint8Array | null>();
    for (const path of new Set([...after.keys(), ...before.keys()])) {
      if (after.get(path) === before.get(path)) continue;
      const file = path.slice(this.contentDir.length + 1);
      const [was, is] = [before.get(path), after.get(path)];
      overlay.set(file, was ? await this.blob(was) : null);
      afterBytes.set(file, is ? await this.blob(is) : null);
    }
    return { commit: last.commit, subject: last.subject, date: last.date, overlay, after: afterBytes };
  }

  /**
   * Every commit among the branch's last HISTORY_DEPTH (first parents) that changed a file under the content
   * folder, the editor's or not, newest first, with the file before and after it.
   */
  async fileHistory(head: string, file: string): Promise<FileChange[]> {
    const path = `${this.contentDir}/${file}`;
    const found: FileChange[] = [];
    let sha: string | undefined = head;
    for (let i = 0; sha && i < HISTORY_DEPTH; i++) {
      const info = await this.commitInfo(sha);
      const parent = info.parents[0];
      const [is, was] = await Promise.all([
        this.treeOf(sha).then((t) => t.get(path)),
        parent ? this.treeOf(parent).then((t) => t.get(path)) : undefined,
      ]);
      if (is !== was)
        found.push({
          commit: sha,
          subject: info.message.split('\n')[0] ?? '',
          date: info.date,
          author: info.author,
          before: was ? await this.blob(was) : null,
          after: is ? await this.blob(is) : null,
        });
      sha = parent;
    }
    return found;
  }
}

/** The entries of one snapshot of the repository's content. */
export class SnapshotEntries extends EntryReader {
  constructor(
    private readonly snapshot: Snapshot,
    contentDir: string,
  ) {
    super(contentDir);
  }
  text(file: string): string | undefined {
    return this.snapshot.text(file);
  }
  names(dir: string): string[] {
    const prefix = `${posix.join(this.contentDir, dir)}/`;
    return [...this.snapshot.files.keys()]
      .filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'))
      .map((p) => p.slice(prefix.length));
  }
}
