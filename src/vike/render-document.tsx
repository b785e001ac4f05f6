import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app.tsx';
import { SiteContext } from '../app/site-context.tsx';
import { Header } from '../layout/header.tsx';
import { Footer } from '../layout/footer.tsx';
import { LayoutPartsApart, headerVariant, placeholderOf } from '../layout/layout-parts.tsx';
import { loadPageComponent } from '../app/page-switch.tsx';
import { loadIslands } from '../islands/island.tsx';
import { SHOP_FACTS_ID, type ShopFacts } from '../app/shop-facts.ts';
import { FIRST_SCREEN_END_ID } from '../layout/render-gate.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { SPECULATION_RULES } from './speculation-rules.ts';
import { loadAfterFirstPaint } from './after-first-paint.ts';
import clientEntry from 'virtual:client-entry';
import iconSymbols from 'virtual:icon-symbols';
import { ICON_SYMBOLS_ID } from '../ui/icon-sprite.ts';
import { ISLAND_ATTRIBUTE } from '../islands/registry.ts';
import scriptWords from 'virtual:script-classes';
import { classesInMarkup, elementsInMarkup, propertiesInMarkup, usedStyles } from './used-styles.ts';

/** The browser entry's address (null in the development server): vike's tag for it is left out of the pages. */
export { clientEntry };
import type { LayoutData, PageProps } from './types.ts';
// The stylesheet, inlined into every page with the rules that page can use: the first paint needs no second round
// trip (docs/decisions/004-first-load-budget.md, 013-islands-and-document-navigation.md). The Content-Security-Policy
// allows each page's by its hash (scripts/csp-hashes.ts).
import styles from '../styles/app.css?inline';

// Split once per process; each page filters its rules.
const stylesheet = usedStyles(styles);

/**
 * The whole stylesheet, which the build also writes as a file of its own: a page the server renders again after an
 * owner's save that gave it rules no page had links it instead of carrying rules the site's policy does not allow
 * (server/style-policy.ts).
 */
export const wholeStylesheet: string = styles;
/**
 * The classes and elements the browser's scripts may add to a page: every page runs the entry, a page with islands
 * theirs.
 */
const addedBy = (words: readonly string[]) => ({
  classes: stylesheet.classesIn(words),
  elements: stylesheet.elementsIn(words),
});
const addedByScripts = scriptWords && { always: addedBy(scriptWords.always), islands: addedBy(scriptWords.islands) };

/**
 * What the stylesheet's filter reads of a piece of markup: its classes, its elements, the custom properties its style
 * attributes read, and whether it has an island.
 */
interface MarkupRead {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
  properties: readonly string[];
  islands: boolean;
}

const readMarkup = (html: string): MarkupRead => ({
  classes: classesInMarkup(html),
  elements: elementsInMarkup(html),
  properties: propertiesInMarkup(html),
  islands: html.includes(` ${ISLAND_ATTRIBUTE}="`),
});

/**
 * The rules of the stylesheet a page can use: those of the classes and elements in its markup and of those its
 * scripts may add, with the custom properties they read. The page's own markup and the document around it are read
 * here; the header's and the footer's were read once, when their variant was rendered. The development server sends
 * the whole stylesheet (its scripts are not built).
 */
function stylesOf(own: string, parts: readonly MarkupRead[]): string {
  if (!addedByScripts) return styles;
  const reads = [readMarkup(own), ...parts];
  const classes = new Set<string>();
  const elements = new Set<string>();
  for (const read of reads) {
    for (const name of read.classes) classes.add(name);
    for (const name of read.elements) elements.add(name);
  }
  const added = reads.some((read) => read.islands) ? addedByScripts.islands : addedByScripts.always;
  for (const name of added.classes) classes.add(name);
  for (const name of added.elements) elements.add(name);
  return stylesheet.of(
    classes,
    reads.flatMap((read) => read.properties),
    elements,
  );
}

/** A variant of the header or the footer: its markup, and what the stylesheet's filter reads of it. */
interface LayoutPartMarkup {
  html: string;
  read: MarkupRead;
}

/** The header and footer variants rendered so far, for one layout (a new layout forgets them). */
let partsOf: LayoutData | undefined;
const parts = new Map<string, LayoutPartMarkup>();

/** A variant of a part of the layout, rendered (and read for the stylesheet) the first time it is asked for. */
function layoutPart(layout: LayoutData, key: string, render: () => string): LayoutPartMarkup {
  if (partsOf !== layout) {
    partsOf = layout;
    parts.clear();
  }
  let part = parts.get(key);
  if (part === undefined) {
    const html = render();
    parts.set(key, (part = { html, read: readMarkup(html) }));
  }
  return part;
}

/**
 * The page's markup. The header and the footer are rendered once per variant (the header's current section, the
 * footer's room for the home page's call bar) and put in place of their placeholders: the same markup as rendering
 * them with every page, for a fifth of the page's rendering less. Also the page's own markup (with the placeholders)
 * and what the stylesheet's filter reads of the parts put in.
 */
function renderMarkup(props: PageProps, location: string): { html: string; own: string; parts: MarkupRead[] } {
  const { layout, path } = props;
  const inLayout = (node: ReactElement) =>
    renderToString(
      <StaticRouter location={location}>
        <SiteContext.Provider value={layout}>{node}</SiteContext.Provider>
      </StaticRouter>,
    );
  const callBarSpace = props.page.data.kind === 'home';
  const own = renderToString(
    <LayoutPartsApart.Provider value={true}>
      <StaticRouter location={location}>
        <App {...props} />
      </StaticRouter>
    </LayoutPartsApart.Provider>,
  );
  const parts: MarkupRead[] = [];
  const put = (part: LayoutPartMarkup) => {
    parts.push(part.read);
    return part.html;
  };
  const html = own
    .replace(placeholderOf('header'), () =>
      put(
        layoutPart(layout, `header ${headerVariant(layout.navigation.header, path)}`, () =>
          inLayout(<Header path={path} />),
        ),
      ),
    )
    .replace(placeholderOf('footer'), () =>
      put(layoutPart(layout, `footer ${callBarSpace}`, () => inLayout(<Footer callBarSpace={callBarSpace} />))),
    );
  return { html, own, parts };
}

const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The symbols of the icons the page draws (`<use href="#icon-…">`), each once, in an <svg> that is never shown: the
 * `hidden` attribute is not allowed on an <svg> (it is an HTML attribute), so the stylesheet's `hidden` class hides it,
 * and it has no size before the stylesheet applies.
 */
function iconSymbolsOf(html: string): string {
  const ids = new Set([...html.matchAll(/<use href="#([\w-]+)"/g)].map((m) => m[1]!));
  const symbols = [...ids].map((id) => {
    const symbol = iconSymbols[id];
    if (!symbol) throw new Error(`The page draws an icon that is not in src/ui/icon-sprite.ts: #${id}`);
    return symbol;
  });
  return `<svg id="${ICON_SYMBOLS_ID}" class="hidden" width="0" height="0" aria-hidden="true">${symbols.join('')}</svg>`;
}

/**
 * A page's whole HTML document, with the script that loads the browser entry after the first paint (vike adds no
 * tag of its own: see +onRenderHtml.tsx). vike
 * renders with it in the dev server and for 404.html; the pre-render workers call it directly for every other page
 * and add the same tags (scripts/prerender/bundle-tags.ts), at a third of the cost of vike's renderPage()
 * (docs/decisions/009-prerender-in-workers.md).
 */
export async function renderDocument(props: PageProps, location: string): Promise<string> {
  return (await renderDocumentParts(props, location)).parts.join('');
}

/**
 * The same document in pieces, in order, with the text of its one style element (the page's rules; no other part of
 * the document has a style element: the articles' markdown shows HTML as text). The pre-render workers make each piece
 * bytes on its own: most are Latin-1 text, and only the pieces with other characters (a `•` in the content) are
 * two-byte text, where the whole document made one first was two-byte text, copied again before it became bytes
 * (about 0.1 ms a page, decision 009).
 */
export async function renderDocumentParts(
  props: PageProps,
  location: string,
): Promise<{ parts: string[]; style: string }> {
  const { head } = props.page;
  await Promise.all([loadPageComponent(props.page.data.kind), loadIslands()]);
  const { html, own, parts } = renderMarkup(props, location);
  const renderGate = html.includes(` id="${FIRST_SCREEN_END_ID}"`)
    ? `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">\n`
    : '';
  // What the page's scripts read of the shop (the open-now line, the islands' links): a few hundred bytes.
  const facts: ShopFacts = props.layout.site;
  const jsonLd = head.jsonLd
    .map((ld) => `<script type="application/ld+json">${escapeJsonForHtml(ld)}</script>`)
    .join('');
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(head.canonical);
  const image = escapeHtml(head.image);
  const beforeStyle = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>`;
  const afterStyle = `</style>
${renderGate}<title>${title}</title>
<meta name="description" content="${description}">
${head.noindex ? '<meta name="robots" content="noindex">\n' : ''}<link rel="canonical" href="${canonical}">
<meta name="theme-color" content="#0b2036">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<meta property="og:type" content="${escapeHtml(head.type)}">
<meta property="og:site_name" content="${escapeHtml(props.layout.site.name)}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${canonical}">
<meta property="og:image" content="${image}">
<meta property="og:locale" content="en_US">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${image}">
${jsonLd}
<script type="speculationrules">${SPECULATION_RULES}</script>
</head>
<body>
<div id="root">`;
  const tail = `</div>
${iconSymbolsOf(html)}
<script id="${SHOP_FACTS_ID}" type="application/json">${escapeJsonForHtml(facts)}</script>
${clientEntry ? `<script type="module">${loadAfterFirstPaint(clientEntry)}</script>\n` : ''}</body>
</html>`;
  // The document around the page is read too: its head, the icons' symbols (an <svg> of their shapes) and scripts.
  const style = stylesOf(own, [...parts, readMarkup(beforeStyle + afterStyle + tail)]);
  return { parts: [beforeStyle, style, afterStyle, html, tail], style };
}
