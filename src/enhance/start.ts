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

/**
 * What every page runs: a few small enhancements of the pre-rendered HTML, then, on a page with islands, React and
 * the islands' code (loaded only there). `<html data-hydrated>` says the page is ready: every enhancement in place
 * and every island answering. An island whose code or hydration fails leaves it as served (forms still post
 * natively) and the page without that mark.
 */
export function start(): void {
  const shop = readShopFacts();
  watchScroll();
  enhanceMenus();
  revealOnScroll();
  showOpenNow(shop);
  enhanceMapFacades();
  replaceBrokenLogos();
  playHeroVideo();
  onNotFound();
  const ready = () => document.documentElement.setAttribute('data-hydrated', '');
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  if (!islands.length || !shop) return ready();
  import('../islands/hydrate.tsx')
    .then(({ hydrateIslands }) => hydrateIslands(islands, shop))
    .then(ready, (error: unknown) => console.error('The page stays without its scripts:', error));
}
