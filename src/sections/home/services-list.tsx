import { ChevronRight } from '../../ui/icons.tsx';
import type { HomePage } from '../../../schema/pages/home.ts';
import { Section } from '../../ui/section.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { anchor } from '../../../schema/anchors.ts';

/** The list of services in three columns on wide screens; each name links to its page (or the directory). */
export function ServicesList({ list }: { list: HomePage['servicesList'] }) {
  return (
    <Section id={anchor.services} title={list.title} subtitle={list.subtitle} tone="muted">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((item) => (
          <li key={item.name}>
            <SmartLink
              href={item.href}
              className="group flex min-h-12 items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 font-semibold text-navy-900 shadow-sm ring-1 ring-steel-100 transition-colors hover:text-accent-700 hover:ring-accent-500"
            >
              {item.name}
              <ChevronRight
                className="size-5 shrink-0 text-accent-600 transition-transform motion-safe:group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </SmartLink>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={list.allLink.href} variant="dark">
          {list.allLink.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
