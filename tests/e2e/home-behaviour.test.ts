import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, watchPaints, readPaints, PHONE, DESKTOP, visit } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('home hero media', () => {
  it('plays a muted, looping, inline video with a poster on wide screens, never as the largest paint', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await watchPaints(page);
    await visit(page, '/');
    const video = page.locator('video');
    await expect.poll(() => video.count()).toBe(1);
    // Read the largest paint once the video shows frames: it must still be the poster image.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    const { lcp } = await readPaints(page);
    const props = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      playsInline: v.playsInline,
      poster: v.poster,
      autoplay: v.autoplay,
    }));
    expect(props).toMatchObject({ muted: true, loop: true, playsInline: true, autoplay: true });
    expect(props.poster).toMatch(/hero/);
    expect(lcp).toBe('IMG');
    await context.close();
  });

  it('shows an image and never requests the video on small screens', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, isMobile: true });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await visit(page, '/');
    await page.waitForTimeout(500);
    expect(await page.locator('video').count()).toBe(0);
    expect(requests.some((u) => u.endsWith('.mp4'))).toBe(false);
    const img = page.locator('main img').first();
    expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});

describe('makes grid', () => {
  it('links the 12 makes to their pages and the list page', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/');
    const hrefs = await page
      .locator('#makes a[href^="/cars/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      [
        'bmw',
        'toyota',
        'honda',
        'ford',
        'chevrolet',
        'nissan',
        'dodge',
        'volkswagen',
        'mercedes-benz',
        'jeep',
        'acura',
        'hyundai',
      ].map((s) => `/cars/${s}`),
    );
    expect(await page.locator('#makes a[href="/all-makes-models"]').count()).toBe(1);
    await context.close();
  });

  it('hides a logo that fails to load and shows the fallback icon', async () => {
    const { context, page } = await openPage(browser);
    // An owner may point a make at an external logo; here the home page data names one that cannot load.
    await page.route('**/_data/index.json', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      const dodge = json.data.makes.find((m: { slug: string }) => m.slug === 'dodge');
      dodge.logo = { kind: 'image', src: 'https://logos.invalid/dodge.png' };
      await route.fulfill({ response, json });
    });
    await visit(page, '/about');
    await page
      .locator('header')
      .getByRole('link', { name: /Kessler/ })
      .click();
    await page.waitForURL(/\/$/);
    const card = page.locator('#makes a[href="/cars/dodge"]');
    await expect.poll(() => card.locator('svg').count()).toBeGreaterThan(0);
    expect(await card.locator('img').count()).toBe(0);
    expect(await card.innerText()).toContain('Dodge');
    await context.close();
  });
});

describe('mobile call bar', () => {
  it('appears once scrolled more than 100 px, on small screens only', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, isMobile: true });
    await visit(page, '/');
    const bar = page.getByTestId('mobile-call-bar');
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(300);
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toMatch(/^tel:\+1513555/);
    expect(await bar.getByRole('link', { name: 'Schedule' }).getAttribute('href')).toBe('/#service-request');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.isVisible()).toBe(false);
    await context.close();
    const desktop = await openPage(browser, { viewport: DESKTOP });
    await visit(desktop.page, '/');
    await desktop.page.evaluate(() => window.scrollTo(0, 500));
    await desktop.page.waitForTimeout(300);
    expect(await desktop.page.getByTestId('mobile-call-bar').isVisible()).toBe(false);
    await desktop.context.close();
  });
});

describe('buttons whose action the spec leaves open', () => {
  it('Schedule Service goes to the quote form, Email Resume writes mail, call buttons dial, directions open a new tab', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await visit(page, '/');
    await page.getByRole('link', { name: 'Schedule Service' }).first().click();
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(document.getElementById('service-request')!.getBoundingClientRect().top) < 120),
      )
      .toBe(true);
    await visit(page, '/become-a-mechanic');
    const mail = await page.getByRole('link', { name: 'Email Resume' }).first().getAttribute('href');
    expect(mail).toMatch(/^mailto:careers@/);
    await visit(page, '/contact');
    const directions = page.getByRole('link', { name: 'Get Directions' }).first();
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.getAttribute('rel')).toContain('noopener');
    expect(await directions.getAttribute('href')).toContain(encodeURIComponent('Lebanon, OH 45036'));
    expect(await page.locator('iframe').getAttribute('loading')).toBe('lazy');
    expect(await page.locator('iframe').getAttribute('height')).toBe('300');
    await context.close();
  });
});
