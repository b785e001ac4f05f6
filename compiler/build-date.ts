/** The calendar day (YYYY-MM-DD) it is at `now` in `timeZone`. */
function dayIn(timeZone: string, now: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day the build runs as: `BUILD_DATE=2026-12-01` when set (tests, reproducible builds), else today in the
 * shop's time zone. Offers start and end by this day.
 */
export function buildDate(env: string | undefined, timeZone: string, now = new Date()): string {
  if (env === undefined || env === '') return dayIn(timeZone, now);
  const parsed = new Date(`${env}T00:00:00Z`);
  if (!isoDay.test(env) || Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(env))
    throw new Error(`BUILD_DATE must be a calendar date like 2026-12-01, found "${env}"`);
  return env;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
