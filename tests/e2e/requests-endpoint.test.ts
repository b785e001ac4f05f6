/**
 * The request endpoint end to end: `npm start` as its own process, a real SMTP server, `npm run requests`.
 * Nothing may be lost or sent twice: mail server down, server killed, many posts at once, double submits.
 * (The forms in the browser are tested in forms tests; here the endpoint is driven over HTTP.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_FORMS, type RequestFormId } from '../../schema/requests.ts';
import { loadServerContent } from '../../server/requests/node-content.ts';
import { openLibsql } from '../../server/requests/libsql.ts';
import { RequestStore, type StoredRequest } from '../../server/requests/store.ts';
import { validBodies } from '../support/request-handler-suite.ts';
import { freePort, Mailbox, requestsCli, ShopServer, type ReceivedMail } from '../support/request-server.ts';
import { axe, DESKTOP, launch, openPage, PHONE } from '../support/browser.ts';

const content = loadServerContent(process.cwd());
const bodies = validBodies(content);
const FORMS = Object.keys(REQUEST_FORMS) as RequestFormId[];
const MAIL_FROM = 'Website <web@shop.test>';

let dir: string;
let env: Record<string, string>;
let mailbox: Mailbox;
let server: ShopServer;

let store: RequestStore;
/** What `npm run requests -- --json` prints. */
const listed = async (): Promise<StoredRequest[]> => JSON.parse(await requestsCli(['--json'], env)) as StoredRequest[];
const mailsWith = (marker: string) => (ms: ReceivedMail[]) => ms.filter((m) => m.text.includes(marker));
const marker = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Posts a form and reads the whole answer (an unread body would hold its connection). */
async function send(
  form: RequestFormId,
  fields: Record<string, string>,
  kind: 'json' | 'form',
): Promise<{ status: number; body: string }> {
  const res = await fetch(`${server.baseUrl}/api/requests/${form}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      origin: server.baseUrl,
    },
    body: kind === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: await res.text() };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'requests-e2e-'));
  mailbox = new Mailbox(await freePort());
  await mailbox.start();
  env = {
    DATABASE_URL: `file:${join(dir, 'requests.db')}`,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_FROM,
    OUTBOX_RETRY_BASE_MS: '300',
    OUTBOX_RETRY_MAX_MS: '1000',
    OUTBOX_POLL_MS: '200',
    OUTBOX_LEASE_MS: '3000',
    RATE_LIMIT_MAX: '100000',
  };
  server = new ShopServer(await freePort(), env);
  await server.start();
  // Polling goes straight to the database the server writes (faster than the CLI); results are checked with the CLI.
  store = new RequestStore(await openLibsql(env.DATABASE_URL!, dir));
}, 90_000);

afterAll(async () => {
  store?.close();
  await server?.stop();
  await mailbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('requests reach the shop (npm start, SMTP, npm run requests)', () => {
  it('says at start where requests go', async () => {
    // The server's lines reach this process through a pipe, possibly after its first answer: wait for them.
    await expect
      .poll(() => server.output)
      .toContain(`Requests are e-mailed to ${content.site.email} through 127.0.0.1:${mailbox.port}`);
  });

  it('stores each form, posted by a script and natively, and mails it to the shop once', async () => {
    const sent: { mark: string; form: RequestFormId; kind: 'json' | 'form'; at: number }[] = [];
    for (const form of FORMS)
      for (const kind of ['json', 'form'] as const) {
        const mark = marker(`${form}-${kind}`);
        const at = Date.now();
        const res = await send(form, { ...bodies[form], name: mark }, kind);
        expect(res.status).toBe(kind === 'json' ? 201 : 303);
        sent.push({ mark, form, kind, at });
      }
    await mailbox.waitFor((ms) => sent.every((s) => mailsWith(s.mark)(ms).length === 1));
    const latencies: number[] = [];
    for (const s of sent) {
      const mail = mailsWith(s.mark)(mailbox.messages)[0]!;
      latencies.push(mail.receivedAt - s.at);
      expect(mail.to).toEqual([content.site.email]);
      expect(mail.headers.from).toBe('Website <web@shop.test>');
      expect(mail.headers.subject).toBe(`${content.forms[REQUEST_FORMS[s.form]].title}: ${s.mark}`);
      const email = bodies[s.form].email;
      if (email) expect(mail.headers['reply-to']).toContain(`<${email}>`);
      else expect(mail.headers['reply-to']).toBeUndefined();
      // Every field the visitor filled in, with the form's label; a choice from a list by its words, never its code.
      const form = content.forms[REQUEST_FORMS[s.form]];
      const labels = form.labels as Record<string, string>;
      const lists: Record<string, readonly { value: string; label: string }[]> = {
        service: form.services,
        ...('times' in form && { preferredTime: form.times }),
      };
      for (const [field, value] of Object.entries(bodies[s.form])) {
        if (!value || field === 'name') continue;
        const chosen = lists[field]?.find((o) => o.value === value)?.label;
        if (field === 'consent') expect(mail.text).toContain(`to: "${labels.consent}"`);
        else expect(mail.text).toContain(`${labels[field]}: ${chosen ?? value.split('\n')[0]}`);
        if (chosen) expect(mail.text).not.toContain(`: ${value}\n`);
      }
    }
    console.log(`submission to mail received, median of ${latencies.length}: ${median(latencies)} ms`);

    const rows = await until('every request marked mailed', async () => {
      const all = await store.list();
      const mine = sent.map((s) => all.find((r) => r.fields.name === s.mark));
      return mine.every((r) => r?.notifications.find((n) => n.channel === 'shop-mail')?.sentAt) && mine;
    });
    expect(rows.map((r) => r!.status)).toEqual(sent.map(() => 'new'));
    const cli = await listed();
    for (const s of sent) expect(cli.find((r) => r.fields.name === s.mark)?.notifications[0]?.sentAt).toBeTruthy();
    const table = await requestsCli([], env);
    for (const s of sent) expect(table).toContain(s.mark.slice(0, 19));
    const csv = await requestsCli(['--csv'], env);
    expect(csv.split('\r\n')[0]).toMatch(/^Received \(Eastern Time\),Status,Form,/);
  });

  it('answers an invalid native post with a page that names each problem and passes axe at both widths', async () => {
    const res = await fetch(`${server.baseUrl}/api/requests/contact-quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
      body: 'name=A&phone=12',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    const m = content.forms.contactQuote;
    for (const text of [m.messages.name, m.messages.phone, m.consentRequired.description]) expect(html).toContain(text);
    const browser = await launch();
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page } = await openPage(browser, { viewport, bypassCSP: true, baseURL: server.baseUrl });
        // The page exactly as the server answered it, shown at an address of the same server.
        await page.route('**/problem-page', (route) =>
          route.fulfill({ status: 422, headers: Object.fromEntries(res.headers), body: html }),
        );
        await page.goto('/problem-page');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Please check your request');
        expect(await page.getByRole('link', { name: 'Back to the form' }).getAttribute('href')).toBe('/contact#quote');
        expect(await axe(page)).toEqual([]);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });

  it('keeps a customer from adding mail headers through a field', async () => {
    const mark = marker('inject');
    const res = await send('hero-quote', { ...bodies['hero-quote'], name: `${mark}\r\nBcc: victim@evil.test` }, 'json');
    expect(res.status).toBe(201);
    await mailbox.waitFor((ms) => mailsWith(mark)(ms).length === 1);
    const mail = mailsWith(mark)(mailbox.messages)[0]!;
    expect(mail.to).toEqual([content.site.email]);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers.subject).toBe(`${content.forms.heroQuote.title}: ${mark} Bcc: victim@evil.test`);
  });

  it('stores a request while the mail server is down and mails it once when it is back', async () => {
    await mailbox.stop();
    const mark = marker('down');
    expect((await send('contact-quote', { ...bodies['contact-quote'], name: mark }, 'json')).status).toBe(201);
    const failed = await until('a failed attempt', async () => {
      const r = (await store.list()).find((x) => x.fields.name === mark);
      const mail = r?.notifications.find((n) => n.channel === 'shop-mail');
      return mail && mail.attempts >= 2 && mail.lastError ? mail : undefined;
    });
    expect(failed.sentAt).toBeNull();
    await mailbox.start();
    await mailbox.waitFor((ms) => mailsWith(mark)(ms).length === 1);
    // Retries go on every few hundred milliseconds here: give a second copy the time to turn up.
    await new Promise((r) => setTimeout(r, 2000));
    expect(mailsWith(mark)(mailbox.messages)).toHaveLength(1);
    const mail = (await listed())
      .find((x) => x.fields.name === mark)!
      .notifications.find((n) => n.channel === 'shop-mail')!;
    expect(mail.sentAt).not.toBeNull();
    expect(mail.lastError).toBeNull();
  }, 90_000);

  it('keeps a request when the server is killed (SIGKILL) right after its 303, and mails it after a restart', async () => {
    await mailbox.stop();
    const mark = marker('killed');
    const res = await send('service-request', { ...bodies['service-request'], name: mark }, 'form');
    expect(res.status).toBe(303);
    await server.stop('SIGKILL');
    const row = (await listed()).find((r) => r.fields.name === mark);
    expect(row?.status).toBe('new');
    expect(row?.fields.preferredDate).toBe(bodies['service-request'].preferredDate);
    await mailbox.start();
    await server.start();
    await mailbox.waitFor((ms) => mailsWith(mark)(ms).length === 1, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsWith(mark)(mailbox.messages)).toHaveLength(1);
  }, 120_000);

  it('stores 200 concurrent submissions, and repeats of them, exactly once each, and mails each once', async () => {
    const run = marker('load');
    const posts = Array.from({ length: 200 }, (_, i) => {
      const form = FORMS[i % 3]!;
      const kind = i % 2 ? 'form' : 'json';
      return {
        form,
        kind,
        fields: { ...bodies[form], name: `${run} #${i}`, idempotencyKey: `${run.replace(/\W/g, '-')}-${i}` },
      };
    });
    // Every fourth post is sent twice at the same moment, as a double click would.
    const all = [...posts, ...posts.filter((_, i) => i % 4 === 0)];
    const answers = await Promise.all(all.map((p) => send(p.form, p.fields, p.kind as 'json' | 'form')));
    expect(answers.filter((r) => r.status === 201 || r.status === 303)).toHaveLength(all.length);
    const mine = (await listed()).filter((r) => String(r.fields.name).startsWith(`${run} #`));
    expect(mine).toHaveLength(200);
    expect(new Set(mine.map((r) => r.fields.name)).size).toBe(200);
    expect(mine.every((r) => r.status === 'new')).toBe(true);
    await mailbox.waitFor((ms) => mailsWith(`${run} #`)(ms).length >= 200, 90_000);
    await new Promise((r) => setTimeout(r, 1000));
    const mails = mailsWith(`${run} #`)(mailbox.messages);
    expect(mails).toHaveLength(200);
    expect(new Set(mails.map((m) => m.headers['message-id'])).size).toBe(200);
  }, 180_000);
});
