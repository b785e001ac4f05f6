/** Display formats shared by the compiler and the pages, so a fact reads the same everywhere. */
import type { Site, OpeningHours, Day } from './site.ts';

/** The months' names, January first. This module is read by the browser too: it imports no schema. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 12000 -> "12,000" (US grouping). Plain string work: the first `toLocaleString` call loads ICU data, ~40 ms. */
export function groupThousands(n: number): string {
  const [whole = '', fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export function formatWarranty(w: Site['warranty']): string {
  return `${w.months} months / ${groupThousands(w.miles)} miles`;
}

/** "08:00" -> "8:00 AM"; short form drops ":00" ("8 AM"). */
export function formatTime(t: string, short = false): string {
  const [h = 0, m = 0] = t.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return short && m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function formatHoursRange(opens: string, closes: string, short = false): string {
  return `${formatTime(opens, short)}-${formatTime(closes, short)}`;
}

const week: Day[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Monday - Friday" for a run of consecutive days, else the days joined. */
function formatDays(days: readonly Day[]): string {
  const idx = days.map((d) => week.indexOf(d));
  const consecutive = idx.every((v, i) => i === 0 || v === idx[i - 1]! + 1);
  if (days.length > 2 && consecutive) return `${days[0]} - ${days[days.length - 1]}`;
  return days.join(', ');
}

/** Every day of the week with its hours or "Closed", grouped as the footer and contact page show them. */
export function weeklyHours(hours: readonly OpeningHours[]): { days: string; hours: string }[] {
  const rows = hours.map((h) => ({ days: formatDays(h.days), hours: formatHoursRange(h.opens, h.closes) }));
  const open = new Set(hours.flatMap((h) => h.days));
  const closed = week.filter((d) => !open.has(d));
  if (closed.length) rows.push({ days: formatDays(closed), hours: 'Closed' });
  return rows;
}

/** "+15135550142" from "(513) 555-0142". */
export function phoneE164(phone: string): string {
  return `+1${phone.replace(/\D/g, '')}`;
}

/**
 * "2024-03-12" -> "March 12, 2024". Read from the ISO day itself (no Date object), so the result is the
 * same on the build machine and in every visitor's time zone. Anything else is returned unchanged.
 */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
