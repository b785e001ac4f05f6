import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { dayInWords, readTypedDay } from '../../../schema/typed-date.ts';
import { Special } from '../../../schema/special.ts';
import { describeIssue } from '../../../compiler/describe-issue.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real day of the calendar, with its parts. */
const realDay = fc
  .date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((date) => ({
    iso: date.toISOString().slice(0, 10),
    y: date.getUTCFullYear(),
    m: date.getUTCMonth() + 1,
    d: date.getUTCDate(),
  }));

/** Every way of writing a day the editor accepts. */
const written = (y: number, m: number, d: number) => [
  `${pad(y, 4)}-${pad(m)}-${pad(d)}`,
  `${y}-${m}-${d}`,
  `${y}/${pad(m)}/${pad(d)}`,
  `${pad(m)}/${pad(d)}/${y}`,
  `${m}/${d}/${y}`,
  `${m}-${d}-${y}`,
  `${pad(m)}.${pad(d)}.${y}`,
  ...(y >= 2000 && y <= 2099 ? [`${m}/${d}/${pad(y % 100)}`] : []),
];

/** The offer whose `ends` is `value`, as the gate judges it: the first message at that field. */
function serverSays(value: string): string | undefined {
  const result = Special.safeParse(
    {
      title: 'Spring Brake Check',
      summary: 'Pads and rotors measured.',
      offer: { type: 'fixed-price', value: 39 },
      finePrint: 'One per vehicle.',
      services: ['brake-service'],
      starts: '2026-01-01',
      ends: value,
    },
    { reportInput: true },
  );
  const issue = result.error?.issues.find((i) => i.path.join('.') === 'ends');
  return issue && describeIssue(issue);
}

describe('a date typed into the editor', () => {
  it('is the day the owner meant, read year-month-day or month/day/year', () => {
    expect(readTypedDay('2026-01-13')).toEqual({ day: '2026-01-13' });
    expect(readTypedDay('01/13/2026')).toEqual({ day: '2026-01-13' });
    expect(readTypedDay(' 1/13/26 ')).toEqual({ day: '2026-01-13' });
    expect(readTypedDay('12/01/2026')).toEqual({ day: '2026-12-01' });
    expect(readTypedDay('02/29/2028')).toEqual({ day: '2028-02-29' });
    expect(dayInWords('2026-01-13')).toBe('Tuesday, January 13, 2026');
  });

  it('is refused in words when that day does not exist or the order is day/month', () => {
    expect(readTypedDay('02/30/2026')).toEqual({ problem: 'February 2026 has no day 30 (it has 28 days)' });
    expect(readTypedDay('13/01/2026')).toEqual({
      problem:
        'There is no month 13: a date is written month/day/year, like 01/13/2026 for January 13, 2026, or year-month-day',
    });
    expect(readTypedDay('31/02/2026')).toEqual({
      problem: 'There is no month 31: a date is written month/day/year, or year-month-day',
    });
    expect(readTypedDay('2026-13-01')).toEqual({
      problem: 'There is no month 13: a date is written year-month-day, like "2026-12-31"',
    });
    expect(readTypedDay('next Tuesday')).toMatchObject({ problem: expect.stringMatching(/^Expected a date written/) });
    expect(readTypedDay('')).toMatchObject({ unreadable: true });
  });

  it('is refused on the server in the same words as in the field', () => {
    expect(serverSays('02/30/2026')).toBe('February 2026 has no day 30 (it has 28 days), found "02/30/2026"');
    expect(serverSays('13/01/2026')).toBe(
      'There is no month 13: a date is written month/day/year, like 01/13/2026 for January 13, 2026, or year-month-day, found "13/01/2026"',
    );
    // A file holds year-month-day only: a day written otherwise is refused with the way to write it.
    expect(serverSays('01/13/2026')).toBe(
      'Expected a date written year-month-day, like "2026-01-13", found "01/13/2026"',
    );
    expect(serverSays('2026-01-13')).toBeUndefined();
  });

  test.prop([realDay])('any real day, written in any accepted way, reads back as itself', ({ iso, y, m, d }) => {
    for (const text of written(y, m, d)) expect(readTypedDay(text)).toEqual({ day: iso });
  });

  test.prop([
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 1970, max: 2199 }),
    fc.constantFrom('/', '-', '.'),
  ])('a month/day/year that is no day is refused, never read as another day', (m, d, y, sep) => {
    const real = m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
    const read = readTypedDay(`${pad(m)}${sep}${pad(d)}${sep}${y}`);
    expect(read).toEqual(real ? { day: `${y}-${pad(m)}-${pad(d)}` } : { problem: expect.any(String) });
    if (!real)
      expect(serverSays(`${pad(m)}${sep}${pad(d)}${sep}${y}`)).toContain((read as { problem: string }).problem);
  });
});
