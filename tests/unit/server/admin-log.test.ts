/**
 * The back office's log against a stranger (server/admin/store.ts logEvent): refusals and throttled logins anyone
 * can cause are cut to a short line, counted in one row per kind and address within an hour, and kept in a bounded
 * number of rows, so they neither grow the database nor push the owner's failed logins out of "Recent activity".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHarness, ORIGIN, type AdminHarness } from '../../support/admin-harness.ts';

let h: AdminHarness;
beforeEach(async () => {
  h = await adminHarness();
});
afterEach(() => h.close());

const LONG_PATH = `/admin/${'x'.repeat(16 * 1024)}`;
const crossSite = (address: string, path = LONG_PATH) =>
  h.fetch(path, { method: 'POST', address, headers: { origin: 'https://evil.test' } });
const login = (password: string, address: string) =>
  h.fetch('/admin/login', {
    method: 'POST',
    address,
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password }).toString(),
  });
const rows = (event: string) =>
  h.db.all({ sql: 'SELECT detail, count, client_address FROM admin_events WHERE event = ?', args: [event] });

describe('the log of what strangers cause', () => {
  it('keeps 300 refused cross-site posts with 16 KB paths from one address as one short row with a count', async () => {
    for (let i = 0; i < 300; i++) expect((await crossSite('203.0.113.7')).status).toBe(403);
    const stored = await rows('refused-cross-site');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.count).toBe(300);
    expect(String(stored[0]!.detail).length).toBeLessThanOrEqual(201);
    expect(String(stored[0]!.detail)).toMatch(/^POST \/admin\/x+…$/);
    const printed = h.logs.filter((l) => l.includes('refused-cross-site'));
    expect(printed).toHaveLength(1);
    expect(printed[0]!.length).toBeLessThan(300);
  });

  it('counts throttled logins in one row, and keeps each real failed login on its own', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`guess ${i}`, '203.0.113.8')).status).toBe(401);
    for (let i = 0; i < 40; i++) expect((await login(`guess ${i}`, '203.0.113.8')).status).toBe(429);
    expect(await rows('login-failed')).toHaveLength(5);
    const throttled = await rows('login-throttled');
    expect(throttled.map((r) => r.count)).toEqual([40]);
  });

  it('starts a new row for the same address after an hour', async () => {
    await crossSite('203.0.113.9');
    h.advance(59 * 60_000);
    await crossSite('203.0.113.9');
    expect((await rows('refused-cross-site')).map((r) => r.count)).toEqual([2]);
    h.advance(2 * 60_000);
    await crossSite('203.0.113.9');
    expect((await rows('refused-cross-site')).map((r) => r.count)).toEqual([2, 1]);
  });

  it('keeps the owner’s failed login in "Recent activity" after refusals from 600 addresses, in at most 500 rows', async () => {
    expect((await login('the owner mistyped', '198.51.100.50')).status).toBe(401);
    for (let i = 0; i < 600; i++) await crossSite(`2001:db8::${i.toString(16)}`, `/admin/requests/${i}/status`);
    expect((await rows('refused-cross-site')).length).toBe(500);
    const { cookie } = await h.login('198.51.100.51');
    const home = await (await h.fetch('/admin/', { headers: { cookie } })).text();
    const recent = home.slice(home.indexOf('Recent activity'), home.indexOf('Refused requests'));
    expect(recent).toMatch(/Wrong password[\s\S]*198\.51\.100\.50/);
    expect(recent).not.toContain('Refused a request from another site');
    const refused = home.slice(home.indexOf('Refused requests'));
    expect(refused).toContain('Refused a request from another site');
    expect(refused).toContain('2001:db8::257');
  });
});
