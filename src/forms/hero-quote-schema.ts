/** The hero quote rules now live in schema/requests.ts (shared with the server); this keeps old imports working. */
export {
  heroQuoteSchema,
  emptyHeroQuote,
  type HeroQuoteContent,
  type HeroQuoteSchema,
  type HeroQuoteInput,
  type HeroQuoteValues,
} from '../../schema/requests.ts';

/** The simulated send of the hero quote form (spec section 9: 1000 ms). */
export const HERO_QUOTE_DELAY_MS = 1000;
