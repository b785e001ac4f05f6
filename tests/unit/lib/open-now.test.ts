import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { Site } from '../../../schema/site.ts';
import { describeOpenStatus, openStatus, wallClock } from '../../../src/lib/open-now.ts';

// The real hours and time zone of content/site.yaml: Mon-Fri 8-18, Sat 8-14, Sunday closed, America/New_York.
const site = Site.parse(load(readFileSync('content/site.yaml', 'utf8')));
const say = (iso: string) => describeOpenStatus(openStatus(site.hours, site.timeZone, new Date(iso)));

describe('open now, in the shop time zone, with fixed clocks', () => {
  it('reads the content hours and time zone', () => {
    expect(site.timeZone).toBe('America/New_York');
  });

  it.each([
    // A week in December 2026 (Eastern Standard Time, UTC-5).
    ['2026-12-07T12:59:00Z', 'Monday', '07:59', 'Closed · opens today 8 AM'],
    ['2026-12-07T13:00:00Z', 'Monday', '08:00', 'Open now · closes 6 PM'],
    ['2026-12-07T22:59:00Z', 'Monday', '17:59', 'Open now · closes 6 PM'],
    ['2026-12-07T23:00:00Z', 'Monday', '18:00', 'Closed · opens Tuesday 8 AM'],
    ['2026-12-08T17:30:00Z', 'Tuesday', '12:30', 'Open now · closes 6 PM'],
    ['2026-12-09T04:30:00Z', 'Tuesday', '23:30', 'Closed · opens Wednesday 8 AM'],
    ['2026-12-10T05:00:00Z', 'Thursday', '00:00', 'Closed · opens today 8 AM'],
    ['2026-12-11T20:00:00Z', 'Friday', '15:00', 'Open now · closes 6 PM'],
    ['2026-12-12T00:30:00Z', 'Friday', '19:30', 'Closed · opens Saturday 8 AM'],
    ['2026-12-12T15:00:00Z', 'Saturday', '10:00', 'Open now · closes 2 PM'],
    ['2026-12-12T18:59:00Z', 'Saturday', '13:59', 'Open now · closes 2 PM'],
    // Saturday after 2 PM: closed through Sunday.
    ['2026-12-12T19:00:00Z', 'Saturday', '14:00', 'Closed · opens Monday 8 AM'],
    ['2026-12-12T21:15:00Z', 'Saturday', '16:15', 'Closed · opens Monday 8 AM'],
    // Sunday: closed all day.
    ['2026-12-13T05:00:00Z', 'Sunday', '00:00', 'Closed · opens Monday 8 AM'],
    ['2026-12-13T17:00:00Z', 'Sunday', '12:00', 'Closed · opens Monday 8 AM'],
    ['2026-12-14T04:59:00Z', 'Sunday', '23:59', 'Closed · opens Monday 8 AM'],
  ])('%s is %s %s in Lebanon: %s', (iso, day, time, expected) => {
    expect(wallClock(site.timeZone, new Date(iso))).toEqual({ day, time });
    expect(say(iso)).toBe(expected);
  });

  it('follows the spring daylight-saving change (Sunday March 8, 2026, clocks go to UTC-4)', () => {
    // The same UTC time, a week apart: 12:30 UTC is 7:30 AM on Friday (EST) and 8:30 AM on Monday (EDT).
    expect(say('2026-03-06T12:30:00Z')).toBe('Closed · opens today 8 AM');
    expect(say('2026-03-09T12:30:00Z')).toBe('Open now · closes 6 PM');
    // Closing time moves an hour earlier in UTC.
    expect(say('2026-03-06T22:30:00Z')).toBe('Open now · closes 6 PM');
    expect(say('2026-03-09T22:30:00Z')).toBe('Closed · opens Tuesday 8 AM');
    // During the change itself the shop is closed (Sunday), and Monday 8 AM is next.
    expect(say('2026-03-08T06:59:00Z')).toBe('Closed · opens Monday 8 AM');
    expect(say('2026-03-08T07:00:00Z')).toBe('Closed · opens Monday 8 AM');
  });

  it('follows the autumn change (Sunday November 1, 2026, clocks go back to UTC-5)', () => {
    // Saturday October 31 is still daylight time: 2 PM closing is 18:00 UTC.
    expect(say('2026-10-31T17:59:00Z')).toBe('Open now · closes 2 PM');
    expect(say('2026-10-31T18:00:00Z')).toBe('Closed · opens Monday 8 AM');
    // Monday November 2 is standard time: 8 AM opening is 13:00 UTC.
    expect(say('2026-11-02T12:30:00Z')).toBe('Closed · opens today 8 AM');
    expect(say('2026-11-02T13:00:00Z')).toBe('Open now · closes 6 PM');
  });

  it('says only "Closed" when no day has hours', () => {
    expect(describeOpenStatus(openStatus([], site.timeZone, new Date('2026-12-07T15:00:00Z')))).toBe('Closed');
  });

  it('is the same in any visitor time zone: only the instant matters', () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(say('2026-12-12T19:00:00Z')).toBe('Closed · opens Monday 8 AM');
    } finally {
      process.env.TZ = before;
    }
  });
});
