import { CircleCheck } from '../../ui/icons.tsx';
import type { HomePage } from '../../../schema/pages/home.ts';
import type { Forms } from '../../../schema/forms.ts';
import { CallAndSchedule } from '../../ui/call-and-schedule.tsx';
import { HeroMedia } from './hero-media.tsx';
import { heroIntro } from '../../ui/reveal-delay.ts';
import { FIRST_SCREEN_END_ID } from '../../layout/render-gate.ts';
import { anchor } from '../../../schema/anchors.ts';
import { Island } from '../../islands/island.tsx';

/** The opening band of the home page: the promise, the two calls to action and the quote form. */
export function Hero({ hero, form, action }: { hero: HomePage['hero']; form: Forms['heroQuote']; action: string }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-navy-900 pt-28 pb-16 text-white sm:pt-32 sm:pb-20"
    >
      <HeroMedia image={hero.image} video={hero.video} />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
        <div data-reveal {...heroIntro}>
          <p className="mb-5 inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-semibold text-accent-100 ring-1 ring-white/25">
            {hero.badge}
          </p>
          <h1 id="home-hero-title" className="text-display font-extrabold">
            {hero.title} <span className="text-accent-500">{hero.highlightedTitle}</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-100">{hero.description}</p>
          <ul className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {hero.claims.map((claim) => (
              <li key={claim} className="flex items-center gap-2 font-semibold">
                <CircleCheck className="size-5 shrink-0 text-accent-500" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <CallAndSchedule call={hero.primaryCta} schedule={hero.secondaryCta} size="lg" />
          </div>
        </div>
        <div id={anchor.quote} className="rounded-card bg-white p-6 text-ink shadow-2xl ring-1 ring-black/5 sm:p-8">
          <h2 className="text-2xl font-bold text-navy-900">{form.title}</h2>
          <p className="mt-2 mb-6 text-steel-600">{form.subtitle}</p>
          <Island name="hero-quote-form" props={{ form, action }} />
        </div>
      </div>
      <span id={FIRST_SCREEN_END_ID} hidden />
    </section>
  );
}
