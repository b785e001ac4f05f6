/**
 * The request endpoint's behaviour, as one suite run against every way it is deployed (the Node handler
 * with a SQLite file, the Cloudflare Pages Function with D1 under miniflare).
 */
import { expect, it } from 'vitest';
import { MAX_BODY_BYTES, type RequestFormId } from '../../schema/requests.ts';
import { todayIn, weekdayOf } from '../../schema/shop-days.ts';
import type { ServerContent } from '../../server/requests/content.ts';
import type { StoredRequest } from '../../server/requests/store.ts';

export interface HandlerHarness {
  /** Sends a request as if from `address` (each host takes the client address its own way). */
  fetch(request: Request, address: string): Promise<Response>;
  requests(): Promise<StoredRequest[]>;
}

/** The settings the harness must give the handler. */
export const SUITE_ENV = {
  SPAM_MIN_FILL_MS: '3000',
  RATE_LIMIT_MAX: '3',
  RATE_LIMIT_WINDOW_MS: '600000',
  SPAM_MAX_LINKS: '2',
} as const;

const ORIGIN = 'http://shop.test';
let addressCounter = 0;
/** A client address no other test used (the rate limit counts per address). */
function freshAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A date string `days` after today in the shop's time zone. */
function shopDate(content: ServerContent, days: number): string {
  const [y, m, d] = todayIn(content.shop.timeZone, new Date()).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
function nextDate(content: ServerContent, predicate: (day: string) => boolean): string {
  for (let i = 1; i < 15; i++) {
    const date = shopDate(content, i);
    if (predicate(weekdayOf(date)!)) return date;
  }
  throw new Error('no such day in the next two weeks');
}

export function validBodies(content: ServerContent): Record<RequestFormId, Record<string, string>> {
  const openDays = new Set(content.shop.hours.flatMap((h) => h.days));
  return {
    'hero-quote': { name: 'Jo Tester', email: 'jo@example.com', phone: '(513) 555-0100', service: 'oil-change' },
    'service-request': {
      name: 'Sam Driver',
      phone: '513-555-0101',
      email: 'sam@example.com',
      vehicleYear: '2014',
      vehicleMake: 'Ford',
      vehicleModel: 'F-150',
      service: 'brake-service',
      preferredDate: nextDate(content, (d) => openDays.has(d as never)),
      preferredTime: 'morning',
      message: 'Squeaks when\nbraking.',
    },
    'contact-quote': {
      name: 'Alex Owner',
      phone: '5135550102',
      email: '',
      service: '',
      message: 'Quote for tires',
      consent: 'on',
    },
  };
}

/**
 * A post to the endpoint. A body without an idempotency key gets a fresh one (unless `keyless`): the same fields
 * sent twice without a key count as one request, and most tests send the same fields many times.
 */
function post(
  form: string,
  body: Record<string, unknown> | string,
  o: { type?: 'json' | 'form' | string; headers?: Record<string, string>; method?: string; keyless?: boolean } = {},
): Request {
  if (typeof body !== 'string' && !('idempotencyKey' in body) && !o.keyless)
    body = { ...body, idempotencyKey: `test-${Math.random().toString(36).slice(2, 12)}` };
  const type = o.type ?? 'json';
  const contentType =
    type === 'json' ? 'application/json' : type === 'form' ? 'application/x-www-form-urlencoded' : type;
  const payload =
    typeof body === 'string'
      ? body
      : type === 'json'
        ? JSON.stringify(body)
        : new URLSearchParams(body as Record<string, string>).toString();
  return new Request(`${ORIGIN}/api/requests/${form}`, {
    method: o.method ?? 'POST',
    headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin', origin: ORIGIN, ...o.headers },
    body: o.method === 'GET' || o.method === 'HEAD' ? undefined : payload,
  });
}

const FORMS: RequestFormId[] = ['hero-quote', 'service-request', 'contact-quote'];

export function requestHandlerSuite(
  harness: () => HandlerHarness,
  content: ServerContent,
  /** The channel a new request is queued on where this handler runs. */
  channel: 'shop-mail' | 'webhook' = 'shop-mail',
): void {
  const bodies = validBodies(content);
  const byId = async (id: string) => (await harness().requests()).find((r) => r.id === id);
  const countAll = async () => (await harness().requests()).length;

  for (const form of FORMS) {
    it(`${form}: a script's valid post is stored first, then answered 201 with its id`, async () => {
      const res = await harness().fetch(
        post(form, { ...bodies[form], startedAt: Date.now() - 60_000 }),
        freshAddress(),
      );
      expect(res.status).toBe(201);
      const json = (await res.json()) as { ok: boolean; id: string };
      expect(json.ok).toBe(true);
      const stored = await byId(json.id);
      expect(stored?.status).toBe('new');
      expect(stored?.form).toBe(form);
      expect(stored?.fields.name).toBe(bodies[form].name);
      expect(stored?.notifications.map((n) => n.channel)).toContain(channel);
    });

    it(`${form}: a native post is stored and answered 303 See Other to the thank-you page`, async () => {
      const res = await harness().fetch(post(form, bodies[form], { type: 'form' }), freshAddress());
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/thank-you?form=${form}`);
      const stored = (await harness().requests()).filter((r) => r.form === form && r.fields.name === bodies[form].name);
      expect(stored.length).toBeGreaterThan(0);
    });
  }

  it('keeps every field of the service request, line breaks included, and the contact consent with its time', async () => {
    const res = await harness().fetch(post('service-request', bodies['service-request']), freshAddress());
    const stored = await byId(((await res.json()) as { id: string }).id);
    expect(stored?.fields).toMatchObject({ ...bodies['service-request'] });
    const before = Date.now();
    const res2 = await harness().fetch(
      post('contact-quote', { ...bodies['contact-quote'], special: 'spring-brakes' }),
      freshAddress(),
    );
    const contact = await byId(((await res2.json()) as { id: string }).id);
    expect(contact?.consentText).toBe(content.forms.contactQuote.labels.consent);
    expect(Date.parse(contact!.consentAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(contact?.fields.consent).toBe(true);
    expect(contact?.fields.special).toBe('spring-brakes');
  });

  const m = {
    hero: content.forms.heroQuote.messages,
    service: content.forms.serviceRequest.messages,
    contact: content.forms.contactQuote.messages,
  };
  const invalid: [RequestFormId, string, unknown, string][] = [
    ['hero-quote', 'name', 'J', m.hero.name],
    ['hero-quote', 'email', 'not-an-address', m.hero.email],
    ['hero-quote', 'phone', '555', m.hero.phone],
    ['hero-quote', 'service', '', m.hero.service],
    ['hero-quote', 'service', 'free-car', m.hero.service],
    ['hero-quote', 'name', 'x'.repeat(300), m.hero.tooLong],
    ['service-request', 'name', '', m.service.name],
    ['service-request', 'phone', '12', m.service.phone],
    ['service-request', 'email', 'sam@', m.service.email],
    ['service-request', 'service', 'teleport', m.service.service],
    ['service-request', 'preferredDate', '2020-01-01', m.service.datePast],
    ['service-request', 'preferredDate', nextDate(content, (d) => d === 'Sunday'), m.service.dateClosed],
    ['service-request', 'preferredDate', '2031-02-30', m.service.preferredDate],
    ['service-request', 'preferredTime', 'midnight', m.service.preferredTime],
    ['service-request', 'message', 'y'.repeat(2001), m.service.tooLong],
    ['service-request', 'vehicleMake', 'z'.repeat(201), m.service.tooLong],
    ['contact-quote', 'name', ' ', m.contact.name],
    ['contact-quote', 'phone', '', m.contact.phone],
    ['contact-quote', 'email', 'alex@@example', m.contact.email],
    ['contact-quote', 'service', 'nope', m.contact.service],
    ['contact-quote', 'consent', '', content.forms.contactQuote.consentRequired.description],
    ['contact-quote', 'idempotencyKey', 'short', m.contact.failure],
  ];
  for (const [form, field, value, message] of invalid) {
    it(`${form}: ${field} = ${JSON.stringify(value).slice(0, 20)} is refused with "${message}", nothing stored`, async () => {
      const before = await countAll();
      const res = await harness().fetch(post(form, { ...bodies[form], [field]: value }), freshAddress());
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ ok: false, errors: { [field]: message } });
      expect(await countAll()).toBe(before);
    });
  }

  it('answers an invalid native post with a page naming each problem in the form’s words, and a way back', async () => {
    const res = await harness().fetch(
      post(
        'hero-quote',
        { name: 'J', email: 'x', phone: '1', service: 'oil-change' },
        {
          type: 'form',
          headers: { referer: `${ORIGIN}/?utm=1` },
        },
      ),
      freshAddress(),
    );
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    for (const text of [m.hero.name, m.hero.email, m.hero.phone]) expect(html).toContain(text);
    expect(html).toContain(`<strong>${content.forms.heroQuote.labels.email}</strong>`);
    expect(html).toContain('href="/?utm=1"');
    expect(html).not.toContain(m.hero.service);
  });

  it('leads back to the form itself when the browser names no page of this site', async () => {
    const cases = [
      ['contact-quote', { name: 'J', phone: '1' }, '/contact#quote'],
      ['service-request', { name: 'J', phone: '1' }, '/#service-request'],
      ['hero-quote', { name: 'J', email: 'x', phone: '1' }, '/'],
    ] as const;
    for (const [form, fields, back] of cases)
      for (const headers of [{}, { referer: 'https://elsewhere.example/contact' }] as Record<string, string>[]) {
        const res = await harness().fetch(post(form, fields, { type: 'form', headers }), freshAddress());
        expect(res.status, form).toBe(422);
        expect(await res.text(), `${form} ${JSON.stringify(headers)}`).toContain(`href="${back}"`);
      }
  });

  it('escapes what a visitor typed on the error page', async () => {
    const res = await harness().fetch(
      post('contact-quote', { name: '<script>alert(1)</script>', phone: '1' }, { type: 'form' }),
      freshAddress(),
    );
    const html = await res.text();
    expect(html).not.toContain('<script>');
  });

  it('refuses an unknown form (404), another method (405 with Allow), another content type (415), nothing stored', async () => {
    const before = await countAll();
    const a = freshAddress();
    expect((await harness().fetch(post('free-car', bodies['hero-quote']), a)).status).toBe(404);
    const get = await harness().fetch(post('hero-quote', '', { method: 'GET' }), a);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await harness().fetch(post('hero-quote', bodies['hero-quote'], { method: 'PUT' }), a)).status).toBe(405);
    expect((await harness().fetch(post('hero-quote', 'name=Jo', { type: 'text/plain' }), a)).status).toBe(415);
    expect(
      (await harness().fetch(post('hero-quote', 'x', { type: 'multipart/form-data; boundary=x' }), a)).status,
    ).toBe(415);
    expect((await harness().fetch(post('hero-quote', '{"name":', {}), a)).status).toBe(400);
    expect((await harness().fetch(post('hero-quote', '[1,2]', {}), a)).status).toBe(400);
    expect(await countAll()).toBe(before);
  });

  it(`refuses a body over ${MAX_BODY_BYTES} bytes with 413, for scripts and native posts, nothing stored`, async () => {
    const before = await countAll();
    const big = { ...bodies['contact-quote'], message: 'a'.repeat(MAX_BODY_BYTES) };
    const json = await harness().fetch(post('contact-quote', big), freshAddress());
    expect(json.status).toBe(413);
    const form = await harness().fetch(post('contact-quote', big, { type: 'form' }), freshAddress());
    expect(form.status).toBe(413);
    expect(await form.text()).toContain('Back to the form');
    // Just under the limit the size alone is no reason to refuse (the message length rule speaks instead).
    const fits = { ...bodies['contact-quote'], message: 'a'.repeat(MAX_BODY_BYTES - 500) };
    expect((await harness().fetch(post('contact-quote', fits), freshAddress())).status).toBe(422);
    expect(await countAll()).toBe(before);
  });

  const spamCases: [
    string,
    string,
    (b: Record<string, string>) => [Record<string, unknown>, Record<string, string>?],
  ][] = [
    ['honeypot', 'the hidden website field is filled', (b) => [{ ...b, website: 'http://spam.example' }]],
    ['too-fast', 'the form was sent a second after it started', (b) => [{ ...b, startedAt: Date.now() - 1000 }]],
    ['cross-site', 'the browser says the post came from another site', (b) => [b, { 'sec-fetch-site': 'cross-site' }]],
    [
      'cross-site',
      'an Origin of another site, without Sec-Fetch-Site',
      (b) => [b, { 'sec-fetch-site': '', origin: 'https://evil.example' }],
    ],
    [
      'links',
      'the message is full of links',
      (b) => [{ ...b, message: 'http://a.example http://b.example www.c.example' }],
    ],
    ['links', 'the name is a link', (b) => [{ ...b, name: 'https://casino.example' }]],
  ];
  for (const [rule, what, make] of spamCases) {
    for (const type of ['json', 'form'] as const) {
      it(`spam (${rule}, ${type}): ${what}: stored as spam, never notified, answered like a success`, async () => {
        const [body, headers] = make(bodies['contact-quote']);
        const cleanHeaders = Object.fromEntries(Object.entries(headers ?? {}).filter(([, v]) => v !== ''));
        const req = post('contact-quote', type === 'form' ? (body as Record<string, string>) : body, {
          type,
          headers: cleanHeaders,
        });
        if (headers?.['sec-fetch-site'] === '') req.headers.delete('sec-fetch-site');
        const res = await harness().fetch(req, freshAddress());
        if (type === 'form') {
          expect(res.status).toBe(303);
          expect(res.headers.get('location')).toBe('/thank-you?form=contact-quote');
          const spam = (await harness().requests()).filter((r) => r.status === 'spam' && r.spamReason === rule);
          expect(spam.length).toBeGreaterThan(0);
          expect(spam.every((r) => r.notifications.length === 0)).toBe(true);
        } else {
          expect(res.status).toBe(201);
          const { id } = (await res.json()) as { id: string };
          const stored = await byId(id);
          expect(stored?.status).toBe('spam');
          expect(stored?.spamReason).toBe(rule);
          expect(stored?.notifications).toEqual([]);
        }
      });
    }
  }

  it('counts no start time, and a start time ahead of the server clock, as neutral', async () => {
    for (const startedAt of [undefined, Date.now() + 60_000, 'garbage']) {
      const res = await harness().fetch(post('hero-quote', { ...bodies['hero-quote'], startedAt }), freshAddress());
      const stored = await byId(((await res.json()) as { id: string }).id);
      expect(stored?.status).toBe('new');
    }
  });

  it('rate-limits one address: beyond the limit its requests are stored as spam and answered like a success', async () => {
    const address = freshAddress();
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await harness().fetch(post('hero-quote', { ...bodies['hero-quote'], name: `Rate ${i}` }), address);
      expect(res.status).toBe(201);
      statuses.push((await byId(((await res.json()) as { id: string }).id))!.status);
    }
    expect(statuses).toEqual(['new', 'new', 'new', 'spam', 'spam']);
    // Another address is not affected.
    const other = await harness().fetch(post('hero-quote', bodies['hero-quote']), freshAddress());
    expect((await byId(((await other.json()) as { id: string }).id))!.status).toBe('new');
  });

  it('stores a double submit once and gives both the same answer (idempotency key)', async () => {
    const key = `key-${Math.random().toString(36).slice(2)}`;
    const address = freshAddress();
    const body = { ...bodies['contact-quote'], idempotencyKey: key };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => harness().fetch(post('contact-quote', body), address)),
    );
    const ids = await Promise.all(
      answers.map(async (r) => (expect(r.status).toBe(201), ((await r.json()) as { id: string }).id)),
    );
    expect(new Set(ids).size).toBe(1);
    const again = await harness().fetch(post('contact-quote', body, { type: 'form' }), address);
    expect(again.status).toBe(303);
    const rows = (await harness().requests()).filter((r) => r.idempotencyKey === key);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notifications.filter((n) => n.channel === channel)).toHaveLength(1);
    // The same key on another form is another request.
    const other = await harness().fetch(post('hero-quote', { ...bodies['hero-quote'], idempotencyKey: key }), address);
    expect(((await other.json()) as { id: string }).id).not.toBe(ids[0]);
  });

  it('stores the same fields sent again without a key (a form posted without JavaScript) once', async () => {
    const address = freshAddress();
    const body = { ...bodies['service-request'], name: `Repeat ${Math.random().toString(36).slice(2, 8)}` };
    const first = await harness().fetch(post('service-request', body, { type: 'form', keyless: true }), address);
    const second = await harness().fetch(post('service-request', body, { type: 'form', keyless: true }), address);
    expect([first.status, second.status]).toEqual([303, 303]);
    const changed = await harness().fetch(
      post('service-request', { ...body, message: 'Also the horn.' }, { type: 'form', keyless: true }),
      address,
    );
    expect(changed.status).toBe(303);
    const rows = (await harness().requests()).filter((r) => r.fields.name === body.name);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.fields.message).sort()).toEqual(
      ['Also the horn.', bodies['service-request'].message].sort(),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await harness().fetch(new Request(`${ORIGIN}/api/requests`), freshAddress());
    expect(res.status).toBe(404);
    const deeper = await harness().fetch(post('hero-quote/extra', bodies['hero-quote']), freshAddress());
    expect(deeper.status).toBe(404);
  });
}
