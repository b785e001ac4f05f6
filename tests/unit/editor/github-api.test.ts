/**
 * The editor's GitHub calls (server/editor/github-api.ts, github-store.ts, github-editor.ts) against the local
 * double of GitHub's API: GitHub's refusals become words without the token, a commit is refused when the branch
 * moved, and a save races another commit and still lands on the head it was checked against.
 */
import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubApi, GitHubError, type GitHubTarget } from '../../../server/editor/github-api.ts';
import { createGitHubEditorApp } from '../../../server/editor/github-editor.ts';
import { GitHubContent } from '../../../server/editor/github-store.ts';
import { githubContentFrom } from '../../../server/editor/github-editor-config.ts';
import { startGitHubDouble, type GitHubDouble } from '../../support/github-double.ts';

let github: GitHubDouble;
const FILE = 'content/services/oil-change.yaml';

const target = (over: Partial<GitHubTarget> = {}): GitHubTarget => ({
  owner: github.owner,
  repo: github.repo,
  branch: github.branch,
  api: github.url,
  token: () => Promise.resolve(github.token),
  timeZone: 'America/New_York',
  ...over,
});

async function refusal(promise: Promise<unknown>): Promise<GitHubError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GitHubError);
  return error as GitHubError;
}

beforeAll(async () => {
  github = await startGitHubDouble({ seed: { from: join(process.cwd(), 'content'), as: 'content' } });
}, 60_000);
afterAll(() => github?.close());

describe("GitHub's refusals, in words", () => {
  it('a wrong token: 401 named as credentials to renew, without the token', async () => {
    const wrong = 'github_pat_wrong_token_value';
    const error = await refusal(new GitHubApi(target({ token: () => Promise.resolve(wrong) })).head());
    expect(error.kind).toBe('credentials');
    expect(error.message).toMatch(/did not accept the site’s credentials/);
    expect(error.message).not.toContain(wrong);
  });

  it('a repository or branch the token cannot see: 404 naming the settings to check', async () => {
    const error = await refusal(new GitHubApi(target({ branch: 'no-such-branch' })).head());
    expect(error.kind).toBe('not-found');
    expect(error.message).toContain(`${github.owner}/${github.repo} with a branch no-such-branch`);
    expect((await refusal(new GitHubApi(target({ repo: 'other' })).head())).kind).toBe('not-found');
  });

  it('an empty repository (409) and a SHA that is not one (422) are refusals, not crashes', async () => {
    const empty = await startGitHubDouble();
    try {
      const error = await refusal(
        new GitHubApi(target({ api: empty.url, token: () => Promise.resolve(empty.token) })).head(),
      );
      expect(error.message).toBe('GitHub answered 409. Nothing was saved: try again in a minute.');
    } finally {
      await empty.close();
    }
    expect((await refusal(new GitHubApi(target()).blob('not-a-sha'))).message).toMatch(/answered 422/);
  });

  it('a used-up rate limit: until when to wait, in the shop’s time', async () => {
    github.exhaustRateLimit(new Date('2026-11-25T21:05:00Z'));
    try {
      const error = await refusal(new GitHubApi(target()).head());
      expect(error.kind).toBe('rate-limit');
      expect(error.message).toMatch(/^GitHub asks us to wait until 16:05: /);
    } finally {
      github.restoreRateLimit();
    }
  });
});

describe('commits', () => {
  it('reads a file as GitHub sends it (base64 in lines) byte for byte', async () => {
    const api = new GitHubApi(target());
    const { entries } = await api.tree(await api.head());
    const entry = entries.find((e) => e.path === FILE)!;
    expect(new TextDecoder().decode(await api.blob(entry.sha))).toBe(await github.fileAtHead(FILE));
  });

  it('commits several files at once, and refuses a commit based on a head that moved (STALE_DATA)', async () => {
    const api = new GitHubApi(target());
    const head = await api.head();
    const text = (path: string) => ({ path, contents: new TextEncoder().encode(`# ${path}\n`) });
    const { oid } = await api.commitOnBranch(
      head,
      { headline: 'Two files' },
      { additions: [text('notes/a.md'), text('notes/b.md')], deletions: [] },
    );
    expect((await github.git(['diff', '--name-only', head, oid])).toString().trim().split('\n')).toEqual([
      'notes/a.md',
      'notes/b.md',
    ]);
    const stale = await refusal(
      api.commitOnBranch(head, { headline: 'Late' }, { additions: [text('notes/c.md')], deletions: [] }),
    );
    expect(stale.kind).toBe('stale-head');
    expect(await github.head()).toBe(oid);
    const removed = await api.commitOnBranch(
      oid,
      { headline: 'Remove' },
      { additions: [], deletions: [{ path: 'notes/a.md' }] },
    );
    expect(await github.fileAtHead('notes/a.md')).toBeUndefined();
    expect(await github.head()).toBe(removed.oid);
  });

  it('a save that races another commit is checked again on the new head and lands on it', async () => {
    let raced = false;
    // Another commit lands between the save's read and its commit, once.
    const fetcher: typeof fetch = async (input, init) => {
      if (!raced && String(input).endsWith('/graphql')) {
        raced = true;
        await github.commitElsewhere({ 'notes/raced.md': 'Meanwhile\n' });
      }
      return fetch(input, init);
    };
    const app = createGitHubEditorApp({ content: new GitHubContent(new GitHubApi(target(), fetcher)) });
    const entry = (await (await app.request('/api/entry/service/oil-change')).json()) as {
      version: string;
      data: Record<string, unknown>;
    };
    const res = await app.request('/api/entry/service/oil-change', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: entry.version, data: { ...entry.data, name: 'Oil Change Now' } }),
    });
    expect(res.status).toBe(200);
    expect(raced).toBe(true);
    const log = await github.log();
    expect(log.slice(0, 2)).toEqual(['Edit /services/oil-change', 'Edit on github.com']);
    expect(await github.fileAtHead('notes/raced.md')).toBe('Meanwhile\n');
    expect(await github.fileAtHead(FILE)).toContain('name: Oil Change Now\n');
  });
});

describe("a GitHub App's credentials", () => {
  const rsa = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
  const key = rsa();

  it('exchange a JWT signed with the key GitHub gives (PKCS #1) for an installation token, asked once and reused', async () => {
    const app = await startGitHubDouble({
      seed: { from: join(process.cwd(), 'content/pages'), as: 'content/pages' },
      app: { id: '123456', installationId: '7890', publicKey: key.publicKey },
    });
    try {
      const env = {
        GITHUB_REPOSITORY: `${app.owner}/${app.repo}`,
        GITHUB_APP_ID: '123456',
        GITHUB_APP_INSTALLATION_ID: '7890',
        GITHUB_APP_PRIVATE_KEY: key.privateKey,
      };
      const content = githubContentFrom(env, { api: app.url })!;
      expect((await content.snapshot()).head).toBe(await app.head());
      expect(await content.api.head()).toBe(await app.head());
      const exchanges = app.requests.filter((r) => r.path.endsWith('/access_tokens'));
      expect(exchanges).toEqual([{ method: 'POST', path: '/app/installations/7890/access_tokens' }]);
      expect(app.installationTokens.size).toBe(1);

      const other = rsa();
      const wrong = githubContentFrom({ ...env, GITHUB_APP_PRIVATE_KEY: other.privateKey }, { api: app.url })!;
      const error = await refusal(wrong.snapshot());
      expect(error.kind).toBe('credentials');
      expect(error.message).toMatch(/did not accept the GitHub App’s credentials \(401\)/);
      expect(error.message).not.toContain(other.privateKey.split('\n')[1]);
      const elsewhere = githubContentFrom({ ...env, GITHUB_APP_INSTALLATION_ID: '1' }, { api: app.url })!;
      expect((await refusal(elsewhere.snapshot())).message).toMatch(/knows no installation/);
    } finally {
      await app.close();
    }
  });
});

describe('the double', () => {
  it('refuses a request without a User-Agent, as GitHub does', async () => {
    const res = await fetch(`${github.url}/repos/${github.owner}/${github.repo}/git/ref/heads/main`, {
      headers: { authorization: `Bearer ${github.token}`, 'user-agent': '' },
    });
    expect(res.status).toBe(403);
  });

  it('answers as git does: a picture of megabytes whole, a branch moved by another commit, an object not there', async () => {
    const api = new GitHubApi(target());
    // Bytes of every value, in an order no compression shortens: git sends them in many chunks.
    const picture = Uint8Array.from({ length: 3 * 2 ** 20 }, (_, i) => (i * 2654435761) >>> 24);
    const before = await api.head();
    const commit = await github.commitElsewhere({ 'content/static/media/large.jpg': picture }, 'A large picture');
    expect(commit).not.toBe(before);
    expect(await api.head()).toBe(commit);
    const { entries } = await api.tree(commit);
    const [large, small] = ['content/static/media/large.jpg', FILE].map((path) =>
      entries.find((e) => e.path === path)!,
    );
    // Asked together, answered each whole and in its place.
    const [largeBytes, smallBytes] = await Promise.all([api.blob(large!.sha), api.blob(small!.sha)]);
    expect(Buffer.compare(Buffer.from(largeBytes), Buffer.from(picture))).toBe(0);
    expect(new TextDecoder().decode(smallBytes)).toBe(await github.fileAtHead(FILE));
    expect((await api.commit(commit)).message).toBe('A large picture');
    // A blob's SHA is no commit, and an object that is not there is Not Found.
    expect((await refusal(api.commit(large!.sha))).kind).toBe('not-found');
    expect((await refusal(api.blob('0'.repeat(40)))).kind).toBe('not-found');
  });
});
