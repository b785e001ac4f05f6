import { MapPin } from '../../ui/icons.tsx';
import type { HomePage } from '../../../schema/pages/home.ts';
import { Section } from '../../ui/section.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';

/** The towns the shop serves; a town with a page of its own links to it. */
export function Towns({ towns, links }: { towns: HomePage['towns']; links: Record<string, string> }) {
  return (
    <Section title={towns.title} subtitle={towns.subtitle}>
      <ul className="flex flex-wrap justify-center gap-3">
        {towns.list.map((town) => {
          const pill = 'inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold ring-1';
          const pin = <MapPin className="size-4 shrink-0 text-accent-600" aria-hidden="true" />;
          const href = links[town];
          return (
            <li key={town} className="inline-flex">
              {href ? (
                <SmartLink
                  href={href}
                  className={`${pill} bg-white text-navy-900 underline decoration-accent-400 underline-offset-4 ring-navy-200 hover:bg-navy-50`}
                >
                  {pin}
                  {town}
                </SmartLink>
              ) : (
                <span className={`${pill} bg-navy-50 text-navy-800 ring-navy-100`}>
                  {pin}
                  {town}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
