import type { ContentEntry } from '../schema/collections.ts';
import type { Special, OfferValue, OfferCard } from '../schema/special.ts';
import { formatIsoDate, groupThousands } from '../schema/format.ts';
import { daysBetween } from './build-date.ts';

/** Where an offer stands on a given day. Start and end days are both included. */
export type OfferStatus = 'upcoming' | 'current' | 'expired';

export function offerStatus(s: Pick<Special, 'starts' | 'ends'>, today: string): OfferStatus {
  if (today < s.starts) return 'upcoming';
  if (today > s.ends) return 'expired';
  return 'current';
}

/** A current offer ending within this many days (its last day at most this far off) gets a warning, so the owner can extend or replace it. */
export const ENDING_SOON_DAYS = 7;

/** Days left after today for a current offer (0 on its last day). */
export const daysLeft = (s: Pick<Special, 'ends'>, today: string) => daysBetween(today, s.ends);

/** The offer in a few words: "$59.95", "Free", "10% off", "$20 off". */
export function offerHeadline(o: OfferValue): string {
  const dollars = (n: number) => `$${groupThousands(Number.isInteger(n) ? n : Number(n.toFixed(2)))}`;
  if (o.type === 'percent-off') return `${o.value}% off`;
  if (o.type === 'amount-off') return `${dollars(o.value)} off`;
  return o.value === 0 ? 'Free' : dollars(o.value);
}

/** A current offer as the pages show it. */
export function offerCard(
  entry: ContentEntry<Special>,
  serviceName: (slug: string) => string,
  validThroughLabel: string,
): OfferCard {
  const s = entry.data;
  return {
    slug: entry.slug,
    title: s.title,
    summary: s.summary,
    ...(s.image && { image: s.image }),
    headline: offerHeadline(s.offer),
    /** Dollars, for a fixed-price offer only. */
    price: s.offer.type === 'fixed-price' ? s.offer.value : undefined,
    finePrint: s.finePrint,
    code: s.code,
    starts: s.starts,
    ends: s.ends,
    validity: `${validThroughLabel} ${formatIsoDate(s.ends)}`,
    services: s.services.map((slug) => ({ slug, name: serviceName(slug) })),
  };
}

/** The offers to show on `today`, the ones ending first first. */
export function currentSpecials(entries: readonly ContentEntry<Special>[], today: string): ContentEntry<Special>[] {
  return entries
    .filter((e) => offerStatus(e.data, today) === 'current')
    .sort((a, b) => a.data.ends.localeCompare(b.data.ends) || a.slug.localeCompare(b.slug));
}
