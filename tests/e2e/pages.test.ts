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
  it('moves between pages by loading their documents, each with its own head, and back', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: DESKTOP });
    await visit(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' }).click();
    await page.waitForURL('**/about');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // A document of its own: the page loaded as a navigation, its head written at build time.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await page.title()).toMatch(/About/);
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
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('prerenders a page of the site the visitor points at, never the request endpoint or another site', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    const ahead: string[] = [];
    context.on('request', (r) => {
      if (/prerender|prefetch/.test(r.headers()['sec-purpose'] ?? '')) ahead.push(new URL(r.url()).pathname);
    });
    await visit(page, '/');
    const rules = JSON.parse((await page.locator('script[type=speculationrules]').textContent())!) as {
      prerender: { where: unknown; eagerness: string }[];
    };
    expect(rules.prerender[0]!.eagerness).toBe('moderate');
    expect(JSON.stringify(rules.prerender[0]!.where)).toContain('/api/*');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' }).hover();
    await expect.poll(() => ahead, { timeout: 5000 }).toContain('/about');
    expect(ahead.filter((p) => p.startsWith('/api/') || p.startsWith('/_data/'))).toEqual([]);
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

  it('shows the not-found page when a link leads to an address without a page', async () => {
    const { context, page, errors } = await openPage(browser);
    await visit(page, '/');
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { href: '/cars/delorean', textContent: 'DeLorean' });
      document.querySelector('main h1')!.after(a);
    });
    await page.getByRole('link', { name: 'DeLorean' }).click();
    await page.waitForURL('**/cars/delorean');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Oops! Page not found');
    expect(await page.title()).toMatch(/not found/i);
    // The document came with the 404 status (it may have been prerendered when the pointer reached the link).
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStatus,
      ),
    ).toBe(404);
    await expect.poll(() => errors.some((e) => e.includes('/cars/delorean'))).toBe(true);
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

describe('islands', () => {
  it.each([
    ['/services/oil-change', 0],
    ['/no-such-page', 0],
    ['/services', 1],
    ['/', 2],
  ])('%s hydrates its %i islands with the props the page carries, fetching no data', async (address, count) => {
    const { context, page, errors } = await openPage(browser, { viewport: PHONE });
    const fetched: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.json')) fetched.push(url.pathname);
    });
    await visit(page, address);
    expect(await page.locator('[data-island]').count()).toBe(count);
    expect(fetched).toEqual([]);
    // Only the shop's facts (for the open-now line and the islands' links), never the page's data.
    const facts = JSON.parse((await page.locator('#shop-facts').textContent())!) as Record<string, unknown>;
    expect(Object.keys(facts)).toEqual(expect.arrayContaining(['phone', 'openingHours', 'timeZone']));
    expect(await page.locator('script[type="application/json"]').count()).toBe(1);
    expect(unexpected(errors).filter((e) => !e.includes('non-existent route'))).toEqual([]);
    await context.close();
  });

  it('leaves a working page, as served, when an island cannot load its code', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: DESKTOP });
    // React's code does not come: the islands cannot hydrate (the page's own small script still runs).
    await page.route('**/assets/chunks/**', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED'))
        return route.fulfill({ status: 503, body: 'busy' });
      return route.fulfill({ response });
    });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    // The error is printed once the browser has given up on the chunk, which a busy machine may report after the
    // network has gone quiet.
    await expect.poll(() => errors.some((e) => e.includes('The page stays without its scripts'))).toBe(true);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // The rest of the page still works: the menus, and the form posts natively.
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SERVICES' });
    await services.click();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('main form').getAttribute('action')).toBe('/api/requests/contact-quote');
    expect(await page.locator('main form').getAttribute('method')).toBe('post');
    await page.unroute('**/assets/chunks/**');
    // Links are plain links: the next page loads in full and starts.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Services' }).click();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/services');
    await context.close();
  });
});
