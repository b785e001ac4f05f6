import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, axe, PHONE, visit } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('/services search', () => {
  it('shows all 11 groups, filters as the visitor types, and sorts groups by matches', async () => {
    const { context, page, errors } = await openPage(browser);
    await visit(page, '/services');
    const headings = () => page.locator('#directory').getByRole('heading').allInnerTexts();
    const all = await headings();
    expect(all.length).toBeGreaterThanOrEqual(11);
    const search = page.getByRole('searchbox');
    await search.fill('  BRAKE  ');
    await expect
      .poll(() => page.locator('#directory [aria-live=polite]').innerText())
      .toMatch(/^Found \d+ service\(s\) matching "BRAKE"$/);
    const filtered = await headings();
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered[0]).toMatch(/Brake/i);
    const shown = await page.locator('#directory a').count();
    const found = Number(/Found (\d+)/.exec(await page.locator('#directory [aria-live=polite]').innerText())?.[1]);
    expect(shown).toBe(found);
    expect(page.url()).toMatch(/\?q=/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when nothing matches, and Clear Search brings everything back', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, bypassCSP: true });
    await visit(page, '/services');
    const before = await page.locator('#directory a').count();
    await page.getByRole('searchbox').fill('flux capacitor');
    await expect
      .poll(() => page.locator('#directory [aria-live=polite]').innerText())
      .toBe('No services found matching "flux capacitor"');
    expect(await page.getByRole('heading', { name: 'No Services Found' }).isVisible()).toBe(true);
    expect(await page.locator('#directory a').count()).toBe(0);
    // Its icon was not in the page as served: the island added the sprite's symbols, so it is drawn.
    const icon = (await page.locator('#directory svg.lucide use').first().getAttribute('href'))!;
    expect(await page.locator(`#icon-symbols > symbol${icon}`).count(), icon).toBe(1);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear Search' }).first().click();
    await expect.poll(() => page.locator('#directory a').count()).toBe(before);
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    // Focus goes back to the field, ready for the next search (the button that had it is gone).
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('services-search');
    await context.close();
  });

  it('restores a shared search from the address', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/services?q=fuel');
    await expect.poll(() => page.locator('#directory [aria-live=polite]').innerText()).toMatch(/matching "fuel"/);
    await context.close();
  });
});

describe('/advice category badges', () => {
  it('filter the articles, All first', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/advice');
    const group = page.getByRole('group', { name: /filter/i });
    const badges = await group.getByRole('button').allInnerTexts();
    expect(badges.map((b) => b.trim())).toEqual([
      'All',
      'Maintenance',
      'Safety',
      'Seasonal',
      'Diagnostics',
      'Electrical',
    ]);
    const readMore = () => page.getByRole('link', { name: /Read More/ }).count();
    expect(await readMore()).toBe(6);
    await group.getByRole('button', { name: 'Maintenance' }).click();
    await expect.poll(readMore).toBe(2);
    expect(await group.getByRole('button', { name: 'Maintenance' }).getAttribute('aria-pressed')).toBe('true');
    await group.getByRole('button', { name: 'Electrical' }).click();
    await expect.poll(readMore).toBe(1);
    await group.getByRole('button', { name: 'All' }).click();
    await expect.poll(readMore).toBe(6);
    await page
      .getByRole('link', { name: /Read More/ })
      .first()
      .click();
    await page.waitForURL(/\/advice\/[a-z-]+$/);
    await expect.poll(() => page.locator('.prose-article h2').count()).toBeGreaterThan(2);
    await context.close();
  });
});
