import type { LayoutData, PageFile } from '../../schema/page-data.ts';

/** Everything the server hands the page; serialised into the HTML for hydration. */
export interface PageProps {
  layout: LayoutData;
  page: PageFile;
  /** The route path the HTML was built for ("" for the not-found page). */
  path: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- vike types its page context by augmenting its global Vike namespace
  namespace Vike {
    interface PageContext {
      pageProps?: PageProps;
      /** Set by the pre-render workers for 404.html: answer with the not-found page. */
      prerenderNotFound?: boolean;
    }
  }
}
export type { LayoutData, Head, PageFile } from '../../schema/page-data.ts';
