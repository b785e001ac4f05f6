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

  it('hides a logo that fails to load and shows the fallback icon, whether it fails before or after the script runs', async () => {
    const { context, page } = await openPage(browser);
    // An owner may point a make at an external logo: the page then carries what src/ui/make-logo.tsx renders for
    // one, an image with the car icon kept beside it. Here two cards get one each that cannot load: Dodge's at once,
    // Jeep's only after a while (its error comes after the page's script ran).
    await page.route('**/logos.invalid/**', async (route) => {
      if (route.request().url().includes('jeep')) await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ status: 404, body: '' });
    });
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      for (const make of ['dodge', 'jeep'])
        html = html.replace(
          new RegExp(`(<a href="/cars/${make}"[^>]*>(?:(?!</a>)[\\s\\S])*?)<svg\\b[\\s\\S]*?</svg>`),
          `$1<img src="https://logos.invalid/${make}.png" alt="" class="object-contain size-10" decoding="async" data-logo-fallback="true"><template><svg width="24" height="24" class="lucide size-10" aria-hidden="true" focusable="false"><use href="#icon-car"></use></svg></template>`,
        );
      await route.fulfill({ response, body: html });
    });
    await visit(page, '/');
    for (const make of ['dodge', 'jeep']) {
      const card = page.locator(`#makes a[href="/cars/${make}"]`);
      await expect.poll(() => card.locator('img').count(), { timeout: 5000 }).toBe(0);
      expect(await card.locator('svg use').getAttribute('href')).toBe('#icon-car');
      expect(await page.locator('#icon-symbols > symbol#icon-car').count()).toBe(1);
      expect(await card.locator('template').count()).toBe(0);
      expect(await card.innerText()).toMatch(new RegExp(make, 'i'));
    }
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
    await context.close();
  });
});

describe('the map', () => {
  it.each(['/contact', '/'])(
    '%s shows a light facade, loads the map service only on "Show map", and focuses the map',
    async (path) => {
      for (const javaScriptEnabled of [true, false]) {
        const { context, page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled });
        const google: string[] = [];
        context.on('request', (r) => {
          if (new URL(r.url()).hostname.endsWith('google.com')) google.push(r.url());
        });
        await visit(page, path);
        const facade = page.locator('main [data-map-facade]');
        await facade.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        expect(await page.locator('iframe').count()).toBe(0);
        expect(google).toEqual([]);
        expect(await facade.innerText()).toContain('Lebanon, OH 45036');
        expect((await facade.boundingBox())!.height).toBe(300);
        const show = facade.getByRole('link', { name: 'Show map' });
        if (!javaScriptEnabled) {
          // Without script the map opens in a new tab, as the map service's own page.
          expect(await show.getAttribute('target')).toBe('_blank');
          expect(await show.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=[^&]*Lebanon/);
          expect(await show.getAttribute('href')).not.toContain('output=embed');
          await context.close();
          continue;
        }
        await show.click();
        const frame = page.locator('main iframe');
        await expect.poll(() => frame.count()).toBe(1);
        expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?.*output=embed/);
        expect(await frame.getAttribute('title')).toMatch(/.+/);
        expect(await frame.getAttribute('height')).toBe('300');
        expect((await frame.boundingBox())!.height).toBe(300);
        expect(await frame.evaluate((f) => f === document.activeElement)).toBe(true);
        await expect.poll(() => google.length).toBeGreaterThan(0);
        await context.close();
      }
    },
  );
});
