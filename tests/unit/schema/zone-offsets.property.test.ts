import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { wallTime, zoneOffsets, offsetAt } from '../../../schema/zone-offsets.ts';
import { todayIn } from '../../../schema/shop-days.ts';
import { openStatus } from '../../../src/lib/open-now.ts';

// The shop's zone, and zones whose rules differ: half-hour and 45-minute offsets, a half-hour daylight saving
// change, the southern hemisphere, and none at all.
const ZONES = [
  'America/New_York',
  'America/St_Johns',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Europe/London',
  'America/Phoenix',
  'UTC',
];
const tables = new Map(ZONES.map((z) => [z, zoneOffsets(z, 2026, 3)]));
const START = Date.UTC(2026, 0, 1);
const UNTIL = Date.UTC(2029, 0, 1);

/** The same wall time through Intl alone (the zone by name). */
const byIntl = (zone: string, at: number) => wallTime(zone, new Date(at));

test.prop([fc.constantFrom(...ZONES), fc.integer({ min: START, max: UNTIL - 1 })], { numRuns: 2000 })(
  'the table reads every instant it covers as Intl does',
  (zone, at) => {
    expect(wallTime(tables.get(zone)!, new Date(at))).toEqual(byIntl(zone, at));
  },
);

test.prop([fc.constantFrom(...ZONES), fc.integer({ min: -60 * 60_000, max: 60 * 60_000 })])(
  'the minutes around each change read as Intl reads them',
  (zone, delta) => {
    for (const [from] of tables.get(zone)!.changes.slice(1)) {
      const at = from + delta;
      expect(wallTime(tables.get(zone)!, new Date(at))).toEqual(byIntl(zone, at));
    }
  },
);

test.prop([
  fc.constantFrom(...ZONES),
  fc.oneof(
    fc.integer({ min: START - 5 * 365 * 864e5, max: START - 1 }),
    fc.integer({ min: UNTIL, max: UNTIL + 5 * 365 * 864e5 }),
  ),
])('outside the years it covers, the clock falls back to Intl and stays right', (zone, at) => {
  expect(wallTime(tables.get(zone)!, new Date(at))).toEqual(byIntl(zone, at));
});

describe('the shop zone table', () => {
  const ny = tables.get('America/New_York')!;

  it('has the two daylight-saving changes of each year, at 2 AM local time', () => {
    expect(ny.changes.map(([from, minutes]) => [new Date(from).toISOString(), minutes])).toEqual([
      ['2026-01-01T00:00:00.000Z', -300],
      ['2026-03-08T07:00:00.000Z', -240],
      ['2026-11-01T06:00:00.000Z', -300],
      ['2027-03-14T07:00:00.000Z', -240],
      ['2027-11-07T06:00:00.000Z', -300],
      ['2028-03-12T07:00:00.000Z', -240],
      ['2028-11-05T06:00:00.000Z', -300],
    ]);
    expect(new Date(ny.until).toISOString()).toBe('2029-01-01T00:00:00.000Z');
  });

  it('a zone without changes is one row', () => {
    expect(tables.get('America/Phoenix')!.changes).toEqual([[START, -420]]);
    expect(offsetAt('Asia/Kolkata', START)).toBe(330);
  });

  it('gives the same day and open-now answer as the zone name, across the spring change', () => {
    const hours = [{ days: ['Sunday' as const], opens: '01:00', closes: '03:30' }];
    for (const iso of [
      '2026-03-08T06:59:00Z',
      '2026-03-08T07:00:00Z',
      '2026-03-08T07:29:00Z',
      '2026-03-08T07:30:00Z',
    ]) {
      const now = new Date(iso);
      expect(openStatus(hours, ny, now)).toEqual(openStatus(hours, 'America/New_York', now));
      expect(todayIn(ny, now)).toBe(todayIn('America/New_York', now));
    }
  });
});
