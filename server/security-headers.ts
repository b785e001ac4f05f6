/**
 * The site's security headers and cache rules: one source for `npm start`, the Cloudflare functions, the back
 * office and the build's host files (scripts/host-config.ts writes them into `_headers` and the nginx block).
 */

/** Hashed build assets never change under the same name: cache them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'public, max-age=0, must-revalidate';

/** The Content-Security-Policy of every page: scripts only from the site itself (plus hashes of inline scripts, if any). */
function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    // Styles: React style attributes (animation delays) and the toast library's style element.
    "style-src 'self' 'unsafe-inline'",
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
export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
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
