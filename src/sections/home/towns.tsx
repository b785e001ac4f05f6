import { MapPin } from 'lucide-react';
import type { HomePage } from '../../../schema/pages/home.ts';
import { Section } from '../../ui/section.tsx';

/** The towns the shop serves. */
export function Towns({ towns }: { towns: HomePage['towns'] }) {
  return (
    <Section title={towns.title} subtitle={towns.subtitle}>
      <ul className="flex flex-wrap justify-center gap-3">
        {towns.list.map((town) => (
          <li
            key={town}
            className="inline-flex items-center gap-2 rounded-full bg-navy-50 px-4 py-2 font-semibold text-navy-800 ring-1 ring-navy-100"
          >
            <MapPin className="size-4 shrink-0 text-accent-600" aria-hidden="true" />
            {town}
          </li>
        ))}
      </ul>
    </Section>
  );
}
