import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadPage } from '../load-page.ts';

// https://vike.dev/data: runs at pre-render (and in dev); unknown paths become the 404 page (and status).
export function data(pageContext: PageContextServer) {
  if (pageContext.prerenderNotFound) throw render(404);
  // The pre-render workers hand in the props they read (the layout data parsed once per worker, not per page).
  if (pageContext.pageProps) return null;
  const props = loadPage(pageContext.urlPathname);
  if (!props) throw render(404);
  pageContext.pageProps = props;
  return null;
}
