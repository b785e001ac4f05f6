import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, islands, type IslandName } from './registry.ts';

/**
 * An interactive part of a page: rendered here at build time like the rest, inside an element (display: contents,
 * so it does not change the layout) that names the component and carries its props as JSON. In the browser
 * src/islands/hydrate.tsx loads that component alone and hydrates the element with the same props. `component`
 * must be the one `islands[name]` loads (tests/unit/islands.test.ts checks every island).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}

export { islands };
