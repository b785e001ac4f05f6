import { Star, Quote } from '../../ui/icons.tsx';
import type { ResolvedService } from '../../../schema/service.ts';
import { revealDelay } from '../../ui/reveal-delay.ts';

/** Five stars filled to the rating (rounded to the nearest half), read out as "4.9 out of 5 stars". */
function Stars({ rating, className = 'size-6' }: { rating: number; className?: string }) {
  const halves = Math.round(rating * 2);
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex gap-1">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty';
        return (
          <span key={i} className="relative inline-block" aria-hidden="true">
            <Star className={`${className} fill-current text-steel-200 [stroke-width:1.5]`} />
            {fill !== 'empty' && (
              <span className={`absolute inset-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
                <Star className={`${className} fill-current text-amber-500 [stroke-width:1.5]`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** The rating with its stars, and the testimonials as quote cards. */
export function ServiceReviews({ reviews }: { reviews: ResolvedService['reviews'] }) {
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="bg-white py-14 sm:py-20" data-reveal>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <header className="mx-auto mb-10 flex max-w-3xl flex-col items-center text-center">
          <p className="flex items-center gap-3">
            <span className="text-4xl font-extrabold text-navy-900">{reviews.rating}</span>
            <Stars rating={reviews.rating} className="size-7" />
          </p>
          <h2 id="reviews-title" className="mt-3 text-headline font-bold text-navy-900">
            {reviews.subtitle}
          </h2>
        </header>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.testimonials.map((t, i) => (
            <li key={t.name} data-reveal {...revealDelay(i)}>
              <figure className="flex h-full flex-col rounded-card bg-steel-50 p-6 ring-1 ring-steel-100">
                <Quote className="size-8 text-accent-500" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-steel-700">
                  <p>{t.content}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-800 text-lg font-bold text-white"
                  >
                    {t.initial}
                  </span>
                  <span>
                    <span className="block font-semibold text-navy-900">{t.name}</span>
                    <span className="block text-sm text-steel-600">{t.title}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
