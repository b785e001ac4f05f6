import { dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { loadNotFound } from './load-page.ts';
import { renderDocument } from './render-document.tsx';

// https://vike.dev/onRenderHtml: every page is rendered once, at build time, to a static HTML file with its
// stylesheet inlined; vike adds the bundle's script tag to the document.
export async function onRenderHtml(pageContext: PageContextServer) {
  const props = !pageContext.is404 && pageContext.pageProps?.page ? pageContext.pageProps : loadNotFound();
  return dangerouslySkipEscape(await renderDocument(props, props.path || pageContext.urlPathname));
}
