import { CircleCheck } from '../../ui/icons.tsx';
import type { ResolvedService } from '../../../schema/service.ts';
import { Section } from '../../ui/section.tsx';

/** The list of related jobs the shop does most often. */
export function PopularServices({ popular }: { popular: ResolvedService['popularServices'] }) {
  return (
    <Section id="popular-services" title={popular.title} tone="muted">
      <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
        {popular.list.map((item) => (
          <li
            key={item}
            className="flex items-start gap-3 rounded-lg bg-white px-4 py-3 shadow-card ring-1 ring-steel-100"
          >
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
            <span className="text-steel-700">{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
