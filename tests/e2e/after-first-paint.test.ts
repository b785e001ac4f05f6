import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launch, openPage, visit, PHONE } from '../support/browser.ts';
import { pixelDifference } from '../../scripts/pixel-difference.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * The home page's bands below its first screen are laid out after the first paint (src/ui/after-first-paint.tsx,
 * src/styles/app.css): the first rendering holds the first screen only, then the bands get their ordinary layout
 * one after another, and the page is what it was.
 */
describe("the home page's bands below its first screen", () => {
  it('are left out of the home page’s first rendering, which draws its first screen', async () => {
    // The deferral held at its start: the page as its first rendering had it.
    const context = await withStyle(PHONE, HELD);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    // Well past the deferral's own end (0.33 s): held at its start, it is still as the first rendering had it.
    await page.waitForTimeout(600);
    const bands = await page.evaluate(() =>
      [...document.querySelectorAll('main > section')].map((band) => ({
        deferred: band.classList.contains('after-first-paint'),
        contentVisibility: getComputedStyle(band).contentVisibility,
        drawn: band.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        farBelow: band.getBoundingClientRect().top > 2 * innerHeight,
      })),
    );
    expect(bands[0]).toEqual({ deferred: false, contentVisibility: 'visible', drawn: true, farBelow: false });
    const below = bands.filter((b) => b.farBelow);
    expect(below.length).toBeGreaterThanOrEqual(5);
    for (const band of below)
      expect(band).toEqual({ deferred: true, contentVisibility: 'auto', drawn: false, farBelow: true });
    await context.close();
  });

  it('still open at a band far down when the address names it, under the header', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, isMobile: true, reducedMotion: 'reduce' });
    // The hero's "Schedule service" link, followed from another page or shared.
    await visit(page, '/#service-request');
    const top = await page.locator('#service-request').evaluate((band) => band.getBoundingClientRect().top);
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
    expect(padding).toBeGreaterThan(0);
    expect(Math.abs(top - padding)).toBeLessThanOrEqual(1);
    await context.close();
  });

  /**
   * Pages with a rule of their own in their HTML, there from their first rendering on (the site's policy set aside
   * for it, as the rule is not the site's).
   */
  async function withStyle(viewport: { width: number; height: number }, css: string): Promise<BrowserContext> {
    const { context } = await openPage(browser, { viewport, reducedMotion: 'reduce', bypassCSP: true });
    await context.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('</head>');
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, headers, body: html.replace('</head>', `<style>${css}</style></head>`) });
    });
    return context;
  }
  /** The deferral held at its start, the rest of the page as it is. */
  const HELD = '.after-first-paint{animation-play-state:paused!important}';
  /** The page without the deferral: its bands laid out in the first rendering, as before it. */
  const withoutDeferral = (viewport: { width: number; height: number }) =>
    withStyle(viewport, '.after-first-paint{animation:none!important}');

  const cases = [320, 390, 1440].map((width) => ['/', width] as const);
  it.each(cases)(
    'draw %s at %i px as before: its first screen, then the whole page with nothing contained',
    async (path, width) => {
      const viewport = { width, height: 900 };
      // The page once its bands are laid out.
      const { context, page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
      await visit(page, path);
      const contained = await page.evaluate(
        () =>
          [...document.querySelectorAll('.after-first-paint')]
            .map((band) => getComputedStyle(band))
            .filter((s) => s.contentVisibility !== 'visible' || s.contain !== 'none').length,
      );
      expect(contained).toBe(0);
      // The whole page is captured at its full height with the fixed header masked: at that size Chromium draws one
      // corner pixel of the header's logo tile either blended or solid from one load to the next, deferral or not
      // (18 levels apart, two loads of the same page differ about one time in two). The header is compared on the
      // first screen, captured at the window's own size, where it comes out the same on every load.
      const settledFirstScreen = await page.screenshot({ caret: 'hide' });
      const settled = await page.screenshot({ fullPage: true, caret: 'hide', mask: [page.locator('.site-header')] });
      await context.close();

      // Its first screen while the bands below it wait.
      const held = await withStyle(viewport, HELD);
      const first = await held.newPage();
      await first.goto(path, { waitUntil: 'load' });
      await first.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await first.waitForLoadState('networkidle');
      const firstScreen = await first.screenshot({ caret: 'hide' });
      await held.close();

      const before = await withoutDeferral(viewport);
      const other = await before.newPage();
      await other.goto(path, { waitUntil: 'load' });
      await other.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await other.waitForLoadState('networkidle');
      const animations = await other.evaluate(() =>
        [...document.querySelectorAll('.after-first-paint')].map((band) => getComputedStyle(band).animationName),
      );
      expect(animations.length).toBeGreaterThanOrEqual(8);
      expect(new Set(animations)).toEqual(new Set(['none']));
      const expectedFirstScreen = await other.screenshot({ caret: 'hide' });
      const expected = await other.screenshot({ fullPage: true, caret: 'hide', mask: [other.locator('.site-header')] });
      await before.close();
      await expectSameLook(firstScreen, expectedFirstScreen, `${path} at ${width} px: the first screen`);
      await expectSameLook(
        settledFirstScreen,
        expectedFirstScreen,
        `${path} at ${width} px: the first screen, settled`,
      );
      await expectSameLook(settled, expected, `${path} at ${width} px: the whole page`);
    },
  );
});

/**
 * The same picture for a visitor: no pixel differs by more than the browser's rasterization noise, and the faint
 * differences are a handful of edge pixels (scripts/pixel-difference.ts), not a tint over an area.
 */
async function expectSameLook(actual: Buffer, expected: Buffer, what: string): Promise<void> {
  const difference = await pixelDifference(actual, expected);
  expect(difference.changed, `${what}: pixels changed at ${difference.where}`).toBe(0);
  expect(difference.faint, `${what}: faintly different pixels`).toBeLessThanOrEqual(50);
}
