import type { ComponentType } from 'react';

/**
 * Every island: the interactive parts of the pages, each hydrated in the browser on its own (src/islands/hydrate.tsx)
 * with the code of its component only. The rest of a page is HTML that React rendered at build time. The build
 * renders each island with the component its loader here gives, so the two never differ.
 */
export const islands = {
  'hero-quote-form': () => import('../forms/hero-quote-form.tsx').then((m) => m.HeroQuoteForm),
  'service-request-form': () => import('../forms/service-request-form.tsx').then((m) => m.ServiceRequestForm),
  'contact-quote-form': () => import('../forms/contact-quote-form.tsx').then((m) => m.ContactQuoteForm),
  'services-directory': () => import('../sections/services/services-directory.tsx').then((m) => m.ServicesDirectory),
  'article-list': () => import('../sections/advice/article-list.tsx').then((m) => m.ArticleList),
};

export type IslandName = keyof typeof islands;
/** The props of an island's component: what the page writes into `data-props` for the browser. */
export type IslandProps<N extends IslandName> =
  Awaited<ReturnType<(typeof islands)[N]>> extends ComponentType<infer P> ? P : never;

/** The attribute that names an island's component; its props are in `data-props` (JSON). */
export const ISLAND_ATTRIBUTE = 'data-island';
