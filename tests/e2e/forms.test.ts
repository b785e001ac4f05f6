import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { launch, openPage, axe, PHONE, DESKTOP, type PageOptions, visit, networkQuiet } from '../support/browser.ts';
import { startRequestStack, type RequestStack } from '../support/request-stack.ts';

const home = JSON.parse(readFileSync('.generated/pages/index.json', 'utf8')).data;
const contact = JSON.parse(readFileSync('.generated/pages/contact.json', 'utf8')).data.form;
const { heroQuote, serviceRequest } = home.forms;

let browser: Browser;
let stack: RequestStack;
beforeAll(async () => {
  [browser, stack] = await Promise.all([launch(), startRequestStack()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Requests stored before the current test; each test reads only its own. */
let before = 0;
beforeEach(async () => {
  before = (await stack.arrived()).length;
});
const arrivedHere = async () => (await stack.arrived()).slice(before);

/** The shop's copies of a stored request: exactly one once the outbox has sent it. */
const mailsOf = (id: string) => stack.mails.filter((m) => m.text.includes(`Request: ${id}`));

const open = (opts: PageOptions = {}) => openPage(browser, { baseURL: stack.baseUrl, ...opts });

const heroForm = (page: Page) => page.locator('#quote form');
const serviceForm = (page: Page) => page.locator('#service-request form');
const contactForm = (page: Page) => page.locator('#quote form');
const errorTexts = (form: Locator) => form.locator('[id$="-error"]').allInnerTexts();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const sendButton = (form: Locator) => form.locator('button[type=submit]');

/** Holds every request to the endpoint until `release` is called: the busy state can be looked at. */
async function holdRequests(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/requests/**', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function fillHero(form: Locator) {
  await form.getByLabel('Name').fill('Pat Driver');
  await form.getByLabel('Email').fill('pat@example.com');
  await form.getByLabel('Phone').fill('(513) 555-0100');
  await form.getByLabel(heroQuote.labels.service).selectOption('oil-change');
}

async function fillService(form: Locator, date = '') {
  await form.getByLabel(/^Full Name/).fill('Robin Fleet');
  await form.getByLabel(/^Phone Number/).fill('513-555-0111');
  await form.getByLabel(/^Email Address/).fill('robin@example.com');
  await form.getByLabel('Vehicle Year').fill('2017');
  await form.getByLabel('Vehicle Make').fill('Ford');
  await form.getByLabel('Vehicle Model').fill('Transit');
  await form.getByLabel('Service Needed').selectOption('brake-service');
  if (date) await form.getByLabel('Preferred Date').fill(date);
  await form.getByLabel('Preferred Time').selectOption('afternoon');
  await form.getByLabel(serviceRequest.labels.message).fill('Grinding noise when braking.');
}

async function fillContact(form: Locator, consent = true) {
  await form.getByLabel(/^Name/).fill('Sam Owner');
  await form.getByLabel(/^Phone/).fill('5135550100');
  await form.getByLabel(/^Email/).fill('sam@example.com');
  await form.getByLabel('Service Needed').selectOption('tire-service');
  await form.getByLabel('Message', { exact: true }).fill('Front tires are worn.');
  if (consent) await form.getByRole('checkbox').check();
}

/** Calendar dates around today in the shop's time zone: "YYYY-MM-DD". */
function shopDates() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: home.shop.timeZone }).format(new Date());
  const plus = (days: number) => {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
  const future = [...Array(14).keys()].map((i) => plus(i + 2));
  return {
    yesterday: plus(-1),
    sunday: future.find((d) => weekday(d) === 0)!,
    openDay: future.find((d) => weekday(d) >= 1 && weekday(d) <= 5)!,
  };
}

describe('home hero quote form, with JavaScript', () => {
  it('validates on submit, then on every change, with the spec messages', async () => {
    const { context, page } = await open({ viewport: DESKTOP, bypassCSP: true });
    await visit(page, '/');
    const form = heroForm(page);
    await form.getByLabel('Name').fill('A');
    expect(await errorTexts(form), 'no message before the first submit').toEqual([]);
    await sendButton(form).click();
    await expect
      .poll(() => errorTexts(form))
      .toEqual([
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Please enter a valid phone number',
        'Please select a service',
      ]);
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id), 'focus on the first field with a problem').toBe(
      'hero-quote-name',
    );
    expect(await axe(page)).toEqual([]);
    await form.getByLabel('Name').fill('Al');
    await expect
      .poll(() => errorTexts(form))
      .toEqual(['Please enter a valid email address', 'Please enter a valid phone number', 'Please select a service']);
    await form.getByLabel('Email').fill('al@example.com');
    await form.getByLabel('Phone').fill('5135550123');
    await form.getByLabel(heroQuote.labels.service).selectOption('brake-service');
    await expect.poll(() => errorTexts(form)).toEqual([]);
    expect(await arrivedHere(), 'nothing sent while invalid').toEqual([]);
    await context.close();
  });

  it('offers the five services of the spec', async () => {
    const { context, page } = await open();
    await visit(page, '/');
    const values = await heroForm(page)
      .locator('select option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(values).toEqual(['engine-repair', 'brake-service', 'oil-change', 'transmission', 'other']);
    await context.close();
  });

  it('shows Submitting... while the server has not answered, then the success toast, and the request arrives', async () => {
    const { context, page } = await open({ viewport: PHONE, isMobile: true, bypassCSP: true });
    await visit(page, '/');
    const form = heroForm(page);
    await fillHero(form);
    const release = await holdRequests(page);
    const button = sendButton(form);
    await button.click();
    await expect.poll(() => button.innerText()).toBe('Submitting...');
    expect(await button.isDisabled()).toBe(true);
    expect(await form.getAttribute('aria-busy')).toBe('true');
    expect(await toast(page, heroQuote.messages.success).count(), 'no success before the answer').toBe(0);
    expect(await axe(page)).toEqual([]);
    release();
    await expect.poll(() => toast(page, "Quote request submitted! We'll contact you soon.").isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel(heroQuote.labels.service).inputValue()).toBe('');
    expect(await button.innerText()).toBe(heroQuote.submit);
    const arrived = await arrivedHere();
    expect(arrived.map((a) => a.form)).toEqual(['hero-quote']);
    expect(arrived[0]!.fields).toMatchObject({
      name: 'Pat Driver',
      email: 'pat@example.com',
      phone: '(513) 555-0100',
      service: 'oil-change',
    });
    expect(arrived[0]!.status).toBe('new');
    await expect.poll(() => mailsOf(arrived[0]!.id).length).toBe(1);
    await context.close();
  });

  it('sends one request for a double click', async () => {
    const { context, page } = await open();
    await visit(page, '/');
    const form = heroForm(page);
    await fillHero(form);
    await sendButton(form).dblclick();
    await expect.poll(() => toast(page, heroQuote.messages.success).isVisible()).toBe(true);
    // A second request, had the double click sent one, would be under way or done by now.
    await networkQuiet(page, 300);
    const arrived = await arrivedHere();
    expect(arrived.length).toBe(1);
    await expect.poll(() => mailsOf(arrived[0]!.id).length).toBe(1);
    await context.close();
  });

  it('keeps the fields and shows the failure toast when the server fails or cannot be reached', async () => {
    const { context, page } = await open();
    await visit(page, '/');
    const form = heroForm(page);
    await fillHero(form);
    for (const fail of [
      (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
      (route: Route) => route.abort('connectionrefused'),
    ]) {
      await page.route('**/api/requests/**', fail);
      await sendButton(form).click();
      await expect.poll(() => toast(page, 'Something went wrong. Please try again.').isVisible()).toBe(true);
      expect(await form.getByLabel('Name').inputValue()).toBe('Pat Driver');
      expect(await form.getByLabel(heroQuote.labels.service).inputValue()).toBe('oil-change');
      expect(await sendButton(form).isDisabled()).toBe(false);
      expect(await toast(page, heroQuote.messages.success).count()).toBe(0);
      await page.unroute('**/api/requests/**');
      await page.locator('[data-sonner-toast] button[aria-label="Close toast"]').first().click();
      await expect.poll(() => toast(page, 'Something went wrong').count()).toBe(0);
    }
    expect(await arrivedHere()).toEqual([]);
    await context.close();
  });

  it('sends one request when the answer was lost and the visitor sends again', async () => {
    const { context, page } = await open();
    await visit(page, '/');
    const form = heroForm(page);
    await fillHero(form);
    // The server stores the request, but its answer never reaches the browser.
    await page.route('**/api/requests/**', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await sendButton(form).click();
    await expect.poll(() => toast(page, heroQuote.messages.failure).isVisible()).toBe(true);
    await page.unroute('**/api/requests/**');
    await sendButton(form).click();
    await expect.poll(() => toast(page, heroQuote.messages.success).isVisible()).toBe(true);
    expect((await arrivedHere()).length).toBe(1);
    // A new request after a success is a new request.
    await fillHero(form);
    await sendButton(form).click();
    await expect.poll(async () => (await arrivedHere()).length).toBe(2);
    await context.close();
  });

  it("shows the server's messages at the fields when it rejects the request", async () => {
    const { context, page } = await open({ bypassCSP: true });
    await visit(page, '/');
    const form = heroForm(page);
    await fillHero(form);
    await page.route('**/api/requests/**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, errors: { phone: heroQuote.messages.phone } }),
      }),
    );
    await sendButton(form).click();
    await expect.poll(() => errorTexts(form)).toEqual([heroQuote.messages.phone]);
    expect(await form.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Phone').inputValue()).toBe('(513) 555-0100');
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});

describe('forms before their code has arrived', () => {
  /** From now on, hold back every script until `release` is called. */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  it('keep the very element the visitor types in: focus, caret and value stay when the code arrives', async () => {
    const { context, page } = await open({ viewport: DESKTOP });
    await visit(page, '/');
    const release = await holdScripts(page);
    const name = heroForm(page).getByLabel('Name');
    await name.evaluate((el) => ((el as HTMLInputElement & { mark?: string }).mark = 'typed-here'));
    await name.pressSequentially('Jordan', { delay: 10 });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('#notices').count(), 'the sending code is still on its way').toBe(0);
    release();
    await page.locator('#notices').waitFor({ state: 'attached' });
    await networkQuiet(page);
    const after = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement & { mark?: string };
      return { mark: el.mark, value: el.value, caret: [el.selectionStart, el.selectionEnd] };
    });
    expect(after).toEqual({ mark: 'typed-here', value: 'Jordan', caret: [4, 4] });
    await page.keyboard.type('X');
    expect(await name.inputValue()).toBe('JordXan');
    await context.close();
  });

  it('keep a submit already asked for', async () => {
    const { context, page } = await open({ viewport: DESKTOP });
    await visit(page, '/');
    const release = await holdScripts(page);
    const form = heroForm(page);
    await form.getByLabel('Name').pressSequentially('Jo', { delay: 10 });
    await sendButton(form).click();
    release();
    await expect
      .poll(() => errorTexts(form))
      .toEqual(['Please enter a valid email address', 'Please enter a valid phone number', 'Please select a service']);
    expect(await form.getByLabel('Name').inputValue()).toBe('Jo');
    await context.close();
  });
});

describe('home service-request form, with JavaScript', () => {
  it('offers the spec choices and sends the request', async () => {
    const { context, page } = await open({ viewport: DESKTOP });
    await visit(page, '/');
    const form = serviceForm(page);
    expect(await form.locator('textarea').getAttribute('rows')).toBe('4');
    expect(await form.getByLabel('Preferred Time').locator('option').allInnerTexts()).toEqual([
      'Morning (8 AM - 12 PM)',
      'Afternoon (12 PM - 5 PM)',
      'Flexible',
    ]);
    const services = await form
      .getByLabel('Service Needed')
      .locator('option')
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
    const { openDay } = shopDates();
    await fillService(form, openDay);
    const release = await holdRequests(page);
    await sendButton(form).click();
    await expect.poll(() => sendButton(form).innerText()).toBe(serviceRequest.submitting);
    expect(await sendButton(form).isDisabled()).toBe(true);
    release();
    await expect.poll(() => toast(page, serviceRequest.messages.success).isVisible()).toBe(true);
    expect(await form.getByLabel(/^Full Name/).inputValue()).toBe('');
    const arrived = await arrivedHere();
    expect(arrived.map((a) => a.form)).toEqual(['service-request']);
    expect(arrived[0]!.fields).toMatchObject({
      name: 'Robin Fleet',
      phone: '513-555-0111',
      email: 'robin@example.com',
      vehicleYear: '2017',
      vehicleMake: 'Ford',
      vehicleModel: 'Transit',
      service: 'brake-service',
      preferredDate: openDay,
      preferredTime: 'afternoon',
      message: 'Grinding noise when braking.',
    });
    await expect.poll(() => mailsOf(arrived[0]!.id).length).toBe(1);
    await context.close();
  });

  it('says so when the preferred date is past or on a day the shop is closed', async () => {
    const { context, page } = await open({ viewport: PHONE, isMobile: true, bypassCSP: true });
    await visit(page, '/');
    const form = serviceForm(page);
    const { yesterday, sunday } = shopDates();
    const date = form.getByLabel('Preferred Date');
    expect(await date.getAttribute('min'), 'the browser offers no day before today').toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: home.shop.timeZone }).format(new Date()),
    );
    await fillService(form, yesterday);
    await sendButton(form).click();
    await expect.poll(() => errorTexts(form)).toEqual([serviceRequest.messages.datePast]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('service-request-preferredDate');
    expect(await axe(page)).toEqual([]);
    await date.fill(sunday);
    await expect.poll(() => errorTexts(form)).toEqual([serviceRequest.messages.dateClosed]);
    await form.getByLabel(/^Email Address/).fill('robin@');
    await expect
      .poll(() => errorTexts(form))
      .toEqual([serviceRequest.messages.email, serviceRequest.messages.dateClosed]);
    expect(await arrivedHere()).toEqual([]);
    await context.close();
  });
});

describe('contact quote form, with JavaScript', () => {
  it('offers the spec service options', async () => {
    const { context, page } = await open();
    await visit(page, '/contact');
    const options = await contactForm(page)
      .locator('select option')
      .evaluateAll((os) => os.map((o) => `${(o as HTMLOptionElement).value}|${o.textContent}`));
    expect(options).toEqual([
      '|Select a service',
      'engine-repair|Engine Repair',
      'brake-service|Brake Service',
      'oil-change|Oil Change',
      'tire-service|Tire Service',
      'air-conditioning|Air Conditioning',
      'battery-replacement|Battery Replacement',
      'computer-diagnostics|Computer Diagnostics',
      'other|Other',
    ]);
    await context.close();
  });

  it('stops with the Consent Required notice when consent is not given', async () => {
    const { context, page } = await open({ bypassCSP: true });
    await visit(page, '/contact');
    const form = contactForm(page);
    await fillContact(form, false);
    await sendButton(form).click();
    await expect.poll(() => toast(page, 'Consent Required').isVisible()).toBe(true);
    expect(await toast(page, 'Please agree to be contacted about your service request.').isVisible()).toBe(true);
    expect(await form.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel(/^Name/).inputValue()).toBe('Sam Owner');
    expect(await axe(page)).toEqual([]);
    expect(await arrivedHere()).toEqual([]);
    await context.close();
  });

  it('shows Sending... until the server answers, then Message Sent!, resets every field, and the request arrives', async () => {
    const { context, page } = await open({ viewport: PHONE, isMobile: true });
    await visit(page, '/contact');
    const form = contactForm(page);
    await fillContact(form);
    const release = await holdRequests(page);
    const button = sendButton(form);
    await button.click();
    await expect.poll(() => button.innerText()).toBe('Sending...');
    expect(await button.isDisabled()).toBe(true);
    release();
    await expect.poll(() => toast(page, 'Message Sent!').isVisible()).toBe(true);
    expect(await toast(page, "We'll contact you within 1 business hour during operating hours.").isVisible()).toBe(
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
    expect(await form.getByRole('checkbox').isChecked()).toBe(false);
    expect(await button.isDisabled()).toBe(false);
    const arrived = await arrivedHere();
    expect(arrived.map((a) => a.form)).toEqual(['contact-quote']);
    expect(arrived[0]!.fields).toMatchObject({
      name: 'Sam Owner',
      phone: '5135550100',
      email: 'sam@example.com',
      service: 'tire-service',
      message: 'Front tires are worn.',
      consent: true,
    });
    expect(arrived[0]!.consentText).toBe(contact.labels.consent);
    await expect.poll(() => mailsOf(arrived[0]!.id).length).toBe(1);
    await context.close();
  });

  it('carries the special the visitor came from', async () => {
    const { context, page } = await open();
    await visit(page, '/contact?special=winter-brake-check#quote');
    const form = contactForm(page);
    await fillContact(form);
    await sendButton(form).click();
    await expect.poll(() => toast(page, 'Message Sent!').isVisible()).toBe(true);
    const arrived = await arrivedHere();
    expect(arrived[0]!.fields).toMatchObject({ special: 'winter-brake-check' });
    await context.close();
  });
});

describe('every form without JavaScript', () => {
  const noScript = () => open({ javaScriptEnabled: false });

  it('is a native form that posts to its endpoint, with the browser constraints of the spec', async () => {
    const { context, page } = await noScript();
    await page.goto('/', { waitUntil: 'load' });
    const attrs = (form: Locator) =>
      form.evaluate((f) => ({
        method: f.getAttribute('method'),
        action: f.getAttribute('action'),
        noValidate: (f as HTMLFormElement).noValidate,
        required: [...f.querySelectorAll('[required]')].map((e) => e.getAttribute('name')),
        minLength: Object.fromEntries(
          [...f.querySelectorAll('[minlength]')].map((e) => [e.getAttribute('name'), e.getAttribute('minlength')]),
        ),
        emails: [...f.querySelectorAll('input[type=email]')].map((e) => e.getAttribute('name')),
      }));
    expect(await attrs(heroForm(page))).toEqual({
      method: 'post',
      action: '/api/requests/hero-quote',
      noValidate: false,
      required: ['name', 'email', 'phone', 'service'],
      minLength: { name: '2', phone: '10' },
      emails: ['email'],
    });
    expect(await attrs(serviceForm(page))).toEqual({
      method: 'post',
      action: '/api/requests/service-request',
      noValidate: false,
      required: ['name', 'phone', 'email'],
      minLength: { name: '2', phone: '10' },
      emails: ['email'],
    });
    expect(await serviceForm(page).getByLabel('Preferred Date').getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.goto('/contact', { waitUntil: 'load' });
    expect(await attrs(contactForm(page))).toEqual({
      method: 'post',
      action: '/api/requests/contact-quote',
      noValidate: false,
      required: ['name', 'phone', 'consent'],
      minLength: { name: '2', phone: '10' },
      emails: ['email'],
    });
    await context.close();
  });

  it('hides the honeypot field from people and assistive tech', async () => {
    const { context, page } = await noScript();
    await page.goto('/', { waitUntil: 'load' });
    const traps = page.locator('input[name=website]');
    expect(await traps.count()).toBe(2);
    for (const trap of await traps.all()) {
      expect(await trap.getAttribute('tabindex')).toBe('-1');
      expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
      const box = await trap.boundingBox();
      expect(box === null || box.x + box.width <= 0).toBe(true);
    }
    await context.close();
  });

  it('stops an empty form in the browser', async () => {
    const { context, page } = await noScript();
    await page.goto('/', { waitUntil: 'load' });
    await sendButton(heroForm(page)).click();
    expect(page.url()).toBe(`${stack.baseUrl}/`);
    expect(
      await heroForm(page)
        .getByLabel('Name')
        .evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(await arrivedHere()).toEqual([]);
    await context.close();
  });

  it("gets the server's page naming the problem when the preferred date is a day the shop is closed", async () => {
    const { context, page } = await noScript();
    await page.goto('/', { waitUntil: 'load' });
    await fillService(serviceForm(page), shopDates().sunday);
    const [response] = await Promise.all([page.waitForNavigation(), sendButton(serviceForm(page)).click()]);
    expect(response?.status()).toBe(422);
    expect(await page.getByText(serviceRequest.messages.dateClosed).isVisible()).toBe(true);
    expect(await arrivedHere()).toEqual([]);
    await context.close();
  });

  const cases = [
    {
      form: 'hero-quote',
      path: '/',
      fill: (page: Page) => fillHero(heroForm(page)),
      send: (page: Page) => sendButton(heroForm(page)).click(),
      expected: { name: 'Pat Driver', email: 'pat@example.com', service: 'oil-change' },
    },
    {
      form: 'service-request',
      path: '/',
      fill: (page: Page) => fillService(serviceForm(page), shopDates().openDay),
      send: (page: Page) => sendButton(serviceForm(page)).click(),
      expected: { name: 'Robin Fleet', preferredDate: shopDates().openDay, preferredTime: 'afternoon' },
    },
    {
      form: 'contact-quote',
      path: '/contact',
      fill: (page: Page) => fillContact(contactForm(page)),
      send: (page: Page) => sendButton(contactForm(page)).click(),
      expected: { name: 'Sam Owner', consent: true, service: 'tire-service' },
    },
  ];
  it.each(cases)('$form posts, the request arrives, and the visitor lands on the thank-you page', async (c) => {
    const { context, page } = await noScript();
    await page.goto(c.path, { waitUntil: 'load' });
    await c.fill(page);
    await Promise.all([page.waitForURL(/\/thank-you/), c.send(page)]);
    expect(await page.locator('h1').innerText()).toBe('Thank you! We have your request.');
    const arrived = await arrivedHere();
    expect(arrived.map((a) => a.form)).toEqual([c.form]);
    expect(arrived[0]!.fields).toMatchObject(c.expected);
    expect(arrived[0]!.status).toBe('new');
    await expect.poll(() => mailsOf(arrived[0]!.id).length).toBe(1);
    await context.close();
  });
});

describe('the thank-you page', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'at %s width: thanks, what happens next, the phone, hours, a way back; no axe violation',
    async (_n, viewport) => {
      const { context, page } = await open({ viewport, bypassCSP: true, isMobile: viewport === PHONE });
      await visit(page, '/thank-you?form=hero-quote');
      const layout = JSON.parse(readFileSync('.generated/layout.json', 'utf8')).site;
      const main = page.locator('main');
      expect(await main.locator('h1').innerText()).toBe('Thank you! We have your request.');
      expect(await main.getByRole('heading', { name: 'What happens next' }).isVisible()).toBe(true);
      expect(await main.locator(`a[href="${layout.phoneHref}"]`).innerText()).toContain(layout.phone);
      expect(await main.getByText('Closed').isVisible()).toBe(true);
      expect(await main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await axe(page)).toEqual([]);
      await context.close();
    },
  );
});
