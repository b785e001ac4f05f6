/**
 * Preview, then publish together: on a phone and on a computer, the owner saves changes of two entries to the draft
 * (nothing reaches the site), finds them still waiting after a reload, reads them in words, sees a page with the
 * change drawn by the site's renderer at a phone's and a computer's width, and publishes both in one commit; or
 * discards a draft, leaving the site as it was. A new special, a delete, a picture uploaded for the About page and a
 * picture deleted on the Pictures panel wait in the draft the same way, and are published in one commit with the
 * pictures' files. `npm run edit -- --publish` runs the editor as the site's server does (each publish a commit, the
 * site rebuilt and served), with the back office's headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { axe, launch, DESKTOP, PHONE } from '../support/browser.ts';
import { EditorProject } from '../support/editor-project.ts';
import { bundleEditor } from '../../scripts/editor-bundle.ts';

const PORT = 9000 + Math.floor(Math.random() * 900);
const base = `http://127.0.0.1:${PORT}`;
let project: EditorProject;
let browser: Browser;

beforeAll(async () => {
  // The editor's bundle of these sources: the clone copies this project's dist/, whose files are newer than its own
  // sources, so the clone would not make the bundle again.
  await bundleEditor(process.cwd());
  project = new EditorProject({ withBuild: true });
  await project.start(
    'scripts/edit.ts',
    { PORT: String(PORT) },
    /Edit it:\s+http:\/\/127\.0\.0\.1:\d+\/admin\//,
    240_000,
    ['--publish'],
  );
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await project?.dispose();
});

const served = async (path: string) => (await fetch(base + path)).text();

async function open(viewport: { width: number; height: number }, bypassCSP = false): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    // Only to inject axe-core, which the editor's policy (no inline script) refuses otherwise.
    bypassCSP,
  });
  const page = await context.newPage();
  await page.goto(`${base}/admin/content/`);
  await page.waitForSelector('#ed-search');
  return page;
}

/** Opens a make, sets its first common repair's price range and saves it to the draft. */
async function draftPrice(page: Page, make: string, price: string) {
  await page.goto(`${base}/admin/content/#/`);
  await page.fill('#ed-search', make.toLowerCase());
  await page.getByRole('link', { name: new RegExp(`^${make}`) }).click();
  await page.waitForSelector('.ed-entry h1');
  await page
    .locator('summary', { hasText: /^Common repair: / })
    .first()
    .click();
  await page.fill('#root_commonServices_0_estimatedCost', price);
  await page.getByRole('button', { name: 'Save to draft', exact: true }).click();
  await expect
    .poll(() => page.locator('.ed-status').textContent(), { timeout: 30_000 })
    .toMatch(/^Saved to the draft: the site does not show it yet/);
}

/** A photo uploaded and published at once, as the editor's upload sends it: a picture of the site no page shows. */
async function uploadAtOnce(name: string) {
  const photo = await sharp({ create: { width: 1400, height: 1050, channels: 3, background: '#7d5f3a' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(photo)], name));
  const res = await fetch(`${base}/admin/content/api/media`, { method: 'POST', headers: { Origin: base }, body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { src: string; files: string[] };
}

const esc = (s: string) => s.replace(/[$^.*+?()[\]{}|\\]/g, '\\$&');
const draftLink = (page: Page) => page.locator('.ed-draft-link');
const noScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** Whether the element is on the screen and on top at its centre (not under a sticky header or bar). */
const uncovered = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const r = element.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    return y > 0 && y < innerHeight && element.contains(document.elementFromPoint(x, y));
  }, selector);

describe.each([
  ['phone', PHONE, ['Hyundai', 'Honda'], ['$45-$75', '$52-$82']],
  ['desktop', DESKTOP, ['Toyota', 'Ford'], ['$47-$77', '$54-$84']],
] as const)('the draft on a %s', (name, viewport, makes, prices) => {
  it('keeps two changes unpublished across a reload, shows the page with one, and publishes both in one commit', async () => {
    const head = project.git('rev-parse', 'HEAD').trim();
    const files = makes.map((m) => `content/makes/${m.toLowerCase()}.yaml`);
    const before = files.map((f) => project.read(f));
    const page = await open(viewport);
    expect(await draftLink(page).count()).toBe(0);

    await draftPrice(page, makes[0], prices[0]);
    await expect.poll(() => draftLink(page).textContent(), { timeout: 15_000 }).toBe('Review and publish (1 change)');
    await page.screenshot({ path: `docs/editor/draft-saved-${viewport.width}.png` });
    await draftPrice(page, makes[1], prices[1]);
    await expect.poll(() => draftLink(page).textContent(), { timeout: 15_000 }).toBe('Review and publish (2 changes)');
    // Nothing reached the content, the history or the site.
    expect(files.map((f) => project.read(f))).toEqual(before);
    expect(project.git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(await served(`/cars/${makes[0].toLowerCase()}`)).not.toContain(prices[0]);

    // Kept across a reload: the entry opens as the draft has it, and says so.
    await page.reload();
    await page.waitForSelector('.ed-entry h1');
    await expect.poll(() => draftLink(page).textContent(), { timeout: 15_000 }).toBe('Review and publish (2 changes)');
    expect(await page.locator('.ed-banner-draft').textContent()).toMatch(/^This entry has a change in the draft/);
    expect(await page.inputValue('#root_commonServices_0_estimatedCost')).toBe(prices[1]);

    await draftLink(page).click();
    await page.waitForSelector('#ed-review-title');
    const words = page.locator('.ed-change .ed-words');
    await expect
      .poll(() => words.allTextContents())
      .toEqual([
        expect.stringMatching(new RegExp(`^${makes[0]} › Common repairs 1 › Price range: .* → ${esc(prices[0])}$`)),
        expect.stringMatching(new RegExp(`^${makes[1]} › Common repairs 1 › Price range: .* → ${esc(prices[1])}$`)),
      ]);
    expect(await noScroll(page)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `docs/editor/review-${viewport.width}.png`, fullPage: true });

    // The page with the change, drawn by the site's renderer, at a phone's and a computer's width.
    await page.getByRole('button', { name: 'See the page with the change' }).first().click();
    const frames = page.locator('.ed-preview iframe');
    await expect.poll(() => frames.count(), { timeout: 15_000 }).toBe(2);
    expect(await frames.evaluateAll((els) => els.map((e) => e.getAttribute('sandbox')))).toEqual([
      'allow-same-origin',
      'allow-same-origin',
    ]);
    for (const [i, width] of [390, 1440].entries()) {
      const frame = page.frameLocator('.ed-preview iframe').nth(i);
      await expect.poll(() => frame.locator('main').textContent(), { timeout: 30_000 }).toContain(prices[0]);
      // The page inside is laid out at that width, whatever the frame's drawn size.
      expect(await frame.locator('html').evaluate((el) => el.clientWidth)).toBe(width);
      // The frame fits the column: the editor does not scroll sideways.
      const box = (await frames.nth(i).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(await noScroll(page)).toBeLessThanOrEqual(viewport.width);
    await page.locator('.ed-previews').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/editor/preview-${viewport.width}.png` });

    await page.getByRole('button', { name: 'Publish the 2 changes' }).click();
    await expect
      .poll(() => page.locator('.ed-banner p[role="status"]').textContent(), { timeout: 60_000 })
      .toMatch(/^Published 2 changes in [\d.]+ s: \/cars\/\S+, \/cars\/\S+ show them\.$/);
    await expect.poll(() => draftLink(page).count(), { timeout: 15_000 }).toBe(0);
    await page.screenshot({ path: `docs/editor/published-${viewport.width}.png` });
    expect(project.git('rev-list', '--count', `${head}..HEAD`).trim()).toBe('1');
    expect(project.git('log', '-1', '--format=%s').trim()).toBe(
      `Edit /cars/${makes[0].toLowerCase()} and /cars/${makes[1].toLowerCase()}`,
    );
    expect(project.git('diff', '--numstat', head, 'HEAD').trim().split('\n').sort()).toEqual(
      files.map((f) => `1\t1\t${f}`).sort(),
    );
    for (const [i, make] of makes.entries())
      await expect.poll(() => served(`/cars/${make.toLowerCase()}`), { timeout: 30_000 }).toContain(prices[i]);
    await page.context().close();
  });

  it('reads clean to a screen reader and keyboard (axe) on the review, and a discarded draft leaves the site as it was', async () => {
    const head = project.git('rev-parse', 'HEAD').trim();
    const make = name === 'phone' ? 'Nissan' : 'Chevrolet';
    const file = `content/makes/${make.toLowerCase()}.yaml`;
    const before = project.read(file);
    const page = await open(viewport, true);
    await draftPrice(page, make, '$1-$2');
    // Scrolled down to the save bar, the draft's link is in view and nothing covers it, nor the header's links.
    await expect.poll(() => draftLink(page).count()).toBe(1);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(await uncovered(page, '.ed-draft-link')).toBe(true);
    if (name === 'desktop') expect(await uncovered(page, '.ed-header nav a')).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.goto(`${base}/admin/content/#/review`);
    await page.waitForSelector('.ed-change');
    await page.getByRole('button', { name: 'See the page with the change' }).first().click();
    await expect.poll(() => page.locator('.ed-preview iframe').count()).toBe(2);
    expect(await axe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Discard the change?');
    await page.screenshot({ path: `docs/editor/discard-confirm-${viewport.width}.png` });
    expect(await axe(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await expect
      .poll(() => page.locator('.ed-banner p[role="status"]').textContent(), { timeout: 15_000 })
      .toBe('Discarded the change. The site is as it was.');
    await expect.poll(() => draftLink(page).count(), { timeout: 15_000 }).toBe(0);
    expect(project.read(file)).toBe(before);
    expect(project.git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(await served(`/cars/${make.toLowerCase()}`)).not.toContain('$1-$2');
    await page.context().close();
  });
});

describe.each([
  ['phone', PHONE, 'first-responder-discount'],
  ['desktop', DESKTOP, 'winter-ready-package'],
] as const)('new entries, deletes and pictures in the draft on a %s', (_, viewport, gone) => {
  it('waits with a new special, a delete, the portrait uploaded and a picture deleted, previews them, and publishes one commit', async () => {
    const w = viewport.width;
    const sign = await uploadAtOnce(`Old sign ${w}.jpg`);
    const head = project.git('rev-parse', 'HEAD').trim();
    const special = `content/specials/winter-battery-check-${w}.yaml`;
    const title = `Winter Battery Check ${w}`;
    const page = await open(viewport, true);

    // A new special, saved to the draft: it opens from there, and says it is new.
    await page.goto(`${base}/admin/content/#/new/special`);
    await page.waitForSelector('#ed-slug');
    await page.fill('#ed-slug', `winter-battery-check-${w}`);
    await page.fill('#root_title', title);
    await page.fill('#root_summary', 'We test the battery, the starter and the charging system before the cold.');
    await page.selectOption('#root_offer_type', 'amount-off');
    await page.fill('#root_offer_value', '10');
    await page.fill('#root_finePrint', 'Cars and light trucks. One per vehicle.');
    await page.getByRole('button', { name: 'Add a service page' }).click();
    await page.selectOption('#root_services_0', 'brake-service');
    await page.fill('#root_starts', '2026-01-01');
    await page.fill('#root_ends', '2030-12-31');
    await page.getByRole('button', { name: 'Save to draft', exact: true }).click();
    await expect
      .poll(() => page.locator('.ed-banner-draft').textContent(), { timeout: 30_000 })
      .toMatch(/^This entry is new, in the draft/);
    expect(page.url()).toContain(`#/edit/special/winter-battery-check-${w}`);
    await expect.poll(() => draftLink(page).textContent(), { timeout: 15_000 }).toBe('Review and publish (1 change)');

    // The owner's portrait, uploaded into the draft and saved there with the About page.
    await page.goto(`${base}/admin/content/#/edit/about`);
    await page.waitForSelector('#root_owner_image_src', { state: 'attached' });
    await page.locator('#root_owner_image_src').evaluate((el) => {
      for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
    });
    const photo = await sharp({ create: { width: 1400, height: 1050, channels: 3, background: '#3a5f7d' } })
      .jpeg()
      .toBuffer();
    await page.setInputFiles('#root_owner_image_src ~ input[type="file"]', {
      name: `Dave ${w}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect.poll(() => page.inputValue('#root_owner_image_src'), { timeout: 30_000 }).toBe(`/media/dave-${w}.jpg`);
    await expect.poll(() => draftLink(page).textContent(), { timeout: 15_000 }).toBe('Review and publish (2 changes)');
    await page.getByRole('button', { name: 'Save to draft', exact: true }).click();
    await expect.poll(() => draftLink(page).textContent(), { timeout: 30_000 }).toBe('Review and publish (3 changes)');

    // A special deleted in the draft: the site keeps it until publishing.
    await page.goto(`${base}/admin/content/#/edit/special/${gone}`);
    await page.waitForSelector('.ed-entry h1');
    await page.getByRole('button', { name: 'Delete this entry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete in the draft' }).click();
    await expect
      .poll(() => page.locator('.ed-banner[role=status]').textContent(), { timeout: 30_000 })
      .toMatch(/waits in the draft to be deleted: the site shows it until you publish the draft\.$/);
    await expect.poll(() => draftLink(page).textContent(), { timeout: 15_000 }).toBe('Review and publish (4 changes)');

    // The Pictures panel lists the portrait of the draft, marked, shown from the editor's small copy.
    await page.goto(`${base}/admin/content/#/`);
    const panel = page.locator('section[aria-labelledby="ed-c-pictures"]');
    const portrait = panel.locator('li', { hasText: `/media/dave-${w}.jpg` });
    await portrait.scrollIntoViewIfNeeded({ timeout: 15_000 });
    expect(await portrait.textContent()).toMatch(
      /In the draft: the site does not have it until you publish the draft\.Shown on About Us \(\/about\)$/,
    );
    const small = portrait.locator('img');
    expect(await small.getAttribute('src')).toMatch(new RegExp(`^/admin/content/preview/media/dave-${w}-\\d+\\.webp$`));
    await expect.poll(() => small.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // A picture of the site deleted there: the question offers the draft first, and publishing now beside it.
    const old = panel.locator('li', { hasText: sign.src });
    const dialog = page.getByRole('dialog');
    await old.getByRole('button', { name: `Delete ${sign.src}` }).click();
    await expect.poll(() => dialog.locator('h2').textContent()).toBe(`Delete the picture ${sign.src}?`);
    expect(await dialog.getByRole('button').allTextContents()).toEqual([
      'Cancel',
      'Delete and publish now',
      'Delete in the draft',
    ]);
    expect(await noScroll(page)).toBeLessThanOrEqual(w);
    expect(await axe(page)).toEqual([]);
    // The picture waiting in the draft in view above the question, below the draft's bar (on a computer, the panel's
    // heading too).
    await panel.evaluate((el, phone) => {
      const bar = document.querySelector('.ed-draft-bar')!.getBoundingClientRect().bottom;
      scrollBy(0, (phone ? el.querySelector('li')! : el).getBoundingClientRect().top - bar - 12);
    }, w < 500);
    await page.screenshot({ path: `docs/editor/pictures-draft-${w}.png` });
    await dialog.getByRole('button', { name: 'Delete in the draft' }).click();
    await expect
      .poll(() => panel.locator('p[role="status"]').textContent(), { timeout: 30_000 })
      .toBe(`${sign.src} waits in the draft to be deleted: the site shows it until you publish the draft.`);
    await expect.poll(() => draftLink(page).textContent(), { timeout: 15_000 }).toBe('Review and publish (5 changes)');
    expect(await old.locator('strong').textContent()).toBe(
      'Deleted in the draft: the site shows it until you publish the draft.',
    );
    // Taken out of the draft there (the site keeps it), then deleted in the draft again.
    const takeOut = old.getByRole('button', { name: `Take out of the draft: ${sign.src}` });
    expect((await takeOut.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await axe(page)).toEqual([]);
    await takeOut.click();
    await expect.poll(() => draftLink(page).textContent(), { timeout: 15_000 }).toBe('Review and publish (4 changes)');
    await old.getByRole('button', { name: `Delete ${sign.src}` }).click();
    await dialog.getByRole('button', { name: 'Delete in the draft' }).click();
    await expect.poll(() => draftLink(page).textContent(), { timeout: 30_000 }).toBe('Review and publish (5 changes)');

    // Nothing reached the content, the history or the site.
    for (const f of sign.files) expect(existsSync(join(project.root, 'content', f)), f).toBe(true);
    expect(existsSync(join(project.root, special))).toBe(false);
    expect(existsSync(join(project.root, `content/static/media/dave-${w}.jpg`))).toBe(false);
    expect(existsSync(join(project.root, `content/specials/${gone}.yaml`))).toBe(true);
    expect(project.git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(await served('/specials')).not.toContain(title);

    await draftLink(page).click();
    await page.waitForSelector('#ed-review-title');
    await expect
      .poll(() => page.locator('.ed-change .ed-words').allTextContents())
      .toEqual([
        `New special: ${title}`,
        expect.stringMatching(new RegExp(`→ /media/dave-${w}\\.jpg$`)),
        expect.stringMatching(/^Delete the special /),
        `New picture: dave-${w}.jpg (and its sized versions)`,
        `Delete the picture ${sign.src} and its sized versions`,
      ]);
    // The new picture's small copy comes from the draft; the deleted one's from the site, which still has it.
    const thumbs = page.locator('.ed-change-thumb');
    expect(await thumbs.evaluateAll((els) => els.map((e) => e.getAttribute('src')))).toEqual([
      `/admin/content/preview/media/dave-${w}.jpg`,
      sign.src,
    ]);
    await expect
      .poll(() => thumbs.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true]);
    expect(await noScroll(page)).toBeLessThanOrEqual(w);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `docs/editor/review-new-${w}.png`, fullPage: true });

    // The new special on the page that lists the specials, drawn with the draft.
    const items = page.locator('.ed-change');
    await items.nth(0).getByRole('button', { name: 'See the page with the change' }).click();
    const frame = page.frameLocator('.ed-preview iframe');
    await expect.poll(() => frame.first().locator('main').textContent(), { timeout: 30_000 }).toContain(title);
    expect(await axe(page)).toEqual([]);
    // The About page with the portrait of the draft, served by the editor to its own frame.
    await items.nth(1).getByRole('button', { name: 'See the page with the change' }).click();
    for (const i of [0, 1]) {
      const portrait = frame.nth(i).locator(`img[src="/admin/content/preview/media/dave-${w}.jpg"]`);
      await portrait.scrollIntoViewIfNeeded({ timeout: 30_000 });
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await page.locator('.ed-previews').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/editor/preview-picture-${w}.png` });

    await page.getByRole('button', { name: 'Publish the 5 changes' }).click();
    await expect
      .poll(() => page.locator('.ed-banner p[role="status"]').textContent(), { timeout: 90_000 })
      .toMatch(/^Published 5 changes in [\d.]+ s: \/specials, \/about show them\.$/);
    expect(project.git('rev-list', '--count', `${head}..HEAD`).trim()).toBe('1');
    expect(project.git('log', '-1', '--format=%s').trim()).toMatch(
      new RegExp(`; delete content/specials/${gone}\\.yaml and the picture ${esc(sign.src)}$`),
    );
    // Without rename detection: the two photos' sized versions are alike enough for git to pair them.
    expect(project.git('diff', '--name-only', '--no-renames', head, 'HEAD').trim().split('\n').sort()).toEqual(
      [
        'content/pages/about.yaml',
        special,
        `content/specials/${gone}.yaml`,
        `content/static/media/dave-${w}-1024.avif`,
        `content/static/media/dave-${w}-1024.webp`,
        `content/static/media/dave-${w}-640.avif`,
        `content/static/media/dave-${w}-640.webp`,
        `content/static/media/dave-${w}.jpg`,
        ...sign.files.map((f) => `content/${f}`),
      ].sort(),
    );
    for (const f of sign.files) expect(existsSync(join(project.root, 'content', f)), f).toBe(false);
    const held = join(project.root, 'data/editor-draft-files');
    expect(existsSync(held) ? readdirSync(held) : []).toEqual([]);
    await expect.poll(() => served('/specials'), { timeout: 30_000 }).toContain(title);
    await expect.poll(() => served('/about'), { timeout: 30_000 }).toContain(`/media/dave-${w}-640.avif 640w`);
    // The published picture and its versions are served at once, not only after the next full build.
    for (const file of [`dave-${w}.jpg`, `dave-${w}-640.avif`, `dave-${w}-1024.webp`]) {
      const r = await fetch(`${base}/media/${file}`);
      expect(r.status, file).toBe(200);
      expect(r.headers.get('content-type'), file).toMatch(/^image\//);
    }
    // The deleted picture is served no more.
    await expect.poll(async () => (await fetch(base + sign.src)).status, { timeout: 30_000 }).toBe(404);
    await page.context().close();
  });
});

describe('markup in the name of a new entry of the draft', () => {
  it('is shown as text on the review and in the preview, never as markup', async () => {
    const name = '<img src=x onerror="document.title=1">Battery';
    const template = (await (await fetch(`${base}/admin/content/api/entry/special/climate-check`)).json()) as {
      data: Record<string, unknown>;
    };
    const added = await fetch(`${base}/admin/content/api/draft/entries/special`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ slug: 'markup-check', data: { ...template.data, title: name, code: 'MARKUP1' } }),
    });
    expect(added.status).toBe(201);
    const page = await open(PHONE);
    await page.goto(`${base}/admin/content/#/review`);
    await page.waitForSelector('.ed-change');
    expect(await page.locator('.ed-change h2 a').textContent()).toBe(name);
    expect(await page.locator('.ed-change .ed-words').textContent()).toBe(`New special: ${name}`);
    await page.getByRole('button', { name: 'See the page with the change' }).click();
    const frame = page.frameLocator('.ed-preview iframe').first();
    await expect.poll(() => frame.locator('main').textContent(), { timeout: 30_000 }).toContain(name);
    expect(await frame.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.title()).toBe('Edit the site');

    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => draftLink(page).count(), { timeout: 15_000 }).toBe(0);
    expect(existsSync(join(project.root, 'content/specials/markup-check.yaml'))).toBe(false);
    await page.context().close();
  });
});

describe('the preview as the browser gets it', () => {
  it('is a sandbox without scripts that only the editor may frame; the editor may frame nothing else', async () => {
    const preview = await fetch(`${base}/admin/content/preview?page=/cars/hyundai`);
    expect(preview.status).toBe(200);
    const csp = preview.headers.get('content-security-policy')!;
    expect(csp).toMatch(/^sandbox allow-same-origin;/);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await preview.text()).toContain('<html');
    const editor = await fetch(`${base}/admin/content/`);
    expect(editor.headers.get('content-security-policy')).toContain("frame-src 'self'");
    expect(editor.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(editor.headers.get('x-frame-options')).toBe('DENY');
  });
});
