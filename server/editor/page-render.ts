/**
 * One page of a compiled site drawn by the site's renderer as the build draws it (the page's data and the layout's,
 * through JSON as the build hands them over, and the tags vike adds), in memory. Shared by the preview on the site's
 * server (live-build.ts) and in the editor's Pages Function (github-preview.ts); neither needs a disk here.
 */
import type { CompiledSite } from '../../compiler/compile.ts';
import { layoutData } from '../../compiler/page-data/layout-data.ts';
import { withTags, type Insertion } from '../../scripts/prerender/bundle-tags.ts';
import type { PageProps } from '../../src/vike/types.ts';

/** The build's renderer (dist/server/render-document.mjs) and the tags vike adds to its pages. */
export interface PageRenderer {
  renderDocument: (props: PageProps, location: string) => Promise<string>;
  tags: readonly Insertion[];
}

/** Said when the site has not been built: the renderer is made by `npm run build`. */
export const NO_BUILD = 'There is no build of the site to draw the page with: run npm run build';

/** The page at `path` of `site`, or undefined when the site has no such page. */
export async function renderSitePage(
  site: CompiledSite,
  path: string,
  renderer: PageRenderer,
): Promise<string | undefined> {
  const p = site.pages.find((page) => page.route.path === path);
  if (!p) return undefined;
  const props: PageProps = {
    layout: JSON.parse(JSON.stringify(layoutData(site.content, site.today))) as PageProps['layout'],
    page: JSON.parse(JSON.stringify({ head: p.head, data: p.data })) as PageProps['page'],
    path,
  };
  return withTags(await renderer.renderDocument(props, path), renderer.tags);
}
