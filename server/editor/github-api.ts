/**
 * The few GitHub API calls the editor makes on a static host (REST version 2022-11-28, and GraphQL's
 * `createCommitOnBranch`), with GitHub's refusals turned into words for the owner. The token goes into the
 * Authorization header and nowhere else: no message, error or log line carries it.
 */
import { base64, fromBase64 } from '../base64.ts';

export interface GitHubTarget {
  owner: string;
  repo: string;
  branch: string;
  /** The API's address: https://api.github.com (its GraphQL endpoint is `${api}/graphql`). */
  api?: string;
  /** The credential for one request (a fine-grained token, or a GitHub App's installation token). */
  token: () => Promise<string>;
  /** The shop's time zone, for "wait until 14:05". */
  timeZone?: string;
}

export type GitHubProblem = 'credentials' | 'rate-limit' | 'not-found' | 'stale-head' | 'refused' | 'unavailable';

/** A refusal from GitHub, in words for the owner (`message`); `kind` for the code that decides what to do. */
export class GitHubError extends Error {
  constructor(
    readonly kind: GitHubProblem,
    message: string,
    readonly status = 502,
  ) {
    super(message);
  }
}

export interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  size?: number;
}

export interface FileChanges {
  additions: { path: string; contents: Uint8Array }[];
  deletions: { path: string }[];
}

const CREATE_COMMIT = `mutation ($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid url } }
}`;

/** "14:05" in the shop's time zone. */
function clockTime(epochSeconds: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(epochSeconds * 1000),
  );
}

export class GitHubApi {
  private readonly api: string;
  constructor(
    private readonly target: GitHubTarget,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {
    this.api = (target.api ?? 'https://api.github.com').replace(/\/$/, '');
  }

  get repository(): string {
    return `${this.target.owner}/${this.target.repo}`;
  }

  private async call(path: string, init: RequestInit = {}): Promise<unknown> {
    const token = await this.target.token();
    let response: Response;
    try {
      response = await this.fetcher(`${this.api}${path}`, {
        ...init,
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${token}`,
          'X-GitHub-Api-Version': '2022-11-28',
          'User-Agent': 'site-editor',
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        },
      });
    } catch {
      throw new GitHubError('unavailable', 'GitHub could not be reached. Nothing was saved: try again in a minute.');
    }
    if (response.ok) return response.json();
    await response.body?.cancel();
    const remaining = response.headers.get('x-ratelimit-remaining');
    const reset = Number(response.headers.get('x-ratelimit-reset'));
    if ((response.status === 403 || response.status === 429) && remaining === '0')
      throw new GitHubError(
        'rate-limit',
        `GitHub asks us to wait until ${Number.isFinite(reset) && reset > 0 ? clockTime(reset, this.target.timeZone) : 'the top of the hour'}: the site has made too many requests this hour. Nothing was saved; your edit is still here, save it again then.`,
        503,
      );
    if (response.status === 401)
      throw new GitHubError(
        'credentials',
        'GitHub did not accept the site’s credentials (the token or the GitHub App’s key has expired or been revoked). Nothing was saved: renew them in the hosting settings (see the README).',
      );
    if (response.status === 404)
      throw new GitHubError(
        'not-found',
        `GitHub shows no repository ${this.repository} with a branch ${this.target.branch} to these credentials: check GITHUB_REPOSITORY, GITHUB_BRANCH and the token’s repository access.`,
      );
    if (response.status === 403)
      throw new GitHubError(
        'credentials',
        `GitHub refused the request (403): the credentials may not have "Contents: read and write" on ${this.repository}.`,
      );
    throw new GitHubError(
      'unavailable',
      `GitHub answered ${response.status}. Nothing was saved: try again in a minute.`,
    );
  }

  private repoPath(rest: string): string {
    return `/repos/${encodeURIComponent(this.target.owner)}/${encodeURIComponent(this.target.repo)}/${rest}`;
  }

  /** The branch's head commit. */
  async head(): Promise<string> {
    const ref = (await this.call(this.repoPath(`git/ref/heads/${encodeURIComponent(this.target.branch)}`))) as {
      object: { sha: string };
    };
    return ref.object.sha;
  }

  /** Every file and folder of a commit's tree (`sha` of the tree too). */
  async tree(commit: string): Promise<{ sha: string; entries: TreeEntry[] }> {
    const tree = (await this.call(this.repoPath(`git/trees/${commit}?recursive=1`))) as {
      sha: string;
      tree: TreeEntry[];
      truncated: boolean;
    };
    if (tree.truncated)
      throw new GitHubError('refused', 'The repository is too large for GitHub to list in one answer.');
    return { sha: tree.sha, entries: tree.tree };
  }

  /** A commit's parents, message, and its author's date and name. */
  async commit(sha: string): Promise<{ parents: string[]; message: string; date: string; author: string }> {
    const commit = (await this.call(this.repoPath(`git/commits/${sha}`))) as {
      parents: { sha: string }[];
      message: string;
      author: { date: string; name?: string };
    };
    return {
      parents: commit.parents.map((p) => p.sha),
      message: commit.message,
      date: commit.author.date,
      author: commit.author.name ?? '',
    };
  }

  async blob(sha: string): Promise<Uint8Array> {
    const blob = (await this.call(this.repoPath(`git/blobs/${sha}`))) as { content: string; encoding: string };
    if (blob.encoding !== 'base64') return new TextEncoder().encode(blob.content);
    return fromBase64(blob.content);
  }

  /**
   * One commit of every change on the branch, only if its head is still `expectedHead`: otherwise a `stale-head`
   * GitHubError and nothing is committed.
   */
  async commitOnBranch(
    expectedHead: string,
    message: { headline: string; body?: string },
    changes: FileChanges,
  ): Promise<{ oid: string; url: string }> {
    const input = {
      branch: { repositoryNameWithOwner: this.repository, branchName: this.target.branch },
      message,
      expectedHeadOid: expectedHead,
      fileChanges: {
        additions: changes.additions.map((a) => ({ path: a.path, contents: base64(a.contents) })),
        deletions: changes.deletions,
      },
    };
    const answer = (await this.call('/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: CREATE_COMMIT, variables: { input } }),
    })) as {
      data?: { createCommitOnBranch?: { commit: { oid: string; url: string } } | null };
      errors?: { type?: string; message: string }[];
    };
    const commit = answer.data?.createCommitOnBranch?.commit;
    if (commit && !answer.errors?.length) return commit;
    const errors = answer.errors ?? [];
    if (errors.some((e) => e.type === 'STALE_DATA' || /expectedHeadOid/.test(e.message)))
      throw new GitHubError('stale-head', 'The site’s repository changed while saving.', 409);
    if (errors.some((e) => e.type === 'RATE_LIMITED'))
      throw new GitHubError(
        'rate-limit',
        'GitHub asks us to wait a few minutes: the site has made too many requests.',
        503,
      );
    throw new GitHubError('refused', `GitHub refused the commit: ${errors.map((e) => e.message).join('; ')}`);
  }
}
