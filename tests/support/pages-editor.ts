/**
 * The content editor as a Cloudflare Pages Function (functions/admin/[[path]].ts) in Cloudflare's runtime (workerd,
 * through miniflare), logged in, saving through GitHub: every request to api.github.com goes to the local double of
 * GitHub's API (github-double.ts), which commits for real into a scratch git repository. The function's other
 * outbound requests are refused and recorded, and everything it answered or logged is kept, so that a test can
 * look for the token in it.
 */
import { Miniflare } from 'miniflare';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { bundlePagesFunction } from '../../scripts/worker-bundle.ts';
import { writeRequestContent } from '../../scripts/build-functions.ts';
import { CLOUDFLARE_SCRYPT_COST, hashPassword } from '../../server/admin/password.ts';
import { startGitHubDouble, type GitHubDouble } from './github-double.ts';

const PASSWORD = 'a password for the edge';
export const PAGES_BASE = 'https://shop.test';

export interface PagesEditor {
  github: GitHubDouble;
  /** A request with the session's cookie and, for a change, its origin and CSRF token (JSON when a body). */
  send(path: string, init?: RequestInit): Promise<Response>;
  /** Everything answered (headers and body) and logged so far. */
  answers: string[];
  logged(): string;
  /** Outbound requests to anything but GitHub. */
  elsewhere: string[];
  close(): Promise<void>;
}

export async function startPagesEditor(root = process.cwd()): Promise<PagesEditor> {
  writeRequestContent(root);
  const github = await startGitHubDouble({ seed: { from: join(root, 'content'), as: 'content' } });
  const script = await bundlePagesFunction(root, './functions/admin/[[path]].ts');
  const hash = await hashPassword(PASSWORD, CLOUDFLARE_SCRYPT_COST);
  let logged = '';
  const answers: string[] = [];
  const elsewhere: string[] = [];
  const mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: '2025-01-01',
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: ['DB'],
    bindings: {
      ADMIN_PASSWORD_HASH: hash,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_TOKEN: github.token,
    },
    serviceBindings: { ASSETS: () => new Response('Not found', { status: 404 }) },
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
  let cookie = '';
  let csrf = '';
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = {
      'cf-connecting-ip': '203.0.113.7',
      ...(cookie && { cookie }),
      ...(init.method && init.method !== 'GET' && { origin: PAGES_BASE, 'x-csrf-token': csrf }),
      ...(typeof init.body === 'string' && { 'content-type': 'application/json' }),
      ...(init.headers as Record<string, string>),
    };
    const res = (await mf.dispatchFetch(PAGES_BASE + path, {
      ...init,
      headers,
      redirect: 'manual',
    } as never)) as unknown as Response;
    const text = await res.text();
    answers.push([...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n') + '\n' + text);
    return new Response(text, { status: res.status, headers: res.headers });
  }
  const login = await send('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PAGES_BASE },
    body: new URLSearchParams({ password: PASSWORD }).toString(),
  });
  if (login.status !== 303) throw new Error(`The login answered ${login.status}`);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const page = await (await send('/admin/content/')).text();
  csrf = /name="csrf-token" content="([^"]+)"/.exec(page)![1]!;
  return {
    github,
    send,
    answers,
    logged: () => logged,
    elsewhere,
    async close() {
      await mf.dispose();
      await github.close();
    },
  };
}
