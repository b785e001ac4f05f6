import type { Day, OpeningHours } from '../../schema/site.ts';
import { formatTime } from '../../schema/format.ts';
import { wallTime, type Zone } from '../../schema/zone-offsets.ts';

const week: readonly Day[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Whether the shop is open at a moment, and when that changes. */
export type OpenStatus =
  { open: true; closes: string } | { open: false; opens: { day: Day; time: string; today: boolean } | undefined };

/** The weekday and "HH:MM" wall-clock time at `now` in the zone (daylight saving included). */
export function wallClock(zone: Zone, now: Date): { day: Day; time: string } {
  const w = wallTime(zone, now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: w.weekday, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

const hoursOn = (hours: readonly OpeningHours[], day: Day) => hours.find((h) => h.days.includes(day));

/**
 * Open or closed at `now`, from the weekly hours in the shop's time zone (its name, or its table of offsets). Open from `opens` up to, not
 * including, `closes`. When closed, the next opening: later today, or the first day ahead with hours.
 */
export function openStatus(hours: readonly OpeningHours[], zone: Zone, now: Date): OpenStatus {
  const { day, time } = wallClock(zone, now);
  const today = hoursOn(hours, day);
  if (today && today.opens <= time && time < today.closes) return { open: true, closes: today.closes };
  if (today && time < today.opens) return { open: false, opens: { day, time: today.opens, today: true } };
  const start = week.indexOf(day);
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = week[(start + ahead) % 7]!;
    const h = hoursOn(hours, next);
    if (h) return { open: false, opens: { day: next, time: h.opens, today: false } };
  }
  return { open: false, opens: undefined };
}

/** "Open now · closes 6 PM", "Closed · opens today 8 AM", "Closed · opens Monday 8 AM". */
export function describeOpenStatus(status: OpenStatus): string {
  if (status.open) return `Open now · closes ${formatTime(status.closes, true)}`;
  if (!status.opens) return 'Closed';
  const when = status.opens.today ? 'today' : status.opens.day;
  return `Closed · opens ${when} ${formatTime(status.opens.time, true)}`;
}
