/**
 * Every back-office page past the login links the inbox, the editor and log out (server/admin/pages.ts, the
 * editor's header in server/editor/editor-page.ts), and log out is a POST that only the owner's own page can make.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { csrfToken } from '../../../server/admin/guard.ts';
import { editorPage } from '../../../server/editor/editor-page.ts';
import { adminHarness, ORIGIN, type AdminHarness } from '../../support/admin-harness.ts';

let h: AdminHarness;
let session: { cookie: string; csrf: string };
beforeEach(async () => {
  // The real editor's page, mounted as the site's server mounts the editor.
  const editor = new Hono();
  editor.get('*', (c) => c.html(editorPage('/admin/content', csrfToken(c))));
  h = await adminHarness({}, true, { mount: { '/content': editor }, editorPath: '/admin/content' });
  session = await h.login();
});
afterEach(() => h.close());

const page = async (path: string) => {
  const res = await h.fetch(path, { headers: { cookie: session.cookie, accept: 'text/html' } });
  return { status: res.status, text: await res.text() };
};

/** The log out form of a page: a POST to /admin/logout carrying the session's CSRF token. */
const logoutForm = (csrf: string) =>
  new RegExp(
    `<form method="post" action="/admin/logout">\\s*<input type="hidden" name="_csrf" value="${csrf}"\\s*/?>\\s*<button type="submit">Log out</button>`,
  );

describe('the back office’s links', () => {
  it('are on the home page, the inbox, the editor and the 404 page alike', async () => {
    for (const [path, status] of [
      ['/admin/', 200],
      ['/admin/requests', 200],
      ['/admin/content/', 200],
      ['/admin/content/anything#/edit/site', 200],
      ['/admin/no-such-page', 404],
      ['/admin/requests/x/nope', 404],
    ] as const) {
      const { status: got, text } = await page(path);
      expect(got, path).toBe(status);
      expect(text, path).toContain('href="/admin/requests"');
      expect(text, path).toMatch(/href="\/admin\/content\/?(#\/)?"/);
      expect(text, path).toMatch(logoutForm(session.csrf));
    }
    expect((await page('/admin/no-such-page')).text).toContain('No such page in the back office');
  });

  it('leave the editor on the owner’s own computer (no back office) with no inbox and no log out', () => {
    const local = editorPage(undefined, undefined);
    expect(local).toContain('href="/admin/content/#/"');
    expect(local).toContain('href="/"');
    expect(local).not.toContain('/admin/requests');
    expect(local).not.toContain('logout');
  });

  it('writes a hostile token into the editor’s header as text', () => {
    const html = editorPage('/admin/content', `"><script>alert(1)</script>`);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });
});

describe('log out', () => {
  const logout = (headers: Record<string, string>, body: Record<string, string>) =>
    h.fetch('/admin/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    });
  const stillIn = async () => (await h.fetch('/admin/requests', { headers: { cookie: session.cookie } })).status;

  it('is refused from another site, without the token, with another session’s token, and by GET', async () => {
    const other = await h.login('192.0.2.9');
    const refused = [
      await logout({ origin: 'https://evil.test', cookie: session.cookie }, { _csrf: session.csrf }),
      await logout({ 'sec-fetch-site': 'cross-site', cookie: session.cookie }, { _csrf: session.csrf }),
      await logout({ origin: ORIGIN, cookie: session.cookie }, {}),
      await logout({ origin: ORIGIN, cookie: session.cookie }, { _csrf: other.csrf }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect((await h.fetch('/admin/logout', { headers: { cookie: session.cookie } })).status).toBe(404);
    expect(await stillIn()).toBe(200);
  });

  it('without a session goes to the login and ends nothing; with one it ends the session', async () => {
    const none = await logout({ origin: ORIGIN }, { _csrf: session.csrf });
    expect([none.status, none.headers.get('location')]).toEqual([303, '/admin/login']);
    expect(await stillIn()).toBe(200);
    const out = await logout({ origin: ORIGIN, cookie: session.cookie }, { _csrf: session.csrf });
    expect([out.status, out.headers.get('location')]).toEqual([303, '/admin/login']);
    expect(await stillIn()).toBe(303);
  });
});
