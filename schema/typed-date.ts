/**
 * A day as the owner types it into the editor, read into the "2026-01-13" the content files hold, or refused in
 * words. Two ways of writing are accepted: year-month-day (2026-01-13, 2026/1/13) and the US month/day/year
 * (1/13/2026, 01-13-2026, 1.13.26). A day/month date such as 13/01/2026 is refused, never read as January 13:
 * reading it so would teach that day/month works, and the next one (02/03/2026) would silently be February 3. The
 * refusal says how to write it. The browser reads this module too: it imports no schema.
 */
import { MONTHS } from './format.ts';

/** The day the text means ("2026-01-13"), or why it is not one. */
export type TypedDay = { day: string } | { problem: string; unreadable?: true };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Days in a month of a year (`month` 1-12), leap years included. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-01-13" from its parts, which must make a day of the calendar. */
const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Why the month and day are not a day of `year`, in words ("February 2026 has no day 30 (it has 28 days)"). */
function missingDay(year: number, month: number, day: number): string | undefined {
  const days = daysIn(year, month);
  if (day < 1 || day > days) return `${MONTHS[month - 1]} ${year} has no day ${day} (it has ${days} days)`;
  return undefined;
}

const ISO = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/;
const US = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/;

/** Reads a typed date; surrounding spaces do not count. A two-digit year is in this century (1/13/26 is 2026). */
export function readTypedDay(text: string): TypedDay {
  const typed = text.trim();
  const iso = ISO.exec(typed);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[3]), Number(iso[4])];
    if (month < 1 || month > 12)
      return { problem: `There is no month ${month}: a date is written year-month-day, like "2026-12-31"` };
    const problem = missingDay(year, month, day);
    return problem ? { problem } : { day: isoDay(year, month, day) };
  }
  const us = US.exec(typed);
  if (us) {
    const [month, day] = [Number(us[1]), Number(us[3])];
    const year = us[4]!.length === 2 ? 2000 + Number(us[4]) : Number(us[4]);
    if (month < 1 || month > 12) {
      const swapped = day >= 1 && day <= 12 && !missingDay(year, day, month);
      return {
        problem:
          `There is no month ${month}: a date is written month/day/year` +
          (swapped ? `, like ${pad(day)}/${pad(month)}/${year} for ${MONTHS[day - 1]} ${month}, ${year}` : '') +
          `, or year-month-day`,
      };
    }
    const problem = missingDay(year, month, day);
    return problem ? { problem } : { day: isoDay(year, month, day) };
  }
  return {
    problem: 'Expected a date written month/day/year, like 12/31/2026, or year-month-day, like 2026-12-31',
    unreadable: true,
  };
}

/** "2026-01-13" as "Tuesday, January 13, 2026", so the owner sees which day was read. */
export function dayInWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${weekday}, ${MONTHS[month - 1]} ${date}, ${year}`;
}
