import type { ResolvedService } from '../../../schema/service.ts';
import { ButtonLink } from '../../ui/button.tsx';
import type { Crumb } from '../../ui/breadcrumbs.tsx';
import { HeroBand } from '../../ui/hero-band.tsx';
import { Icon } from '../../ui/icon.tsx';
import { revealDelay } from '../../ui/reveal-delay.ts';

/** The opening band of a service page: breadcrumb, badge, title, text, two buttons and the feature cards. */
export function ServiceHero({ hero, breadcrumbs }: { hero: ResolvedService['hero']; breadcrumbs: readonly Crumb[] }) {
  return (
    <HeroBand breadcrumbs={breadcrumbs}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <div>
          <p className="mb-4 inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-semibold text-accent-100 ring-1 ring-white/20">
            {hero.badge}
          </p>
          <h1 className="text-display font-extrabold">
            {hero.title} <span className="text-accent-500">{hero.highlightedTitle}</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-100">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={hero.primaryCta.href} size="lg">
              {hero.primaryCta.label}
            </ButtonLink>
            <ButtonLink href={hero.secondaryCta.href} variant="ghost" size="lg">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {hero.features.map((f, i) => (
            <li
              key={f.title}
              data-reveal
              {...revealDelay(i)}
              className="flex gap-4 rounded-card bg-white/5 p-5 ring-1 ring-white/15 backdrop-blur-sm"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-600 text-white">
                <Icon name={f.icon} />
              </span>
              <div>
                <p className="font-bold text-white">{f.title}</p>
                <p className="mt-1 text-sm text-navy-100">{f.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </HeroBand>
  );
}
