import type { LayoutData, PageData, Head } from '../../scripts/compiler/page-data.ts';
import type { IconNode } from '../../scripts/compiler/icons.ts';

/** What one page needs to render: its head, its data, and the path it was built for. */
export interface PageFile {
  head: Head;
  data: PageData;
  /** Drawings of the content icons the page shows (scripts/compiler/icons.ts). */
  icons: Record<string, IconNode>;
}

/** Everything the server hands the page; serialised into the HTML for hydration. */
export interface PageProps {
  layout: LayoutData;
  page: PageFile;
  /** The route path the HTML was built for ("" for the not-found page). */
  path: string;
}

declare global {
  namespace Vike {
    interface PageContext {
      pageProps?: PageProps;
      /** Set by the pre-render workers for 404.html: answer with the not-found page. */
      prerenderNotFound?: boolean;
    }
  }
}
export type { LayoutData, PageData, Head };
