/**
 * The page's one inline script: it loads the browser entry (`url`) in the task after the page's first contentful
 * paint (after the first frame where the browser does not report paints). A script tag would be fetched and run
 * while the page is still being laid out: on a phone that put a new connection, a download and the script's run
 * before the first paint (about 0.25 s on the mobile simulation). The page needs no script to show or to work
 * (docs/decisions/013-islands-and-document-navigation.md). A page opened in the background, or prerendered, paints
 * and then loads it when it is first shown.
 */
export const loadAfterFirstPaint = (url: string) =>
  `const l=()=>import(${JSON.stringify(url)});` +
  `PerformanceObserver.supportedEntryTypes.includes("paint")` +
  `?new PerformanceObserver((e,o)=>{e.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(l))}).observe({type:"paint",buffered:!0})` +
  `:requestAnimationFrame(()=>setTimeout(l))`;
