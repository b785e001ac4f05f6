import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { request } from 'node:http';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { axe, browserPort, launch, openPage, visit, DESKTOP, PHONE } from '../support/browser.ts';
import { EditorProject } from '../support/editor-project.ts';
import { framedFromOtherOrigin, readsFromOtherOrigin } from '../support/other-origin.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const PORT = browserPort(6000);
const base = `http://127.0.0.1:${PORT}`;
const HYUNDAI = 'content/makes/hyundai.yaml';
let project: EditorProject;
let browser: Browser;

/** What the clone's request database holds: no page of another origin, nor any request, may read it. */
const CUSTOMERS = 'Jane Roe, 513-555-0101, my brakes squeal';

beforeAll(async () => {
  project = new EditorProject();
  mkdirSync(join(project.root, 'data'));
  writeFileSync(join(project.root, 'data/requests.db'), CUSTOMERS);
  await project.start(
    'scripts/edit.ts',
    {
      PORT: String(PORT),
      GENERATED_DIR: '.generated',
      VITE_CACHE_DIR: join(project.root, '.vite-cache'),
    },
    /Edit it:\s+http:\/\/127\.0\.0\.1:\d+\/admin\//,
  );
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await project?.dispose();
});

/** The page's HTML as the dev server renders it now. */
const html = async (path: string) => {
  const res = await fetch(base + path);
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`${path}: ${res.status}\n${text.slice(0, 500)}\n${project.output.slice(-2000)}`);
  return text;
};

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    // To inject axe-core: the editor's CSP allows no inline script (the editor itself runs under it in npm start).
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${base}/admin/`);
  await page.waitForSelector('#ed-search');
  return page;
}

async function openHyundai(page: Page) {
  await page.fill('#ed-search', 'hyundai');
  await page.getByRole('link', { name: /^Hyundai/ }).click();
  await page.waitForSelector('.ed-entry h1');
}

// On `npm run edit` a save is written at once ("Save now"); "Save to draft" is tried in editor-drafts.test.ts.
const save = (page: Page) => page.getByRole('button', { name: 'Save now', exact: true }).click();

describe.each([
  ['phone', PHONE, '$45-$75'],
  ['desktop', DESKTOP, '$50-$80'],
])('the editor on %s (npm run edit)', (name, viewport, price) => {
  it('changes a price range: one changed line in the file and the new price on the page', async () => {
    const page = await open(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await axe(page)).toEqual([]);
    await openHyundai(page);
    await page.getByText('Common repair: Oil Change').click();
    await page.fill('#root_commonServices_0_estimatedCost', price);
    await page.screenshot({ path: `screenshots/editor-price-${viewport.width}.png` });
    await save(page);
    await expect.poll(() => page.locator('.ed-status').textContent(), { timeout: 20_000 }).toMatch(/^Saved/);
    expect(project.git('diff', '--numstat', '--', HYUNDAI).trim()).toBe(`1\t1\t${HYUNDAI}`);
    expect(project.git('diff', '-U0', '--', HYUNDAI)).toContain(`+    estimatedCost: ${price}`);
    await expect.poll(() => html('/cars/hyundai'), { timeout: 30_000 }).toContain(price);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.context().close();
  });

  it('refuses another phone number and a link to a missing page, at the field, leaving the file as it was', async () => {
    const page = await open(viewport);
    await openHyundai(page);
    const before = project.read(HYUNDAI);

    await page.getByText('Common repair: Brake Service').click();
    await page.fill('#root_commonServices_1_description', 'Brakes done right. Call 513-555-0199 today.');
    await save(page);
    const phoneError = page.locator('#root_commonServices_1_description__error');
    await expect.poll(() => phoneError.textContent(), { timeout: 20_000 }).toContain('write {phone} instead');
    expect(await page.locator('.ed-banner-error').textContent()).toContain('Nothing was written');
    expect(await page.locator('#root_commonServices_1_description').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `screenshots/editor-refused-${viewport.width}.png` });
    expect(await axe(page)).toEqual([]);
    expect(project.read(HYUNDAI)).toBe(before);

    await page.reload();
    await page.waitForSelector('.ed-entry h1');
    await page.getByText('Common repair: Oil Change').click();
    await page.fill('#root_commonServices_0_href', '/services/no-such-page');
    await save(page);
    const linkError = page.locator('#root_commonServices_0_href__error');
    await expect
      .poll(() => linkError.textContent(), { timeout: 20_000 })
      .toContain('No page at "/services/no-such-page"');
    expect(project.read(HYUNDAI)).toBe(before);
    await page.context().close();
  });

  it('finds entries and fields by what the owner calls them, and says so when nothing matches', async () => {
    const page = await open(viewport);
    const results = page.locator('#ed-results + [role="status"]');
    await page.fill('#ed-search', 'hours');
    const first = page.locator('.ed-entries a.ed-entry-link').first();
    await expect.poll(() => first.textContent()).toMatch(/^Shop details.*Fields: Opening hours/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `docs/editor/search-hours-${viewport.width}.png`, fullPage: true });
    expect(await axe(page)).toEqual([]);

    await page.fill('#ed-search', 'coupon');
    await expect.poll(() => page.locator('.ed-hit-title').first().textContent()).toMatch(/Coupon code/);
    // A kind of entry found by its words offers a new one of its kind, here and not only at the list's foot.
    const add = page.locator('.ed-hit-group').first().getByRole('link', { name: 'Add to specials (offers)' });
    expect(await add.getAttribute('href')).toBe('#/new/special');
    expect(await axe(page)).toEqual([]);
    await page.fill('#ed-search', 'price');
    await expect.poll(() => page.locator('.ed-hit-title').first().textContent()).toMatch(/^Service pages.*Prices/);
    await page.screenshot({ path: `docs/editor/search-price-${viewport.width}.png`, fullPage: true });
    await page.fill('#ed-search', 'https://www.kesslerautotruck.com/cars/honda');
    await expect.poll(() => results.textContent()).toMatch(/^1 match/);
    expect(await first.textContent()).toMatch(/^Honda/);

    await page.fill('#ed-search', 'carburetor xylophone');
    await expect.poll(() => results.textContent()).toMatch(/^Nothing matches “carburetor xylophone”/);
    expect(await page.locator('.ed-entry-link').count()).toBe(0);
    await page.screenshot({ path: `docs/editor/search-nothing-${viewport.width}.png`, fullPage: true });
    expect(await axe(page)).toEqual([]);

    await page.fill('#ed-search', 'phone');
    await page.getByRole('link', { name: /^Shop details/ }).click();
    await page.waitForSelector('#root_phone');
    expect(await page.locator('label[for="root_phone"]').textContent()).toBe('Phone number');
    await page.context().close();
  });

  it('adds a special with dates, and /specials shows it', async () => {
    const page = await open(viewport);
    const title = `Spring Brake Check ${name}`;
    await page.goto(`${base}/admin/content/#/new/special`);
    await page.waitForSelector('#ed-slug');
    await page.fill('#ed-slug', `spring-brake-check-${name}`);
    await page.fill('#root_title', title);
    await page.fill('#root_summary', 'We measure pads and rotors and show you the numbers.');
    await page.selectOption('#root_offer_type', 'fixed-price');
    await page.fill('#root_offer_value', '39');
    await page.fill('#root_finePrint', 'Cars and light trucks. One per vehicle.');
    await page.getByRole('button', { name: 'Add a service page' }).click();
    await page.selectOption('#root_services_0', 'brake-service');
    await page.fill('#root_starts', '2026-01-01');
    await page.fill('#root_ends', '2030-12-31');
    await page.getByRole('button', { name: 'Create now', exact: true }).click();
    await expect.poll(() => page.locator('.ed-status').textContent(), { timeout: 20_000 }).toMatch(/^Saved/);
    await page.screenshot({ path: `screenshots/editor-special-${viewport.width}.png` });
    expect(await axe(page)).toEqual([]);
    const file = project.read(`content/specials/spring-brake-check-${name}.yaml`);
    expect(file).toContain(`title: ${title}`);
    expect(file).toContain('ends: 2030-12-31');
    await expect.poll(() => html('/specials'), { timeout: 30_000 }).toContain(title);
    await page.context().close();
  });

  it("adds a special with a picture: /specials shows it on the offer's card, at its size, with its versions", async () => {
    const page = await open(viewport);
    const slug = `tire-rotation-${name}`;
    const title = `Tire Rotation ${name}`;
    await page.goto(`${base}/admin/content/#/new/special`);
    await page.waitForSelector('#ed-slug');
    await page.fill('#ed-slug', slug);
    await page.fill('#root_title', title);
    await page.fill('#root_summary', 'All four wheels moved front to back, and the pressures set.');
    await page.selectOption('#root_offer_type', 'fixed-price');
    await page.fill('#root_offer_value', '25');
    await page.fill('#root_finePrint', 'Cars and light trucks.');
    await page.getByRole('button', { name: 'Add a service page' }).click();
    await page.selectOption('#root_services_0', 'maintenance');
    await page.fill('#root_starts', '2026-01-01');
    await page.fill('#root_ends', '2030-12-31');
    expect(await page.locator('label[for="root_image_src"]').textContent()).toMatch(/^Picture/);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5d7d3a' } })
      .jpeg()
      .toBuffer();
    await page.setInputFiles('#root_image_src ~ input[type="file"]', {
      name: `Tires ${name}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect.poll(() => page.inputValue('#root_image_src'), { timeout: 30_000 }).toBe(`/media/tires-${name}.jpg`);
    await page.fill('#root_image_alt', 'Four new tires beside a pickup truck');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.locator('.ed-status').textContent(), { timeout: 30_000 }).toMatch(/^Saved/);
    expect(project.read(`content/specials/${slug}.yaml`)).toContain(
      `image:\n  src: /media/tires-${name}.jpg\n  alt: Four new tires beside a pickup truck\n`,
    );
    await page.locator('#root_image_src').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `docs/editor/special-picture-${viewport.width}.png` });
    expect(await axe(page)).toEqual([]);

    await expect.poll(() => html('/specials'), { timeout: 30_000 }).toContain(`/media/tires-${name}-640.avif 640w`);
    const card = new RegExp(`<article id="${slug}"[\\s\\S]*?</article>`).exec(await html('/specials'))![0];
    expect(card).toMatch(
      new RegExp(
        `<source type="image/avif" srcSet="/media/tires-${name}-640.avif 640w, /media/tires-${name}-1024.avif 1024w" sizes="[^"]+"/>`,
        'i',
      ),
    );
    expect(card).toMatch(new RegExp(`<source type="image/webp" srcSet="/media/tires-${name}-640.webp 640w`, 'i'));
    expect(card).toMatch(
      new RegExp(
        `<img src="/media/tires-${name}\\.jpg" alt="Four new tires beside a pickup truck" width="1200" height="800" loading="lazy"`,
      ),
    );
    // The visitor's browser takes the AVIF version of its width, shown whole on the card, and the page stays axe clean.
    await page.context().close();
    const visitor = await openPage(browser, { viewport, isMobile: viewport.width < 500, baseURL: base });
    await visit(visitor.page, '/specials');
    const img = visitor.page.locator(`#${slug} img`);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((i: HTMLImageElement) => new URL(i.currentSrc).pathname)).toMatch(
      new RegExp(`^/media/tires-${name}-(640|1024)\\.avif$`),
    );
    const [shown, cardBox] = [await img.boundingBox(), await visitor.page.locator(`#${slug}`).boundingBox()];
    expect(shown!.width).toBeGreaterThan(cardBox!.width * 0.8);
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await axe(visitor.page)).toEqual([]);
    // Printed, the coupon keeps its picture and its words, each coupon on a sheet of its own.
    const pdf = join(project.root, `specials-${name}.pdf`);
    writeFileSync(pdf, await visitor.page.pdf({ format: 'Letter', printBackground: true }));
    const coupons = await visitor.page.locator('[data-coupon]').evaluateAll((els) => els.map((e) => e.id));
    expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))![1])).toBe(
      coupons.length,
    );
    const sheet = String(coupons.indexOf(slug) + 1);
    const printed = execFileSync('pdftotext', ['-raw', '-f', sheet, '-l', sheet, pdf, '-'], { encoding: 'utf8' });
    for (const words of [
      title,
      'All four wheels moved front to back',
      'Valid through December 31, 2030',
      'Cars and light trucks',
    ])
      expect(printed.replace(/\s+/g, ' ')).toContain(words);
    const images = execFileSync('pdfimages', ['-list', '-f', sheet, '-l', sheet, pdf], { encoding: 'utf8' });
    expect(images.trim().split('\n').slice(2)).toHaveLength(1);
    // On the narrowest phones too, the card and its picture stay within the page.
    await visitor.page.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const narrow = await img.boundingBox();
    expect(narrow!.x).toBeGreaterThanOrEqual(0);
    expect(narrow!.x + narrow!.width).toBeLessThanOrEqual(320);
    await visitor.context.close();
  });

  it("uploads a photo as the owner's portrait: the page shows it at its file's size, with its versions in srcset", async () => {
    const page = await open(viewport);
    await page.goto(`${base}/admin/content/#/edit/about`);
    await page.waitForSelector('#root_owner_image_src', { state: 'attached' });
    // The owner's section is folded until opened, as the owner would open it.
    await page.locator('#root_owner_image_src').evaluate((el) => {
      for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
    });
    // No size or "Sources" fields for the owner: the build reads them from the file.
    expect(
      await page
        .locator('input[id^="root_owner_image_"]:not([type="file"])')
        .evaluateAll((els) => els.map((e) => e.id)),
    ).toEqual(['root_owner_image_src', 'root_owner_image_alt']);
    const photo = await sharp({ create: { width: 1400, height: 1050, channels: 3, background: '#3a5f7d' } })
      .jpeg()
      .toBuffer();
    await page.setInputFiles('#root_owner_image_src ~ input[type="file"]', {
      name: `Dave ${name}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect
      .poll(() => page.inputValue('#root_owner_image_src'), { timeout: 30_000 })
      .toBe(`/media/dave-${name}.jpg`);
    await save(page);
    await expect.poll(() => page.locator('.ed-status').textContent(), { timeout: 30_000 }).toMatch(/^Saved/);
    // Uploaded into the draft, the picture was saved with the page: nothing of it waits any more.
    await expect.poll(() => page.locator('.ed-draft-link').count(), { timeout: 15_000 }).toBe(0);
    // The picture's field in view, as the owner sees it after the upload (the page's top is other fields).
    await page.locator('#root_owner_image_src').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `docs/editor/picture-upload-${viewport.width}.png` });
    expect(await axe(page)).toEqual([]);
    await expect.poll(() => html('/about'), { timeout: 30_000 }).toContain(`/media/dave-${name}-640.avif 640w`);
    const about = await html('/about');
    expect(about).toMatch(new RegExp(`<img src="/media/dave-${name}\\.jpg"[^>]* width="1400" height="1050"`));
    expect(about).toContain(
      `type="image/webp" srcSet="/media/dave-${name}-640.webp 640w, /media/dave-${name}-1024.webp 1024w"`,
    );
    await page.context().close();
  });

  it("places a picture in an article's text where the cursor was, and the article shows it", async () => {
    const page = await open(viewport);
    const slug = 'check-engine-light-what-it-means';
    await page.goto(`${base}/admin/content/#/edit/article/${slug}`);
    await page.waitForSelector('#root_body');
    await page.locator('#root_body').evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7d3a3a' } })
      .png()
      .toBuffer();
    const file = page.locator('.ed-article-picture input[type="file"]');
    await file.setInputFiles({ name: `lift ${name}.png`, mimeType: 'image/png', buffer: photo });
    await expect
      .poll(() => page.locator('.ed-article-picture [role="status"]').textContent())
      .toMatch(/^First write what the picture shows/);
    await page.getByLabel('What the picture shows').fill('A car raised on the lift');
    await file.setInputFiles({ name: `lift ${name}.png`, mimeType: 'image/png', buffer: photo });
    await expect
      .poll(() => page.inputValue('#root_body'), { timeout: 30_000 })
      .toMatch(new RegExp(`^!\\[A car raised on the lift\\]\\(/media/lift-${name}\\.png\\)\n\n`));
    await page.screenshot({ path: `docs/editor/article-picture-${viewport.width}.png` });
    expect(await axe(page)).toEqual([]);
    await save(page);
    await expect.poll(() => page.locator('.ed-status').textContent(), { timeout: 30_000 }).toMatch(/^Saved/);
    await expect
      .poll(() => html(`/advice/${slug}`), { timeout: 30_000 })
      .toContain(`<source type="image/avif" srcset="/media/lift-${name}-640.avif 640w"`);
    expect(await html(`/advice/${slug}`)).toContain(
      `<img src="/media/lift-${name}.png" alt="A car raised on the lift" width="900" height="600"`,
    );
    await page.context().close();
  });
});

describe('a date typed into the editor on a phone', () => {
  it('reads 1/13/2026 as January 13; refuses 13/01/2026 and 02/30/2026 in words at the field', async () => {
    const page = await open(PHONE);
    const file = 'content/specials/typed-dates.yaml';
    await page.goto(`${base}/admin/content/#/new/special`);
    await page.waitForSelector('#ed-slug');
    await page.fill('#ed-slug', 'typed-dates');
    await page.fill('#root_title', 'Typed Dates Check');
    await page.fill('#root_summary', 'We measure pads and rotors and show you the numbers.');
    await page.selectOption('#root_offer_type', 'fixed-price');
    await page.fill('#root_offer_value', '39');
    await page.fill('#root_finePrint', 'Cars and light trucks. One per vehicle.');
    await page.getByRole('button', { name: 'Add a service page' }).click();
    await page.selectOption('#root_services_0', 'brake-service');
    const starts = page.locator('#root_starts');
    const ends = page.locator('#root_ends');
    await starts.pressSequentially('13/01/2026');
    await ends.pressSequentially('02/30/2026');
    await starts.focus();
    expect(await page.locator('#root_ends__day').textContent()).toBe('February 2026 has no day 30 (it has 28 days)');
    await page.getByRole('button', { name: 'Create now', exact: true }).click();
    await expect
      .poll(() => page.locator('#root_starts__error').textContent(), { timeout: 20_000 })
      .toContain('There is no month 13: a date is written month/day/year, like 01/13/2026 for January 13, 2026');
    expect(await page.locator('#root_ends__error').textContent()).toContain(
      'February 2026 has no day 30 (it has 28 days)',
    );
    expect(await ends.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: 'screenshots/editor-dates-refused-390.png' });
    expect(existsSync(join(project.root, file))).toBe(false);

    await starts.fill('');
    await starts.pressSequentially('1/13/2026');
    expect(await page.locator('#root_starts__day').textContent()).toBe('Tuesday, January 13, 2026');
    await ends.fill('');
    await ends.pressSequentially('12/31/2030');
    await page.getByRole('button', { name: 'Create now', exact: true }).click();
    await expect.poll(() => page.locator('.ed-status').textContent(), { timeout: 20_000 }).toMatch(/^Saved/);
    await page.screenshot({ path: 'screenshots/editor-dates-saved-390.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axe(page)).toEqual([]);
    expect(project.read(file)).toContain('starts: 2026-01-13');
    expect(project.read(file)).toContain('ends: 2030-12-31');
    await page.context().close();
  });
});

describe('the local editor refuses what is not its own', () => {
  it('answers only by a loopback name, and takes changes only from its own pages', async () => {
    // fetch() keeps the Host header to itself: a raw request says another name, as a rebinding page's would.
    const other = await new Promise<number>((resolve, reject) =>
      request(`${base}/admin/content/api/entries`, { headers: { Host: `attacker.example:${PORT}` } }, (res) =>
        resolve(res.statusCode ?? 0),
      )
        .on('error', reject)
        .end(),
    );
    expect(other).toBe(403);
    const crossSite = await fetch(`${base}/admin/content/api/entry/site`, {
      method: 'PUT',
      headers: { Origin: 'https://attacker.example', 'Content-Type': 'application/json' },
      body: '{"version":"x","data":{}}',
    });
    expect(crossSite.status).toBe(403);
    const noOrigin = await fetch(`${base}/admin/content/api/media`, { method: 'POST', body: new FormData() });
    expect(noOrigin.status).toBe(403);
  });
});

describe('npm run edit serves the site and the editor and nothing else, to its own pages only', () => {
  it('gives a page on another port of this computer nothing to read: no project file, no page, no editor data', async () => {
    const reads = await readsFromOtherOrigin(
      browser,
      ['/data/requests.db', '/package.json', '/src/vike/+client.ts', '/about', '/admin/content/api/entries'].map(
        (p) => base + p,
      ),
    );
    for (const [target, got] of Object.entries(reads))
      expect(got, target).toEqual({ fetch: 'refused', xhr: 'refused' });
  });

  it('answers a request that names another origin with 403 and no CORS header, whatever the path', async () => {
    for (const path of ['/data/requests.db', '/package.json', '/', '/about', '/admin/content/api/entries']) {
      const res = await fetch(base + path, { headers: { Origin: 'http://localhost:9999' } });
      expect(res.status, path).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      const text = await res.text();
      expect(text, path).not.toContain('Jane Roe');
      expect(text, path).not.toContain('kessler-auto-site');
    }
  });

  it('refuses the project files that are not the site, by any address, to anyone', async () => {
    for (const path of [
      '/data/requests.db',
      '/data/requests.db?raw',
      '/data/requests.db?import',
      '/package.json',
      '/package.json?raw',
      `/@fs${project.root}/package.json`,
      `/@fs${project.root}/data/requests.db`,
      '/src/../package.json',
      '/README.md',
      '/server/admin/password.ts',
      '/scripts/edit.ts',
      '/tsconfig.json?import',
      '/.env.example',
    ]) {
      const res = await fetch(base + path);
      const text = await res.text();
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(text, path).not.toContain('Jane Roe');
      expect(text, path).not.toContain('"devDependencies"');
      expect(text, path).not.toContain('scrypt');
    }
    // The site itself is served.
    expect(await html('/about')).toContain('<h1');
    expect((await fetch(`${base}/src/vike/+client.ts`)).status).toBe(200);
  });

  it('cannot be framed by another page, and every answer says so', async () => {
    expect(await framedFromOtherOrigin(browser, `${base}/admin/content/`)).toBe('refused');
    expect(await framedFromOtherOrigin(browser, `${base}/about`)).toBe('refused');
    const answers = [
      await fetch(`${base}/`),
      await fetch(`${base}/about`),
      await fetch(`${base}/admin/content/`),
      await fetch(`${base}/admin/content/api/entries`),
      await fetch(`${base}/admin/nothing-here`),
      await fetch(`${base}/admin/content/api/entry/no-such-kind/x`),
      await fetch(`${base}/package.json`),
      await fetch(`${base}/about`, { headers: { Origin: 'http://localhost:9999' } }),
    ];
    // A request naming another host (a page that rebinds its name to this computer): refused, with the headers.
    const otherHost = await new Promise<{ status: number; frame: unknown }>((resolve, reject) =>
      request(`${base}/about`, { headers: { Host: `attacker.example:${PORT}` } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, frame: res.headers['x-frame-options'] });
      })
        .on('error', reject)
        .end(),
    );
    expect(otherHost).toEqual({ status: 403, frame: 'DENY' });
    for (const res of answers) {
      expect(res.headers.get('x-frame-options'), res.url).toBe('DENY');
      expect(res.headers.get('content-security-policy'), res.url).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), res.url).toBe('same-origin');
    }
  });
});
