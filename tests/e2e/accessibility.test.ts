import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, axe, PHONE, DESKTOP, visit } from '../support/browser.ts';
import { onePagePerKind } from '../support/built-site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** One page of every kind (from the route manifest), and pages whose content differs in ways axe should see. */
const pages = [
  ...new Set([
    ...onePagePerKind(),
    '/services/oil-change',
    '/services/fuel-filter',
    '/cars/honda',
    '/cars/dodge',
    '/advice/why-car-batteries-die-in-cold-and-heat',
    '/cities/mason',
    '/cities/clearcreek-township',
  ]),
];

/**
 * The open-now line's wordings, each at a set clock in Lebanon (the shop's zone): the longest, "Closed · opens
 * Wednesday 8 AM" on a Tuesday evening, once widened /contact's column past a 320 px screen.
 */
const clocks = [
  ['open (Monday 9 AM)', '2026-12-14T14:00:00Z'],
  ['closed, opens today (Tuesday 6 AM)', '2026-12-15T11:00:00Z'],
  ['closed, opens Wednesday (Tuesday 8:20 PM)', '2026-12-16T01:20:00Z'],
  ['closed over the weekend (Sunday noon)', '2026-12-13T17:00:00Z'],
] as const;

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('WCAG 2.2 AA at %s width', (_name, viewport) => {
  it.each(pages)('%s has no axe violation and no sideways scroll', async (path) => {
    const { context, page } = await openPage(browser, {
      viewport,
      bypassCSP: true,
      reducedMotion: 'reduce',
      isMobile: viewport === PHONE,
    });
    // At a set clock, the longest wording of the open-now line: the result does not depend on when the tests run.
    await page.clock.setFixedTime(new Date(clocks[2][1]));
    await visit(page, path);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('keyboard', () => {
  it('a skip link leads to the main content', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await visit(page, '/services');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(page.url()).toMatch(/#main$/);
    await context.close();
  });
});

describe('320 px, the narrowest phones', () => {
  it.each(['/', '/services/oil-change', '/cars/ford', '/contact', '/specials', '/cities/clearcreek-township'])(
    '%s does not scroll sideways, whatever the open-now line says',
    async (path) => {
      for (const [when, iso] of clocks) {
        const { context, page } = await openPage(browser, { viewport: { width: 320, height: 640 }, isMobile: true });
        await page.clock.setFixedTime(new Date(iso));
        await visit(page, path);
        await expect.poll(() => page.locator('[data-open-now]').first().innerText()).not.toBe('');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), when).toBeLessThanOrEqual(320);
        await context.close();
      }
    },
  );

  it.each([320, 340, 360, 390, 414])('/contact fits %i px with the longest open-now line', async (width) => {
    const { context, page } = await openPage(browser, { viewport: { width, height: 800 }, isMobile: true });
    await page.clock.setFixedTime(new Date(clocks[2][1]));
    await visit(page, '/contact');
    await expect.poll(() => page.locator('main [data-open-now]').innerText()).toBe('Closed · opens Wednesday 8 AM');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });
});
