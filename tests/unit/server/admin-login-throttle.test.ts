/**
 * The login throttle under a burst (server/admin/app.ts, AdminStore.countAttempt): an attempt is counted before its
 * password is checked, one address has at most one check under way, and a burst from one address leaves the owner's
 * login from another address to be checked at once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/admin/password.ts';
import { adminHarness, ORIGIN, PASSWORD, type AdminHarness } from '../../support/admin-harness.ts';

const GUESSER = '203.0.113.9';
const OWNER = '198.51.100.77';

let h: AdminHarness;
/** Every password check the app asked for, in order ('owner' or 'guess'), and the most guesses checked at once. */
let started: string[];
let guessesAtOnce: number;
/** Failed logins stored while each check ran. */
let countedDuringCheck: number[];

const storedFailures = async () =>
  Number((await h.db.all({ sql: 'SELECT COUNT(*) AS n FROM admin_login_failures' }))[0]!.n);

beforeEach(async () => {
  started = [];
  guessesAtOnce = 0;
  countedDuringCheck = [];
  let guessing = 0;
  h = await adminHarness({}, true, {
    verifyPassword: async (password, hash) => {
      const who = password === PASSWORD ? 'owner' : 'guess';
      started.push(who);
      countedDuringCheck.push(await storedFailures());
      if (who === 'guess') guessesAtOnce = Math.max(guessesAtOnce, ++guessing);
      try {
        return await verifyPassword(password, hash);
      } finally {
        if (who === 'guess') guessing--;
      }
    },
  });
});
afterEach(() => h.close());

const login = (password: string, address: string) =>
  h.fetch('/admin/login', {
    method: 'POST',
    address,
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password }).toString(),
  });

describe('the login throttle under a burst of guesses', () => {
  it('checks at most 5 of 20 parallel wrong passwords from one address, one at a time; the rest get 429 unchecked', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(`guess ${i}`, GUESSER)));
    const statuses = answers.map((r) => r.status);
    const checked = started.length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checked);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
    expect(guessesAtOnce).toBe(1);
    for (const r of answers.filter((a) => a.status === 429))
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // However the rest are sent, one after another or at once, no more than 5 guesses are checked in the window.
    for (let i = 0; i < 10; i++) await login(`late guess ${i}`, GUESSER);
    await Promise.all(Array.from({ length: 10 }, (_, i) => login(`parallel guess ${i}`, GUESSER)));
    expect(started).toHaveLength(5);
  });

  it('checks the owner’s password from another address during the burst without waiting behind it', async () => {
    const burst = Array.from({ length: 20 }, (_, i) => login(`guess ${i}`, GUESSER));
    const [owner, ...guesses] = await Promise.all([login(PASSWORD, OWNER), ...burst]);
    expect(owner!.status).toBe(303);
    expect(guesses.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    // At most the one guess under way was checked before the owner's password.
    expect(started.indexOf('owner')).toBeLessThanOrEqual(1);
  });

  it('counts an attempt before its password is checked; a right password then clears the count', async () => {
    expect((await login('a wrong one', GUESSER)).status).toBe(401);
    expect(countedDuringCheck).toEqual([1]);
    expect(await storedFailures()).toBe(1);
    expect((await login(PASSWORD, GUESSER)).status).toBe(303);
    expect(countedDuringCheck).toEqual([1, 2]);
    expect(await storedFailures()).toBe(0);
  });
});
