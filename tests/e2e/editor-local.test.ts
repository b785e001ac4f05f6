import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { request } from 'node:http';
import { join } from 'node:path';
import { axe, launch, DESKTOP, PHONE } from '../support/browser.ts';
import { EditorProject } from '../support/editor-project.ts';

const PORT = 6000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${PORT}`;
const HYUNDAI = 'content/makes/hyundai.yaml';
let project: EditorProject;
let browser: Browser;

beforeAll(async () => {
  project = new EditorProject();
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

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();

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
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.locator('.ed-status').textContent(), { timeout: 20_000 }).toMatch(/^Saved/);
    await page.screenshot({ path: `screenshots/editor-special-${viewport.width}.png` });
    expect(await axe(page)).toEqual([]);
    const file = project.read(`content/specials/spring-brake-check-${name}.yaml`);
    expect(file).toContain(`title: ${title}`);
    expect(file).toContain('ends: 2030-12-31');
    await expect.poll(() => html('/specials'), { timeout: 30_000 }).toContain(title);
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
