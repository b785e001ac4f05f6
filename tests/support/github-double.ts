/**
 * A local double of the few GitHub API calls the static-host editor makes, written from GitHub's documented
 * requests and answers (REST API version 2022-11-28, GraphQL `createCommitOnBranch`), on 127.0.0.1 at a random
 * port:
 *
 * - `GET /repos/{owner}/{repo}/git/ref/heads/{branch}`: the branch's head commit;
 * - `GET /repos/{owner}/{repo}/git/trees/{sha}?recursive=1`: the tree of a commit or tree;
 * - `GET /repos/{owner}/{repo}/git/blobs/{sha}`: a file's bytes, base64 in lines of 60 as GitHub sends them;
 * - `GET /repos/{owner}/{repo}/git/commits/{sha}`: a commit's message, tree and parents;
 * - `POST /app/installations/{id}/access_tokens`: a GitHub App's JWT (RS256, `iss` its ID, at most ten minutes)
 *   exchanged for an installation token valid one hour;
 * - `POST /graphql` with the `createCommitOnBranch` mutation: several files added or deleted in one commit, refused
 *   with a `STALE_DATA` error naming `expectedHeadOid` when the branch has moved.
 *
 * and their errors: 401 "Bad credentials" for any other token, 403 without a User-Agent, 404 for what does not
 * exist (or is not the token's), 409 "Git Repository is empty." before the first commit, 422 for a SHA that is not
 * one, 403 with `x-ratelimit-remaining: 0` once the rate limit is used up. Every answer carries the x-ratelimit-*
 * headers.
 *
 * It is backed by a real git repository in a scratch folder, driven with the git command: every SHA it gives is
 * git's own (blob, tree and commit), and a test reads what a save committed with `git` as it would in a clone of
 * the real repository. An in-memory store would have had to compute git's object hashes itself, a second
 * implementation of what it doubles.
 */
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes, verify } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DOCS = 'https://docs.github.com/rest';
const SHA = /^[0-9a-f]{40}$/;

export interface GitHubDoubleOptions {
  owner?: string;
  repo?: string;
  branch?: string;
  /** The one token it accepts. */
  token?: string;
  /** Files of the first commit: a folder copied to the repository's root under `as` (e.g. the project's content/). */
  seed?: { from: string; as: string };
  /** Requests a rate-limit window allows (GitHub: 5,000 an hour for a token). */
  limit?: number;
  /** A GitHub App installed on the repository: its ID, installation and public key (PEM). */
  app?: { id: string; installationId: string; publicKey: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The GraphQL operation's first field, for POST /graphql. */
  operation?: string;
}

/** Requests the double keeps waiting (`hold`) until the test releases them. */
export interface Hold {
  /** How many requests are waiting now. */
  waiting(): number;
  /** Answers the waiting requests, and every later one at once. */
  release(): void;
}

interface FileAddition {
  path: string;
  contents: string;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class GitHubDouble {
  readonly owner: string;
  readonly repo: string;
  readonly branch: string;
  readonly token: string;
  readonly dir = mkdtempSync(join(tmpdir(), 'github-double-'));
  readonly requests: RecordedRequest[] = [];
  /** Installation tokens given to the App, with when they expire (ms). */
  readonly installationTokens = new Map<string, number>();
  url = '';
  private server: Server | undefined;
  private readonly limit: number;
  private remaining: number;
  private reset = Math.floor(Date.now() / 1000) + 3600;
  private readonly sent = new WeakSet<RecordedRequest>();
  private readonly holds: { match: (r: RecordedRequest) => boolean; waiting: (() => void)[]; released: boolean }[] = [];
  /** Commits one at a time, as GitHub moves a branch: the second of two racing commits sees the first's head. */
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * Reads objects and refs through one `git cat-file --batch` for the double's life. A first read of the content
   * fetches every file as a blob: a git command for each of those requests, started from a test process of hundreds
   * of MB, made forking the largest cost of the tests over the editor on Cloudflare.
   */
  private objects: ObjectReader | undefined;

  constructor(private readonly options: GitHubDoubleOptions = {}) {
    this.owner = options.owner ?? 'kessler-auto';
    this.repo = options.repo ?? 'site';
    this.branch = options.branch ?? 'main';
    this.token = options.token ?? 'github_pat_double_0123456789abcdefghijklmnopqrstuvwxyz';
    this.limit = options.limit ?? 5000;
    this.remaining = this.limit;
  }

  async start(): Promise<this> {
    await this.git(['init', '--quiet', `--initial-branch=${this.branch}`, '.']);
    if (this.options.seed) {
      cpSync(this.options.seed.from, join(this.dir, this.options.seed.as), { recursive: true });
      await this.git(['add', '--all']);
      await this.git(['commit', '--quiet', '-m', 'The site as it is']);
    }
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
    await this.objects?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Runs git in the repository (fixed author and dates unless the environment says otherwise). */
  git(args: string[], env: Record<string, string> = {}, input?: Buffer): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        args,
        {
          cwd: this.dir,
          encoding: 'buffer',
          maxBuffer: 64 * 1024 * 1024,
          env: {
            PATH: process.env.PATH,
            HOME: this.dir,
            GIT_CONFIG_NOSYSTEM: '1',
            GIT_AUTHOR_NAME: 'Site owner',
            GIT_AUTHOR_EMAIL: 'owner@kessler.test',
            GIT_COMMITTER_NAME: 'GitHub',
            GIT_COMMITTER_EMAIL: 'noreply@github.com',
            ...env,
          },
        },
        (error, stdout, stderr) =>
          error ? reject(new Error(`git ${args.join(' ')}: ${stderr.toString()}`)) : resolve(stdout),
      );
      if (input) child.stdin!.end(input);
    });
  }

  /** The object a name gives (a full ref, or an object's SHA with `^{type}`), as `git rev-parse --verify` finds it. */
  private read(name: string): Promise<GitObject | undefined> {
    this.objects ??= new ObjectReader(this.dir);
    return this.objects.read(name);
  }

  /** Whether the repository has any ref yet (`git for-each-ref` lists one), read from its files. */
  private hasRefs(): boolean {
    const git = join(this.dir, '.git');
    const packed = join(git, 'packed-refs');
    return (
      (existsSync(packed) && /^[0-9a-f]{40} /m.test(readFileSync(packed, 'utf8'))) ||
      readdirSync(join(git, 'refs'), { recursive: true, withFileTypes: true }).some((e) => e.isFile())
    );
  }

  /** The branch's head commit. */
  async head(): Promise<string> {
    const head = await this.read(`refs/heads/${this.branch}`);
    if (!head) throw new Error(`The double's branch ${this.branch} has no commit`);
    return head.oid;
  }

  /** A file's text at the branch's head (undefined when it is not there). */
  async fileAtHead(path: string): Promise<string | undefined> {
    try {
      return (await this.git(['show', `refs/heads/${this.branch}:${path}`])).toString();
    } catch {
      return undefined;
    }
  }

  /** Commits on the branch, newest first: subject lines. */
  async log(): Promise<string[]> {
    return (await this.git(['log', '--format=%s', `refs/heads/${this.branch}`])).toString().trim().split('\n');
  }

  /** Someone else commits (a change made on github.com, another editor): the branch moves. */
  commitElsewhere(files: Record<string, string | Uint8Array>, headline = 'Edit on github.com'): Promise<string> {
    const additions = Object.entries(files).map(([path, text]) => ({
      path,
      contents: Buffer.from(text).toString('base64'),
    }));
    return this.serially(() => this.commit(additions, [], headline, ''));
  }

  /** Whether the double has sent its answer to a recorded request. */
  answered(request: RecordedRequest): boolean {
    return this.sent.has(request);
  }

  /**
   * Keeps the requests `match` picks waiting until `release()`, as a slow GitHub would: a test orders what other
   * requests do meanwhile. They are recorded when they arrive.
   */
  hold(match: (r: RecordedRequest) => boolean): Hold {
    const hold = { match, waiting: [] as (() => void)[], released: false };
    this.holds.push(hold);
    return {
      waiting: () => hold.waiting.length,
      release: () => {
        hold.released = true;
        for (const go of hold.waiting.splice(0)) go();
      },
    };
  }

  /** Uses up the rate limit until `resetAt` (GitHub's `x-ratelimit-reset`). */
  exhaustRateLimit(resetAt: Date): void {
    this.remaining = 0;
    this.reset = Math.floor(resetAt.getTime() / 1000);
  }

  restoreRateLimit(): void {
    this.remaining = this.limit;
  }

  private rateHeaders(): Record<string, string> {
    return {
      'x-ratelimit-limit': String(this.limit),
      'x-ratelimit-remaining': String(this.remaining),
      'x-ratelimit-reset': String(this.reset),
      'x-ratelimit-used': String(this.limit - this.remaining),
      'x-ratelimit-resource': 'core',
    };
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-api-version-selected': '2022-11-28',
      ...this.rateHeaders(),
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const record: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname + url.search };
    this.requests.push(record);
    res.on('finish', () => this.sent.add(record));
    for (const hold of this.holds)
      if (!hold.released && hold.match(record)) await new Promise<void>((go) => hold.waiting.push(go));
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString();
      if (!req.headers['user-agent'])
        throw new Refusal(
          403,
          'Request forbidden by administrative rules. Please make sure your request has a User-Agent header',
        );
      const auth = /^(?:Bearer|token) (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const installation = /^\/app\/installations\/([^/]+)\/access_tokens$/.exec(url.pathname);
      if (req.method === 'POST' && installation) return this.installationToken(res, auth, installation[1]!, body);
      const issued = this.installationTokens.get(auth);
      if (auth !== this.token && !(issued && issued > Date.now())) throw new Refusal(401, 'Bad credentials');
      if (this.remaining <= 0)
        throw new Refusal(403, "API rate limit exceeded for user ID 1. (But here's the good news: ...)");
      this.remaining--;
      if (req.method === 'POST' && url.pathname === '/graphql') return await this.graphql(res, body, record);
      if (req.method === 'GET') return await this.rest(res, url);
      throw new Refusal(404, 'Not Found');
    } catch (error) {
      if (!(error instanceof Refusal)) {
        this.send(res, 500, { message: 'Server Error' });
        return;
      }
      this.send(res, error.status, { message: error.message, documentation_url: DOCS, status: String(error.status) });
    }
  }

  /** The App's JWT checked as GitHub documents it, then a token for one hour. */
  private installationToken(res: ServerResponse, jwt: string, id: string, body: string): void {
    const app = this.options.app;
    const [header = '', payload = '', signature = ''] = jwt.split('.');
    const valid =
      !!app &&
      verify('sha256', Buffer.from(`${header}.${payload}`), app.publicKey, Buffer.from(signature, 'base64url'));
    const claims = valid
      ? (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iss?: string; iat?: number; exp?: number })
      : {};
    const now = Date.now() / 1000;
    if (
      !valid ||
      claims.iss !== app.id ||
      !claims.exp ||
      !claims.iat ||
      claims.exp < now ||
      claims.exp - claims.iat > 600
    )
      throw new Refusal(401, 'A JSON web token could not be decoded');
    if (id !== app.installationId) throw new Refusal(404, 'Not Found');
    const asked = JSON.parse(body || '{}') as { repositories?: string[]; permissions?: Record<string, string> };
    if (asked.repositories?.some((r) => r !== this.repo))
      throw new Refusal(
        422,
        'There is at least one repository that does not exist or is not accessible to the parent installation.',
      );
    const token = `ghs_${randomBytes(18).toString('base64url')}`;
    const expires = Date.now() + 3600_000;
    this.installationTokens.set(token, expires);
    this.send(res, 201, {
      token,
      expires_at: new Date(expires).toISOString(),
      permissions: asked.permissions ?? { contents: 'write', metadata: 'read' },
      repository_selection: 'selected',
    });
  }

  private async rest(res: ServerResponse, url: URL): Promise<void> {
    const prefix = `/repos/${this.owner}/${this.repo}/git/`;
    if (!url.pathname.startsWith(prefix)) throw new Refusal(404, 'Not Found');
    const rest = decodeURIComponent(url.pathname.slice(prefix.length));
    const api = `${this.url}${prefix}`;
    if (!this.hasRefs()) throw new Refusal(409, 'Git Repository is empty.');

    if (rest.startsWith('ref/')) {
      const ref = `refs/${rest.slice('ref/'.length)}`;
      const sha = (await this.read(ref))?.oid;
      if (!sha) throw new Refusal(404, 'Not Found');
      return this.send(res, 200, {
        ref,
        node_id: Buffer.from(ref).toString('base64'),
        url: `${api}${ref}`,
        object: { sha, type: 'commit', url: `${api}commits/${sha}` },
      });
    }

    const [kind, sha = ''] = rest.split('/');
    if (kind === 'commits') {
      const { oid: commit, bytes } = await this.objectOf(sha, 'commit');
      const raw = bytes.toString();
      const [header = '', ...message] = raw.split('\n\n');
      const field = (name: string) =>
        header
          .split('\n')
          .filter((l) => l.startsWith(`${name} `))
          .map((l) => l.slice(name.length + 1));
      const person = (line = '') => {
        const m = /^(.*) <(.*)> (\d+) [+-]\d{4}$/.exec(line);
        return { name: m?.[1], email: m?.[2], date: new Date(Number(m?.[3]) * 1000).toISOString() };
      };
      return this.send(res, 200, {
        sha: commit,
        node_id: Buffer.from(`commit:${commit}`).toString('base64'),
        url: `${api}commits/${commit}`,
        author: person(field('author')[0]),
        committer: person(field('committer')[0]),
        tree: { sha: field('tree')[0], url: `${api}trees/${field('tree')[0]}` },
        message: message.join('\n\n').replace(/\n$/, ''),
        parents: field('parent').map((p) => ({ sha: p, url: `${api}commits/${p}` })),
      });
    }
    if (kind === 'trees') {
      const tree = (await this.objectOf(sha, 'tree')).oid;
      const args = ['ls-tree', '-l', '-z', ...(url.searchParams.has('recursive') ? ['-r', '-t'] : []), tree];
      const entries = (await this.git(args))
        .toString()
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta = '', path = ''] = line.split('\t');
          const [mode = '', type = '', object = '', size = '-'] = meta.split(/ +/);
          return {
            path,
            mode,
            type,
            sha: object,
            ...(type === 'blob' ? { size: Number(size) } : {}),
            url: `${api}${type}s/${object}`,
          };
        });
      return this.send(res, 200, { sha: tree, url: `${api}trees/${tree}`, tree: entries, truncated: false });
    }
    if (kind === 'blobs') {
      const { oid: blob, bytes } = await this.objectOf(sha, 'blob');
      const content = (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n');
      return this.send(res, 200, {
        sha: blob,
        node_id: Buffer.from(`blob:${blob}`).toString('base64'),
        size: bytes.length,
        url: `${api}blobs/${blob}`,
        content: content ? `${content}\n` : '',
        encoding: 'base64',
      });
    }
    throw new Refusal(404, 'Not Found');
  }

  /** The object of that SHA as a commit, tree or blob (a commit's SHA names its tree, as on GitHub). */
  private async objectOf(sha: string, type: 'commit' | 'tree' | 'blob'): Promise<GitObject> {
    if (!SHA.test(sha)) throw new Refusal(422, `Invalid ${type} SHA: ${sha}`);
    const found = await this.read(`${sha}^{${type}}`);
    if (!found) throw new Refusal(404, 'Not Found');
    return found;
  }

  private async graphql(res: ServerResponse, body: string, record: RecordedRequest): Promise<void> {
    let request: { query?: unknown; variables?: Record<string, unknown> };
    try {
      request = JSON.parse(body) as typeof request;
    } catch {
      throw new Refusal(400, 'Problems parsing JSON');
    }
    const query = typeof request.query === 'string' ? request.query : '';
    record.operation = /\{\s*(\w+)/.exec(query.replace(/^[^{]*/, ''))?.[1];
    const error = (type: string, message: string) =>
      this.send(res, 200, {
        data: { createCommitOnBranch: null },
        errors: [{ type, path: ['createCommitOnBranch'], locations: [{ line: 2, column: 3 }], message }],
      });
    if (!/^\s*mutation\b/.test(query) || record.operation !== 'createCommitOnBranch')
      return this.send(res, 200, {
        errors: [{ message: 'This double answers only the createCommitOnBranch mutation' }],
      });
    const input = request.variables?.input as
      | {
          branch?: { repositoryNameWithOwner?: string; branchName?: string };
          message?: { headline?: string; body?: string };
          expectedHeadOid?: string;
          fileChanges?: { additions?: FileAddition[]; deletions?: { path: string }[] };
        }
      | undefined;
    if (!input?.expectedHeadOid)
      return this.send(res, 200, {
        errors: [
          {
            message:
              'Variable $input of type CreateCommitOnBranchInput! was provided invalid value for expectedHeadOid (Expected value to not be null)',
          },
        ],
      });
    if (input.branch?.repositoryNameWithOwner !== `${this.owner}/${this.repo}`)
      return error(
        'NOT_FOUND',
        `Could not resolve to a Repository with the name '${input.branch?.repositoryNameWithOwner}'.`,
      );
    if (input.branch.branchName !== this.branch)
      return error('NOT_FOUND', `Could not resolve to a ref named '${input.branch.branchName}'.`);
    if (!input.message?.headline) return error('UNPROCESSABLE', 'A commit message headline is required.');
    const additions = input.fileChanges?.additions ?? [];
    const deletions = input.fileChanges?.deletions ?? [];
    const result = await this.serially(async () => {
      const head = await this.head();
      if (input.expectedHeadOid !== head)
        return {
          stale: `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again. (expectedHeadOid is not the head of ${this.branch})`,
        };
      for (const d of deletions)
        if ((await this.fileAtHead(d.path)) === undefined)
          return {
            invalid: `A path was requested for deletion which does not exist as of commit oid \`${head}\`: ${d.path}`,
          };
      return { oid: await this.commit(additions, deletions, input.message!.headline!, input.message!.body ?? '') };
    });
    if ('stale' in result) return error('STALE_DATA', result.stale!);
    if ('invalid' in result) return error('UNPROCESSABLE', result.invalid!);
    return this.send(res, 200, {
      data: {
        createCommitOnBranch: {
          commit: { oid: result.oid, url: `https://github.com/${this.owner}/${this.repo}/commit/${result.oid}` },
        },
      },
    });
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One commit on the branch with the changes, through a scratch index (the working folder is not touched). */
  private async commit(
    additions: FileAddition[],
    deletions: { path: string }[],
    headline: string,
    body: string,
  ): Promise<string> {
    const index = { GIT_INDEX_FILE: join(this.dir, '.git', `double-index-${process.pid}`) };
    const head = await this.head();
    await this.git(['read-tree', head], index);
    for (const a of additions) {
      const blob = (await this.git(['hash-object', '-w', '--stdin'], {}, Buffer.from(a.contents, 'base64')))
        .toString()
        .trim();
      await this.git(['update-index', '--add', '--cacheinfo', `100644,${blob},${a.path}`], index);
    }
    for (const d of deletions) await this.git(['update-index', '--force-remove', d.path], index);
    const tree = (await this.git(['write-tree'], index)).toString().trim();
    const messageFile = join(this.dir, '.git', 'double-message');
    writeFileSync(messageFile, body ? `${headline}\n\n${body}\n` : `${headline}\n`);
    const commit = (await this.git(['commit-tree', tree, '-p', head, '-F', messageFile], index)).toString().trim();
    await this.git(['update-ref', `refs/heads/${this.branch}`, commit, head]);
    // The working folder follows the branch, so that a test may read it as a clone would after a pull.
    await this.git(['reset', '--quiet', '--hard', commit]);
    return commit;
  }
}

interface GitObject {
  oid: string;
  type: string;
  bytes: Buffer;
}

/**
 * `git cat-file --batch` kept running: a name a line in, `<oid> <type> <size>`, the bytes and a newline out, or
 * `<name> missing`. It reads each ref from its file as it is asked, and finds objects written after it started, so
 * that it answers as a new `git rev-parse --verify` and `git cat-file` would.
 */
class ObjectReader {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: { resolve: (o: GitObject | undefined) => void; reject: (e: Error) => void }[] = [];
  /** What git has answered and no question has taken yet, in the chunks it came in. */
  private chunks: Buffer[] = [];
  private length = 0;
  /** How many bytes must have come before the oldest answer can be read (a large picture comes in many chunks). */
  private needed = 1;
  private failure: Error | undefined;

  constructor(dir: string) {
    this.child = spawn('git', ['cat-file', '--batch'], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: dir, GIT_CONFIG_NOSYSTEM: '1' },
    });
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.length += chunk.length;
      if (this.length >= this.needed) this.answer();
    });
    this.child.stderr.resume();
    const fail = (error: Error) => {
      this.failure = error;
      for (const w of this.waiting.splice(0)) w.reject(error);
    };
    this.child.once('error', fail);
    // A git that has ended refuses what is written to it (EPIPE): the question fails, not the test process.
    this.child.stdin.on('error', fail);
    this.child.once('exit', (code) => fail(new Error(`git cat-file --batch ended (${code})`)));
  }

  read(name: string): Promise<GitObject | undefined> {
    // A name with a space, a line break or a control character is no ref or object name: it would end the line.
    if (/[\s\p{Cc}]/u.test(name)) return Promise.resolve(undefined);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.child.stdin.write(`${name}\n`);
    });
  }

  /** Answers the oldest questions whose whole answer has arrived. */
  private answer(): void {
    let buffered = Buffer.concat(this.chunks, this.length);
    // Until told otherwise below: the next chunk, whatever its size.
    let needed = 1;
    while (this.waiting.length) {
      const end = buffered.indexOf(10);
      if (end < 0) break;
      const found = /^([0-9a-f]{40}) (\w+) (\d+)$/.exec(buffered.subarray(0, end).toString());
      if (!found) {
        buffered = buffered.subarray(end + 1);
        this.waiting.shift()!.resolve(undefined);
        continue;
      }
      const size = Number(found[3]);
      if (buffered.length < end + 1 + size + 1) {
        needed = end + 1 + size + 1 - buffered.length;
        break;
      }
      const bytes = Buffer.from(buffered.subarray(end + 1, end + 1 + size));
      buffered = buffered.subarray(end + 1 + size + 1);
      this.waiting.shift()!.resolve({ oid: found[1]!, type: found[2]!, bytes });
    }
    this.chunks = buffered.length ? [buffered] : [];
    this.length = buffered.length;
    this.needed = this.length + needed;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.failure) return;
    const ended = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end();
    await ended;
  }
}

/** Starts a double seeded with `seed` (see GitHubDoubleOptions). */
export function startGitHubDouble(options: GitHubDoubleOptions = {}): Promise<GitHubDouble> {
  return new GitHubDouble(options).start();
}
