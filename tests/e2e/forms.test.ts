import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { launch, openPage, axe, PHONE, DESKTOP } from '../support/browser.ts';

const forms = JSON.parse(readFileSync('.generated/pages/index.json', 'utf8')).data.forms;
const contact = JSON.parse(readFileSync('.generated/pages/contact.json', 'utf8')).data.form;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const heroForm = (page: Page) => page.locator('#quote form');
const errorTexts = (page: Page) => heroForm(page).locator('[id$="-error"]').allInnerTexts();

describe('home hero quote form', () => {
  it('validates on submit, then on every change, with the spec messages', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP, bypassCSP: true });
    await page.goto('/', { waitUntil: 'networkidle' });
    const form = heroForm(page);
    expect(await errorTexts(page)).toEqual([]);
    await form.getByLabel('Name').fill('A');
    await page.waitForTimeout(100);
    expect(await errorTexts(page), 'no message before the first submit').toEqual([]);
    await form.getByRole('button', { name: forms.heroQuote.submit }).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual([
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Please enter a valid phone number',
        'Please select a service',
      ]);
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await axe(page)).toEqual([]);
    await form.getByLabel('Name').fill('Al');
    await expect
      .poll(() => errorTexts(page))
      .toEqual(['Please enter a valid email address', 'Please enter a valid phone number', 'Please select a service']);
    await form.getByLabel('Email').fill('al@example');
    await page.waitForTimeout(100);
    expect((await errorTexts(page))[0]).toBe('Please enter a valid email address');
    await form.getByLabel('Email').fill('al@example.com');
    await form.getByLabel('Phone').fill('513555012');
    await expect.poll(() => errorTexts(page)).toEqual(['Please enter a valid phone number', 'Please select a service']);
    await form.getByLabel('Phone').fill('5135550123');
    await form.getByRole('combobox').selectOption('brake-service');
    await expect.poll(() => errorTexts(page)).toEqual([]);
    await context.close();
  });

  it('offers the five services of the spec', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    const values = await heroForm(page)
      .locator('select option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(values).toEqual(['engine-repair', 'brake-service', 'oil-change', 'transmission', 'other']);
    await context.close();
  });

  it('shows Submitting... while disabled, then the success toast, logs the request and resets', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, isMobile: true });
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto('/', { waitUntil: 'networkidle' });
    const form = heroForm(page);
    await form.getByLabel('Name').fill('Pat Driver');
    await form.getByLabel('Email').fill('pat@example.com');
    await form.getByLabel('Phone').fill('(513) 555-0100');
    await form.getByRole('combobox').selectOption('oil-change');
    const button = form.locator('button[type=submit]');
    const started = Date.now();
    await button.click();
    await expect.poll(() => button.innerText()).toBe('Submitting...');
    expect(await button.isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByText("Quote request submitted! We'll contact you soon.").isVisible(), { timeout: 5000 })
      .toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByRole('combobox').inputValue()).toBe('');
    expect(await button.innerText()).toBe(forms.heroQuote.submit);
    expect(logs.some((l) => l.includes('pat@example.com'))).toBe(true);
    await context.close();
  });
});

describe('home service-request form', () => {
  it('relies on browser validation and does nothing on submit', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    const form = page.locator('#service-request form');
    for (const id of ['#sr-name', '#sr-phone', '#sr-email'])
      expect(await form.locator(id).getAttribute('required')).not.toBeNull();
    expect(await form.locator('#sr-email').getAttribute('type')).toBe('email');
    expect(await form.locator('textarea').getAttribute('rows')).toBe('4');
    expect(await form.locator('input[type=date]').count()).toBe(1);
    const times = await form.locator('#sr-preferred-time option').allInnerTexts();
    expect(times).toEqual(['Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 5 PM)', 'Flexible']);
    const services = await form
      .locator('#sr-service option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(services).toEqual([
      '',
      'oil-change',
      'brake-service',
      'engine-repair',
      'transmission-service',
      'diagnostics',
      'general-repair',
      'other',
    ]);
    expect(await form.evaluate((f) => (f as HTMLFormElement).checkValidity())).toBe(false);
    await form.locator('#sr-name').fill('Pat');
    await form.locator('#sr-phone').fill('5135550100');
    await form.locator('#sr-email').fill('pat@example.com');
    const url = page.url();
    await form.locator('button[type=submit]').click();
    await page.waitForTimeout(1500);
    expect(page.url()).toBe(url);
    expect(await form.locator('#sr-name').inputValue()).toBe('Pat');
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await context.close();
  });
});

describe('contact quote form', () => {
  const fill = async (page: Page) => {
    const form = page.locator('#quote form');
    await form.getByLabel(/^Name/).fill('Sam Owner');
    await form.getByLabel(/^Phone/).fill('5135550100');
    await form.getByLabel(/^Email/).fill('sam@example.com');
    await form.locator('select').selectOption('tire-service');
    await form.locator('textarea').fill('Front tires are worn.');
    return form;
  };

  it('offers the spec service options', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const options = await page
      .locator('#quote select option')
      .evaluateAll((os) => os.map((o) => `${(o as HTMLOptionElement).value}|${o.textContent}`));
    expect(options.slice(1)).toEqual([
      'engine-repair|Engine Repair',
      'brake-service|Brake Service',
      'oil-change|Oil Change',
      'tire-service|Tire Service',
      'air-conditioning|Air Conditioning',
      'battery-replacement|Battery Replacement',
      'computer-diagnostics|Computer Diagnostics',
      'other|Other',
    ]);
    expect(options[0]!.startsWith('|')).toBe(true);
    await context.close();
  });

  it('stops with the Consent Required notice when consent is not given', async () => {
    const { context, page } = await openPage(browser, { bypassCSP: true });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const form = await fill(page);
    await form.locator('button[type=submit]').click();
    await expect.poll(() => page.getByText('Consent Required').isVisible()).toBe(true);
    expect(await page.getByText('Please agree to be contacted about your service request.').isVisible()).toBe(true);
    expect(await form.getByLabel(/^Name/).inputValue()).toBe('Sam Owner');
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  it('shows Sending... for one second, then Message Sent! and resets every field', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, isMobile: true });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const form = await fill(page);
    await form.locator('input[type=checkbox]').check();
    const button = form.locator('button[type=submit]');
    const started = Date.now();
    await button.click();
    await expect.poll(() => button.innerText()).toBe('Sending...');
    expect(await button.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Message Sent!').isVisible(), { timeout: 5000 }).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(contact.delayMs - 100);
    expect(await page.getByText("We'll contact you within 1 business hour during operating hours.").isVisible()).toBe(
      true,
    );
    for (const field of [
      form.getByLabel(/^Name/),
      form.getByLabel(/^Phone/),
      form.getByLabel(/^Email/),
      form.locator('textarea'),
      form.locator('select'),
    ])
      expect(await field.inputValue()).toBe('');
    expect(await form.locator('input[type=checkbox]').isChecked()).toBe(false);
    expect(await button.isDisabled()).toBe(false);
    await context.close();
  });

  it('requires name and phone in the browser', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const form = page.locator('#quote form');
    await form.locator('input[type=checkbox]').check();
    await form.locator('button[type=submit]').click();
    await page.waitForTimeout(300);
    expect(await page.getByText('Message Sent!').count()).toBe(0);
    expect(await form.getByLabel(/^Name/).evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    await context.close();
  });
});

describe('forms before their code has arrived', () => {
  it('keep what was typed and a submit already asked for', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/', { waitUntil: 'networkidle' });
    // From now on, hold back every script for a second: the form's code arrives after the visitor acted.
    await page.route('**/assets/**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    const form = heroForm(page);
    await form.getByLabel('Name').pressSequentially('Jo', { delay: 10 });
    await form.getByRole('button', { name: forms.heroQuote.submit }).click();
    await expect
      .poll(() => errorTexts(page), { timeout: 10_000 })
      .toEqual(['Please enter a valid email address', 'Please enter a valid phone number', 'Please select a service']);
    expect(await form.getByLabel('Name').inputValue()).toBe('Jo');
    await context.close();
  });
});
