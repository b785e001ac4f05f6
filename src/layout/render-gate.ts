/**
 * The id of an element placed at the end of a page's first screen when that screen's layout depends on
 * content further down (the home hero centres its text against the quote form beside it). A browser may
 * paint a page before its HTML is fully read; if it paints the hero with half of the form parsed, the text
 * jumps as the rest arrives, a layout shift the visitor sees. When a page renders this element, its head
 * gets `<link rel="expect" blocking="render">` for it: the first paint waits until the first screen is
 * parsed, and no longer (waiting for the whole page would let the page's scripts run before anything is
 * shown, which costs a slow phone half a second).
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
