import type { Hero } from '../../schema/pages/shared.ts';
import { ButtonLink } from './button.tsx';

/** The opening band of an inner page: badge, title with its highlighted part, text and up to two buttons. */
export function PageHero({ hero }: { hero: Hero }) {
  return (
    <section className="relative overflow-hidden bg-navy-900 pt-28 pb-16 text-white sm:pt-32 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(232_89_12/0.25),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
        {hero.badge && (
          <p className="mb-4 inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-semibold text-accent-100 ring-1 ring-white/20">
            {hero.badge}
          </p>
        )}
        <h1 className="max-w-3xl text-display font-extrabold">
          {hero.title}
          {hero.highlightedTitle && (
            <>
              {' '}
              <span className="text-accent-500">{hero.highlightedTitle}</span>
            </>
          )}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-navy-100">{hero.description}</p>
        {(hero.primaryCta || hero.secondaryCta) && (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {hero.primaryCta && (
              <ButtonLink href={hero.primaryCta.href} size="lg">
                {hero.primaryCta.label}
              </ButtonLink>
            )}
            {hero.secondaryCta && (
              <ButtonLink href={hero.secondaryCta.href} variant="ghost" size="lg">
                {hero.secondaryCta.label}
              </ButtonLink>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
