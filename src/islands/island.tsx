import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, islands, type IslandName, type IslandProps } from './registry.ts';

const loaded = new Map<IslandName, ComponentType<object>>();

/** Loads (once) every island's component, for rendering pages at build time: `<Island>` renders synchronously. */
export async function loadIslands(): Promise<void> {
  if (loaded.size) return;
  for (const [name, load] of Object.entries(islands))
    loaded.set(name as IslandName, (await load()) as ComponentType<object>);
}

/**
 * An interactive part of a page: rendered here at build time like the rest, inside an element (display: contents,
 * so it does not change the layout) that names the island and carries its props as JSON. In the browser
 * src/islands/hydrate.tsx loads that island's component alone and hydrates the element with the same props.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Component = loaded.get(name);
  if (!Component) throw new Error(`The ${name} island was not loaded before rendering (loadIslands())`);
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} data-props={JSON.stringify(props)} className="contents">
      <Component {...(props as object)} />
    </div>
  );
}
