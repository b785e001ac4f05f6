import type { HomePage } from '../../../schema/pages/home.ts';
import type { MakeCard } from '../../../schema/page-data.ts';
import { Section } from '../../ui/section.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { entryPath } from '../../../schema/routes.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { MakeLogo } from '../../ui/make-logo.tsx';
import { revealDelay } from '../../ui/reveal-delay.ts';
import { anchor } from '../../../schema/anchors.ts';

/** The twelve makes of the home page, each a card linking to its page, and the link to all of them. */
export function MakesGrid({ section, makes }: { section: HomePage['makes']; makes: readonly MakeCard[] }) {
  return (
    <Section id={anchor.makes} title={section.title} subtitle={section.subtitle} tone="muted">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {makes.map((m, i) => (
          <li key={m.slug} data-reveal {...revealDelay(i % 6)}>
            <SmartLink
              href={entryPath('make', m.slug)}
              className="flex h-full min-h-28 flex-col items-center justify-center gap-3 rounded-card bg-white p-4 text-center font-semibold text-navy-900 shadow-card ring-1 ring-steel-100 transition motion-safe:hover:-translate-y-0.5 hover:text-accent-700 hover:ring-accent-500"
            >
              <span className="text-navy-800">
                <MakeLogo logo={m.logo} name={m.name} decorative />
              </span>
              {m.name}
            </SmartLink>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={section.allLink.href} variant="dark">
          {section.allLink.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
