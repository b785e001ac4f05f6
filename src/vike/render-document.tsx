import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { escapeInject, dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { App } from '../app/app.tsx';
import { loadPageComponent } from '../app/page-switch.tsx';
import { PROPS_ELEMENT_ID, dataPathOf, type EmbeddedProps } from './props-element.ts';
import { LAYOUT_DATA_URL, dataUrlOf } from '../../schema/routes.ts';
import { loadNotFound } from './load-page.ts';
import { FIRST_SCREEN_END_ID } from '../layout/render-gate.ts';
import '../styles/app.css';

const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// https://vike.dev/onRenderHtml: every page is rendered once, at build time, to a static HTML file.
export async function onRenderHtml(pageContext: PageContextServer) {
  const props = !pageContext.is404 && pageContext.pageProps?.page ? pageContext.pageProps : loadNotFound();
  const { head } = props.page;
  await loadPageComponent(props.page.data.kind);
  const html = renderToString(
    <StaticRouter location={props.path || pageContext.urlPathname}>
      <App {...props} />
    </StaticRouter>,
  );
  const renderGate = html.includes(` id="${FIRST_SCREEN_END_ID}"`)
    ? `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">\n`
    : '';
  const embedded: EmbeddedProps = { path: props.path };
  // Hydration fetches these two at once; the browser starts on them while it reads the page.
  const preloads = [LAYOUT_DATA_URL, dataUrlOf(dataPathOf(embedded))]
    .map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin>\n`)
    .join('');
  const jsonLd = head.jsonLd
    .map((ld) => `<script type="application/ld+json">${escapeJsonForHtml(ld)}</script>`)
    .join('');
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${dangerouslySkipEscape(renderGate)}<title>${head.title}</title>
<meta name="description" content="${head.description}">
${dangerouslySkipEscape(head.noindex ? '<meta name="robots" content="noindex">\n' : '')}<link rel="canonical" href="${head.canonical}">
<meta name="theme-color" content="#0b2036">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="icon" href="/favicon.ico" sizes="32x32">
${dangerouslySkipEscape(preloads)}<meta property="og:type" content="${head.type}">
<meta property="og:site_name" content="${props.layout.site.name}">
<meta property="og:title" content="${head.title}">
<meta property="og:description" content="${head.description}">
<meta property="og:url" content="${head.canonical}">
<meta property="og:image" content="${head.image}">
<meta property="og:locale" content="en_US">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${head.title}">
<meta name="twitter:description" content="${head.description}">
<meta name="twitter:image" content="${head.image}">
${dangerouslySkipEscape(jsonLd)}
</head>
<body>
<div id="root">${dangerouslySkipEscape(html)}</div>
<script id="${PROPS_ELEMENT_ID}" type="application/json">${dangerouslySkipEscape(escapeJsonForHtml(embedded))}</script>
</body>
</html>`;
  return documentHtml;
}
