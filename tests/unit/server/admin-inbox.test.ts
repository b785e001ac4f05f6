/** The requests inbox (server/admin/app.ts, pages.ts, RequestStore.search): what it shows, finds, changes, exports. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHarness, ORIGIN, type AdminHarness } from '../../support/admin-harness.ts';

let h: AdminHarness;
let session: { cookie: string; csrf: string };
beforeEach(async () => {
  h = await adminHarness();
  session = await h.login();
});
afterEach(() => h.close());

const get = async (path: string) => {
  const res = await h.fetch(path, { headers: { cookie: session.cookie } });
  return { res, text: await res.text() };
};

const MARKUP = `<img src=x onerror="alert(1)"><script>alert('x')</script> & "Bob"`;

describe('the requests inbox', () => {
  it('shows every customer value as text: markup in a name, a message or a field is escaped, never interpreted', async () => {
    await h.requests.insert({
      form: 'service-request',
      fields: {
        name: MARKUP,
        phone: '(513) 555-0199',
        email: 'a"b@example.com',
        message: `</p><h1>${MARKUP}`,
        vehicle: '<b>F-150</b>',
      },
      channels: ['shop-mail'],
    });
    const { text } = await get('/admin/requests');
    expect(text).not.toContain('<img src=x');
    expect(text).not.toContain("<script>alert('x')");
    expect(text).not.toContain('<b>F-150');
    expect(text).not.toContain('</p><h1>');
    expect(text).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Bob&quot;',
    );
    expect(text).toContain('href="mailto:a&quot;b@example.com"');
    expect(text).toContain('href="tel:+15135550199"');
  });

  it('lists newest first, in the shop’s time zone, with form, status and mail state', async () => {
    await h.requests.insert({ form: 'hero-quote', fields: { name: 'First Customer' }, channels: ['shop-mail'] });
    await new Promise((r) => setTimeout(r, 5));
    await h.requests.insert({
      form: 'contact-quote',
      fields: { name: 'Second Customer' },
      channels: [],
      spamReason: 'too fast',
    });
    const { text } = await get('/admin/requests');
    expect(text.indexOf('Second Customer')).toBeLessThan(text.indexOf('First Customer'));
    expect(text).toContain('Quote (contact page)');
    expect(text).toMatch(/·\s+not e-mailed: caught as spam/);
    expect(text).toMatch(/·\s+being e-mailed now/);
    expect(text).toMatch(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/);
    expect(text).toContain('2 requests, newest first.');
  });

  it('filters by status and form, finds by name, e-mail or phone digits, and pages through thousands', async () => {
    const statements = [];
    for (let i = 0; i < 1200; i++)
      statements.push(
        h.requests.insert({
          form: i % 2 ? 'hero-quote' : 'contact-quote',
          fields: {
            name: `Customer ${i}`,
            phone: `(513) 555-${String(i).padStart(4, '0')}`,
            email: `c${i}@example.com`,
          },
          channels: [],
          spamReason: i % 10 === 0 ? 'test' : undefined,
        }),
      );
    await Promise.all(statements);
    let page = await get('/admin/requests');
    expect(page.text).toContain('1,200 requests, 1-25 shown');
    expect(page.text).toContain('Page 1 of 48');
    page = await get('/admin/requests?page=48');
    expect(page.text).toContain('1,176-1,200 shown');
    expect((await get('/admin/requests?page=999')).res.headers.get('location')).toBe('/admin/requests?page=48');
    expect((await get('/admin/requests?status=spam')).text).toContain('120 requests');
    expect((await get('/admin/requests?status=spam&form=hero-quote')).text).toContain('No requests match.');
    expect((await get('/admin/requests?form=hero-quote')).text).toContain('600 requests');
    const byName = await get('/admin/requests?q=customer%201199');
    expect(byName.text).toContain('1 request,');
    expect(byName.text).toContain('Customer 1199');
    expect((await get('/admin/requests?q=C77%40EXAMPLE')).text).toContain('Customer 77<');
    expect((await get('/admin/requests?q=513-555-0042')).text).toContain('Customer 42<');
    expect((await get('/admin/requests?q=%25')).text).toContain('No requests match.');
    // Unknown filter values are ignored, not passed to the database.
    expect((await get("/admin/requests?status=x'&form=nope")).text).toContain('1,200 requests');
  });

  it('changes a status with a plain form and goes back to the same list, saying what changed', async () => {
    const { id } = await h.requests.insert({ form: 'hero-quote', fields: { name: 'Dana' }, channels: ['shop-mail'] });
    const res = await h.fetch(`/admin/requests/${id}/status`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
      body: new URLSearchParams({
        status: 'contacted',
        _csrf: session.csrf,
        back: '/admin/requests?status=new&q=Da',
      }).toString(),
    });
    expect(res.status).toBe(303);
    // Back to the request's status menu, where the confirmation is said (in view on a phone).
    expect(res.headers.get('location')).toBe(`/admin/requests?status=new&q=Da&changed=${id}#f-${id}`);
    expect((await h.requests.get(id))!.status).toBe('contacted');
    const said = 'Saved: the request from Dana is now contacted (you called or wrote back).';
    const shown = (await get(`/admin/requests?changed=${id}`)).text;
    const form = shown.slice(shown.indexOf(`id="f-${id}"`));
    expect(form.slice(0, form.indexOf('</form>'))).toContain(`<p class="saved" role="status">${said}</p>`);
    expect(shown).not.toContain('class="notice"');
    // Filtered out of the list it is now in (status new), the same words are said above the list.
    const filtered = (await get(`/admin/requests?status=new&changed=${id}`)).text;
    expect(filtered).toContain(`<p class="notice" role="status">${said}</p>`);
    // Elsewhere than the back office is never a way back.
    const away = await h.fetch(`/admin/requests/${id}/status`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
      body: new URLSearchParams({ status: 'closed', _csrf: session.csrf, back: 'https://evil.test/' }).toString(),
    });
    expect(away.headers.get('location')).toBe(`/admin/requests?changed=${id}#f-${id}`);
  });

  it('marking a spam request new queues its mail (as the CLI does); marking one spam cancels unsent mail', async () => {
    const spam = await h.requests.insert({
      form: 'hero-quote',
      fields: { name: 'Caught' },
      channels: [],
      spamReason: 'too fast',
    });
    const change = (id: string, status: string) =>
      h.fetch(`/admin/requests/${id}/status`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
        body: new URLSearchParams({ status, _csrf: session.csrf }).toString(),
      });
    await change(spam.id, 'new');
    const requeued = (await h.requests.get(spam.id))!;
    expect(requeued.status).toBe('new');
    expect(requeued.notifications.map((n) => [n.channel, n.sentAt])).toEqual([['shop-mail', null]]);
    expect(h.requeued).toBe(1);
    await change(spam.id, 'spam');
    expect((await h.requests.get(spam.id))!.notifications).toEqual([]);
    expect((await change('nosuchid', 'closed')).status).toBe(404);
    expect((await change(spam.id, 'deleted')).status).toBe(400);
  });

  it('downloads the CSV of what the filter shows (all its pages), with the export’s formula guard', async () => {
    await h.requests.insert({
      form: 'hero-quote',
      fields: { name: '=HYPERLINK("x")', phone: '5135550100' },
      channels: [],
    });
    await h.requests.insert({ form: 'contact-quote', fields: { name: 'Other Form' }, channels: [] });
    const { res, text } = await get('/admin/requests.csv?form=hero-quote');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Received \(Eastern Time\),Status,Form,Name,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).not.toContain('Other Form');
  });

  it('serves its one script as a file (no inline script), and the landing page links to the inbox', async () => {
    const script = await get('/admin/inbox.js');
    expect(script.res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.text).toContain("accept: 'application/json'");
    const home = await get('/admin/');
    expect(home.text).toContain('href="/admin/requests?status=new"');
    expect(home.text).toContain('Logged in');
    expect(home.text).not.toContain('Edit the site');
  });
});
