/**
 * Navigation is by documents, made instant by the browser: a link to a page of the site the visitor hovers or
 * presses (on a phone, one that stays in view a moment) is prerendered (and prefetched) before it is chosen
 * (https://developer.chrome.com/docs/web-platform/prerender-pages); a browser without speculation rules loads the
 * page as usual. The request endpoint and the back office are never fetched ahead. The same text on
 * every page, allowed by its hash in the Content-Security-Policy (scripts/csp-hashes.ts).
 */
const rule = {
  source: 'document',
  where: {
    and: [
      { href_matches: '/*' },
      { not: { href_matches: ['/api/*', '/admin/*', '/admin'] } },
      { not: { selector_matches: '[rel~=nofollow], [target=_blank], [download]' } },
    ],
  },
  eagerness: 'moderate',
};

// A prerendered page shows at once; where prerendering is not allowed (the browser is short of memory, or under
// developer tools) the prefetched document still saves the round trip.
export const SPECULATION_RULES = JSON.stringify({ prerender: [rule], prefetch: [rule] });
