/**
 * The back office end to end: `npm start` as its own process with ADMIN_PASSWORD_HASH made by
 * `npm run admin:password`, a real SMTP mailbox, Chromium driving the pages, `npm run requests` reading the
 * database. Another `npm start` without the setting shows that nothing of the back office exists then.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestFormId } from '../../schema/requests.ts';
import { loadServerContent } from '../../server/requests/node-content.ts';
import type { StoredRequest } from '../../server/requests/store.ts';
import { axe, DESKTOP, launch, openPage, PHONE, unexpected } from '../support/browser.ts';
import { framedFromOtherOrigin } from '../support/other-origin.ts';
import { validBodies } from '../support/request-handler-suite.ts';
import { freePort, Mailbox, requestsCli, ShopServer } from '../support/request-server.ts';

const PASSWORD = 'lebanon ohio brake job 1987';
const MARKUP_NAME = `<img src=x onerror="document.title='owned'"><b>Bold</b> Mallory`;
const bodies = validBodies(loadServerContent(process.cwd()));

let dir: string;
let env: Record<string, string>;
let mailbox: Mailbox;
let server: ShopServer;
let browser: Browser;
let base: string;

const listed = async () => JSON.parse(await requestsCli(['--json'], env)) as StoredRequest[];

/** Whether all of an element is inside the window, as the owner sees it now (nothing to scroll to find it). */
const inView = (locator: Locator) =>
  locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    // Within a pixel: layout is in fractions of one.
    return (
      r.height > 0 && r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.left >= 0 && r.right <= window.innerWidth
    );
  });

/** The confirmation of a status change, said under the request's status menu. */
const savedLine = (page: Page, id: string) => page.locator(`#f-${id} .saved`);

const SHOTS = 'docs/admin';

async function postRequest(form: RequestFormId, fields: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}/api/requests/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ ...bodies[form], ...fields }),
  });
  const body = (await res.json()) as { id: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

async function loginWithBrowser(viewport: { width: number; height: number } = DESKTOP, javaScriptEnabled = true) {
  const opened = await openPage(browser, { baseURL: base, viewport, javaScriptEnabled });
  await opened.page.goto('/admin/requests');
  await opened.page.fill('#password', PASSWORD);
  await Promise.all([opened.page.waitForURL(/\/admin\/requests$/), opened.page.click('button[type=submit]')]);
  return opened;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
  const made = spawnSync('npm', ['run', '--silent', 'admin:password'], { input: `${PASSWORD}\n`, encoding: 'utf8' });
  expect(made.status, made.stderr).toBe(0);
  const hash = /^ADMIN_PASSWORD_HASH='(.+)'$/m.exec(made.stdout)![1]!;
  mailbox = new Mailbox(await freePort());
  await mailbox.start();
  env = {
    DATABASE_URL: `file:${join(dir, 'requests.db')}`,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    SPAM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '100000',
    OUTBOX_POLL_MS: '200',
    ADMIN_PASSWORD_HASH: hash,
  };
  server = new ShopServer(await freePort(), env);
  await server.start();
  base = server.baseUrl;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the back office in Chromium against npm start', () => {
  it('refuses a wrong password, then logs in and shows the posted requests, newest first', async () => {
    const first = await postRequest('hero-quote', { name: 'Early Customer' });
    const second = await postRequest('service-request', { name: 'Later Customer' });
    const { page, context, errors } = await openPage(browser, { baseURL: base });
    const start = await page.goto('/admin/');
    expect(page.url()).toBe(`${base}/admin/login`);
    expect(start!.headers()['cache-control']).toBe('no-store');
    await page.fill('#password', 'not the password');
    await page.click('button[type=submit]');
    await expect.poll(() => page.locator('[role=alert]').textContent()).toContain('That is not the password');
    await page.fill('#password', PASSWORD);
    await Promise.all([page.waitForURL(`${base}/admin/`), page.click('button[type=submit]')]);
    await page.click('text=All requests');
    const names = await page.locator('article h2').allTextContents();
    expect(names.indexOf('Later Customer')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Later Customer')).toBeLessThan(names.indexOf('Early Customer'));
    const card = page.locator(`#r-${second}`);
    expect(await card.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+15135550101');
    expect(await card.locator('a[href^="mailto:"]').getAttribute('href')).toBe('mailto:sam@example.com');
    expect(await card.locator('.message').textContent()).toBe('Squeaks when\nbraking.');
    expect(await page.locator(`#r-${first}`).count()).toBe(1);
    // The 401 of the wrong password is the one console message.
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('shows markup in a name as text, never as markup', async () => {
    const id = await postRequest('hero-quote', { name: MARKUP_NAME });
    const { page, context } = await loginWithBrowser();
    let dialogs = 0;
    page.on('dialog', (d) => void (dialogs++, d.dismiss()));
    const card = page.locator(`#r-${id}`);
    expect(await card.locator('h2').textContent()).toBe(MARKUP_NAME);
    expect(await card.locator('img, b').count()).toBe(0);
    expect(await page.title()).not.toBe('owned');
    expect(dialogs).toBe(0);
    await context.close();
  });

  it('changes a status in the browser (JavaScript on) in place, with no Save button, and npm run requests shows it', async () => {
    const id = await postRequest('contact-quote', { name: 'Status Change' });
    const { page, context, errors } = await loginWithBrowser(PHONE);
    // One way to change a status: the menu saves; no Save button beside it.
    expect(await page.locator(`#r-${id} button`).count()).toBe(0);
    await page.selectOption(`#s-${id}`, 'contacted');
    await expect
      .poll(() => savedLine(page, id).textContent())
      .toBe('Saved: the request from Status Change is now contacted (you called or wrote back).');
    // Saved where the owner is: no new page, the badge says the new status.
    expect(page.url()).toBe(`${base}/admin/requests`);
    expect(await page.locator(`#r-${id} .badge`).textContent()).toBe('contacted');
    expect((await listed()).find((r) => r.id === id)!.status).toBe('contacted');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes a status with JavaScript off (a plain form and its Save button), the confirmation in view', async () => {
    const id = await postRequest('hero-quote', { name: 'No Script' });
    const { page, context } = await loginWithBrowser(PHONE, false);
    await page.selectOption(`#s-${id}`, 'closed');
    await Promise.all([page.waitForURL(new RegExp(`changed=${id}`)), page.click(`#r-${id} button[type=submit]`)]);
    expect((await listed()).find((r) => r.id === id)!.status).toBe('closed');
    expect(await savedLine(page, id).textContent()).toContain('the request from No Script is now closed');
    expect(await inView(savedLine(page, id))).toBe(true);
    await context.close();
  });

  it('keeps the confirmation of a change at the bottom of a long list in view, at 390 and 1440 px', async () => {
    // A full page of requests: the one changed is the last on it.
    for (let i = 0; i < 25; i++) await postRequest('hero-quote', { name: `Long List ${i}` });
    for (const [viewport, status] of [
      [PHONE, 'contacted'],
      [DESKTOP, 'closed'],
    ] as const) {
      const { page, context, errors } = await loginWithBrowser(viewport);
      const last = page.locator('article').last();
      const id = (await last.getAttribute('id'))!.slice(2);
      await page.locator(`#s-${id}`).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled, 'the list is longer than the window').toBeGreaterThan(0);
      await page.selectOption(`#s-${id}`, status);
      await expect.poll(() => savedLine(page, id).textContent()).toMatch(new RegExp(`^Saved: .* is now ${status}`));
      expect(await inView(savedLine(page, id)), `${viewport.width} px`).toBe(true);
      expect(await inView(page.locator(`#s-${id}`)), `${viewport.width} px`).toBe(true);
      if (viewport === PHONE) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/status-saved-390.png` });
      } else await page.screenshot({ path: `${SHOTS}/status-saved-1440.png` });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('finds a request and marks it contacted at 390 px in 4 steps: requests, search, show, pick', async () => {
    const id = await postRequest('service-request', { name: 'Quincy Stepcount' });
    const { page, context } = await loginWithBrowser(PHONE);
    await page.goto('/admin/');
    let steps = 0;
    const step = async (action: Promise<unknown>) => (await action, steps++);
    await step(Promise.all([page.waitForURL(/status=new/), page.click('text=Open the new requests')]));
    await step(page.fill('#q', 'stepcount'));
    await step(Promise.all([page.waitForURL(/q=stepcount/), page.click('button:text("Show")')]));
    expect(await page.locator('article h2').allTextContents()).toEqual(['Quincy Stepcount']);
    // The service by its name, not its code.
    expect(await page.locator(`#r-${id} dl.fields`).textContent()).toContain('Brake Service');
    await step(page.selectOption(`#s-${id}`, 'contacted'));
    await expect.poll(() => savedLine(page, id).textContent()).toContain('is now contacted');
    expect(await inView(savedLine(page, id))).toBe(true);
    expect(steps).toBe(4);
    await context.close();
  });

  it('sends a request caught as spam once it is marked new', async () => {
    // A link-stuffed message is caught as spam: stored, not mailed.
    const links = 'see https://a.test https://b.test https://c.test';
    const id = await postRequest('contact-quote', { name: 'Wrongly Caught', message: links });
    expect((await listed()).find((r) => r.id === id)!.status).toBe('spam');
    const { page, context } = await loginWithBrowser();
    await page.goto('/admin/requests?status=spam');
    await page.selectOption(`#s-${id}`, 'new');
    await expect.poll(() => savedLine(page, id).textContent()).toContain('is now new');
    await mailbox.waitFor((ms) => ms.some((m) => m.text.includes('Wrongly Caught')));
    expect((await listed()).find((r) => r.id === id)!.notifications[0]!.sentAt).toBeTruthy();
    await context.close();
  });

  it('filters, searches and downloads the CSV of what is shown', async () => {
    await postRequest('hero-quote', { name: 'Zebulon Findme', phone: '(937) 555-0142' });
    const { page, context } = await loginWithBrowser();
    await page.fill('#q', '937-555-0142');
    await Promise.all([page.waitForURL(/q=937/), page.click('button:text("Show")')]);
    expect(await page.locator('article h2').allTextContents()).toEqual(['Zebulon Findme']);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('text=Download it as CSV')]);
    // Named for the shop's day (tests/unit/server/admin-words.test.ts sets the clock to an Ohio evening).
    const shopDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(download.suggestedFilename()).toBe(`requests-${shopDay}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/^Received \(Eastern Time\),Status,Form,Name,/);
    expect(csv[1]).toContain('Zebulon Findme');
    expect(csv[1]).toContain(',Oil Change,');
    expect(csv[1]).not.toContain('oil-change');
    await context.close();
  });

  it('refuses a cross-site POST: a form on another site, and a forged Origin with a valid session and token', async () => {
    const id = await postRequest('hero-quote', { name: 'Target Of Attack' });
    const { page, context } = await loginWithBrowser();
    const csrf = (await page.locator('meta[name=csrf-token]').getAttribute('content'))!;
    // Another site (localhost is another site than 127.0.0.1) posting the status form, token and all.
    const evil: Server = createServer((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html' })
        .end(`<form method="post" action="${base}/admin/requests/${id}/status">
        <input name="status" value="spam"><input name="_csrf" value="${csrf}"><button>go</button></form>`),
    );
    await new Promise<void>((r) => evil.listen(0, '127.0.0.1', r));
    const port = (evil.address() as { port: number }).port;
    await page.goto(`http://localhost:${port}/`);
    const [answer] = await Promise.all([page.waitForNavigation(), page.click('button')]);
    expect(answer!.status()).toBe(403);
    evil.close();
    const cookie = (await context.cookies(`${base}/admin/`)).map((c) => `${c.name}=${c.value}`).join('; ');
    const forged = await fetch(`${base}/admin/requests/${id}/status`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: 'https://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ status: 'spam', _csrf: csrf }).toString(),
    });
    expect(forged.status).toBe(403);
    expect((await listed()).find((r) => r.id === id)!.status).toBe('new');
    await context.close();
  });

  it('makes an address wait after 5 wrong passwords (429, Retry-After) while the owner elsewhere still logs in', async () => {
    // From 127.0.0.1, the proxy's own address: X-Forwarded-For names the visitor, as nginx's does.
    const login = (password: string, address: string) =>
      fetch(`${base}/admin/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: base, 'x-forwarded-for': address, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password }).toString(),
      });
    for (let i = 0; i < 5; i++) expect((await login(`guess number ${i}`, '198.51.100.23')).status).toBe(401);
    const blocked = await login(PASSWORD, '198.51.100.23');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(PASSWORD, '198.51.100.24')).status).toBe(303);
    const log = server.output;
    expect(log).toMatch(/198\.51\.100\.23 login-failed/);
    expect(log).toMatch(/198\.51\.100\.23 login-throttled/);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('guess number');
    expect(log).not.toContain(env.ADMIN_PASSWORD_HASH!.split('$').at(-1)!);
  });

  it('cannot be framed by a page of another origin, logged in or not', async () => {
    expect(await framedFromOtherOrigin(browser, `${base}/admin/login`)).toBe('refused');
    const { context } = await loginWithBrowser();
    expect(await framedFromOtherOrigin(context, `${base}/admin/`)).toBe('refused');
    expect(await framedFromOtherOrigin(context, `${base}/admin/requests`)).toBe('refused');
    for (const path of ['/admin/', '/admin/login', '/admin/requests', '/admin/nope']) {
      const res = await fetch(base + path, { redirect: 'manual' });
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
    await context.close();
  });

  it('logs out: the page goes back to the login and the old cookie opens nothing', async () => {
    const { page, context } = await loginWithBrowser();
    const cookie = (await context.cookies(`${base}/admin/`)).find((c) => c.name === 'admin_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(server.output).not.toContain(cookie.value);
    await Promise.all([page.waitForURL(`${base}/admin/login`), page.click('button:text("Log out")')]);
    await page.goto('/admin/requests');
    expect(page.url()).toMatch(/\/admin\/login\?next=/);
    const replay = await fetch(`${base}/admin/requests`, {
      redirect: 'manual',
      headers: { cookie: `admin_session=${cookie.value}` },
    });
    expect(replay.status).toBe(303);
    await context.close();
  });

  it('answers nothing but the login page without a session, HTML and JSON alike', async () => {
    expect((await fetch(`${base}/admin/login`)).status).toBe(200);
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/requests',
      '/admin/requests.csv',
      '/admin/inbox.js',
      '/admin/content/',
    ]) {
      const html = await fetch(base + path, { redirect: 'manual' });
      expect(html.status, path).toBe(303);
      expect(html.headers.get('location'), path).toMatch(/^\/admin\/login/);
      const json = await fetch(base + path, { headers: { accept: 'application/json' } });
      expect(json.status, path).toBe(401);
    }
    const api = await fetch(`${base}/admin/content/api/entries`);
    expect([api.status, api.headers.get('content-type')]).toEqual([401, 'application/json']);
  });

  it('passes axe on the login, home, inbox, 404 and editor pages at 390 and 1440 px, every target 44 px high', async () => {
    for (const viewport of [PHONE, DESKTOP] as { width: number; height: number }[]) {
      const { page, context } = await openPage(browser, { baseURL: base, viewport, bypassCSP: true });
      await page.goto('/admin/login');
      expect(await axe(page), `login ${viewport.width}`).toEqual([]);
      await page.fill('#password', PASSWORD);
      await Promise.all([page.waitForURL(`${base}/admin/`), page.click('button[type=submit]')]);
      expect(await axe(page), `home ${viewport.width}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/home-${viewport.width}.png`, fullPage: true });
      for (const [path, name] of [
        ['/admin/requests', 'inbox'],
        ['/admin/no-such-page', 'not-found'],
        ['/admin/content/', 'editor'],
      ] as const) {
        await page.goto(path);
        if (name === 'editor') await page.waitForSelector('.ed-title');
        expect(await axe(page), `${name} ${viewport.width}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} ${viewport.width}`).toBeLessThanOrEqual(0);
        const small = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'main a, main button, main select, main input:not([type=hidden]), header a, header button, summary',
            ),
          ]
            .filter((e) => e.getBoundingClientRect().height < 44)
            .map((e) => e.outerHTML.slice(0, 80)),
        );
        expect(small, `${name} ${viewport.width}`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
      }
      await context.close();
    }
  });

  it('links the inbox, the editor and log out from every back-office page; the editor logs out', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await loginWithBrowser(viewport);
      for (const path of ['/admin/', '/admin/requests', '/admin/no-such-page', '/admin/content/']) {
        await page.goto(path);
        const header = page.locator('header').first();
        expect(await header.locator('a[href="/admin/requests"]').count(), path).toBe(1);
        expect(await header.locator('a[href^="/admin/content"]').count(), path).toBe(1);
        expect(await inView(header.locator('button:text("Log out")')), path).toBe(true);
      }
      // From the editor, back to the requests, and out.
      await page.waitForSelector('.ed-title');
      await Promise.all([page.waitForURL(`${base}/admin/requests`), page.click('header >> text=Requests')]);
      await page.goto('/admin/content/');
      // Once the editor has read what it shows: a request of its still under way when the session ends is answered
      // 401, and the editor then goes to the login page itself, which would cut the log out's own navigation short.
      await page.waitForSelector('#ed-search');
      await page.waitForLoadState('networkidle');
      await Promise.all([page.waitForURL(`${base}/admin/login`), page.click('header >> button:text("Log out")')]);
      await page.goto('/admin/content/');
      expect(page.url()).toMatch(/\/admin\/login\?next=/);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
  });

  it('loads nothing of the back office on the public pages', async () => {
    const { page, context } = await openPage(browser, { baseURL: base });
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(urls.filter((u) => u.includes('/admin'))).toEqual([]);
    // No link, script, stylesheet or picture of the back office; its address appears only where the speculation
    // rules say never to prefetch it.
    expect(await page.locator('[href*="/admin"], [src*="/admin"], [action*="/admin"]').count()).toBe(0);
    const rules = await page.locator('script[type=speculationrules]').allTextContents();
    expect((await page.content()).split('/admin').length - 1).toBe(
      rules.reduce((n, r) => n + r.split('/admin').length - 1, 0),
    );
    await context.close();
  });
});

describe('npm start without SMTP_URL', () => {
  it('says in the inbox why requests are not e-mailed and what to do, axe clean at 390 and 1440 px', async () => {
    const { SMTP_URL: _, ...rest } = env;
    const noMail = new ShopServer(await freePort(), { ...rest, DATABASE_URL: `file:${join(dir, 'no-mail.db')}` });
    await noMail.start();
    try {
      const res = await fetch(`${noMail.baseUrl}/api/requests/hero-quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: noMail.baseUrl },
        body: JSON.stringify({ ...bodies['hero-quote'], name: 'Waiting For Mail', service: 'engine-repair' }),
      });
      const { id } = (await res.json()) as { id: string };
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context } = await openPage(browser, { baseURL: noMail.baseUrl, viewport, bypassCSP: true });
        await page.goto('/admin/requests');
        await page.fill('#password', PASSWORD);
        await Promise.all([page.waitForURL(/\/admin\/requests$/), page.click('button[type=submit]')]);
        const note = page.locator('details.note');
        expect(await note.locator('summary').textContent()).toContain('E-mail is not set up on this server');
        await note.locator('summary').click();
        expect(await note.locator('p').textContent()).toContain('SMTP_URL');
        expect(await inView(note)).toBe(true);
        const card = page.locator(`#r-${id}`);
        expect(await card.locator('.meta').first().textContent()).toContain(
          'not e-mailed: e-mail is not set up (see above)',
        );
        expect(await card.locator('dl.fields').textContent()).toContain('Engine Repair');
        expect(await axe(page), `${viewport.width}`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/mail-not-set-up-${viewport.width}.png` });
        await context.close();
      }
    } finally {
      await noMail.stop();
    }
  }, 90_000);
});

describe('npm start without ADMIN_PASSWORD_HASH', () => {
  it('answers 404 to /admin/ and every path under it, whatever the method', async () => {
    const { ADMIN_PASSWORD_HASH: _, ...rest } = env;
    const off = new ShopServer(await freePort(), { ...rest, ADMIN_PASSWORD_HASH: '' });
    await off.start();
    try {
      // The server's lines reach this process through a pipe, possibly after its first answer: wait for them.
      await expect.poll(() => off.output).toContain('The back office is off');
      for (const path of [
        '/admin',
        '/admin/',
        '/admin/login',
        '/admin/requests',
        '/admin/requests.csv',
        '/admin/inbox.js',
        '/admin/api/x',
        '/admin/content/',
      ])
        for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
          const res = await fetch(off.baseUrl + path, {
            method,
            redirect: 'manual',
            headers: { origin: off.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
            body: method === 'POST' || method === 'DELETE' ? `password=${encodeURIComponent(PASSWORD)}` : undefined,
          });
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(res.headers.get('set-cookie')).toBeNull();
        }
    } finally {
      await off.stop();
    }
  }, 90_000);
});
