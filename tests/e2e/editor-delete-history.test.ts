import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { axe, launch, DESKTOP, PHONE } from '../support/browser.ts';
import { EditorClone } from '../support/editor-clone.ts';
import { bundleEditor } from '../../scripts/editor-bundle.ts';

// The editor of the site's server (git publisher) over a scratch clone, served with its bundle and the clone's
// pictures; the site's rebuild is counted, not run, so the test is about the editor's screens and commits.
let project: EditorClone;
let server: ServerType;
let browser: Browser;
let base = '';

beforeAll(async () => {
  project = new EditorClone();
  // The editor's bundle of this project (dist/admin/, made again if its sources are newer).
  const assetsDir = await bundleEditor(process.cwd());
  const app = new Hono();
  app.route('/admin/content', project.editor({ assetsDir }));
  app.get('/media/:name', (c) => {
    const name = c.req.param('name');
    if (!/^[a-z0-9-]+\.(png|jpe?g|svg|webp|avif)$/.test(name)) return c.notFound();
    const type = name.endsWith('.svg') ? 'image/svg+xml' : `image/${name.split('.').pop()!.replace('jpg', 'jpeg')}`;
    try {
      return c.body(readFileSync(join(project.root, 'content/static/media', name)), 200, { 'Content-Type': type });
    } catch {
      return c.notFound();
    }
  });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server) await new Promise((resolve) => server.close(resolve));
  project?.dispose();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
  const page = await context.newPage();
  await page.goto(`${base}/admin/content/`);
  await page.waitForSelector('#ed-search');
  return page;
}

async function openEntry(page: Page, search: string, name: RegExp) {
  await page.goto(`${base}/admin/content/#/`);
  await page.fill('#ed-search', search);
  await page.getByRole('link', { name }).click();
  await page.waitForSelector('.ed-entry h1');
}

const dialog = (page: Page) => page.getByRole('dialog');

describe('delete, undo, history and restore in the editor, on a phone', () => {
  it('deletes an entry only once confirmed, and Undo (confirmed too) brings it back', async () => {
    const page = await open(PHONE);
    const file = 'specials/climate-check.yaml';
    const text = project.file(file);
    await openEntry(page, 'heater', /^A\/C and Heater/);
    await page.getByRole('button', { name: 'Delete this entry' }).click();
    await expect.poll(() => dialog(page).textContent()).toContain('Delete “A/C and Heater Performance Check');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: 'docs/editor/delete-confirm-390.png' });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog(page).count()).toBe(0);
    expect(project.file(file)).toBe(text);

    await page.getByRole('button', { name: 'Delete this entry' }).click();
    // Beside the draft, the delete may be published at once; Undo then takes it back.
    await dialog(page).getByRole('button', { name: 'Delete and publish now' }).click();
    await expect
      .poll(() => page.locator('.ed-banner[role=status]').textContent(), { timeout: 30_000 })
      .toMatch(/^Deleted “A\/C and Heater Performance Check for \$49\.95”\. Undo brings it back\.$/);
    expect(project.file(file)).toBeUndefined();
    expect(project.git('log', '-1', '--format=%s')).toBe('Delete content/specials/climate-check.yaml');
    expect(project.git('status', '--porcelain')).toBe('');

    await page.getByRole('button', { name: 'Undo the last change' }).click();
    await expect.poll(() => dialog(page).textContent()).toContain('“Delete content/specials/climate-check.yaml”');
    await page.screenshot({ path: 'screenshots/editor-undo-confirm-390.png' });
    await dialog(page).getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => page.locator('#ed-undo ~ .ed-status').textContent(), { timeout: 30_000 })
      .toMatch(/^Undone: Delete content\/specials\/climate-check\.yaml/);
    expect(project.file(file)).toBe(text);
    expect(project.git('status', '--porcelain')).toBe('');
    await page.context().close();
  });

  it('refuses to delete a service other pages link to, naming them', async () => {
    const page = await open(PHONE);
    await openEntry(page, 'fuel pump', /^Fuel Pump Replacement/);
    const head = project.git('rev-parse', 'HEAD');
    await page.getByRole('button', { name: 'Delete this entry' }).click();
    // Refused at once, though a delete waits in the draft until it is published.
    await dialog(page).getByRole('button', { name: 'Delete in the draft' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toMatch(
        /^Not deleted: 2 entries link to \/services\/fuel-pump: All Services \(\/services\), Carlisle, OH \(\/cities\/carlisle\)\./,
      );
    await page.screenshot({ path: 'screenshots/editor-delete-refused-390.png' });
    expect(project.file('services/fuel-pump.yaml')).toBeDefined();
    expect(project.git('rev-parse', 'HEAD')).toBe(head);
    expect((await project.call<{ changes: unknown[] }>('GET', '/draft')).body.changes).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on %s shows the history of an entry in words and restores an earlier version', async (_, viewport) => {
    const entry = await project.call<{ version: string; data: { commonServices: { estimatedCost: string }[] } }>(
      'GET',
      '/entry/make/hyundai',
    );
    const original = entry.body.data.commonServices[0]!.estimatedCost;
    entry.body.data.commonServices[0]!.estimatedCost = '$45-$75';
    expect(
      (await project.call('PUT', '/entry/make/hyundai', { version: entry.body.version, data: entry.body.data })).status,
    ).toBe(200);
    const page = await open(viewport);
    await openEntry(page, 'hyundai', /^Hyundai/);
    await page.getByText('History of this entry').click();
    const newest = page.locator('.ed-changes > li').first();
    await expect
      .poll(() => newest.textContent())
      .toContain(`Hyundai › Common repairs 1 › Price range: ${original} → $45-$75`);
    expect(await newest.textContent()).toContain('Dave Kessler');
    expect(await newest.textContent()).toContain('This is the version the site shows.');
    await newest.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/editor-history-${viewport.width}.png` });

    await page.locator('.ed-changes > li').nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await expect
      .poll(() => dialog(page).textContent())
      .toContain('Hyundai goes back to how it was after the change of');
    await dialog(page).getByRole('button', { name: 'Restore' }).click();
    await expect
      .poll(() => project.git('log', '-1', '--format=%s'), { timeout: 30_000 })
      .toMatch(/^Restore \/cars\/hyundai as of /);
    await expect.poll(() => newest.textContent(), { timeout: 30_000 }).toContain(`Price range: $45-$75 → ${original}`);
    expect(await page.inputValue('#root_commonServices_0_estimatedCost')).toBe(original);
    expect(project.git('status', '--porcelain')).toBe('');
    await page.context().close();
  });

  it('deletes a picture shown nowhere and publishes it now, once confirmed; one that is shown has no delete', async () => {
    const png = new Uint8Array(readFileSync(join(project.root, 'content/static/media/og.png')));
    const upload = await project.upload(png, 'Old sign.png');
    expect(upload.status).toBe(201);
    const page = await open(PHONE);
    const item = page.locator('.ed-pictures li', { hasText: '/media/old-sign.png' });
    await item.scrollIntoViewIfNeeded();
    expect(await item.textContent()).toContain('Shown nowhere');
    expect(await page.locator('.ed-pictures li', { hasText: '/media/og.png' }).getByRole('button').count()).toBe(0);
    await page.screenshot({ path: 'screenshots/editor-pictures-390.png', fullPage: false });
    await item.getByRole('button', { name: 'Delete /media/old-sign.png' }).click();
    // The draft's delete comes first; publishing now is beside it.
    await dialog(page).getByRole('button', { name: 'Delete and publish now' }).click();
    await expect
      .poll(() => page.locator('#ed-c-pictures ~ .ed-status-line').textContent(), { timeout: 30_000 })
      .toBe('Deleted /media/old-sign.png. Undo brings it back.');
    for (const f of upload.body.files) expect(project.file(f)).toBeUndefined();
    expect(project.git('status', '--porcelain')).toBe('');
    await page.context().close();
  });
});
