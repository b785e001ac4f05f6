import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, unexpected, PHONE, DESKTOP, baseUrl, visit } from '../support/browser.ts';
import { onePagePerKind, UNKNOWN_PATH } from '../support/built-site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Headings the spec names for pages, by address (pages of every kind are added from the route manifest). */
const expected: [string, (string | RegExp)[]][] = [
  [
    '/',
    [
      'Get a Free Quote',
      /Routine Maintenance/,
      'Professional Diagnostics',
      'Complete Repairs',
      'ASE Certified Technicians',
      'Transparent Pricing',
      'Quality Parts & Warranties',
      'Same-Day Service',
      'Frequently Asked Questions',
    ],
  ],
  ['/about', ['Family-Owned', /ASE/]],
  ['/contact', [/Request a Quote|Get a Quote|Quote/]],
  ['/services', ['Brakes', 'Engine']],
  ['/services/oil-change', ['What Is an Oil Change?', 'How We Do Your Oil Change']],
  ['/services/gas-cap', [/Gas Cap/]],
  ['/all-makes-models', ['Honda', 'Toyota', 'Detailed Info']],
  ['/cars/honda', ['Popular Models', 'Common Services', 'Maintenance Schedule', '$45-$75', '7,500']],
  ['/how-it-works', ['We Come to You', 'Warranty Guaranteed']],
  ['/advice', ['Quick Maintenance Tips', 'Latest Articles']],
  ['/advice/check-engine-light-what-it-means', ['Check Engine Light']],
  ['/cities', ['Primary Service Areas', 'Extended Service Areas', 'Not Sure If We Serve Your Area?']],
  ['/fleet', ['Delivery Vans', 'Service Trucks', 'Commercial Cars', 'Small Box Trucks']],
  ['/become-a-mechanic', ['Now Hiring', 'Email Resume']],
];

/** Every page above, and one page of every kind of the route manifest that the list does not name. */
const pages: [string, (string | RegExp)[]][] = [
  ...expected,
  ...onePagePerKind()
    .filter((path) => !expected.some(([p]) => p === path))
    .map((path): [string, (string | RegExp)[]] => [path, []]),
];

describe('every page kind', () => {
  it.each(pages)('%s renders its sections with no console error', async (path, texts) => {
    const { context, page, errors } = await openPage(browser);
    const response = await visit(page, path);
    expect(response?.status()).toBe(path === UNKNOWN_PATH ? 404 : 200);
    const body = await page.locator('main').innerText();
    for (const t of texts)
      expect(body).toMatch(typeof t === 'string' ? new RegExp(t.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&'), 'i') : t);
    expect(await page.locator('h1').count()).toBe(1);
    // The not-found page logs the address it was asked for (tested below); nothing else may be logged.
    expect(unexpected(errors).filter((e) => path !== UNKNOWN_PATH || !e.includes(UNKNOWN_PATH))).toEqual([]);
    await context.close();
  });
});

describe('navigation', () => {
  it('moves between pages on the client, without a full reload, and keeps the head right', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: DESKTOP });
    await visit(page, '/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' }).click();
    await page.waitForURL('**/about');
    await page.waitForFunction(() => document.title.includes('About'));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/about$/);
    expect(await page.locator('meta[name=description]').getAttribute('content')).not.toBe('');
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(/\/about$/);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'ABOUT' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await page.goBack();
    await page.waitForURL(baseUrl() + '/');
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/Honest Auto/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('lands at the top of the new page', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await visit(page, '/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('footer').getByRole('link', { name: 'Fleet Services' }).click();
    await page.waitForURL('**/fleet');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('shows the not-found page with HTTP 404 for an unknown address and logs the path', async () => {
    const { context, page, errors } = await openPage(browser);
    const response = await visit(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('main').innerText()).toMatch(/404[\s\S]*Oops! Page not found/);
    expect(errors.some((e) => e.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(baseUrl() + '/');
    await context.close();
  });

  it('shows the not-found page when the app moves to an address without a page', async () => {
    const { context, page, errors } = await openPage(browser);
    await visit(page, '/');
    await page.evaluate(() => {
      history.pushState({ idx: 1, key: 'probe', usr: null }, '', '/cars/delorean');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await expect.poll(() => page.locator('h1').innerText()).toBe('Oops! Page not found');
    expect(await page.title()).toMatch(/not found/i);
    expect(errors.some((e) => e.includes('/cars/delorean'))).toBe(true);
    await context.close();
  });

  it('finds a make whatever the case of its address, with a lower-case canonical', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/cars/HONDA');
    expect(page.url()).toBe(baseUrl() + '/cars/honda');
    expect(await page.locator('h1').innerText()).toMatch(/Honda/);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/cars\/honda$/);
    await context.close();
  });

  it('redirects a service alias to its page', async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto('/services/inspection');
    expect(response?.url()).toBe(baseUrl() + '/services/multi-point-inspection');
    expect(await page.locator('h1').innerText()).toMatch(/Inspection/i);
    await context.close();
  });
});

describe('without JavaScript and with reduced motion', () => {
  it.each(['/', '/services', '/advice', '/cars/toyota'])(
    '%s shows all its content with JavaScript off',
    async (path) => {
      const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: PHONE });
      await page.goto(path);
      const hidden = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter((el) => {
            const s = getComputedStyle(el);
            return (s.opacity === '0' || s.visibility === 'hidden') && (el as HTMLElement).innerText?.trim();
          }).length,
      );
      expect(hidden).toBe(0);
      expect(await page.locator('main').innerText()).not.toBe('');
      await context.close();
    },
  );

  it('never hides sections when motion is reduced, even after scrolling', async () => {
    const { context, page } = await openPage(browser, { reducedMotion: 'reduce' });
    await visit(page, '/');
    const hidden = await page.evaluate(
      () => [...document.querySelectorAll('[data-reveal]')].filter((el) => getComputedStyle(el).opacity !== '1').length,
    );
    expect(hidden).toBe(0);
    await context.close();
  });

  it('reveals every section once it is scrolled into view', async () => {
    const { context, page } = await openPage(browser, { reducedMotion: 'no-preference' });
    await visit(page, '/');
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(1500);
    const hidden = await page.evaluate(
      () => [...document.querySelectorAll('[data-reveal]')].filter((el) => getComputedStyle(el).opacity !== '1').length,
    );
    expect(hidden).toBe(0);
    await context.close();
  });
});

describe('hydration', () => {
  it.each([
    ['/services/oil-change', '/services/oil-change', '/_data/services/oil-change.json'],
    ['/no-such-page', '', '/_data/404.json'],
  ])('%s fetches the layout data and its data once each, as the HTML preloads them', async (address, path, dataUrl) => {
    const { context, page, errors } = await openPage(browser, { viewport: PHONE });
    const data: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/_data/') || url.pathname.endsWith('.svg')) data.push(url.pathname);
    });
    await visit(page, address);
    const preloads = await page.$$eval('link[rel=preload][as=fetch]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    expect(preloads).toEqual(['/_data/_layout.json', dataUrl]);
    // Each once: a preload the page did not use would be fetched again (and reported as unused).
    expect(data.filter((u) => u.endsWith('.json')).sort()).toEqual([...preloads].sort());
    expect(data.filter((u) => u.startsWith('/assets/icons-'))).toHaveLength(1);
    // The props in the HTML name the page only; its data is not copied into it.
    const props = await page.locator('#page-props').textContent();
    expect(JSON.parse(props!)).toEqual({ path });
    expect(unexpected(errors).filter((e) => !e.includes('non-existent route'))).toEqual([]);
    await context.close();
  });

  it('leaves a working page, as served, when its data cannot be fetched', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: PHONE });
    await page.route('**/_data/services/oil-change.json', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto('/services/oil-change', { waitUntil: 'networkidle' });
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(await page.locator('h1').innerText()).toMatch(/Oil Change/);
    expect(errors.some((e) => e.includes('The page stays without its scripts') && e.includes('503'))).toBe(true);
    // Links are plain links: the next page loads in full and starts.
    await page.locator('main a[href="/services"]').first().click();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/services');
    await context.close();
  });
});

describe('the unexpected', () => {
  it('shows "Unexpected Application Error!" with the reason when a page cannot be loaded, and recovers', async () => {
    const { context, page, errors } = await openPage(browser);
    await visit(page, '/');
    await page.route('**/_data/about.json', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' }).click();
    await expect
      .poll(() =>
        page
          .locator('main [role=alert]')
          .innerText()
          .catch(() => ''),
      )
      .toMatch(/Unexpected Application Error![\s\S]*500/);
    expect(errors.some((e) => e.includes('Unexpected Application Error!'))).toBe(true);
    expect(await page.locator('header').isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CONTACT US' }).click();
    await expect.poll(() => page.locator('h1').innerText()).not.toMatch(/Unexpected/);
    await context.close();
  });
});
