import { CalendarCheck, Tag } from '../../ui/icons.tsx';
import type { OfferCard as Offer } from '../../../schema/special.ts';
import type { SpecialsPage } from '../../../schema/pages/specials.ts';
import { entryPath, fixedPath } from '../../../schema/routes.ts';
import { anchor } from '../../../schema/anchors.ts';
import { hrefKeyword } from '../../../schema/href-keywords.ts';
import { useSite } from '../../app/site-context.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { Picture } from '../../ui/picture.tsx';

const ON_PHONES = 'calc(100vw - 84px)';

/**
 * How wide a card's picture is shown in each grid of cards: the card's width less the page's margins and the card's
 * padding (52 px), in one column on phones, in the 1,152-pixel column on wide screens.
 */
export const OFFER_PICTURE_SIZES = {
  /** One card, at most 576 px wide (a band with one offer). */
  one: `(min-width: 624px) 524px, ${ON_PHONES}`,
  /** Two columns from 768 px (/specials, a band with two offers). */
  two: `(min-width: 1152px) 488px, (min-width: 768px) calc(50vw - 88px), ${ON_PHONES}`,
  /** Three columns from 1,024 px (a band with three offers or more). */
  three: `(min-width: 1152px) 300px, (min-width: 1024px) calc(33.3vw - 84px), (min-width: 768px) calc(50vw - 88px), ${ON_PHONES}`,
} as const;

/** The quote form with this offer chosen: the form records the slug with the request. */
const requestHref = (slug: string) => `${fixedPath('contact')}?special=${encodeURIComponent(slug)}#${anchor.quote}`;

/**
 * One current offer as a coupon: its picture when it has one, what it is, the offer, its validity in words, the
 * fine print and the code, with a call button and a link to request it. Printed, each card is a page of its own
 * that also carries the shop's name, address and phone (app.css, print rules).
 */
export function OfferCard({
  offer,
  labels,
  full = true,
  pictureSizes = OFFER_PICTURE_SIZES.two,
}: {
  offer: Offer;
  labels: SpecialsPage['card'];
  full?: boolean;
  /** How wide its picture is shown, in the grid the card is in (`sizes`). */
  pictureSizes?: string;
}) {
  const site = useSite();
  const titleId = `offer-${offer.slug}-title`;
  return (
    <article
      id={offer.slug}
      aria-labelledby={titleId}
      data-coupon
      className="coupon flex min-w-0 flex-col rounded-card border-2 border-dashed border-accent-400 bg-white p-6 shadow-card"
    >
      <p className="coupon-shop hidden">
        <strong>{site.name}</strong>
        <br />
        {site.address.full}
        <br />
        {site.phone}
      </p>
      {offer.image && (
        <Picture
          image={offer.image}
          sizes={pictureSizes}
          loading="lazy"
          className="coupon-picture mb-5 aspect-[3/2] h-auto w-full rounded-lg bg-steel-100 object-cover"
        />
      )}
      <div className="flex items-start justify-between gap-4">
        <h3 id={titleId} className="text-xl font-bold text-navy-900">
          {offer.title}
        </h3>
        <p className="coupon-headline shrink-0 rounded-lg bg-accent-600 px-3 py-1 text-lg font-extrabold whitespace-nowrap text-white">
          {offer.headline}
        </p>
      </div>
      <p className="mt-3 text-steel-700">{offer.summary}</p>
      <p className="mt-4 flex items-center gap-2 font-semibold text-navy-800">
        <CalendarCheck className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
        {offer.validity}
      </p>
      {offer.code && (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-navy-800">
          <Tag className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
          {labels.code}: <span className="font-mono text-lg font-bold tracking-wider">{offer.code}</span>
        </p>
      )}
      {full && (
        <>
          <p className="mt-3 text-sm text-steel-600">
            {labels.appliesTo}:{' '}
            {offer.services.map((s, i) => (
              <span key={s.slug}>
                {i > 0 && ', '}
                <SmartLink
                  href={entryPath('service', s.slug)}
                  className="font-semibold text-accent-700 underline underline-offset-2"
                >
                  {s.name}
                </SmartLink>
              </span>
            ))}
          </p>
          <p className="mt-3 text-sm text-steel-600">
            <span className="font-semibold">{labels.finePrint}:</span> {offer.finePrint}
          </p>
        </>
      )}
      <div className="coupon-actions mt-auto flex flex-wrap gap-3 pt-5">
        <ButtonLink href={hrefKeyword.call} size="sm">
          {labels.call}
        </ButtonLink>
        <ButtonLink href={requestHref(offer.slug)} variant="secondary" size="sm">
          {labels.request}
          <span className="sr-only">: {offer.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
