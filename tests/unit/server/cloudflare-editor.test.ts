/**
 * The content editor as a Cloudflare Pages Function (functions/admin/[[path]].ts) in Cloudflare's runtime (workerd,
 * through miniflare), saving through GitHub: every request to api.github.com goes to the local double of GitHub's
 * API (tests/support/github-double.ts), which commits for real into a scratch git repository. The function's
 * other outbound requests are refused and recorded.
 */
import { Miniflare } from 'miniflare';
import { bundlePagesFunction } from '../../../scripts/worker-bundle.ts';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeRequestContent } from '../../../scripts/build-functions.ts';
import { CLOUDFLARE_SCRYPT_COST, hashPassword } from '../../../server/admin/password.ts';
import { startGitHubDouble, type GitHubDouble } from '../../support/github-double.ts';

const root = process.cwd();
const PASSWORD = 'a password for the edge';
const BASE = 'https://shop.test';
const FILE = 'content/services/oil-change.yaml';
const ENTRY = '/admin/content/api/entry/service/oil-change';

let github: GitHubDouble;
let mf: Miniflare;
let cookie = '';
let csrf = '';
/** Everything the function wrote to its log, and every answer it gave: the token must be in none of them. */
let logged = '';
const answers: string[] = [];
const elsewhere: string[] = [];
/** Paths the function asked of Pages' static output (its ASSETS binding). */
const assetsAsked: string[] = [];

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = {
    'cf-connecting-ip': '203.0.113.7',
    ...(cookie && { cookie }),
    ...(init.method && init.method !== 'GET' && { origin: BASE, 'x-csrf-token': csrf }),
    ...(init.body && { 'content-type': 'application/json' }),
    ...(init.headers as Record<string, string>),
  };
  const res = (await mf.dispatchFetch(BASE + path, {
    ...init,
    headers,
    redirect: 'manual',
  } as never)) as unknown as Response;
  const text = await res.text();
  answers.push([...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n') + '\n' + text);
  return new Response(text, { status: res.status, headers: res.headers });
}

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

async function openEntry() {
  return (await json(await send(ENTRY))) as { version: string; data: Record<string, unknown> };
}

beforeAll(async () => {
  writeRequestContent(root);
  github = await startGitHubDouble({ seed: { from: join(root, 'content'), as: 'content' } });
  const script = await bundlePagesFunction(root, './functions/admin/[[path]].ts');
  const hash = await hashPassword(PASSWORD, CLOUDFLARE_SCRYPT_COST);
  mf = new Miniflare({
    // One module as given: the renderer's code names modules it never loads here (`import(route.module)`).
    modules: [{ type: 'ESModule', path: 'function.mjs', contents: script }],
    compatibilityDate: '2025-01-01',
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: ['DB'],
    bindings: {
      ADMIN_PASSWORD_HASH: hash,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_TOKEN: github.token,
    },
    serviceBindings: {
      ASSETS: (request: Request) => {
        const { pathname } = new URL(request.url);
        assetsAsked.push(pathname);
        return pathname === '/admin/content/assets/editor.js'
          ? new Response('/* the editor */', { headers: { 'content-type': 'text/javascript; charset=utf-8' } })
          : new Response('Not found', { status: 404 });
      },
    },
    outboundService: async (request: Request) => {
      const url = new URL(request.url);
      if (url.host !== 'api.github.com') {
        elsewhere.push(request.url);
        return new Response('refused by the test', { status: 599 });
      }
      return fetch(github.url + url.pathname + url.search, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' ? undefined : await request.arrayBuffer(),
      });
    },
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      stdout.on('data', (d: Buffer) => (logged += d.toString()));
      stderr.on('data', (d: Buffer) => (logged += d.toString()));
    },
  });
  const login = await send('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE },
    body: new URLSearchParams({ password: PASSWORD }).toString(),
  });
  expect(login.status).toBe(303);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const page = await (await send('/admin/content/')).text();
  csrf = /name="csrf-token" content="([^"]+)"/.exec(page)![1]!;
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  await github?.close();
});

beforeEach(() => github.restoreRateLimit());

describe('the editor on Cloudflare Pages, saving through GitHub (miniflare, a double of GitHub)', () => {
  it('is behind the back office login: without a session nothing is read from GitHub', async () => {
    const before = github.requests.length;
    const saved = cookie;
    cookie = '';
    try {
      expect((await send('/admin/content/api/entries')).status).toBe(401);
      expect((await send('/admin/content/')).status).toBe(303);
    } finally {
      cookie = saved;
    }
    expect(github.requests.length).toBe(before);
  });

  it("serves the editor's code from the Pages output, behind the login, and nothing else from there", async () => {
    const code = await send('/admin/content/assets/editor.js');
    expect(code.status).toBe(200);
    expect(await code.text()).toBe('/* the editor */');
    expect(code.headers.get('cache-control')).toBe('no-store');
    expect((await send('/admin/content/assets/index.html')).status).toBe(404);
    expect(assetsAsked).toEqual(['/admin/content/assets/editor.js']);
    const saved = cookie;
    cookie = '';
    try {
      expect((await send('/admin/content/assets/editor.js')).status).not.toBe(200);
    } finally {
      cookie = saved;
    }
    expect(assetsAsked).toHaveLength(1);
  });

  it('lists and opens entries read from the repository', async () => {
    const list = (await json(await send('/admin/content/api/entries'))) as { entries: { file: string }[] };
    expect(list.entries.map((e) => e.file)).toContain('services/oil-change.yaml');
    const entry = await openEntry();
    expect(entry.data.name).toBe('Oil Change');
  });

  it('saves a change as one commit on the branch, fetching no file again', async () => {
    const entry = await openEntry();
    const head = await github.head();
    const blobsBefore = github.requests.filter((r) => r.path.includes('/git/blobs/')).length;
    const res = await send(ENTRY, {
      method: 'PUT',
      body: JSON.stringify({ version: entry.version, data: { ...entry.data, name: 'Oil & Filter Change' } }),
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.saved).toBe(true);
    expect(github.requests.filter((r) => r.path.includes('/git/blobs/')).length).toBe(blobsBefore);
    const commit = (body.published as { commit: string }).commit;
    expect(await github.head()).toBe(commit);
    expect((await github.git(['rev-parse', `${commit}^`])).toString().trim()).toBe(head);
    expect(await github.log()).toContain('Edit /services/oil-change');
    expect((await github.git(['show', '--format=%b', '-s', commit])).toString()).toContain('Edited-with: site editor');
    const diff = (await github.git(['diff', '--numstat', head, commit])).toString().trim();
    expect(diff).toBe(`1\t1\t${FILE}`);
    expect(await github.fileAtHead(FILE)).toContain('name: Oil & Filter Change\n');
  });

  it('refuses a save the gate refuses, at the field, and commits nothing', async () => {
    const entry = await openEntry();
    const head = await github.head();
    const commits = () => github.requests.filter((r) => r.operation === 'createCommitOnBranch').length;
    const attempts = commits();
    const hero = entry.data.hero as { features: { icon: string }[] };
    hero.features[0]!.icon = 'stopwatch';
    const res = await send(ENTRY, {
      method: 'PUT',
      body: JSON.stringify({ version: entry.version, data: entry.data }),
    });
    const body = (await json(res)) as { errors: { field: string; message: string }[] };
    expect(res.status).toBe(422);
    expect(body.errors).toContainEqual(
      expect.objectContaining({ field: 'hero.features[0].icon', message: expect.stringContaining('"stopwatch"') }),
    );
    expect(await github.head()).toBe(head);
    expect(commits()).toBe(attempts);
  });

  it('refuses in words a save of an entry changed on GitHub since it was opened, and keeps the other change', async () => {
    const entry = await openEntry();
    const text = (await github.fileAtHead(FILE))!;
    const theirs = await github.commitElsewhere({
      [FILE]: text.replace(/^summary: /m, 'summary: Quick and careful. '),
    });
    const res = await send(ENTRY, {
      method: 'PUT',
      body: JSON.stringify({ version: entry.version, data: { ...entry.data, name: 'Oil Service' } }),
    });
    const body = await json(res);
    expect(res.status).toBe(409);
    expect(body.conflict).toBe(true);
    expect(body.error).toMatch(/changed since you opened it.*Nothing was saved/);
    expect(await github.head()).toBe(theirs);
    expect(await github.fileAtHead(FILE)).toContain('summary: Quick and careful. ');
  });

  it('saves over a change elsewhere in the repository made after the entry was opened', async () => {
    const entry = await openEntry();
    const theirs = await github.commitElsewhere({ 'README.md': '# The site\n' });
    const res = await send(ENTRY, {
      method: 'PUT',
      body: JSON.stringify({ version: entry.version, data: { ...entry.data, name: 'Oil Change' } }),
    });
    expect(res.status).toBe(200);
    const commit = ((await json(res)).published as { commit: string }).commit;
    expect((await github.git(['rev-parse', `${commit}^`])).toString().trim()).toBe(theirs);
  });

  it('adds a special as one commit of a new file, and refuses the same name again', async () => {
    const data = {
      title: 'Spring Alignment Check',
      summary: 'A four-wheel alignment check with a printout of every angle.',
      offer: { type: 'fixed-price', value: 29 },
      finePrint: 'Cars and light trucks. One per vehicle.',
      services: ['wheel-alignment'],
      starts: '2026-01-01',
      ends: '2030-12-31',
    };
    const res = await send('/admin/content/api/entries/special', {
      method: 'POST',
      body: JSON.stringify({ slug: 'spring-alignment-check', data }),
    });
    expect(res.status).toBe(201);
    expect((await github.log())[0]).toBe('Add content/specials/spring-alignment-check.yaml');
    const text = (await github.fileAtHead('content/specials/spring-alignment-check.yaml'))!;
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../.generated/schemas/special.json');
    expect(text).toContain('starts: 2026-01-01');
    const head = await github.head();
    const again = await send('/admin/content/api/entries/special', {
      method: 'POST',
      body: JSON.stringify({ slug: 'spring-alignment-check', data }),
    });
    expect(again.status).toBe(409);
    expect(await github.head()).toBe(head);
  });

  it('undoes the last change of the editor as a new commit, and lists it in the history', async () => {
    const entry = await openEntry();
    const before = (await github.fileAtHead(FILE))!;
    const saved = await send(ENTRY, {
      method: 'PUT',
      body: JSON.stringify({ version: entry.version, data: { ...entry.data, name: 'Oil Change Deluxe' } }),
    });
    expect(saved.status).toBe(200);
    const undo = await send('/admin/content/api/undo', { method: 'POST' });
    const body = await json(undo);
    expect(undo.status, JSON.stringify(body)).toBe(200);
    expect(body.undone).toBe('Edit /services/oil-change');
    expect(await github.fileAtHead(FILE)).toBe(before);
    expect((await github.log())[0]).toBe('Undo: Edit /services/oil-change');
    const history = (await json(await send('/admin/content/api/history'))) as { changes: { subject: string }[] };
    expect(history.changes[0]!.subject).toBe('Undo: Edit /services/oil-change');
  });

  it('refuses a save without the session’s CSRF token or from another site before asking GitHub anything', async () => {
    const entry = await openEntry();
    const before = github.requests.length;
    const body = JSON.stringify({ version: entry.version, data: { ...entry.data, name: 'Hijacked' } });
    const noToken = await send(ENTRY, { method: 'PUT', body, headers: { 'x-csrf-token': '' } });
    const crossSite = await send(ENTRY, {
      method: 'PUT',
      body,
      headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    });
    expect(noToken.status).toBe(403);
    expect(crossSite.status).toBe(403);
    expect(github.requests.length).toBe(before);
    expect(await github.fileAtHead(FILE)).not.toContain('Hijacked');
  });

  it('answers a used-up rate limit in words, with the time GitHub gives, and saves nothing', async () => {
    const entry = await openEntry();
    const head = await github.head();
    // 15:42 UTC is 10:42 at the shop (America/New_York, in November).
    github.exhaustRateLimit(new Date('2026-11-25T15:42:00Z'));
    const res = await send(ENTRY, {
      method: 'PUT',
      body: JSON.stringify({ version: entry.version, data: { ...entry.data, name: 'Oil Change Express' } }),
    });
    const body = await json(res);
    expect(res.status).toBe(503);
    expect(body.error).toMatch(/^GitHub asks us to wait until 10:42: .*Nothing was saved/);
    github.restoreRateLimit();
    expect(await github.head()).toBe(head);
  });

  it('never puts the token in an answer or a log line, and sends nothing but to GitHub', () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) expect(answer).not.toContain(github.token);
    expect(logged).not.toContain(github.token);
    expect(elsewhere).toEqual([]);
  });
});
