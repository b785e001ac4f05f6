/**
 * The back office as a Cloudflare Pages Function (functions/admin/[[path]].ts) in Cloudflare's own runtime
 * (workerd, through miniflare) over D1: the same app as on Node, its refusals included.
 */
import { Miniflare } from 'miniflare';
import { bundlePagesFunction } from '../../../scripts/worker-bundle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRequestContent } from '../../../scripts/build-functions.ts';
import { CLOUDFLARE_SCRYPT_COST, hashPassword } from '../../../server/admin/password.ts';
import { d1Database, type D1Like } from '../../../server/requests/d1.ts';
import { RequestStore } from '../../../server/requests/store.ts';

const root = process.cwd();
const PASSWORD = 'a password for the edge';
const BASE = 'https://shop.test';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: BASE };
let script: string;
let on: Miniflare;
let off: Miniflare;
let store: RequestStore;
const webhook: { id: string; form: string }[] = [];

const miniflare = (bindings: Record<string, string>) =>
  new Miniflare({
    // One module as given: the renderer's code names modules it never loads here (`import(route.module)`).
    modules: [{ type: 'ESModule', path: 'function.mjs', contents: script }],
    compatibilityDate: '2025-01-01',
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: ['DB'],
    bindings,
    outboundService: async (request: Request) => {
      webhook.push((await request.json()) as (typeof webhook)[number]);
      return new Response('ok');
    },
  });

async function send(mf: Miniflare, path: string, init: RequestInit & { address?: string } = {}): Promise<Response> {
  const { address = '203.0.113.1', ...rest } = init;
  const headers = { ...(rest.headers as Record<string, string>), 'cf-connecting-ip': address };
  return (await mf.dispatchFetch(BASE + path, {
    ...rest,
    headers,
    redirect: 'manual',
  } as never)) as unknown as Response;
}

beforeAll(async () => {
  writeRequestContent(root);
  script = await bundlePagesFunction(root, './functions/admin/[[path]].ts');
  // The cost `npm run admin:password -- --cloudflare` uses, so that what runs here is what runs there.
  const hash = await hashPassword(PASSWORD, CLOUDFLARE_SCRYPT_COST);
  on = miniflare({ ADMIN_PASSWORD_HASH: hash, WEBHOOK_URL: 'https://hooks.shop.test/requests' });
  off = miniflare({});
  store = new RequestStore(d1Database((await on.getD1Database('DB')) as unknown as D1Like));
  await send(on, '/admin/login');
}, 60_000);

afterAll(async () => {
  await on?.dispose();
  await off?.dispose();
});

describe('the back office as a Pages Function over D1 (miniflare)', () => {
  it('answers 404 to every path and method when ADMIN_PASSWORD_HASH is not set', async () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/requests', '/admin/api/x'])
      for (const method of ['GET', 'POST']) {
        const res = await send(off, path, {
          method,
          headers: FORM,
          body: method === 'POST' ? 'password=x' : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
  });

  it('logs in over HTTPS with a __Secure- cookie, lists the requests in D1 as text, changes a status with the token', async () => {
    const { id } = await store.insert({
      form: 'hero-quote',
      fields: { name: '<script>alert(1)</script>Eve', phone: '5135550100' },
      channels: [],
      spamReason: 'too fast',
    });
    expect((await send(on, '/admin/requests')).status).toBe(303);
    expect((await send(on, '/admin/api/requests')).status).toBe(401);
    const wrong = await send(on, '/admin/login', { method: 'POST', headers: FORM, body: 'password=not+it+at+all' });
    expect(wrong.status).toBe(401);
    const login = await send(on, '/admin/login', {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    expect(login.status).toBe(303);
    const setCookie = login.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^__Secure-admin_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/HttpOnly/);
    const cookie = setCookie.split(';')[0]!;
    const inbox = await send(on, '/admin/requests', { headers: { cookie } });
    expect(inbox.headers.get('cache-control')).toBe('no-store');
    expect(inbox.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await inbox.text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Eve');
    expect(page).not.toContain('<script>alert(1)');
    const csrf = /name="csrf-token" content="([^"]+)"/.exec(page)![1]!;

    const crossSite = await send(on, `/admin/requests/${id}/status`, {
      method: 'POST',
      headers: { ...FORM, origin: 'https://evil.test', cookie },
      body: new URLSearchParams({ status: 'new', _csrf: csrf }).toString(),
    });
    expect(crossSite.status).toBe(403);
    const noToken = await send(on, `/admin/requests/${id}/status`, {
      method: 'POST',
      headers: { ...FORM, cookie },
      body: 'status=new',
    });
    expect(noToken.status).toBe(403);
    expect((await store.get(id))!.status).toBe('spam');

    // Marked new, a request caught as spam goes to the webhook after the answer.
    const changed = await send(on, `/admin/requests/${id}/status`, {
      method: 'POST',
      headers: { ...FORM, cookie },
      body: new URLSearchParams({ status: 'new', _csrf: csrf }).toString(),
    });
    expect(changed.status).toBe(303);
    expect((await store.get(id))!.status).toBe('new');
    const end = Date.now() + 10_000;
    while (!webhook.some((w) => w.id === id) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(webhook.filter((w) => w.id === id)).toHaveLength(1);

    const csv = await send(on, '/admin/requests.csv', { headers: { cookie } });
    expect(await csv.text()).toContain(id);

    const logout = await send(on, '/admin/logout', {
      method: 'POST',
      headers: { ...FORM, cookie },
      body: new URLSearchParams({ _csrf: csrf }).toString(),
    });
    expect(logout.status).toBe(303);
    expect((await send(on, '/admin/requests', { headers: { cookie } })).status).toBe(303);
  });

  it('throttles by CF-Connecting-IP: one address waits, another logs in', async () => {
    const attempt = (password: string, address: string) =>
      send(on, '/admin/login', {
        method: 'POST',
        address,
        headers: FORM,
        body: new URLSearchParams({ password }).toString(),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong ${i} guess`, '198.51.100.99')).status).toBe(401);
    const blocked = await attempt(PASSWORD, '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(PASSWORD, '198.51.100.100')).status).toBe(303);
  });
});
