import { ChevronRight } from '../../ui/icons.tsx';
import type { SearchGroup } from '../../lib/search-services.ts';
import { Icon } from '../../ui/icon.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';

/** The text with the first case-insensitive occurrence of the query marked. */
function Highlight({ text, query }: { text: string; query: string }) {
  const at = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="rounded-sm bg-accent-100 text-current">{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

/** One group of the directory: its icon, title and the links to its services. */
export function CategoryCard({ group, query }: { group: SearchGroup; query: string }) {
  const { category, services } = group;
  return (
    <div className="flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-600">
          <Icon name={category.icon} />
        </span>
        <h2 className="text-xl font-bold text-navy-900">
          <Highlight text={category.title} query={query} />
        </h2>
      </div>
      <ul className="mt-4 divide-y divide-steel-100">
        {services.map((s) => (
          <li key={s.href + s.name}>
            <SmartLink
              href={s.href}
              className="group flex min-h-11 items-center justify-between gap-3 py-2 font-medium text-steel-700 hover:text-accent-700"
            >
              <span>
                <Highlight text={s.name} query={query} />
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-steel-500 transition-transform group-hover:translate-x-0.5 group-hover:text-accent-600"
                aria-hidden="true"
              />
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
