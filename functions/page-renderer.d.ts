/** The site's page renderer bundled for the Worker by the build (dist/server/worker-renderer.mjs); typed before it exists too. */
declare module '#page-renderer' {
  import type { PageRenderer } from '../server/editor/page-render.ts';

  export const renderDocument: PageRenderer['renderDocument'];
  export const tags: PageRenderer['tags'];
  /** The drawings of the simple-icons logos the content names, by name. */
  export const logos: Readonly<Record<string, string>>;
}
