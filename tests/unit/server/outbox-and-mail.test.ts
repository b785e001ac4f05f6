import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, requestsCsv } from '../../../server/requests/export.ts';
import { openLibsql } from '../../../server/requests/libsql.ts';
import { bodyValue, oneLine, shopMail } from '../../../server/requests/mail.ts';
import { migrate } from '../../../server/requests/migrations.ts';
import { loadServerContent } from '../../../server/requests/node-content.ts';
import { Outbox, retryDelay } from '../../../server/requests/outbox.ts';
import { RequestStore, type StoredRequest } from '../../../server/requests/store.ts';

const content = loadServerContent(process.cwd());

/** A stored request as the store returns it: a new, non-spam request with no notification yet. */
const storedRequest = (r: Pick<StoredRequest, 'id' | 'form' | 'createdAt' | 'fields'>): StoredRequest => ({
  consentText: null,
  consentAt: null,
  status: 'new',
  spamReason: null,
  clientAddress: null,
  idempotencyKey: null,
  notifications: [],
  ...r,
});

describe('mail to the shop', () => {
  test.prop([fc.string({ unit: 'binary' })])('a header value never holds a line break or control character', (s) => {
    // eslint-disable-next-line no-control-regex
    expect(oneLine(s)).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
  });

  test.prop([fc.string({ unit: 'binary' })])(
    'a body value keeps no CR and no control character but tab and LF',
    (s) => {
      // eslint-disable-next-line no-control-regex
      expect(bodyValue(s)).not.toMatch(/[\r\u0000-\u0008\u000b-\u001f\u007f]/);
    },
  );

  it('lists every field with its label, Reply-To the customer, subject on one line', () => {
    const request = storedRequest({
      id: 'abc123',
      form: 'service-request',
      createdAt: '2026-11-23T15:00:00.000Z',
      fields: {
        name: 'Sam\r\nBcc: x@evil.test',
        phone: '5135550101',
        email: 'sam@example.com',
        vehicleYear: '2014',
        vehicleMake: '',
        vehicleModel: 'F-150',
        service: 'brake-service',
        preferredDate: '2026-11-24',
        preferredTime: 'morning',
        message: 'Line one\r\nLine two',
      },
    });
    const mail = shopMail(request, content, { from: 'web@shop.test', to: content.site.email });
    expect(mail.subject).toBe('Request Service: Sam Bcc: x@evil.test');
    expect(mail.replyTo).toEqual({ name: 'Sam Bcc: x@evil.test', address: 'sam@example.com' });
    const labels = content.forms.serviceRequest.labels;
    expect(mail.text).toContain(`${labels.vehicleModel}: F-150`);
    expect(mail.text).toContain(`${labels.message}: Line one\n    Line two`);
    expect(mail.text).not.toContain(`${labels.vehicleMake}:`);
    expect(mail.text).toContain('Monday, November 23, 2026 at 10:00 AM');
    expect(mail.messageId).toBe('<abc123.shop@www.kesslerautotruck.com>');
  });

  it('names the service, the preferred time and the special by their words, never their codes', () => {
    const service = storedRequest({
      id: 'abc124',
      form: 'service-request',
      createdAt: '2026-11-23T15:00:00.000Z',
      fields: { name: 'Sam', phone: '5135550101', service: 'brake-service', preferredTime: 'morning' },
    });
    const text = shopMail(service, content, { from: 'web@shop.test', to: content.site.email }).text;
    const labels = content.forms.serviceRequest.labels;
    const label = (list: readonly { value: string; label: string }[], value: string) =>
      list.find((o) => o.value === value)!.label;
    expect(text).toContain(`${labels.service}: ${label(content.forms.serviceRequest.services, 'brake-service')}`);
    expect(text).toContain(`${labels.preferredTime}: ${label(content.forms.serviceRequest.times, 'morning')}`);
    expect(text).not.toMatch(/brake-service|: morning$/m);

    const contact = storedRequest({
      id: 'abc125',
      form: 'contact-quote',
      createdAt: '2026-11-23T15:00:00.000Z',
      fields: { name: 'Kim', phone: '5135550102', special: 'winter-ready-package' },
    });
    const offer = shopMail(contact, content, { from: 'web@shop.test', to: content.site.email }).text;
    expect(content.specials['winter-ready-package']).toBe('Winter Ready Package for $79.95');
    expect(offer).toContain(`${content.forms.contactQuote.labels.special}: Winter Ready Package for $79.95`);
    expect(offer).not.toContain('winter-ready-package');
  });
});

describe('CSV export', () => {
  it('quotes as RFC 4180 says and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1 513 555 0100')).toBe('+1 513 555 0100');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell("'-")).toBe("''-");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  test.prop([fc.array(fc.string(), { minLength: 1, maxLength: 5 })])(
    'a row of cells parses back to its values',
    (cells) => {
      const csv = requestsCsv(
        [
          storedRequest({
            id: 'x',
            form: 'hero-quote',
            createdAt: 't',
            fields: Object.fromEntries(cells.map((c, i) => [`f${i}`, c])),
          }),
        ],
        content,
      );
      // A minimal RFC 4180 reader.
      const rows: string[][] = [[]];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < csv.length; i++) {
        const ch = csv[i]!;
        if (quoted) {
          if (ch === '"' && csv[i + 1] === '"') {
            cell += '"';
            i++;
          } else if (ch === '"') quoted = false;
          else cell += ch;
        } else if (ch === '"') quoted = true;
        else if (ch === ',') {
          rows.at(-1)!.push(cell);
          cell = '';
        } else if (ch === '\r' && csv[i + 1] === '\n') {
          rows.at(-1)!.push(cell);
          cell = '';
          rows.push([]);
          i++;
        } else cell += ch;
      }
      // The export's formula guard is one leading apostrophe (its own rules: tests/unit/server/csv-formula-guard.test.ts).
      const values = rows[1]!.slice(3, 3 + cells.length).map((v) => (v.startsWith("'") ? v.slice(1) : v));
      expect(values).toEqual(cells);
    },
  );
});

describe('outbox', () => {
  let dir: string;
  let store: RequestStore;
  let now: number;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    now = Date.parse('2026-11-23T15:00:00Z');
    const db = await openLibsql(`file:${join(dir, 'r.db')}`, dir);
    store = new RequestStore(db, () => now);
    await store.migrate();
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const outbox = (send: (r: StoredRequest) => Promise<void>) =>
    new Outbox({
      store,
      senders: { 'shop-mail': send },
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      leaseMs: 120_000,
      pollMs: 1000,
      clock: () => now,
    });

  it('retries with backoff, the first retry within a minute, up to an hour apart', () => {
    expect(retryDelay(1, 30_000, 3_600_000)).toBe(30_000);
    expect(retryDelay(2, 30_000, 3_600_000)).toBe(60_000);
    expect(retryDelay(20, 30_000, 3_600_000)).toBe(3_600_000);
  });

  it('keeps a failed send for later, records the error, and sends it once when it succeeds', async () => {
    const { id } = await store.insert({ form: 'hero-quote', fields: { name: 'A' }, channels: ['shop-mail'] });
    let up = false;
    const sent: string[] = [];
    const box = outbox(async (r) => {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(r.id);
    });
    await box.drain();
    let mail = (await store.get(id))!.notifications[0]!;
    expect(mail).toMatchObject({ attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25', sentAt: null });
    expect(mail.nextAttemptAt).toBe(now + 30_000);
    await box.drain(); // not due yet
    expect((await store.get(id))!.notifications[0]!.attempts).toBe(1);
    now += 30_000;
    up = true;
    await box.drain();
    await box.drain();
    mail = (await store.get(id))!.notifications[0]!;
    expect(sent).toEqual([id]);
    expect(mail).toMatchObject({ attempts: 2, lastError: null });
    expect(mail.sentAt).not.toBeNull();
  });

  it('lets one sender at a time have a notification: two outboxes on one database send it once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.insert({ form: 'hero-quote', fields: { name: `N${i}` }, channels: ['shop-mail'] }),
      ),
    );
    const sent: string[] = [];
    const slow = async (r: StoredRequest) => {
      await new Promise((res) => setTimeout(res, 5));
      sent.push(r.id);
    };
    await Promise.all([outbox(slow).drain(), outbox(slow).drain()]);
    expect(sent.sort()).toEqual(ids.map((i) => i.id).sort());
  });

  it('leaves a claimed notification alone until its claim runs out (a sender that died mid-send)', async () => {
    const { id } = await store.insert({ form: 'hero-quote', fields: { name: 'A' }, channels: ['shop-mail'] });
    expect((await store.claimDue(['shop-mail'], 120_000))?.request.id).toBe(id);
    const sent: string[] = [];
    await outbox(async (r) => void sent.push(r.id)).drain();
    expect(sent).toEqual([]);
    now += 120_000;
    await outbox(async (r) => void sent.push(r.id)).drain();
    expect(sent).toEqual([id]);
  });

  it('migrates once, however often it runs', async () => {
    const db = await openLibsql(`file:${join(dir, 'r.db')}`, dir);
    expect(await migrate(db)).toBe(5);
    expect(await migrate(db)).toBe(5);
    db.close?.();
  });
});
