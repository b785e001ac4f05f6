/**
 * The site's security headers and cache rules: one source for `npm start`, the Cloudflare functions, the back
 * office and the build's host files (scripts/host-config.ts writes them into `_headers` and the nginx block).
 */

/** Hashed build assets never change under the same name: cache them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'public, max-age=0, must-revalidate';

/**
 * The hashes (`sha256-…`) of the inline elements a page carries: the stylesheet inlined into every page and the
 * toast library's style element (style), the speculation rules (script). The build writes them to `_csp.json`
 * beside the pages (scripts/csp-hashes.ts); a host that serves those pages allows exactly these.
 */
export interface CspHashes {
  script: readonly string[];
  style: readonly string[];
}
export const NO_HASHES: CspHashes = { script: [], style: [] };

/** The file beside the pages that lists the hashes their Content-Security-Policy allows (never served: `_`). */
export const CSP_HASHES_FILE = '_csp.json';

const sources = (hashes: readonly string[]) => hashes.map((h) => ` '${h}'`).join('');

/**
 * The Content-Security-Policy of every page: scripts only from the site itself and styles from it, each inline
 * element allowed by its hash (never 'unsafe-inline'), and no style attribute in the markup.
 */
export function contentSecurityPolicy(hashes: CspHashes = NO_HASHES): string {
  return [
    "default-src 'self'",
    `script-src 'self'${sources(hashes.script)}`,
    `style-src 'self'${sources(hashes.style)}`,
    // Style attributes in the HTML: none (scripts may still set styles through the CSSOM, as React does).
    "style-src-attr 'none'",
    "img-src 'self' data: https:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** Security headers sent with every response. */
export function securityHeaders(hashes: CspHashes = NO_HASHES): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The site's files are for its own pages: another site may not embed them.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
