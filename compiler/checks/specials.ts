import { posix } from 'node:path';
import { problem, type Problem } from '../problems.ts';
import { closest } from '../closest.ts';
import { offerStatus, daysLeft, ENDING_SOON_DAYS } from '../specials.ts';
import { formatIsoDate } from '../../schema/format.ts';
import type { Check } from './context.ts';

/** "2027-03-15" for "2026-03-15": an offer whose last day is after this day runs for more than a year. */
const sameDayNextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

/**
 * The dated offers (content/specials), checked as of `today`: an offer ends on or after its start; every service
 * it names exists; one that has ended or not yet started is left out of the site (a warning says so), and one
 * ending within a week gets a warning while it is still shown. An offer that would still run for more than a year (from its
 * start, or from today once it has started) most likely has a year typed wrong: a warning.
 */
export const checkSpecialsOn =
  (today: string): Check =>
  (ctx) => {
    const found: Problem[] = [];
    const services = ctx.slugs.get('service') ?? new Set<string>();
    for (const e of ctx.content.special) {
      const at = (path: (string | number)[]) => ctx.files.get(e.file)!.locate(path);
      const s = e.data;
      s.services.forEach((slug, i) => {
        if (services.has(slug)) return;
        const [best] = closest(slug, services);
        found.push(
          problem(
            'missing-reference',
            at(['services', i]),
            `services[${i}]`,
            `No service page "${slug}" in ${posix.dirname(ctx.fileOf('service'))}.${best ? ` Did you mean "${best}"?` : ''}`,
          ),
        );
      });
      if (s.ends < s.starts) {
        found.push(
          problem(
            'offer-dates',
            at(['ends']),
            'ends',
            `The offer ends (${s.ends}) before it starts (${s.starts}): check both dates`,
          ),
        );
        continue;
      }
      const name = `"${s.title}"`;
      // How long it would still run: from its start, or from today once it has started.
      const from = s.starts > today ? s.starts : today;
      if (s.ends > sameDayNextYear(from))
        found.push(
          problem(
            'offer-long',
            at(['ends']),
            'ends',
            `${name} would run for more than a year, ${from === today ? 'from today' : `from ${formatIsoDate(from)}`} through ${formatIsoDate(s.ends)}: check the year of its dates, or end it within a year and renew it then`,
            'warning',
          ),
        );
      const status = offerStatus(s, today);
      if (status === 'expired')
        found.push(
          problem(
            'offer-expired',
            at(['ends']),
            'ends',
            `${name} ended on ${formatIsoDate(s.ends)} and is left out of the site`,
            'warning',
          ),
        );
      else if (status === 'upcoming')
        found.push(
          problem(
            'offer-upcoming',
            at(['starts']),
            'starts',
            `${name} starts on ${formatIsoDate(s.starts)} and is left out of the site until then`,
            'warning',
          ),
        );
      else if (daysLeft(s, today) <= ENDING_SOON_DAYS) {
        const left = daysLeft(s, today);
        found.push(
          problem(
            'offer-ending',
            at(['ends']),
            'ends',
            `${name} ends ${left === 0 ? 'today' : left === 1 ? 'tomorrow' : `in ${left} days`} (${formatIsoDate(s.ends)})`,
            'warning',
          ),
        );
      }
    }
    return found;
  };
