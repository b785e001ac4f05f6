import type { LayoutData } from '../vike/types.ts';

/** The id of the JSON element that gives the page's scripts the shop's facts (hours, time zone, phone, address). */
export const SHOP_FACTS_ID = 'shop-facts';

/** The shop's facts as every page carries them: the `site` part of the layout data. */
export type ShopFacts = LayoutData['site'];

/** The facts the page carries, read once; undefined on a page without them. */
export function readShopFacts(): ShopFacts | undefined {
  const text = document.getElementById(SHOP_FACTS_ID)?.textContent;
  return text ? (JSON.parse(text) as ShopFacts) : undefined;
}
