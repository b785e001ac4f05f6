import { ChevronDown } from '../../ui/icons.tsx';
import type { HomePage } from '../../../schema/pages/home.ts';
import { Section } from '../../ui/section.tsx';
import { anchor } from '../../../schema/anchors.ts';

/** Questions and answers as a native accordion: keyboard-operable and readable without JavaScript. */
export function Faq({ faq }: { faq: HomePage['faq'] }) {
  return (
    <Section id={anchor.faq} title={faq.title} subtitle={faq.subtitle} tone="muted">
      <div className="mx-auto max-w-3xl space-y-3">
        {faq.items.map((item) => (
          <details key={item.question} className="group rounded-card bg-white shadow-card ring-1 ring-steel-100">
            <summary className="flex min-h-12 list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-lg font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-accent-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 text-steel-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
