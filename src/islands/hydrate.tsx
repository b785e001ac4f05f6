import { startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ShopContext } from '../app/site-context.tsx';
import type { ShopFacts } from '../app/shop-facts.ts';
import { ISLAND_ATTRIBUTE, islands, type IslandName } from './registry.ts';
import { addMissingIconSymbols } from './icon-symbols.ts';

/** Renders nothing; its effect runs after every effect of the island before it (effects run in tree order). */
function Hydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/**
 * Hydrates each island of the page with its own component and props, and resolves once every island's effects have
 * run (the island answers clicks and typing from then on) and every icon an island may draw is in the page. The
 * rest of the page stays HTML.
 */
export async function hydrateIslands(elements: readonly HTMLElement[], shop: ShopFacts): Promise<void> {
  await Promise.all([
    // Without the sprite an island still answers; only an icon it draws later could be missing.
    addMissingIconSymbols().catch((error: unknown) => console.warn('The icon sprite could not be added:', error)),
    ...elements.map(async (el) => {
      const Component = (await islands[el.getAttribute(ISLAND_ATTRIBUTE) as IslandName]()) as ComponentType<object>;
      const props = JSON.parse(el.dataset.props ?? '{}') as object;
      // As a transition, React hydrates in slices that leave the main thread free in between (a tap or a key is
      // answered at once), rather than in one long task.
      await new Promise<void>((resolve) =>
        startTransition(() => {
          hydrateRoot(
            el,
            <ShopContext.Provider value={shop}>
              <Component {...props} />
              <Hydrated done={resolve} />
            </ShopContext.Provider>,
          );
        }),
      );
    }),
  ]);
}
