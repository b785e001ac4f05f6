import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, openPage, unexpected, watchPaints, readPaints, PHONE, DESKTOP, visit } from '../support/browser.ts';
import { DIST, manifest, readHtml } from '../support/built-site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type OfferCard = { slug: string; title: string; code?: string; validity: string; finePrint: string; ends: string };
const specialsData = JSON.parse(readFileSync(join(process.cwd(), '.generated/pages/specials.json'), 'utf8')) as {
  data: { offers: OfferCard[] };
};
const offers = specialsData.data.offers;
const site = { name: 'Kessler Family Auto & Truck Repair', street: '1275 Bellbrook Way', phone: '(513) 555-0142' };
const towns = manifest.routes.filter((r) => r.kind === 'town').map((r) => r.path);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('/specials', () => {
  it('shows each current offer as a card: validity in words, fine print, call and request links', async () => {
    expect(offers.length).toBeGreaterThan(0);
    const { context, page, errors } = await openPage(browser);
    const response = await visit(page, '/specials');
    expect(response?.status()).toBe(200);
    const cards = page.locator('[data-coupons] article');
    expect(await cards.count()).toBe(offers.length);
    for (const o of offers) {
      const card = page.locator(`article#${o.slug}`);
      const text = await card.innerText();
      expect(text).toContain(o.title);
      expect(text).toMatch(
        /Valid through (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
      );
      expect(text).toContain(o.validity);
      expect(text).toContain(o.finePrint);
      if (o.code) expect(text).toContain(o.code);
      expect(await card.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+15135550142');
      expect(await card.getByRole('link', { name: /Request this special/ }).getAttribute('href')).toBe(
        `/contact?special=${o.slug}#quote`,
      );
    }
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('opens the quote form with the offer in the address when "Request this special" is chosen', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/specials');
    await page
      .locator(`article#${offers[0]!.slug}`)
      .getByRole('link', { name: /Request this special/ })
      .click();
    await page.waitForURL(/\/contact\?special=/);
    expect(new URL(page.url()).searchParams.get('special')).toBe(offers[0]!.slug);
    expect(new URL(page.url()).hash).toBe('#quote');
    await expect.poll(() => page.locator('#quote').isVisible(), { timeout: 20_000 }).toBe(true);
    // The visitor sees which offer the request is for.
    await expect.poll(() => page.locator('#quote form').textContent(), { timeout: 20_000 }).toContain(offers[0]!.title);
    await context.close();
  });

  it('is in the header, the footer and the sitemap, with Offer structured data', () => {
    const html = readHtml('/specials');
    expect(readHtml('/')).toMatch(/<header[\s\S]*href="\/specials"[\s\S]*<\/header>/);
    expect(readHtml('/about')).toMatch(/<footer[\s\S]*href="\/specials"[\s\S]*<\/footer>/);
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://www.kesslerautotruck.com/specials</loc>');
    const ld = jsonLd(html).filter((o) => o['@type'] === 'Offer');
    expect(ld.map((o) => o.name).sort()).toEqual(offers.map((o) => o.title).sort());
    for (const o of ld) {
      expect(o.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(o.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('shows the current offers on the home page and on the service pages they apply to, not on others', () => {
    for (const o of offers) expect(readHtml('/')).toContain(o.title.replace(/&/g, '&amp;'));
    const oil = offers.find((o) => o.slug === 'synthetic-oil-change');
    if (oil) {
      expect(readHtml('/services/oil-change')).toContain(oil.title);
      expect(readHtml('/services/gas-cap')).not.toContain(oil.title);
    }
  });

  it('prints one clean coupon per page with shop name, address, phone, offer, code and validity', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await visit(page, '/specials');
    const dir = mkdtempSync(join(tmpdir(), 'coupons-'));
    try {
      const pdf = join(dir, 'specials.pdf');
      writeFileSync(pdf, await page.pdf({ format: 'Letter', printBackground: true }));
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))![1]);
      expect(pages).toBe(offers.length);
      offers.forEach((o, i) => {
        const text = execFileSync('pdftotext', ['-raw', '-f', `${i + 1}`, '-l', `${i + 1}`, pdf, '-'], {
          encoding: 'utf8',
        }).replace(/\s+/g, ' ');
        for (const field of [site.name, site.street, 'Lebanon, OH 45036', site.phone, o.title, o.validity])
          expect(text, `page ${i + 1}`).toContain(field);
        if (o.code) expect(text).toContain(o.code);
        // Only the coupon: no menu, no footer, no buttons.
        expect(text).not.toMatch(/MAKES & MODELS|All rights reserved|Request this special|Call to Book/);
      });
      // A picture of each printed page, to look at (kept when COUPON_PNG_DIR is set).
      execFileSync('pdftoppm', ['-png', '-r', '50', pdf, join(process.env.COUPON_PNG_DIR ?? dir, 'coupon')]);
      expect(readdirSync(process.env.COUPON_PNG_DIR ?? dir).filter((f) => f.startsWith('coupon'))).toHaveLength(
        offers.length,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await context.close();
    }
  });
});

describe('town pages', () => {
  it('has a page for each of the 10 service areas, linked from /cities, the home town list and the sitemap', () => {
    expect(towns).toHaveLength(10);
    const cities = readHtml('/cities');
    const home = readHtml('/');
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    for (const path of towns) {
      expect(cities).toContain(`href="${path}"`);
      expect(sitemap).toContain(`<loc>https://www.kesslerautotruck.com${path}</loc>`);
    }
    // The home list names 16 towns; those with a page link to it.
    const linked = [...home.matchAll(/href="(\/cities\/[a-z-]+)"/g)].map((m) => m[1]);
    expect(new Set(linked).size).toBeGreaterThanOrEqual(8);
    for (const l of linked) expect(towns).toContain(l);
  });

  it.each(towns)(
    '%s shows its drive time, zip codes, services, mobile offer, buttons, breadcrumbs and areaServed',
    async (path) => {
      const html = readHtml(path);
      const service = jsonLd(html).find((o) => o['@type'] === 'Service') as {
        areaServed: { '@type': string; name: string };
      };
      expect(service.areaServed['@type']).toBe('City');
      const crumbs = jsonLd(html).find((o) => o['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string }[];
      };
      expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
        'Home',
        'Service Areas',
        service.areaServed.name.replace(/, OH$/, ''),
      ]);
      const { context, page, errors } = await openPage(browser);
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      const main = await page.locator('main').innerText();
      expect(await page.locator('h1').innerText()).toContain(service.areaServed.name);
      expect(main).toMatch(/Drive to our shop:\s*\d+ min/);
      expect(main).toMatch(/Zip codes:\s*\d{5}/);
      expect(main).toContain('Or We Come to You');
      expect(await page.locator('main a[href^="/services/"]').count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator('main a[href="tel:+15135550142"]').count()).toBeGreaterThan(0);
      expect(await page.locator('main a[href^="https://www.google.com/maps/dir/"]').count()).toBeGreaterThan(0);
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(/Home\s*Service Areas/);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    },
  );

  it('answers an unknown town with the not-found page and a 404', async () => {
    const { context, page } = await openPage(browser);
    const response = await visit(page, '/cities/atlantis');
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe('open now', () => {
  it('pre-renders the weekly hours and an empty status line of full height', () => {
    const html = readHtml('/contact');
    expect(html).toContain('Monday - Friday');
    expect(html).toMatch(/<p data-open-now="true" class="[^"]*h-6[^"]*"><\/p>/);
  });

  it.each([
    ['Saturday 10 AM', '2026-12-12T15:00:00Z', 'Open now · closes 2 PM'],
    ['Saturday 3 PM', '2026-12-12T20:00:00Z', 'Closed · opens Monday 8 AM'],
    ['Sunday noon', '2026-12-13T17:00:00Z', 'Closed · opens Monday 8 AM'],
    ['Monday 9 AM', '2026-12-14T14:00:00Z', 'Open now · closes 6 PM'],
  ])('%s in Lebanon: "%s" in the contact block and footer, with no layout shift', async (_when, iso, expected) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, { viewport });
      await page.clock.setFixedTime(new Date(iso));
      await watchPaints(page);
      await visit(page, '/contact');
      await expect.poll(() => page.locator('main [data-open-now]').innerText()).toBe(expected);
      expect(await page.locator('footer [data-open-now]').innerText()).toBe(expected);
      expect((await readPaints(page)).cls).toBeLessThan(0.01);
      await context.close();
    }
  });

  it.each([
    ['within the years the page carries, without Intl', '2026-12-14T14:00:00Z', 'Open now · closes 6 PM', 'none'],
    // Sunday 6 July 2031: the table ends with 2028, the browser's Intl takes over (summer time, UTC-4).
    ['years after the build, through Intl', '2031-07-06T16:00:00Z', 'Closed · opens Monday 8 AM', 'some'],
  ])('reads the shop clock %s', async (_when, iso, expected, created) => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.clock.setFixedTime(new Date(iso));
    // Counts the Intl formatters the page creates: the first costs 20-30 ms (its zone data loads).
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      const w = window as unknown as { intlFormatters: number };
      w.intlFormatters = 0;
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Original>) {
          w.intlFormatters++;
          return new target(...args);
        },
        apply(target, _this, args: Parameters<typeof Original>) {
          w.intlFormatters++;
          return target(...args);
        },
      });
    });
    for (const path of ['/contact', '/']) {
      await visit(page, path);
      await expect.poll(() => page.locator('[data-open-now]').first().innerText()).toBe(expected);
      const count = await page.evaluate(() => (window as unknown as { intlFormatters: number }).intlFormatters);
      if (created === 'none') expect(count, path).toBe(0);
      else expect(count, path).toBeGreaterThan(0);
    }
    await context.close();
  });

  it('keeps the same place without JavaScript: the line is there, empty, at the same height', async () => {
    const heights: number[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const { context, page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled });
      await visit(page, '/contact');
      heights.push((await page.locator('main [data-open-now]').boundingBox())!.height);
      expect(await page.locator('main dl').first().innerText()).toContain('Saturday');
      await context.close();
    }
    expect(heights[0]).toBe(heights[1]);
  });
});
