/**
 * The id of the element the browser must have parsed before it paints the page for the first time: the
 * footer, which follows the whole of `<main>`. Without it a browser may paint a half-parsed page (it yields
 * to paint while the HTML is still being read) and then push content down as the rest arrives, a layout
 * shift the visitor sees. The pages are small (at most a few dozen KB compressed), so waiting for the end
 * of main costs a few milliseconds. Used by `<link rel="expect" blocking="render">` in the document head.
 */
export const RENDER_AFTER_ID = 'site-footer';
