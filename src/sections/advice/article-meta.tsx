import { CalendarDays, Clock, UserRound } from '../../ui/icons.tsx';
import { formatIsoDate } from '../../../schema/format.ts';

/** Author, publication date and reading time of an article, on one wrapping line. */
export function ArticleMeta({
  author,
  date,
  readTime,
  tone = 'light',
}: {
  author: string;
  date: string;
  readTime: string;
  tone?: 'light' | 'dark';
}) {
  const icon = `size-4 shrink-0 ${tone === 'dark' ? 'text-accent-500' : 'text-accent-600'}`;
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-1 text-sm ${tone === 'dark' ? 'text-navy-100' : 'text-steel-600'}`}>
      <li className="flex items-center gap-1.5">
        <UserRound className={icon} aria-hidden="true" />
        {author}
      </li>
      <li className="flex items-center gap-1.5">
        <CalendarDays className={icon} aria-hidden="true" />
        <time dateTime={date}>{formatIsoDate(date)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className={icon} aria-hidden="true" />
        {readTime}
      </li>
    </ul>
  );
}

/** The small pill naming an article's category. */
export function CategoryBadge({ children, tone = 'light' }: { children: string; tone?: 'light' | 'dark' }) {
  const colours = tone === 'dark' ? 'bg-white/10 text-accent-100 ring-1 ring-white/20' : 'bg-accent-50 text-accent-700';
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${colours}`}>
      {children}
    </span>
  );
}
