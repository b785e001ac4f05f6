import type { CallToAction } from '../../schema/pages/shared.ts';
import { ButtonLink } from './button.tsx';

/** The closing call to action of a page. */
export function CtaBand({ cta, note }: { cta: CallToAction; note?: string }) {
  return (
    <section className="bg-accent-600 py-14 text-white" data-reveal>
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 className="text-headline font-bold">{cta.title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-accent-50">{cta.description}</p>
        <div className="mx-auto mt-8 flex max-w-sm flex-col gap-3 sm:max-w-none sm:flex-row sm:flex-wrap sm:justify-center">
          <ButtonLink href={cta.primaryCta.href} variant="dark" size="lg">
            {cta.primaryCta.label}
          </ButtonLink>
          {cta.secondaryCta && (
            <ButtonLink href={cta.secondaryCta.href} variant="secondary" size="lg">
              {cta.secondaryCta.label}
            </ButtonLink>
          )}
        </div>
        {note && <p className="mt-5 text-sm text-accent-50">{note}</p>}
      </div>
    </section>
  );
}
