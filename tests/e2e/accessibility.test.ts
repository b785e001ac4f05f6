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
    '%s does not scroll sideways',
    async (path) => {
      const { context, page } = await openPage(browser, { viewport: { width: 320, height: 640 }, isMobile: true });
      await visit(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await context.close();
    },
  );
});
