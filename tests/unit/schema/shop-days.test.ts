import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { checkPreferredDate, closedDays, parseIsoDate, todayIn, weekdayOf } from '../../../schema/shop-days.ts';
import type { OpeningHours } from '../../../schema/site.ts';

const hours: OpeningHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '08:00', closes: '14:00' },
];
const shop = { hours, timeZone: 'America/New_York' };

describe('preferred date rules', () => {
  it('reads calendar dates and their weekdays without a time zone', () => {
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2024-02-29')).toBe('Thursday');
    expect(parseIsoDate('2026-02-29')).toBeUndefined();
    expect(parseIsoDate('2026-13-01')).toBeUndefined();
    expect(parseIsoDate('23/11/2026')).toBeUndefined();
  });

  it('knows the days the shop never opens', () => {
    expect(closedDays(hours)).toEqual(['Sunday']);
  });

  it("takes today from the shop's wall clock, not UTC", () => {
    // 03:00 UTC on Tuesday 24 November is still Monday evening (22:00) in Lebanon, Ohio.
    const now = new Date('2026-11-24T03:00:00Z');
    expect(todayIn('America/New_York', now)).toBe('2026-11-23');
    expect(todayIn('UTC', now)).toBe('2026-11-24');
    expect(checkPreferredDate('2026-11-23', shop, now)).toBe('ok');
    expect(checkPreferredDate('2026-11-23', { hours, timeZone: 'UTC' }, now)).toBe('past');
    // Just after midnight in Ohio, yesterday is past even though it is still that day further west.
    const ohioMidnight = new Date('2026-11-25T05:30:00Z');
    expect(checkPreferredDate('2026-11-24', shop, ohioMidnight)).toBe('past');
    expect(checkPreferredDate('2026-11-24', { hours, timeZone: 'America/Los_Angeles' }, ohioMidnight)).toBe('ok');
  });

  it('handles the daylight-saving change', () => {
    // Clocks go forward on Sunday 8 March 2026 at 02:00 in New York (07:00 UTC).
    expect(todayIn('America/New_York', new Date('2026-03-09T04:30:00Z'))).toBe('2026-03-09');
    expect(todayIn('America/New_York', new Date('2026-03-08T04:30:00Z'))).toBe('2026-03-07');
  });

  it('refuses past, closed and malformed dates, accepts open days from today on', () => {
    const now = new Date('2026-11-23T15:00:00Z'); // Monday 10:00 in Ohio
    expect(checkPreferredDate('2026-11-22', shop, now)).toBe('past');
    expect(checkPreferredDate('2026-11-29', shop, now)).toBe('closed'); // a Sunday
    expect(checkPreferredDate('2026-11-28', shop, now)).toBe('ok'); // a Saturday
    expect(checkPreferredDate('2026-11-23', shop, now)).toBe('ok'); // today
    expect(checkPreferredDate('tomorrow', shop, now)).toBe('invalid');
    expect(checkPreferredDate('2026-02-30', shop, now)).toBe('invalid');
  });

  test.prop([
    fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
    fc.integer({ min: -400, max: 400 }),
  ])('a date is past exactly when it is before today in the shop, closed exactly on a Sunday', (now, offset) => {
    const today = todayIn(shop.timeZone, now);
    const [y, m, d] = parseIsoDate(today)!;
    const date = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
    const verdict = checkPreferredDate(date, shop, now);
    if (offset < 0) expect(verdict).toBe('past');
    else expect(verdict).toBe(weekdayOf(date) === 'Sunday' ? 'closed' : 'ok');
  });
});
