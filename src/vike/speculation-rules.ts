/**
 * Navigation is by documents, made instant by the browser: a link to a page of the site the visitor hovers or
 * presses (on a phone, one that stays in view a moment) is prerendered before it is chosen
 * (https://developer.chrome.com/docs/web-platform/prerender-pages); a browser without speculation rules loads the
 * page as usual. The request endpoint, the page data and the back office are never fetched ahead. The same text on
 * every page, allowed by its hash in the Content-Security-Policy (scripts/csp-hashes.ts).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/_data/*', '/admin/*', '/admin'] } },
          { not: { selector_matches: '[rel~=nofollow], [target=_blank], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
