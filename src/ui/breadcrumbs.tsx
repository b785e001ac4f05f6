import { ChevronRight } from './icons.tsx';
import { SmartLink } from './smart-link.tsx';

export interface Crumb {
  label: string;
  /** Left out for the current page (the last crumb). */
  href?: string;
}

/** The trail to the current page, on a dark hero band. The last crumb is the current page. */
export function Breadcrumbs({ items, className = '' }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-navy-100">
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${c.label}-${i}`} className="flex items-center gap-1.5">
              {c.href && !last ? (
                <SmartLink
                  href={c.href}
                  className="inline-flex min-h-6 items-center rounded underline-offset-2 hover:text-white hover:underline"
                >
                  {c.label}
                </SmartLink>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="font-semibold text-white">
                  {c.label}
                </span>
              )}
              {!last && <ChevronRight className="size-4 text-navy-200" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
