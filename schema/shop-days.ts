/**
 * Calendar rules for a preferred service date, in the shop's own time zone: pure functions of the date asked
 * for, the moment "now" and the opening hours of content/site.yaml, so the browser and the server agree.
 */
import type { Day, OpeningHours } from './site.ts';
import { wallTime, type Zone, type ZoneOffsets } from './zone-offsets.ts';

/** Sunday first, as `Date.prototype.getUTCDay` counts. */
const WEEK: readonly Day[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-23" as [2026, 11, 23] when it names a real calendar day, otherwise undefined. */
export function parseIsoDate(value: string): [number, number, number] | undefined {
  const m = ISO_DATE.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return undefined;
  return [y, mo, d];
}

/** The weekday of a calendar date (no time zone involved: a date is a day, not an instant). */
export function weekdayOf(value: string): Day | undefined {
  const parts = parseIsoDate(value);
  if (!parts) return undefined;
  return WEEK[new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])).getUTCDay()];
}

/** Today's date ("YYYY-MM-DD") as a clock on the shop's wall shows it at the instant `now`. */
export function todayIn(zone: Zone, now: Date): string {
  const w = wallTime(zone, now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The days of the week on which the shop has no opening hours at all. */
export function closedDays(hours: readonly OpeningHours[]): Day[] {
  const open = new Set(hours.flatMap((h) => h.days));
  return WEEK.filter((d) => !open.has(d));
}

export type PreferredDateVerdict = 'ok' | 'invalid' | 'past' | 'closed';

/**
 * Whether `value` ("YYYY-MM-DD", as an `<input type="date">` sends it) can be offered to the shop: a real date,
 * not before today in the shop's time zone (today itself is fine: the shop calls to confirm), and on a day the
 * shop opens.
 */
export function checkPreferredDate(
  value: string,
  shop: { hours: readonly OpeningHours[]; timeZone: string; zoneOffsets?: ZoneOffsets | undefined },
  now: Date,
): PreferredDateVerdict {
  const day = weekdayOf(value);
  if (!day) return 'invalid';
  // ISO dates of equal length compare correctly as strings.
  if (value < todayIn(shop.zoneOffsets ?? shop.timeZone, now)) return 'past';
  if (closedDays(shop.hours).includes(day)) return 'closed';
  return 'ok';
}
