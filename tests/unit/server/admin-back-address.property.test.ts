/**
 * The way back after a status change (the form's `back` field) and after the login (`next`): whatever the field
 * holds, the `Location` sent is a path of the back office on this site, checked as it is sent (after `new URL`
 * has resolved its dot segments), never `//another.site/…`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { adminHarness, ORIGIN, type AdminHarness } from '../../support/admin-harness.ts';

let h: AdminHarness;
let session: { cookie: string; csrf: string };
let id: string;
beforeAll(async () => {
  h = await adminHarness();
  session = await h.login();
  ({ id } = await h.requests.insert({ form: 'hero-quote', fields: { name: 'Dana' }, channels: ['shop-mail'] }));
});
afterAll(() => h.close());

async function statusBack(back: string): Promise<string> {
  const res = await h.fetch(`/admin/requests/${id}/status`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
    body: new URLSearchParams({ status: 'contacted', _csrf: session.csrf, back }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

/** Where a browser goes with that `Location`, from the page that posted. */
const landing = (location: string) => new URL(location, `${ORIGIN}/admin/requests`);

const TRICKS = [
  '/admin/..//evil.example/x',
  '/admin/../..//evil.example/x',
  '/admin/%2e%2e//evil.example/x',
  '/admin/.%2E//evil.example/x',
  '/admin/./..//evil.example/x',
  '/admin/requests/../..//evil.example',
  '/admin/..\\/evil.example/x',
  '/admin/\\..//evil.example',
  '/admin/\t/../..//evil.example',
  '/admin/\n/../..//evil.example',
  '/admin/..',
  '/admin/../',
  'https://evil.example/admin/',
  '//evil.example/admin/',
  '/admin/..//evil.example/x?changed=1',
];

describe('the way back after a status change', () => {
  it.each(TRICKS)('never leaves the back office: %j', async (back) => {
    const location = await statusBack(back);
    expect(location.startsWith('//')).toBe(false);
    expect(landing(location).origin).toBe(ORIGIN);
    expect(landing(location).pathname.startsWith('/admin/')).toBe(true);
    expect(location).toBe(`/admin/requests?changed=${id}#f-${id}`);
  });

  it('keeps a real place in the back office, as normalised as it will be sent', async () => {
    expect(await statusBack('/admin/requests?status=new&q=Da')).toBe(
      `/admin/requests?status=new&q=Da&changed=${id}#f-${id}`,
    );
    expect(await statusBack('/admin/other/../requests?page=2')).toBe(`/admin/requests?page=2&changed=${id}#f-${id}`);
  });

  it('after the login, goes on to the same kind of place only', async () => {
    for (const next of TRICKS) {
      const res = await h.fetch('/admin/login', {
        method: 'POST',
        address: '192.0.2.50',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password: 'correct horse battery staple', next }).toString(),
      });
      expect(res.status, next).toBe(303);
      expect(res.headers.get('location'), next).toBe('/admin/');
    }
  });
});

const piece = fc.constantFrom(
  '/',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '\\',
  'admin',
  'evil.example',
  '?',
  '#',
  '@',
  ':',
  ' ',
  'x',
);
test.prop([fc.array(piece, { maxLength: 12 }).map((parts) => `/admin/${parts.join('')}`)], { numRuns: 300 })(
  'whatever follows /admin/, the browser lands on a page of the back office on this site',
  async (back) => {
    const to = landing(await statusBack(back));
    expect(to.origin).toBe(ORIGIN);
    expect(to.pathname.startsWith('/admin/')).toBe(true);
  },
);
