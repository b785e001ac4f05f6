/**
 * The inbox in the owner's words (server/requests/words.ts, server/admin/words.ts, the CSV of
 * server/requests/export.ts): services by their names in content/forms.yaml, times and days in the shop's time
 * zone at set clocks (an evening in Lebanon, Ohio is the next day in UTC), the e-mail's state, addresses and the
 * log in words, and the pages that show them escaping whatever a customer typed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addressWords, eventWords } from '../../../server/admin/words.ts';
import { requestsCsv, requestsTable } from '../../../server/requests/export.ts';
import { loadServerContent } from '../../../server/requests/node-content.ts';
import type { StoredRequest } from '../../../server/requests/store.ts';
import {
  mailWords,
  sheetTime,
  shopDay,
  shopTime,
  valueWords,
  zoneName,
  MAIL_NOT_SET_UP,
} from '../../../server/requests/words.ts';
import { adminHarness, ORIGIN, type AdminHarness } from '../../support/admin-harness.ts';

const content = loadServerContent(process.cwd());
const ZONE = content.shop.timeZone;
/** 9:30 PM on Thursday, November 26, 2026 in Lebanon, Ohio (EST, UTC-5): already the 27th in UTC. */
const OHIO_EVENING = '2026-11-27T02:30:00.000Z';
/** 11 PM on July 3, 2026 in Ohio (EDT, UTC-4): the 4th in UTC. */
const SUMMER_NIGHT = '2026-07-04T03:00:00.000Z';

const stored = (r: Partial<StoredRequest> = {}): StoredRequest => ({
  id: '0mwabc123defghjk',
  form: 'hero-quote',
  createdAt: OHIO_EVENING,
  fields: { name: 'Dana Smith', phone: '(513) 555-0100', service: 'engine-repair' },
  consentText: null,
  consentAt: null,
  status: 'new',
  spamReason: null,
  clientAddress: null,
  idempotencyKey: null,
  notifications: [{ channel: 'shop-mail', attempts: 0, nextAttemptAt: 0, lastError: null, sentAt: null }],
  ...r,
});

describe('a request in words', () => {
  it('names each form’s services and times as content/forms.yaml does, never by code', () => {
    for (const [form, key] of [
      ['hero-quote', 'heroQuote'],
      ['service-request', 'serviceRequest'],
      ['contact-quote', 'contactQuote'],
    ] as const)
      for (const { value, label } of content.forms[key].services)
        if (value) expect(valueWords(form, 'service', value, content), `${form} ${value}`).toBe(label);
    expect(valueWords('hero-quote', 'service', 'engine-repair', content)).toBe('Engine Repair');
    expect(valueWords('service-request', 'preferredTime', 'morning', content)).toBe('Morning (8 AM - 12 PM)');
    // A service the form no longer lists reads as words; typed text stays as typed; a tick is yes or no.
    expect(valueWords('hero-quote', 'service', 'tire-rotation', content)).toBe('Tire rotation');
    expect(valueWords('service-request', 'vehicleMake', 'engine-repair', content)).toBe('engine-repair');
    expect(valueWords('contact-quote', 'consent', true, content)).toBe('yes');
    expect(valueWords('contact-quote', 'service', '', content)).toBe('');
    // The special the visitor came from, by its title; one since deleted from the content, in words.
    expect(valueWords('contact-quote', 'special', 'climate-check', content)).toBe(content.specials['climate-check']);
    expect(content.specials['climate-check']).toMatch(/^[A-Z]/);
    expect(valueWords('contact-quote', 'special', 'spring-tire-sale', content)).toBe('Spring tire sale');
  });

  it('gives times and days in the shop’s time zone at set clocks, winter and summer', () => {
    expect(shopDay(new Date(OHIO_EVENING), ZONE)).toBe('2026-11-26');
    expect(sheetTime(OHIO_EVENING, ZONE)).toBe('2026-11-26 21:30');
    expect(shopTime(OHIO_EVENING, ZONE)).toBe('Thu, Nov 26, 2026, 9:30 PM');
    expect(shopDay(new Date(SUMMER_NIGHT), ZONE)).toBe('2026-07-03');
    expect(sheetTime(SUMMER_NIGHT, ZONE)).toBe('2026-07-03 23:00');
    // Midnight in the shop is the new day, at 00 hours.
    expect(sheetTime('2026-11-27T05:00:00.000Z', ZONE)).toBe('2026-11-27 00:00');
    expect(zoneName(ZONE)).toBe('Eastern Time');
    expect(sheetTime(null, ZONE)).toBe('');
  });

  it('says where the shop’s e-mail stands, and that it waits because e-mail is not set up', () => {
    const o = { mailSetUp: true, timeZone: ZONE };
    expect(mailWords(stored(), { ...o, mailSetUp: false })).toEqual({
      state: 'not e-mailed yet: e-mail is not set up on this server',
      notSetUp: true,
    });
    expect(mailWords(stored(), o).state).toBe('being e-mailed now');
    const sent = stored({
      notifications: [{ channel: 'shop-mail', attempts: 1, nextAttemptAt: 0, lastError: null, sentAt: OHIO_EVENING }],
    });
    expect(mailWords(sent, { ...o, mailSetUp: false }).state).toBe('e-mailed to you Thu, Nov 26, 2026, 9:30 PM');
    const failing = stored({
      notifications: [
        { channel: 'shop-mail', attempts: 3, nextAttemptAt: 0, lastError: 'connection refused', sentAt: null },
      ],
    });
    expect(mailWords(failing, o).state).toBe(
      'not e-mailed yet: the mail server failed 3 times (connection refused); it is tried again by itself',
    );
    expect(mailWords(stored({ status: 'spam', notifications: [] }), o).state).toBe('not e-mailed: caught as spam');
    expect(mailWords(stored({ notifications: [] }), o).state).toBe('not e-mailed (this server sends no e-mail)');
    expect(MAIL_NOT_SET_UP.todo).toMatch(/SMTP_URL/);
  });

  it('names addresses in words: the server’s own loopback and the local network, others as they are', () => {
    for (const a of ['::1', '127.0.0.1', '::ffff:127.0.0.1', '127.8.9.10'])
      expect(addressWords(a), a).toBe('the computer the site runs on');
    expect(addressWords('192.168.1.20')).toBe('a computer on the same local network (192.168.1.20)');
    expect(addressWords('10.0.0.7')).toBe('a computer on the same local network (10.0.0.7)');
    expect(addressWords('172.16.4.2')).toBe('a computer on the same local network (172.16.4.2)');
    expect(addressWords('172.32.4.2')).toBe('172.32.4.2');
    expect(addressWords('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressWords('2001:db8::1')).toBe('2001:db8::1');
    expect(addressWords(null)).toBe('an unknown address');
  });

  it('tells a status change by the customer’s name, and a request no longer stored as such', () => {
    const r = stored();
    const e = {
      at: OHIO_EVENING,
      clientAddress: '::1',
      event: 'status-changed',
      detail: `request ${r.id}: new -> contacted`,
      count: 1,
      lastAt: null,
    };
    expect(eventWords(e, new Map([[r.id, r]]))).toBe('Marked the request from Dana Smith contacted (it was new)');
    expect(eventWords(e, new Map())).toBe('Marked a request that is no longer stored contacted (it was new)');
    expect(eventWords({ ...e, event: 'login', detail: null }, new Map())).toBe('Logged in');
    expect(
      eventWords(
        { ...e, event: 'refused-cross-site', detail: `POST /admin/requests/${r.id}/status` },
        new Map([[r.id, r]]),
      ),
    ).toBe('Refused a request from another site: a change to the status of the request from Dana Smith, not made');
    expect(eventWords({ ...e, event: 'refused-csrf', detail: 'POST /admin/logout' }, new Map())).toBe(
      'Refused an out-of-date form: a log out, not made',
    );
    expect(eventWords({ ...e, event: 'refused-cross-site', detail: 'POST /admin/x' }, new Map())).toBe(
      'Refused a request from another site (POST /admin/x)',
    );
    expect(eventWords({ ...e, event: 'saved content/site.yaml', detail: null }, new Map())).toBe(
      'Saved content/site.yaml',
    );
  });
});

describe('the CSV and npm run requests', () => {
  it('heads every column in words, gives times in the shop’s time zone and services by name', () => {
    const csv = requestsCsv(
      [
        stored({
          consentText: 'I agree',
          consentAt: OHIO_EVENING,
          form: 'contact-quote',
          fields: { name: 'Dana Smith', service: 'air-conditioning', consent: true },
        }),
      ],
      content,
    );
    const [head, row] = csv.trimEnd().split('\r\n');
    expect(head).toBe(
      'Received (Eastern Time),Status,Form,Name,Service Needed,' +
        'Agreed to be contacted,Why it was caught as spam,' +
        'Agreed to be contacted with these words,Agreed at (Eastern Time),E-mailed to you (Eastern Time),' +
        'E-mail attempts,Last e-mail problem,Request id',
    );
    expect(head).not.toMatch(/_|created|mail_/);
    expect(row).toBe(
      '2026-11-26 21:30,new,Quote (contact page),Dana Smith,Air Conditioning,yes,,I agree,2026-11-26 21:30,,0,,0mwabc123defghjk',
    );
  });

  it('prints a table with the shop’s local times, services by name and the e-mail’s state', () => {
    const table = requestsTable([stored()], { content, mailSetUp: false });
    expect(table).toMatch(/^ID +RECEIVED \(EASTERN TIME\) +STATUS/);
    expect(table).toContain('2026-11-26 21:30');
    expect(table).toContain('Engine Repair');
    expect(table).not.toContain('engine-repair');
    expect(table).toContain('not e-mailed yet: e-mail is not set up on this server');
  });
});

describe('the back office’s pages in words', () => {
  let h: AdminHarness;
  afterEach(() => h.close());

  const MARKUP = `<img src=x onerror="alert(1)">Mallory`;

  it('names the CSV for the shop’s day: at 9:30 PM in Ohio the 26th, not UTC’s 27th', async () => {
    for (const [now, day] of [
      [OHIO_EVENING, '2026-11-26'],
      ['2026-11-27T04:59:00.000Z', '2026-11-26'],
      ['2026-11-27T05:00:00.000Z', '2026-11-27'],
      [SUMMER_NIGHT, '2026-07-03'],
    ] as const) {
      h = await adminHarness({}, true, { now: () => new Date(now) });
      const { cookie } = await h.login();
      const res = await h.fetch('/admin/requests.csv', { headers: { cookie } });
      expect(res.headers.get('content-disposition'), now).toBe(`attachment; filename="requests-${day}.csv"`);
      h.close();
    }
    h = await adminHarness();
  });

  it('shows a service by name, explains e-mail that is not set up, and escapes a stored service and name', async () => {
    h = await adminHarness({}, true, { mailSetUp: false });
    const { cookie } = await h.login();
    await h.requests.insert({
      form: 'hero-quote',
      fields: { name: 'Dana Smith', service: 'engine-repair' },
      channels: ['shop-mail'],
    });
    await h.requests.insert({
      form: 'contact-quote',
      fields: { name: MARKUP, service: `<b>engine</b>-repair` },
      channels: ['shop-mail'],
    });
    const page = await (await h.fetch('/admin/requests', { headers: { cookie } })).text();
    expect(page).toMatch(/<dt>Service Needed<\/dt>\s*<dd>Engine Repair<\/dd>/);
    expect(page).not.toContain('>engine-repair<');
    const note = page.slice(page.indexOf('<details class="note">'), page.indexOf('</details>'));
    expect(note).toContain(`<summary>${MAIL_NOT_SET_UP.summary}</summary>`);
    expect(note).toContain(`<p>${MAIL_NOT_SET_UP.todo}</p>`);
    expect(page).toContain('not e-mailed: e-mail is not set up (see above)');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<b>engine');
    expect(page).toContain('&lt;b&gt;engine&lt;/b&gt; repair');
    // With e-mail set up there is nothing to explain.
    const home = await (await h.fetch('/admin/', { headers: { cookie } })).text();
    expect(home).toContain(MAIL_NOT_SET_UP.summary);
    h.close();
    h = await adminHarness();
    const again = await h.login();
    expect(await (await h.fetch('/admin/requests', { headers: { cookie: again.cookie } })).text()).not.toContain(
      'class="note"',
    );
  });

  it('logs a status change by the customer’s name, from the computer the site runs on, markup as text', async () => {
    h = await adminHarness();
    const { id } = await h.requests.insert({ form: 'hero-quote', fields: { name: MARKUP }, channels: [] });
    const { cookie, csrf } = await h.login('::1');
    const res = await h.fetch(`/admin/requests/${id}/status`, {
      method: 'POST',
      address: '::1',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ status: 'contacted', _csrf: csrf }).toString(),
    });
    expect(res.status).toBe(303);
    const forged = await h.fetch(`/admin/requests/${id}/status`, {
      method: 'POST',
      address: '203.0.113.66',
      headers: { origin: 'https://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=spam',
    });
    expect(forged.status).toBe(403);
    const home = await (await h.fetch('/admin/', { address: '::1', headers: { cookie } })).text();
    expect(home.slice(home.indexOf('Refused requests'))).toContain(
      'Refused a request from another site: a change to the status of the request from &lt;img src=x onerror=&quot;alert(1)&quot;&gt;Mallory, not made',
    );
    const recent = home.slice(home.indexOf('Recent activity'));
    expect(recent).toContain(
      'Marked the request from &lt;img src=x onerror=&quot;alert(1)&quot;&gt;Mallory contacted (it was new)',
    );
    expect(recent).toContain('from the computer the site runs on');
    expect(recent).not.toContain('::1');
    expect(recent).not.toContain(id);
    expect(home).not.toContain('<img src=x');
  });
});
