import { readShopFacts } from '../app/shop-facts.ts';
import { ISLAND_ATTRIBUTE } from '../islands/registry.ts';
import { watchScroll } from './scroll-state.ts';
import { enhanceMenus } from './menus.ts';
import { revealOnScroll } from './reveal.ts';
import { showOpenNow } from './open-now.ts';
import { enhanceMapFacades } from './map-facade.ts';
import { replaceBrokenLogos } from './logo-fallback.ts';
import { playHeroVideo } from './hero-video.ts';
import { onNotFound } from './not-found.ts';

/** Lets the browser answer input and paint before the next step (`scheduler.yield` where there is one). */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * What every page runs: a few small enhancements of the pre-rendered HTML, each in its own task (together they
 * made one long task on a phone), then, on a page with islands, React and the islands' code (loaded only there).
 * `<html data-hydrated>` says the page is ready: every enhancement in place and every island answering. An island
 * whose code or hydration fails leaves it as served (forms still post natively) and the page without that mark.
 */
export async function start(): Promise<void> {
  const shop = readShopFacts();
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  // The task that evaluated this module ends here: asking for the islands' code adds a preload link to the head
  // for each of its files, a few milliseconds of its own on a phone.
  await nextTask();
  // The islands' code loads while the enhancements run.
  const hydrating = islands.length && shop ? import('../islands/hydrate.tsx') : undefined;
  if (hydrating) await nextTask();
  const steps = [
    enhanceMenus,
    watchScroll,
    () => showOpenNow(shop),
    revealOnScroll,
    playHeroVideo,
    enhanceMapFacades,
    replaceBrokenLogos,
    onNotFound,
  ];
  for (const step of steps) {
    step();
    await nextTask();
  }
  const ready = () => document.documentElement.setAttribute('data-hydrated', '');
  if (!hydrating || !shop) return ready();
  await hydrating
    .then(({ hydrateIslands }) => hydrateIslands(islands, shop))
    .then(ready, (error: unknown) => console.error('The page stays without its scripts:', error));
}
