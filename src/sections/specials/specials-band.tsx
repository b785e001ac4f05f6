import type { SpecialsTeaser } from '../../../schema/page-data.ts';
import { Section } from '../../ui/section.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { OfferCard, OFFER_PICTURE_SIZES } from './offer-card.tsx';

/** The current offers on the home page and on the service pages they apply to, with a link to all of them. */
export function SpecialsBand({ specials, tone = 'muted' }: { specials: SpecialsTeaser; tone?: 'white' | 'muted' }) {
  const { labels, card, offers } = specials;
  const pictureSizes = OFFER_PICTURE_SIZES[offers.length > 2 ? 'three' : offers.length > 1 ? 'two' : 'one'];
  return (
    <Section id="specials" title={labels.title} subtitle={labels.subtitle} tone={tone}>
      <div
        className={`grid gap-6 ${offers.length > 1 ? 'md:grid-cols-2' : 'mx-auto max-w-xl'} ${offers.length > 2 ? 'lg:grid-cols-3' : ''}`}
      >
        {offers.map((o) => (
          <OfferCard key={o.slug} offer={o} labels={card} full={false} pictureSizes={pictureSizes} />
        ))}
      </div>
      <div className="mt-8 text-center">
        <ButtonLink href={labels.allLink.href} variant="secondary">
          {labels.allLink.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
