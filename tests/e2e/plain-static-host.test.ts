import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Server } from 'node:http';
import { launch, openPage, visit } from '../support/browser.ts';
import { DIST } from '../support/built-site.ts';
import { startPlainStaticHost } from '../support/plain-static-host.ts';

// The built site on a host that only serves files and 404.html: every page still works, and a make typed in
// another letter case (/cars/HONDA) shows its page at the lower-case address.
let browser: Browser;
let host: { url: string; server: Server };

beforeAll(async () => {
  browser = await launch();
  host = await startPlainStaticHost(DIST);
});
afterAll(async () => {
  await browser?.close();
  host?.server.closeAllConnections();
  await new Promise((resolve) => host?.server.close(resolve));
});

describe('on a plain static host', () => {
  it('answers /cars/HONDA with the not-found page and status 404 (no server logic)', async () => {
    const r = await fetch(`${host.url}/cars/HONDA`);
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('Oops! Page not found');
  });

  it('shows the Honda page at /cars/honda for /cars/HONDA', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${host.url}/cars/HONDA`);
    await page.waitForURL(`${host.url}/cars/honda`);
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/^Honda/);
    expect(await page.locator('main').innerText()).not.toContain('Oops! Page not found');
    expect(await page.title()).toMatch(/Honda/);
    await context.close();
  });

  it('still shows the not-found page for an unknown make in any case', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, `${host.url}/cars/DELOREAN`);
    expect(await page.locator('h1').innerText()).toBe('Oops! Page not found');
    await context.close();
  });
});
