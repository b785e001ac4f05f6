/**
 * On the site's server, what follows a save that passed the gate: a git commit of the changed files (authored by
 * the configured owner, its message naming the page), an incremental build so the public page shows the change,
 * and a push when the working copy has a remote. A save, a new entry, an upload, a delete, a restore and an undo
 * are each one commit of the files they touch, never a reset: every version stays in the history. Undo takes back
 * the editor's last change that is not undone yet, file by file as it was before (a file it added is removed, one
 * it removed comes back, pictures byte for byte), and hands it to the gate like any save. Git runs without a shell.
 */
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Marks the editor's commits, so undo finds them among everyone's. */
const TRAILER = 'Edited-with: site editor';
const UNDOES = 'Undoes:';
const COMMIT = /^[0-9a-f]{40}$/;

export interface Published {
  commit?: string;
  /** Milliseconds the rebuild took; undefined when no rebuild ran. */
  buildMs?: number;
  /** Why the site could not be rebuilt or the change not pushed (the save itself is written and committed). */
  error?: string;
}

interface UndoPlan {
  /** The commit taken back and its subject. */
  commit: string;
  subject: string;
  date: string;
  /** Each file under the content folder and the bytes it goes back to (null: the change added the file). */
  overlay: Map<string, Uint8Array | null>;
  /** The same files as that change left them (null: it removed the file). */
  after: Map<string, Uint8Array | null>;
}

/** One of the editor's commits. */
export interface Change {
  commit: string;
  subject: string;
  /** When it was made (ISO 8601) and by whom. */
  date: string;
  author: string;
  /** The commit it takes back, for an undo. */
  undoes?: string;
}

/** A commit that changed one file, with the file as it was before and after (null: not there). */
interface FileChange extends Omit<Change, 'undoes'> {
  before: Uint8Array | null;
  after: Uint8Array | null;
}

export interface Publisher {
  /** Commits the files (changed, added or removed under the content folder), rebuilds and pushes. */
  publish(files: string[], message: string, options?: { undoes?: string }): Promise<Published>;
  /** The editor's newest change that is not undone yet, and what its files go back to. */
  undoPlan(): Promise<UndoPlan | undefined>;
  history(): Promise<Change[]>;
  /** Every commit, the editor's or not, that changed a file under the content folder, newest first. */
  fileHistory(file: string): Promise<FileChange[]>;
}

export interface GitPublisherOptions {
  root: string;
  contentDir?: string;
  author: { name: string; email: string };
  /** Rebuilds the site after a commit; default: `npm run build`'s script in the project, incremental. */
  rebuild?: () => Promise<void>;
  /** Push after each commit when the working copy has this remote (default "origin", if present). */
  remote?: string;
  log?: (line: string) => void;
}

/**
 * `npm run build` as a child process (its script: the build as one bundle run by plain Node, without the TypeScript
 * loader, which cost every save's rebuild about 0.2 s of CPU); rejects with its last lines of output when it fails.
 */
export function buildSite(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/run-build.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The build failed:\n${output.trim().split('\n').slice(-8).join('\n')}`)),
    );
  });
}

export function createGitPublisher(options: GitPublisherOptions): Publisher {
  const { root } = options;
  const contentDir = options.contentDir ?? 'content';
  const log = options.log ?? (() => {});
  const rebuild = options.rebuild ?? (() => buildSite(root));
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: options.author.name,
    GIT_AUTHOR_EMAIL: options.author.email,
    GIT_COMMITTER_NAME: options.author.name,
    GIT_COMMITTER_EMAIL: options.author.email,
  };
  const git = async (...args: string[]) => (await run('git', args, { cwd: root, env, maxBuffer: 16 << 20 })).stdout;
  const remote = options.remote ?? 'origin';

  async function hasRemote(): Promise<boolean> {
    return (await git('remote')).split('\n').includes(remote);
  }

  /** Reads objects ("<commit>:<path>") in one `git cat-file --batch`: each one's bytes, or null when missing. */
  function objects(specs: readonly string[]): Promise<(Uint8Array | null)[]> {
    if (!specs.length) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      const child = spawn('git', ['cat-file', '--batch'], { cwd: root, env, stdio: ['pipe', 'pipe', 'ignore'] });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (c: Buffer) => chunks.push(c));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0) return reject(new Error(`git cat-file failed (${code})`));
        const out = Buffer.concat(chunks);
        const found: (Uint8Array | null)[] = [];
        let at = 0;
        for (let i = 0; i < specs.length; i++) {
          const eol = out.indexOf(0x0a, at);
          const header = out.subarray(at, eol).toString();
          at = eol + 1;
          const m = /^[0-9a-f]{40} blob (\d+)$/.exec(header);
          if (!m) {
            found.push(null);
            continue;
          }
          const size = Number(m[1]);
          found.push(out.subarray(at, at + size));
          at += size + 1;
        }
        resolve(found);
      });
      child.stdin.end(specs.map((s) => `${s}\n`).join(''));
    });
  }

  const FORMAT = '--format=%H%x1f%s%x1f%aI%x1f%an%x1f%b%x1e';
  function parseLog(out: string): Change[] {
    return out
      .split('\x1e')
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => {
        const [commit = '', subject = '', date = '', author = '', body = ''] = r.split('\x1f');
        const undoes = new RegExp(`^${UNDOES} ([0-9a-f]{40})$`, 'm').exec(body)?.[1];
        return { commit, subject, date, author, ...(undoes && { undoes }) };
      });
  }

  /** The editor's commits, newest first, with the commits they undo. */
  async function editorCommits(): Promise<Change[]> {
    return parseLog(await git('log', '-200', FORMAT, `--grep=^${TRAILER}`));
  }

  return {
    async publish(files, message, { undoes } = {}) {
      if (undoes !== undefined && !COMMIT.test(undoes)) throw new Error('Not a commit');
      const paths = files.map((f) => `${contentDir}/${f}`);
      // `git add` of a removed file stages its removal.
      await git('add', '--', ...paths);
      await git(
        'commit',
        '--quiet',
        '-m',
        message,
        '-m',
        undoes ? `${TRAILER}\n${UNDOES} ${undoes}` : TRAILER,
        '--',
        ...paths,
      );
      const commit = (await git('rev-parse', 'HEAD')).trim();
      log(`committed ${commit.slice(0, 8)} ${message}`);
      const published: Published = { commit };
      const started = performance.now();
      try {
        await rebuild();
        published.buildMs = Math.round(performance.now() - started);
      } catch (error) {
        published.error = (error as Error).message;
        log(published.error);
      }
      if (await hasRemote())
        git('push', '--quiet', remote, 'HEAD').catch((error: Error) =>
          log(`push to ${remote} failed: ${error.message}`),
        );
      return published;
    },

    async undoPlan() {
      const commits = await editorCommits();
      const undone = new Set(commits.flatMap((c) => (c.undoes ? [c.undoes, c.commit] : [])));
      const last = commits.find((c) => !undone.has(c.commit));
      if (!last) return undefined;
      const changed = (await git('diff-tree', '--no-commit-id', '--name-only', '-z', '-r', last.commit))
        .split('\0')
        .filter((f) => f.startsWith(`${contentDir}/`));
      const texts = await objects(changed.flatMap((path) => [`${last.commit}^:${path}`, `${last.commit}:${path}`]));
      const file = (path: string) => path.slice(contentDir.length + 1);
      const overlay = new Map(changed.map((path, i) => [file(path), texts[2 * i] ?? null]));
      const after = new Map(changed.map((path, i) => [file(path), texts[2 * i + 1] ?? null]));
      return { commit: last.commit, subject: last.subject, date: last.date, overlay, after };
    },

    async history() {
      return editorCommits();
    },

    async fileHistory(file) {
      const path = `${contentDir}/${file}`;
      const commits = parseLog(await git('log', '-100', FORMAT, '--', path));
      const texts = await objects(commits.flatMap((c) => [`${c.commit}^:${path}`, `${c.commit}:${path}`]));
      return commits.map(({ commit, subject, date, author }, i) => ({
        commit,
        subject,
        date,
        author,
        before: texts[2 * i] ?? null,
        after: texts[2 * i + 1] ?? null,
      }));
    },
  };
}
