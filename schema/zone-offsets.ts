/**
 * The shop's wall clock without the browser's time-zone database. The first `Intl.DateTimeFormat` a page creates
 * costs 20-30 ms while the browser loads its locale and zone data (80-120 ms on a mid-range phone, one long task on
 * every page: the open-now line needs the shop's time). So the build works out the zone's offsets from UTC for a few
 * years (a handful of daylight-saving changes) and the pages read the clock from that table; an instant the table
 * does not cover falls back to Intl. Browser-safe: no zod here (the type comes from schema/page-data.ts).
 */
import type { ZoneOffsets } from './page-data.ts';
import type { Day } from './site.ts';

export type { ZoneOffsets };

/** Sunday first, as `Date.prototype.getUTCDay` counts. */
const WEEK: readonly Day[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A moment as a clock and calendar on the wall show it. */
export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  weekday: Day;
  hour: number;
  minute: number;
}

/** A time zone by name, or its table of offsets (which names it too). */
export type Zone = string | ZoneOffsets;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'long',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall time at `at` in `timeZone`, through Intl (the build, and the browser beyond its table). */
function wallTimeByIntl(timeZone: string, at: number): WallTime {
  const parts = formatter(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: get('weekday') as Day,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
  };
}

/** Minutes east of UTC in `timeZone` at the instant `at` (New York: -300 in winter, -240 in summer). */
export function offsetAt(timeZone: string, at: number): number {
  const w = wallTimeByIntl(timeZone, at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((asUtc - Math.floor(at / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The offsets of `timeZone` from the first day of `fromYear` for `years` years: the offset at the start, and each
 * change (found to the minute). Zones change offset at most a few times a year, never twice within a day.
 */
export function zoneOffsets(timeZone: string, fromYear: number, years: number): ZoneOffsets {
  const start = Date.UTC(fromYear, 0, 1);
  const until = Date.UTC(fromYear + years, 0, 1);
  const changes: [number, number][] = [[start, offsetAt(timeZone, start)]];
  for (let t = start; t < until; t += DAY) {
    const next = Math.min(t + DAY, until);
    const before = offsetAt(timeZone, t);
    if (next === until || offsetAt(timeZone, next) === before) continue;
    // The change lies in (t, next]: narrow it to the minute.
    let [lo, hi] = [t, next];
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetAt(timeZone, mid) === before) lo = mid;
      else hi = mid;
    }
    changes.push([hi, offsetAt(timeZone, hi)]);
  }
  return { timeZone, changes, until };
}

/** The offset the table gives at `at`, or undefined outside it. */
function tableOffset(table: ZoneOffsets, at: number): number | undefined {
  if (at >= table.until || !table.changes.length || at < table.changes[0]![0]) return undefined;
  let offset = table.changes[0]![1];
  for (const [from, minutes] of table.changes) {
    if (from > at) break;
    offset = minutes;
  }
  return offset;
}

/** The wall time in `zone` at the instant `now`: from the zone's table when it covers `now`, else through Intl. */
export function wallTime(zone: Zone, now: Date): WallTime {
  const at = now.getTime();
  const offset = typeof zone === 'string' ? undefined : tableOffset(zone, at);
  if (offset === undefined) return wallTimeByIntl(typeof zone === 'string' ? zone : zone.timeZone, at);
  const d = new Date(at + offset * MINUTE);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: WEEK[d.getUTCDay()]!,
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}
