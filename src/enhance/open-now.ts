import { describeOpenStatus, openStatus } from '../lib/open-now.ts';
import type { ShopFacts } from '../app/shop-facts.ts';

/** The lines to fill: the pre-rendered page keeps each empty at full height, so nothing moves when it fills in. */
const SELECTOR = 'p[data-open-now]';

/**
 * "Open now · closes 6 PM" or "Closed · opens Monday 8 AM", worked out in the visitor's browser from the hours and
 * time zone of content/site.yaml, and kept current to the minute (checked every 10 s) while the page is open.
 */
export function showOpenNow(shop: ShopFacts | undefined): void {
  const lines = [...document.querySelectorAll<HTMLElement>(SELECTOR)];
  if (!shop || !lines.length) return;
  let shown = '';
  const update = () => {
    const status = openStatus(shop.openingHours, shop.zoneOffsets, new Date(Math.floor(Date.now() / 60_000) * 60_000));
    const text = describeOpenStatus(status);
    if (text === shown) return;
    shown = text;
    for (const line of lines) {
      const dot = document.createElement('span');
      dot.setAttribute('aria-hidden', 'true');
      dot.className = `inline-block size-2.5 shrink-0 rounded-full ${status.open ? 'bg-green-600' : 'bg-steel-500'}`;
      line.replaceChildren(dot, text);
    }
  };
  update();
  setInterval(update, 10_000);
}
