import type { ComponentType, ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, islands, type IslandName, type IslandProps } from './registry.ts';

// Each island's component, loaded once, as a function that renders it (a component chosen during render would be
// a new component type for React each time).
const renderers = new Map<IslandName, (props: object) => ReactNode>();

/** Loads (once) every island's component, for rendering pages at build time: `<Island>` renders synchronously. */
export async function loadIslands(): Promise<void> {
  if (renderers.size) return;
  for (const [name, load] of Object.entries(islands)) {
    const Component = (await load()) as ComponentType<object>;
    renderers.set(name as IslandName, (props) => <Component {...props} />);
  }
}

/**
 * An interactive part of a page: rendered here at build time like the rest, inside an element (display: contents,
 * so it does not change the layout) that names the island and carries its props as JSON. In the browser
 * src/islands/hydrate.tsx loads that island's component alone and hydrates the element with the same props.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const render = renderers.get(name);
  if (!render) throw new Error(`The ${name} island was not loaded before rendering (loadIslands())`);
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} data-props={JSON.stringify(props)} className="contents">
      {render(props as object)}
    </div>
  );
}
