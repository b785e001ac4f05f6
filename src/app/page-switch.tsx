import type { ComponentType, ReactNode } from 'react';
import { pageComponentFile, type PageKind } from '../../schema/page-kinds.ts';
import type { PageData } from '../../schema/page-data.ts';

type PageModule = { default: ComponentType<{ data: PageData }> };

/**
 * One page component per kind of page (schema/page-kinds.ts), found by its name: the kind `about` is the
 * default export of src/pages/about-page.tsx (pageComponentFile). Each is its own chunk: a visitor downloads the code of the pages
 * they see, not of the whole site. Forms, toasts and the like come only with their pages.
 */
const loaders = new Map(
  Object.entries(import.meta.glob<PageModule>('../pages/*-page.tsx')).map(([file, load]) => [
    file.replace(/^\.\.\/pages\/(.+)-page\.tsx$/, '$1'),
    load,
  ]),
);

// Each kind's component is loaded once and kept here, so a page of the same kind keeps its component (and state).
const renderers = new Map<PageKind, (data: PageData) => ReactNode>();

/** Loads (once) the component of a page kind; it must be loaded before a page of that kind renders. */
export async function loadPageComponent(kind: PageKind): Promise<void> {
  if (renderers.has(kind)) return;
  const load = loaders.get(kind);
  if (!load)
    throw new Error(
      `The page kind "${kind}" has no component: create ${pageComponentFile(kind)} with the page as its default export`,
    );
  const Page = (await load()).default;
  renderers.set(kind, (data) => <Page data={data} />);
}

export function PageSwitch({ data }: { data: PageData }) {
  const render = renderers.get(data.kind);
  if (!render) throw new Error(`The ${data.kind} page component was not loaded before rendering`);
  return render(data);
}
