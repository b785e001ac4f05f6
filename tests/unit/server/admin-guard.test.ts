/**
 * The back office's door (server/admin/guard.ts and the login in server/admin/app.ts): off without a password,
 * only the login without a session, sessions (random token, stored hashed, idle and absolute expiry, new at every
 * login, gone at logout), cookies, cross-site refusal, CSRF tokens, the throttle and the log.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { CSRF_HEADER, csrfToken, isSameOrigin, logAdminEvent } from '../../../server/admin/guard.ts';
import { adminHarness, ORIGIN, PASSWORD, type AdminHarness } from '../../support/admin-harness.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PATHS = [
  '/admin',
  '/admin/',
  '/admin/login',
  '/admin/logout',
  '/admin/requests',
  '/admin/requests.csv',
  '/admin/inbox.js',
  '/admin/api/anything',
  '/admin/content/',
  '/admin/content/api/entries',
  '/admin/no-such-page',
];
const MINUTE = 60_000;

let h: AdminHarness;
afterEach(() => h?.close());

const post = (path: string, body: Record<string, string>, init: RequestInit & { address?: string } = {}) =>
  h.fetch(path, {
    method: 'POST',
    ...init,
    headers: { origin: ORIGIN, ...FORM, ...(init.headers as Record<string, string>) },
    body: new URLSearchParams(body).toString(),
  });

async function oneRequest(): Promise<string> {
  return (await h.requests.insert({ form: 'hero-quote', fields: { name: 'Ann' }, channels: ['shop-mail'] })).id;
}

describe('with no password configured', () => {
  beforeEach(async () => (h = await adminHarness({}, false)));

  it('answers 404 to every path and method under /admin, session or not', async () => {
    for (const path of PATHS)
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE']) {
        const res = await h.fetch(path, { method, headers: { origin: ORIGIN, ...FORM } });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('set-cookie')).toBeNull();
      }
    expect((await post('/admin/login', { password: PASSWORD })).status).toBe(404);
  });
});

describe('with a password configured', () => {
  beforeEach(async () => (h = await adminHarness()));

  it('lets nothing but the login page answer without a session: pages redirect to it, JSON gets 401', async () => {
    expect((await h.fetch('/admin/login')).status).toBe(200);
    for (const path of PATHS.filter((p) => !p.startsWith('/admin/login') && !p.includes('/api/'))) {
      const res = await h.fetch(path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location'), path).toMatch(/^\/admin\/login(\?next=|$)/);
      const json = await h.fetch(path, { headers: { accept: 'application/json' } });
      expect(json.status, path).toBe(401);
      expect(await json.json()).toEqual({ ok: false, error: 'Log in first' });
    }
    for (const path of ['/admin/api/anything', '/admin/content/api/entries']) {
      const res = await h.fetch(path);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const id = await oneRequest();
    expect((await post(`/admin/requests/${id}/status`, { status: 'closed' })).status).toBe(303);
    expect((await h.requests.get(id))!.status).toBe('new');
  });

  it('sends no-store, noindex and the site CSP (no inline script) with every answer', async () => {
    const { cookie } = await h.login();
    for (const res of [await h.fetch('/admin/login'), await h.fetch('/admin/requests', { headers: { cookie } })]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const page = await res.text();
      expect(page).not.toMatch(/<script(?![^>]*\bsrc=)/);
    }
  });

  it('refuses a wrong password with 401 and logs the failure without the password', async () => {
    const res = await post('/admin/login', { password: 'not the password at all' });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain('That is not the password');
    expect(h.logs.join('\n')).toMatch(/192\.0\.2\.1 login-failed/);
    expect(h.logs.join('\n')).not.toContain('not the password at all');
  });

  it('logs in with a random token in an HttpOnly, SameSite=Strict cookie on /admin; only its hash is stored', async () => {
    const res = await post('/admin/login', { password: PASSWORD, next: '/admin/requests?status=new' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/requests?status=new');
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; Path=\/admin(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).not.toMatch(/Secure/);
    const token = /=([^;]+)/.exec(setCookie)![1]!;
    const stored = await h.db.all({ sql: 'SELECT * FROM admin_sessions' });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const events = JSON.stringify(await h.db.all({ sql: 'SELECT * FROM admin_events' }));
    expect(events).not.toContain(token);
    expect(h.logs.join('\n')).not.toContain(token);
    expect(h.logs.join('\n')).toMatch(/ login$/m);
  });

  it('marks the cookie Secure with the __Secure- prefix over HTTPS', async () => {
    const res = await h.fetch('/admin/login', {
      method: 'POST',
      base: 'https://shop.test',
      headers: { origin: 'https://shop.test', ...FORM },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^__Secure-admin_session=/);
    expect(setCookie).toMatch(/; Secure/);
    const cookie = setCookie.split(';')[0]!;
    expect((await h.fetch('/admin/requests', { base: 'https://shop.test', headers: { cookie } })).status).toBe(200);
    // The same cookie without the prefix, over HTTPS, is not a session.
    const bare = cookie.replace('__Secure-', '');
    expect((await h.fetch('/admin/requests', { base: 'https://shop.test', headers: { cookie: bare } })).status).toBe(
      303,
    );
  });

  it('refuses an oversized login form before reading it', async () => {
    const res = await post('/admin/login', { password: 'x'.repeat(100_000) });
    expect(res.status).toBe(413);
    expect(h.logs.join('\n')).not.toContain('login-failed');
  });

  it('never redirects a login to another site', async () => {
    for (const next of ['https://evil.test/', '//evil.test/admin/', '/admin/\\evil', 'javascript:alert(1)']) {
      const res = await post('/admin/login', { password: PASSWORD, next });
      expect(res.headers.get('location'), next).toBe('/admin/');
    }
  });

  it('issues a new token at every login (no fixation): the token held before no longer opens anything', async () => {
    const first = await h.login();
    const res = await post('/admin/login', { password: PASSWORD }, { headers: { cookie: first.cookie } });
    const second = res.headers.get('set-cookie')!.split(';')[0]!;
    expect(second).not.toBe(first.cookie);
    expect((await h.fetch('/admin/requests', { headers: { cookie: first.cookie } })).status).toBe(303);
    expect((await h.fetch('/admin/requests', { headers: { cookie: second } })).status).toBe(200);
    // A value the browser was given by someone else is never adopted as a session.
    const planted = `admin_session=${'A'.repeat(43)}`;
    expect((await h.fetch('/admin/requests', { headers: { cookie: planted } })).status).toBe(303);
  });

  it('ends a session after the idle time, and after the absolute time however busy', async () => {
    const { cookie } = await h.login();
    h.advance(119 * MINUTE);
    expect((await h.fetch('/admin/', { headers: { cookie } })).status).toBe(200);
    h.advance(119 * MINUTE);
    expect((await h.fetch('/admin/', { headers: { cookie } })).status).toBe(200);
    h.advance(121 * MINUTE);
    expect((await h.fetch('/admin/', { headers: { cookie } })).status).toBe(303);

    const busy = await h.login();
    for (let t = 0; t < 12 * 60; t += 60) {
      expect((await h.fetch('/admin/', { headers: { cookie: busy.cookie } })).status, `after ${t} min`).toBe(200);
      h.advance(60 * MINUTE);
    }
    expect((await h.fetch('/admin/', { headers: { cookie: busy.cookie } })).status).toBe(303);
  });

  it('ends the session on the server at logout, whatever the browser keeps', async () => {
    const { cookie, csrf } = await h.login();
    const res = await post('/admin/logout', { _csrf: csrf }, { headers: { cookie } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/login');
    expect(res.headers.get('set-cookie')).toMatch(/admin_session=;.*Max-Age=0/);
    expect((await h.fetch('/admin/requests', { headers: { cookie } })).status).toBe(303);
    expect(await h.db.all({ sql: 'SELECT * FROM admin_sessions' })).toHaveLength(0);
  });

  it('refuses a change without the session CSRF token, or with another session’s', async () => {
    const id = await oneRequest();
    const mine = await h.login();
    const other = await h.login('192.0.2.2');
    expect(other.csrf).not.toBe(mine.csrf);
    for (const token of [undefined, '', 'x'.repeat(43), other.csrf]) {
      const body: Record<string, string> = { status: 'closed' };
      if (token !== undefined) body._csrf = token;
      const res = await post(`/admin/requests/${id}/status`, body, { headers: { cookie: mine.cookie } });
      expect(res.status, String(token)).toBe(403);
    }
    expect((await h.requests.get(id))!.status).toBe('new');
    // The header works as well as the form field (for scripts such as the editor's).
    const ok = await h.fetch(`/admin/requests/${id}/status`, {
      method: 'POST',
      headers: { origin: ORIGIN, ...FORM, cookie: mine.cookie, [CSRF_HEADER]: mine.csrf, accept: 'application/json' },
      body: 'status=closed',
    });
    expect(await ok.json()).toEqual({
      ok: true,
      id,
      status: 'closed',
      previous: 'new',
      message: expect.stringMatching(/^Saved: the request from .+ is now closed \(done: /),
    });
    expect(h.logs.join('\n')).toMatch(/status-changed request \S+: new -> closed/);
  });

  it('refuses changes from another site (Origin, Sec-Fetch-Site), even with a valid session and token', async () => {
    const id = await oneRequest();
    const { cookie, csrf } = await h.login();
    for (const headers of [
      { origin: 'https://evil.test' } as Record<string, string>,
      { origin: 'null' },
      { origin: 'http://shop.test.evil.test' },
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
      { origin: ORIGIN, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await h.fetch(`/admin/requests/${id}/status`, {
        method: 'POST',
        headers: { ...FORM, cookie, ...headers },
        body: new URLSearchParams({ status: 'spam', _csrf: csrf }).toString(),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    // A person who lands there reads what happened (an HTML page), a script gets JSON.
    const page = await h.fetch(`/admin/requests/${id}/status`, {
      method: 'POST',
      headers: { ...FORM, cookie, origin: 'https://evil.test', accept: 'text/html' },
      body: new URLSearchParams({ status: 'spam', _csrf: csrf }).toString(),
    });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('nothing was changed');
    // The login too: another site cannot log a browser in (or guess through it).
    const login = await post('/admin/login', { password: PASSWORD }, { headers: { origin: 'https://evil.test' } });
    expect(login.status).toBe(403);
    expect((await h.requests.get(id))!.status).toBe('new');
  });

  it('logs and stores no password, hash, session token or CSRF token, through every event a session can make', async () => {
    const id = await oneRequest();
    await post('/admin/login', { password: 'Wrong-Secret-1' });
    for (let i = 0; i < 6; i++) await post('/admin/login', { password: `Wrong-Secret-${i}` }, { address: '192.0.2.9' });
    const { cookie, csrf } = await h.login();
    const token = cookie.split('=')[1]!;
    await post(`/admin/requests/${id}/status`, { status: 'spam' }, { headers: { cookie } });
    await post(
      `/admin/requests/${id}/status`,
      { status: 'spam', _csrf: csrf },
      { headers: { cookie, origin: 'https://evil.test' } },
    );
    await post(`/admin/requests/${id}/status`, { status: 'closed', _csrf: csrf }, { headers: { cookie } });
    await post('/admin/logout', { _csrf: csrf }, { headers: { cookie } });
    const logged = h.logs.join('\n');
    // Each kind of event was logged, so the sweep below looked at real lines.
    for (const event of [
      'login-failed',
      'login-throttled',
      'refused-csrf',
      'refused-cross-site',
      'status-changed',
      'login',
      'logout',
    ])
      expect(logged, event).toMatch(new RegExp(` ${event}\\b`));
    const events = JSON.stringify(await h.db.all({ sql: 'SELECT * FROM admin_events' }));
    for (const secret of [PASSWORD, 'Wrong-Secret', h.passwordHash, h.passwordHash.split('$').at(-1)!, token, csrf]) {
      expect(logged).not.toContain(secret);
      expect(events).not.toContain(secret);
    }
  });

  it('reads same-origin from Origin and Sec-Fetch-Site', () => {
    const check = (headers: Record<string, string>) => isSameOrigin(new Headers(headers), 'shop.test');
    expect(check({ origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check({ origin: 'https://shop.test' })).toBe(true);
    expect(check({})).toBe(true);
    expect(check({ origin: 'http://shop.test:8080' })).toBe(false);
    expect(check({ origin: 'not a url' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'none' })).toBe(false);
  });

  it('changes nothing on GET', async () => {
    const id = await oneRequest();
    const { cookie } = await h.login();
    const res = await h.fetch(`/admin/requests/${id}/status?status=spam`, { headers: { cookie } });
    expect(res.status).toBe(404);
    expect((await h.fetch('/admin/logout', { headers: { cookie } })).status).toBe(404);
    expect((await h.fetch('/admin/', { headers: { cookie } })).status).toBe(200);
    expect((await h.requests.get(id))!.status).toBe('new');
  });

  it('makes one address wait after 5 wrong passwords (429, Retry-After), not another address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post('/admin/login', { password: `wrong guess ${i}` }, { address: '198.51.100.7' })).status).toBe(
        401,
      );
    const blocked = await post('/admin/login', { password: PASSWORD }, { address: '198.51.100.7' });
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await blocked.text()).toContain('Try again in 15 minutes');
    expect(blocked.headers.get('set-cookie')).toBeNull();
    // The owner, elsewhere, still gets in.
    expect((await post('/admin/login', { password: PASSWORD }, { address: '203.0.113.5' })).status).toBe(303);
    h.advance(wait * 1000);
    expect((await post('/admin/login', { password: PASSWORD }, { address: '198.51.100.7' })).status).toBe(303);
    expect(h.logs.join('\n')).toMatch(/198\.51\.100\.7 login-throttled/);
  });

  it('a successful login forgets the address’s earlier failures', async () => {
    for (let i = 0; i < 4; i++) await post('/admin/login', { password: 'wrong guess' });
    await h.login();
    for (let i = 0; i < 4; i++) expect((await post('/admin/login', { password: 'wrong guess' })).status).toBe(401);
  });
});

describe('a sub-app mounted behind the guard (how the content editor plugs in)', () => {
  beforeEach(async () => {
    const editor = new Hono();
    editor.get('/', (c) => c.html(`<meta name="csrf-token" content="${csrfToken(c)}"><p>editor</p>`));
    editor.get('/api/entries', (c) => c.json({ ok: true, entries: [] }));
    editor.post('/api/save', async (c) => {
      await logAdminEvent(c, 'content-saved', 'content/site.yaml');
      return c.json({ ok: true });
    });
    h = await adminHarness({}, true, { mount: { '/content': editor }, editorPath: '/admin/content' });
  });

  it('is reached only with a session; its API answers 401 JSON without one', async () => {
    expect((await h.fetch('/admin/content')).status).toBe(303);
    const api = await h.fetch('/admin/content/api/entries');
    expect([api.status, await api.json()]).toEqual([401, { ok: false, error: 'Log in first' }]);
    const { cookie, csrf } = await h.login();
    const page = await h.fetch('/admin/content', { headers: { cookie } });
    expect(await page.text()).toContain(`content="${csrf}"`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await (await h.fetch('/admin/content/api/entries', { headers: { cookie } })).json()).toEqual({
      ok: true,
      entries: [],
    });
    expect(await (await h.fetch('/admin/', { headers: { cookie } })).text()).toContain('href="/admin/content"');
  });

  it('gets its changes checked: same origin and the CSRF header, then logged', async () => {
    const { cookie, csrf } = await h.login();
    const save = (headers: Record<string, string>) =>
      h.fetch('/admin/content/api/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: '{}',
      });
    expect((await save({ origin: ORIGIN })).status).toBe(403);
    expect((await save({ origin: 'https://evil.test', [CSRF_HEADER]: csrf })).status).toBe(403);
    const ok = await save({ origin: ORIGIN, [CSRF_HEADER]: csrf });
    expect(await ok.json()).toEqual({ ok: true });
    expect(h.logs.join('\n')).toMatch(/192\.0\.2\.1 content-saved content\/site\.yaml/);
  });
});
