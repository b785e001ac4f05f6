/**
 * On the site's server, what follows a save that passed the gate: a git commit of the changed files (authored by
 * the configured owner, its message naming the page), an incremental build so the public page shows the change,
 * and a push when the working copy has a remote. Undo takes back the editor's last change that is not undone yet,
 * file by file as it was before, and hands it to the gate like any save. Git runs through execFile (no shell).
 */
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Marks the editor's commits, so undo finds them among everyone's. */
const TRAILER = 'Edited-with: site editor';
const UNDOES = 'Undoes:';

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
  /** Each file under the content folder and the text it goes back to (null: the change added the file). */
  overlay: Map<string, string | null>;
}

export interface Publisher {
  publish(files: string[], message: string): Promise<Published>;
  undoPlan(): Promise<UndoPlan | undefined>;
  history(): Promise<{ commit: string; subject: string; date: string }[]>;
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

/** `npm run build` as a child process; rejects with its last lines of output when it fails. */
export function buildSite(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], {
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

  /** The editor's commits, newest first, with the commits they undo. */
  async function editorCommits() {
    const out = await git('log', '-200', '--format=%H%x1f%s%x1f%cI%x1f%b%x1e', `--grep=^${TRAILER}`);
    return out
      .split('\x1e')
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => {
        const [commit = '', subject = '', date = '', body = ''] = r.split('\x1f');
        const undoes = /^Undoes: ([0-9a-f]{40})$/m.exec(body)?.[1];
        return { commit, subject, date, undoes };
      });
  }

  /** The commit the next "Undo: ..." commit takes back (set by undoPlan, read by publish). */
  let pendingUndo: string | undefined;

  return {
    async publish(files, message) {
      const paths = files.map((f) => `${contentDir}/${f}`);
      const undoes = /^Undo: /.test(message) ? pendingUndo : undefined;
      pendingUndo = undefined;
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
      const changed = (await git('diff-tree', '--no-commit-id', '--name-only', '-r', last.commit))
        .split('\n')
        .filter((f) => f.startsWith(`${contentDir}/`));
      const overlay = new Map<string, string | null>();
      for (const path of changed) {
        const before = await git('show', `${last.commit}^:${path}`).catch(() => null);
        overlay.set(path.slice(contentDir.length + 1), before);
      }
      pendingUndo = last.commit;
      return { commit: last.commit, subject: last.subject, overlay };
    },

    async history() {
      return (await editorCommits()).map(({ commit, subject, date }) => ({ commit, subject, date }));
    },
  };
}
