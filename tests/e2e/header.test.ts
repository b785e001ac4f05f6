import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, axe, PHONE, DESKTOP, visit } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('header', () => {
  it('becomes more opaque once scrolled past 50px', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await visit(page, '/about');
    const header = page.locator('body header').first();
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(200);
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('');
    const position = await header.evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('fixed');
    await context.close();
  });

  it('marks the current section', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    for (const [path, label] of [
      ['/', 'HOME'],
      ['/services/brake-service', 'SERVICES'],
      ['/cars/ford', 'MAKES & MODELS'],
      ['/all-makes-models', 'MAKES & MODELS'],
      ['/contact', 'CONTACT US'],
    ] as const) {
      await visit(page, path);
      const current = await mainNav(page).locator(':scope > ul > li > [aria-current]').allInnerTexts();
      expect(
        current.map((t) => t.trim()),
        path,
      ).toEqual([label]);
    }
    await context.close();
  });

  it('opens one dropdown at a time, closes it on outside click, Escape and choosing an item', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await visit(page, '/');
    const services = mainNav(page).getByRole('button', { name: 'SERVICES' });
    const makes = mainNav(page).getByRole('button', { name: 'MAKES & MODELS' });
    await services.click();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'All Services' }).isVisible()).toBe(true);
    await makes.click();
    expect(await makes.getAttribute('aria-expanded')).toBe('true');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    expect(await mainNav(page).getByRole('link', { name: 'All Services' }).isVisible()).toBe(false);
    await makes.click();
    expect(await makes.getAttribute('aria-expanded')).toBe('false');
    await services.click();
    await page.mouse.click(700, 600);
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await services.click();
    await page.keyboard.press('Escape');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    expect(await services.evaluate((el) => el === document.activeElement)).toBe(true);
    await makes.click();
    await mainNav(page).getByRole('link', { name: 'All Makes & Models' }).click();
    await page.waitForURL('**/all-makes-models');
    // The new page's script runs after its first paint; the menu is closed there too.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await makes.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[popover]:popover-open').count()).toBe(0);
    await context.close();
  });

  it('is operable with the keyboard alone, and has no accessibility violation while open', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP, bypassCSP: true });
    await visit(page, '/');
    const services = mainNav(page).getByRole('button', { name: 'SERVICES' });
    await services.focus();
    await page.keyboard.press('Enter');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Oil Change');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/services/oil-change');
    await context.close();
  });
});

describe('mobile menu', () => {
  it('opens a full-width panel titled Menu, one section expanded at a time, focus kept inside, Escape closes', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, isMobile: true, bypassCSP: true });
    await visit(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(PHONE.width);
    const items = await dialog
      .getByRole('navigation')
      .locator(':scope > ul > li > a, :scope > ul > li > button')
      .allInnerTexts();
    expect(items.map((t) => t.trim())).toEqual([
      'HOME',
      'ABOUT US',
      'MAKES & MODELS',
      'SERVICES',
      'SPECIALS',
      'CONTACT',
    ]);
    expect(await dialog.getByRole('link', { name: 'CONTACT US' }).getAttribute('href')).toBe('/contact');
    const makes = dialog.getByRole('button', { name: 'MAKES & MODELS' });
    const services = dialog.getByRole('button', { name: 'SERVICES' });
    await makes.click();
    expect(await makes.getAttribute('aria-expanded')).toBe('true');
    await services.click();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    expect(await makes.getAttribute('aria-expanded')).toBe('false');
    expect(await axe(page)).toEqual([]);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await open.click();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('closes when a link is chosen and shows the new page at the top', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, isMobile: true, reducedMotion: 'reduce' });
    await visit(page, '/');
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('button', { name: 'SERVICES' }).click();
    await dialog.getByRole('link', { name: 'Brake Service' }).click();
    await page.waitForURL('**/services/brake-service');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
