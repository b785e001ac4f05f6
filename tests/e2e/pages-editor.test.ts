/**
 * The editor on Cloudflare Pages in a browser, at a phone's and a computer's width: Cloudflare's runtime
 * (miniflare) serves the built site and the Pages Function for /admin, as Pages routes them, with the local double
 * of GitHub behind it. The owner logs in, changes a price and is told the change is on its way; once Pages has
 * built the commit (the double's "deployment": /site-build.json names it, as a Pages build writes it), the line
 * says when the site has it. A refusal at the field commits nothing, a conflict is told in words, undo takes the
 * save back, a draft's page is shown with the change at both widths (drawn in the function), a draft is published
 * as one commit, a picture uploaded on an entry waits in the draft (listed with its small copy) and is published with
 * it, and a picture's delete and an entry's delete say when the site has them. The page's clock is set and moved by
 * the test (the watch asks every 10 s): no real time is
 * waited out.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEditor } from '../../scripts/editor-bundle.ts';
import { LIVE_POLL_MS } from '../../admin/live-watch.ts';
import { SITE_BUILD_PATH } from '../../server/editor/site-build.ts';
import { axe, launch, DESKTOP, PHONE } from '../support/browser.ts';
import { PAGES_PASSWORD, startPagesEditor, type PagesEditor } from '../support/pages-editor.ts';

const HYUNDAI = 'content/makes/hyundai.yaml';
const HONDA = 'content/makes/honda.yaml';
let p: PagesEditor;
let browser: Browser;

beforeAll(async () => {
  // The editor's bundle of these sources, where the Pages build puts it (served through the function, behind the login).
  await bundleEditor(process.cwd());
  p = await startPagesEditor(process.cwd(), { site: join(process.cwd(), 'dist/client') });
  // The function's first read of the repository (every content file, once per isolate: measured by
  // scripts/bench-worker-gate.ts) is made before the browser's, which the double answers more slowly than GitHub.
  expect((await p.send('/admin/content/api/entries')).status).toBe(200);
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await p?.close();
});

const ON_ITS_WAY =
  'Cloudflare builds it from the repository, usually in one to three minutes. This line says when the site has it.';
const status = (page: Page) => page.locator('.ed-savebar .ed-status');
const noScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** The seconds the live line names ("Live on the site after 21 s."). */
const liveAfter = (text: string | null) => Number(/Live on the site after (\d+) s\./.exec(text ?? '')?.[1]);

/**
 * Moves the page's clock on by the watch's interval until `line` says `words`. Moved once, the clock can pass before
 * the watch has set its next wait: a look under way when it moved (answered, but not yet read by the page on a busy
 * machine) sets its wait after the move, and that wait would never end. So the clock is moved again at each poll.
 * That the first look after a build finds it, every 10 s, is pinned at set clocks in tests/unit/editor/live-watch.test.ts.
 */
async function forwardUntil(page: Page, line: Locator, words: RegExp) {
  await expect
    .poll(async () => {
      await page.clock.fastForward(LIVE_POLL_MS);
      return line.textContent();
    })
    .toMatch(words);
}

async function shot(page: Page, name: string, width: number) {
  expect(await axe(page), name).toEqual([]);
  expect(await noScroll(page), name).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `docs/editor/pages-${name}-${width}.png` });
}

async function openMake(page: Page, make: string) {
  await page.goto(`${p.url}/admin/content/#/`);
  await page.fill('#ed-search', make.toLowerCase());
  await page.getByRole('link', { name: new RegExp(`^${make}`) }).click();
  await page.waitForSelector('.ed-entry h1');
  await page
    .locator('summary', { hasText: /^Common repair: / })
    .first()
    .click();
}

describe.each([
  ['phone', PHONE, '$45-$75', '$52-$82'],
  ['desktop', DESKTOP, '$47-$77', '$54-$84'],
] as const)('the editor on Pages on a %s', (_, viewport, price, draftPrice) => {
  it('saves a price, on its way then live; refuses at the field; a conflict in words; undo; a draft; a picture up and gone', async () => {
    const context = await browser.newContext({
      viewport,
      isMobile: viewport.width < 500,
      hasTouch: viewport.width < 500,
      // Only to inject axe-core, which the editor's policy (no inline script) refuses otherwise.
      bypassCSP: true,
    });
    await context.clock.install({ time: new Date('2026-11-27T14:00:00Z') });
    const page = await context.newPage();
    const { width } = viewport;

    await page.goto(`${p.url}/admin/`);
    expect(page.url()).toBe(`${p.url}/admin/login`);
    await page.fill('#password', PAGES_PASSWORD);
    await Promise.all([page.waitForURL(`${p.url}/admin/`), page.press('#password', 'Enter')]);
    await Promise.all([
      page.waitForURL(`${p.url}/admin/content`),
      page.getByRole('link', { name: 'Edit the site' }).first().click(),
    ]);

    // A save: one commit, said to be on its way while Pages has not built it.
    p.deploy(await p.github.head());
    const before = await p.github.head();
    await openMake(page, 'Hyundai');
    await page.fill('#root_commonServices_0_estimatedCost', price);
    await page.getByRole('button', { name: 'Save and publish', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Saved\. The change is on its way to the site/);
    const saved = await p.github.head();
    expect(saved).not.toBe(before);
    expect(await p.github.fileAtHead(HYUNDAI)).toContain(price);
    expect((await p.github.log())[0]).toBe('Edit /cars/hyundai');
    await shot(page, 'on-its-way', width);
    // The watch asks again after 10 s: the site is still built from the commit before. The answer is waited for,
    // so that the commit is not "built" before the watch has had its look.
    const looked = page.waitForResponse((r) => new URL(r.url()).pathname === SITE_BUILD_PATH);
    await page.clock.fastForward(LIVE_POLL_MS);
    await looked;
    await expect.poll(() => status(page).textContent()).toMatch(/on its way/);
    // Pages builds the commit: the next look finds it.
    p.deploy(saved);
    await forwardUntil(page, status(page), /^Saved\. Live on the site after \d+ s\.$/);
    expect(liveAfter(await status(page).textContent())).toBeGreaterThanOrEqual((2 * LIVE_POLL_MS) / 1000);
    await shot(page, 'live', width);

    // A refusal at the field: nothing committed.
    await openMake(page, 'Hyundai');
    await page.fill('#root_commonServices_0_estimatedCost', '$90-$40');
    await page.getByRole('button', { name: 'Save and publish', exact: true }).click();
    const refusal = page.locator('.ed-banner-error');
    await expect.poll(() => refusal.textContent()).toMatch(/^Not saved\. One problem would reach the site/);
    expect(await refusal.textContent()).toContain('write the lower price first');
    expect(await page.locator('#root_commonServices_0_estimatedCost').getAttribute('aria-invalid')).toBe('true');
    expect(await p.github.head()).toBe(saved);
    await shot(page, 'refused', width);

    // A conflict: the entry changed on GitHub since it was opened.
    await openMake(page, 'Honda');
    const honda = (await p.github.fileAtHead(HONDA))!;
    const theirs = await p.github.commitElsewhere({ [HONDA]: `${honda}# Prices checked on github.com\n` });
    await page.fill('#root_commonServices_0_estimatedCost', draftPrice);
    await page.getByRole('button', { name: 'Save and publish', exact: true }).click();
    await expect
      .poll(() => page.locator('.ed-banner-error').textContent())
      .toMatch(/^This page was changed since you opened it \(another save, or an edit on GitHub\)\. Nothing was saved/);
    expect(await p.github.head()).toBe(theirs);
    await shot(page, 'conflict', width);

    // Undo takes the save back, as a commit of its own that Pages builds.
    await page.goto(`${p.url}/admin/content/#/`);
    await page.getByRole('button', { name: 'Undo the last change' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('“Edit /cars/hyundai”');
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    const undoLine = page.locator('#ed-undo ~ .ed-status');
    await expect.poll(() => undoLine.textContent()).toMatch(/^Undone: Edit \/cars\/hyundai\. The change is on its way/);
    const undone = await p.github.head();
    expect((await p.github.log())[0]).toBe('Undo: Edit /cars/hyundai');
    expect(await p.github.fileAtHead(HYUNDAI)).not.toContain(price);
    p.deploy(undone);
    await forwardUntil(page, undoLine, /^Undone: Edit \/cars\/hyundai\. Live on the site after/);
    await shot(page, 'undo', width);

    // A draft, kept in D1 and published as one commit.
    await openMake(page, 'Honda');
    await page.fill('#root_commonServices_0_estimatedCost', draftPrice);
    await page.getByRole('button', { name: 'Save to draft', exact: true }).click();
    await expect
      .poll(() => status(page).textContent())
      .toMatch(
        /^Saved to the draft: the site does not show it yet\. “Review and publish”, at the top, shows the page with it/,
      );
    expect(await p.github.head()).toBe(undone);
    await page.locator('.ed-draft-link').click();
    await expect.poll(() => page.locator('.ed-change').textContent()).toContain(draftPrice);
    await shot(page, 'review', width);
    // The page with the change, drawn by the site's renderer in the function, at a phone's and a computer's width.
    await page.getByRole('button', { name: 'See the page with the change' }).first().click();
    const frames = page.locator('.ed-preview iframe');
    await expect.poll(() => frames.count()).toBe(2);
    expect(await frames.evaluateAll((els) => els.map((e) => e.getAttribute('sandbox')))).toEqual([
      'allow-same-origin',
      'allow-same-origin',
    ]);
    for (const [i, at] of [390, 1440].entries()) {
      const frame = page.frameLocator('.ed-preview iframe').nth(i);
      await expect.poll(() => frame.locator('main').textContent(), { timeout: 30_000 }).toContain(draftPrice);
      expect(await frame.locator('html').evaluate((el) => el.clientWidth)).toBe(at);
      // The page is styled: its inline rules are allowed by their hashes.
      expect(await frame.locator('body').evaluate((el) => getComputedStyle(el).margin)).toBe('0px');
      const box = (await frames.nth(i).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await p.github.head()).toBe(undone);
    await page.locator('.ed-previews').scrollIntoViewIfNeeded();
    await shot(page, 'preview', width);
    await page.getByRole('button', { name: /^Publish/ }).click();
    const reviewLine = page.locator('.ed-banner-target [role="status"]');
    await expect
      .poll(() => reviewLine.textContent())
      .toMatch(/Published the change \(\/cars\/honda\)\. The change is on its way/);
    expect((await p.github.log())[0]).toBe('Edit /cars/honda');
    expect(await p.github.fileAtHead(HONDA)).toContain(draftPrice);
    await shot(page, 'draft-published', width);

    // A picture uploaded on an entry waits in the draft (its bytes in D1), is listed in the review with its small
    // copy, and is published with the entry in the draft's one commit, which says when the site has it.
    const ABOUT = 'content/pages/about.yaml';
    const aboutBefore = (await p.github.fileAtHead(ABOUT))!;
    await page.goto(`${p.url}/admin/content/#/edit/about`);
    await page.waitForSelector('#root_owner_image_src', { state: 'attached' });
    await page.locator('#root_owner_image_src').evaluate((el) => {
      for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
    });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a5f7d' } })
      .png()
      .toBuffer();
    const drafted = await p.github.head();
    await page.setInputFiles('#root_owner_image_src ~ input[type="file"]', {
      name: `Van ${width}.png`,
      mimeType: 'image/png',
      buffer: photo,
    });
    const src = `/media/van-${width}.png`;
    const uploadLine = page.locator('#root_owner_image_src ~ p[role="status"]');
    await expect
      .poll(() => uploadLine.textContent())
      .toBe(`Uploaded: ${src} (64 × 48). It waits in the draft with this change: save, then publish.`);
    expect(await p.github.head()).toBe(drafted);
    await page.locator('#root_owner_image_src').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'upload', width);
    await page.getByRole('button', { name: 'Save to draft', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Saved to the draft/);
    expect(await p.github.head()).toBe(drafted);

    // The pictures panel lists it first, from the editor's copy.
    await page.goto(`${p.url}/admin/content/#/`);
    const waiting = page.locator('.ed-picture-waiting', { hasText: src });
    await expect
      .poll(() => waiting.textContent())
      .toContain('In the draft: the site does not have it until you publish the draft.');
    // Loaded lazily: once it is in view.
    await waiting.scrollIntoViewIfNeeded();
    await expect.poll(() => waiting.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await shot(page, 'pictures-draft', width);

    await page.locator('.ed-draft-link').click();
    const item = page.locator('.ed-change-picture');
    await expect.poll(() => item.textContent()).toContain(`New picture: van-${width}.png`);
    await expect.poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await shot(page, 'review-picture', width);
    await page.getByRole('button', { name: 'Publish the 2 changes' }).click();
    await expect
      .poll(() => reviewLine.textContent())
      .toMatch(/^Published 2 changes \(\/about\)\. The change is on its way/);
    const published = await p.github.head();
    expect((await p.github.log())[0]).toBe(`Edit /about; add the picture ${src}`);
    expect((await p.github.git(['diff', '--name-status', drafted, published])).toString()).toBe(
      `M\t${ABOUT}\nA\tcontent/static/media/van-${width}.png\n`,
    );
    expect(await p.github.fileAtHead(ABOUT)).toContain(`src: ${src}`);
    p.deploy(published);
    await forwardUntil(page, reviewLine, /^Published 2 changes .* Live on the site after \d+ s\.$/);
    await shot(page, 'picture-published', width);

    // Shown nowhere again (the page as it was, from GitHub), the picture is deleted and published at once.
    await p.github.commitElsewhere({ [ABOUT]: aboutBefore });
    await page.goto(`${p.url}/admin/content/#/`);
    await page.getByRole('button', { name: `Delete ${src}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete and publish now' }).click();
    const pictureLine = page.locator('.ed-pictures ~ p[role="status"]');
    await expect
      .poll(() => pictureLine.textContent())
      .toBe(`Deleted ${src}. Undo brings it back. The change is on its way to the site: ${ON_ITS_WAY}`);
    expect((await p.github.log())[0]).toBe(`Delete the picture ${src}`);
    p.deploy(await p.github.head());
    await forwardUntil(page, pictureLine, /^Deleted .* Live on the site after \d+ s\.$/);
    await pictureLine.scrollIntoViewIfNeeded();
    await shot(page, 'picture-deleted', width);

    // An entry deleted: the list says so, then when the site no longer has its page.
    const special = `winter-battery-${width}`;
    const climate = (await p.github.fileAtHead('content/specials/climate-check.yaml'))!;
    await p.github.commitElsewhere({
      [`content/specials/${special}.yaml`]: climate
        .replace(/^title: .*$/m, `title: Winter Battery Test ${width}`)
        .replace(/^code: .*$/m, `code: BATT${width}`),
    });
    await page.goto(`${p.url}/admin/content/#/edit/special/${special}`);
    await page.getByRole('button', { name: 'Delete this entry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete and publish now' }).click();
    const notice = page.locator('.ed-banner[role="status"]');
    await expect
      .poll(() => notice.textContent())
      .toBe(
        `Deleted “Winter Battery Test ${width}”. Undo brings it back. The change is on its way to the site: ${ON_ITS_WAY}`,
      );
    expect((await p.github.log())[0]).toBe(`Delete content/specials/${special}.yaml`);
    p.deploy(await p.github.head());
    await forwardUntil(page, notice, /^Deleted .* Live on the site after \d+ s\.$/);
    await shot(page, 'deleted', width);
    await context.close();
    // One owner's whole session, step after step: 36-42 s on this 2-core machine, 49-60 s when it is busy. The
    // limit guards against a hang, not the time it takes.
  }, 180_000);
});
