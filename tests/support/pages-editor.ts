/**
 * The content editor as a Cloudflare Pages Function (functions/admin/[[path]].ts) in Cloudflare's runtime (workerd,
 * through miniflare), logged in, saving through GitHub: every request to api.github.com goes to the local double of
 * GitHub's API (github-double.ts), which commits for real into a scratch git repository. The function's other
 * outbound requests are refused and recorded, and everything it answered or logged is kept, so that a test can
 * look for the token in it.
 *
 * With `site`, the project is served as Pages serves it, on a port of 127.0.0.1 for a browser: the function for
 * /admin and below, the built site (dist/client) for every other address, with the editor's code where the Pages
 * build puts it (scripts/pages-editor-assets.ts) and /site-build.json naming the commit last "deployed"
 * (`deploy()`, as a Pages build of that commit would write it).
 */
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { bundlePagesFunction } from '../../scripts/worker-bundle.ts';
import { writeRequestContent } from '../../scripts/build-functions.ts';
import { CLOUDFLARE_SCRYPT_COST, hashPassword } from '../../server/admin/password.ts';
import { EDITOR_ASSETS } from '../../server/editor/editor-assets.ts';
import { SITE_BUILD_PATH, type SiteBuild } from '../../server/editor/site-build.ts';
import { contentTypeOf } from '../../server/node/static-files.ts';
import { startGitHubDouble, type GitHubDouble } from './github-double.ts';

export const PAGES_PASSWORD = 'a password for the edge';
const PAGES_BASE = 'https://shop.test';

export interface PagesEditorOptions {
  /** Keeps D1 in this folder, so that `restart()` starts the function again over the same database. */
  persist?: string;
  /** Pages' static output (dist/client): the project is served as Pages serves it, at `url`. */
  site?: string;
  /** A request sent with an `x-cancel-id` header can be cancelled (`cancel()`) as a browser that goes away cancels it. */
  cancellable?: boolean;
}

export interface PagesEditor {
  github: GitHubDouble;
  /** A request with the session's cookie and, for a change, its origin and CSRF token (JSON when a body). */
  send(path: string, init?: RequestInit): Promise<Response>;
  /** A call of the editor's API (`/admin/content/api<path>`) with a JSON body, as `send` makes it: status and JSON. */
  api<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
  /** Everything answered (headers and body) and logged so far. */
  answers: string[];
  logged(): string;
  /** Outbound requests to anything but GitHub. */
  elsewhere: string[];
  /** The rows a query of the function's D1 database answers (what the draft holds, as the function left it). */
  rows(sql: string): Promise<Record<string, unknown>[]>;
  /**
   * With `cancellable`: the request sent with `x-cancel-id: id` is answered 499 at once and its context ends, as on
   * Cloudflare when the browser goes away; the runtime drops what of it is under way unless `waitUntil` keeps it.
   */
  cancel(id: string): Promise<void>;
  /** Starts the function again in a new runtime (a new isolate, nothing in memory), over the same D1 and GitHub. */
  restart(): Promise<void>;
  /** With `site`: where a browser opens the project (http://127.0.0.1:<port>). */
  url: string;
  /** With `site`: the site is now built from `commit` (/site-build.json says so). */
  deploy(commit: string): void;
  close(): Promise<void>;
}

/** Pages' static output: a file, or a folder's index.html; the editor's code; the build's commit as deployed. */
function staticOutput(site: string, built: () => SiteBuild) {
  const editorCode = join(process.cwd(), EDITOR_ASSETS);
  return async (request: Request) => {
    const path = normalize(decodeURIComponent(new URL(request.url).pathname));
    if (path === SITE_BUILD_PATH) return Response.json(built(), { headers: { 'cache-control': 'no-cache' } });
    const editorAsset = /^\/admin\/content\/assets\/(editor\.(?:js|css))$/.exec(path)?.[1];
    const candidates = editorAsset
      ? [join(editorCode, editorAsset)]
      : [join(site, path), join(site, path, 'index.html')];
    for (const file of candidates) {
      if (!file.startsWith(editorAsset ? editorCode : site)) break;
      if ((await stat(file).catch(() => undefined))?.isFile())
        return new Response(await readFile(file), { headers: { 'content-type': contentTypeOf(file) } });
    }
    return new Response(await readFile(join(site, '404.html')), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
}

export async function startPagesEditor(root = process.cwd(), options: PagesEditorOptions = {}): Promise<PagesEditor> {
  writeRequestContent(root);
  const github = await startGitHubDouble({ seed: { from: join(root, 'content'), as: 'content' } });
  const script = await bundlePagesFunction(
    root,
    './functions/admin/[[path]].ts',
    options.site && '/admin',
    options.cancellable,
  );
  const hash = await hashPassword(PAGES_PASSWORD, CLOUDFLARE_SCRYPT_COST);
  let logged = '';
  const answers: string[] = [];
  const elsewhere: string[] = [];
  let built: SiteBuild = { commit: await github.head() };
  const config: MiniflareOptions = {
    // One module as given: the renderer's code names modules it never loads here (`import(route.module)`).
    modules: [{ type: 'ESModule', path: 'function.mjs', contents: script }],
    compatibilityDate: '2025-01-01',
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: ['DB'],
    ...(options.persist && { d1Persist: options.persist }),
    ...(options.site && { host: '127.0.0.1', port: 0 }),
    bindings: {
      ADMIN_PASSWORD_HASH: hash,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_TOKEN: github.token,
    },
    serviceBindings: {
      ASSETS: options.site ? staticOutput(options.site, () => built) : () => new Response('Not found', { status: 404 }),
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
  };
  let mf = new Miniflare(config);
  let cookie = '';
  let csrf = '';
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    if (init.body instanceof FormData) {
      // Miniflare's own fetch does not know Node's FormData: it is sent as the bytes and type a browser sends.
      const encoded = new Response(init.body);
      init = {
        ...init,
        body: new Uint8Array(await encoded.arrayBuffer()),
        headers: { ...(init.headers as Record<string, string>), 'content-type': encoded.headers.get('content-type')! },
      };
    }
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
    // Bytes as answered (a picture of the draft is no text); read as text too, to be searched for a token.
    const bytes = new Uint8Array(await res.arrayBuffer());
    answers.push([...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n') + '\n' + new TextDecoder().decode(bytes));
    return new Response(res.status === 204 || res.status === 304 ? null : bytes, {
      status: res.status,
      headers: res.headers,
    });
  }
  const login = await send('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PAGES_BASE },
    body: new URLSearchParams({ password: PAGES_PASSWORD }).toString(),
  });
  if (login.status !== 303) throw new Error(`The login answered ${login.status}`);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const page = await (await send('/admin/content/')).text();
  csrf = /name="csrf-token" content="([^"]+)"/.exec(page)![1]!;
  const url = options.site ? (await mf.ready).origin : PAGES_BASE;
  return {
    github,
    send,
    async api<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await send(`/admin/content/api${path}`, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
    },
    answers,
    logged: () => logged,
    elsewhere,
    url,
    async cancel(id) {
      await (await mf.dispatchFetch(`${PAGES_BASE}/__cancel/${encodeURIComponent(id)}`, { method: 'POST' })).text();
    },
    deploy(commit) {
      built = { commit };
    },
    async rows(sql) {
      const db = await mf.getD1Database('DB');
      return (await db.prepare(sql).all<Record<string, unknown>>()).results;
    },
    async restart() {
      await mf.dispose();
      mf = new Miniflare(config);
    },
    async close() {
      await mf.dispose();
      await github.close();
    },
  };
}
