import type { Redirect } from '../schema/routes.ts';

/** Hashed build assets never change under the same name: cache them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'public, max-age=0, must-revalidate';

/** The Content-Security-Policy of every page: scripts only from the site itself (plus hashes of inline scripts, if any). */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
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
  };
}

/** Netlify / Cloudflare Pages `_headers`. */
export function headersFile(scriptHashes: readonly string[] = []): string {
  const lines = [
    '/*',
    ...Object.entries(securityHeaders(scriptHashes)).map(([k, v]) => `  ${k}: ${v}`),
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    '',
  ];
  return lines.join('\n');
}

/** Netlify / Cloudflare Pages `_redirects`: every alias, permanently. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n') + '\n';
}

/** An nginx server block serving dist/client with the same semantics as `npm start`. */
export function nginxConfig(
  redirects: readonly Redirect[],
  root: string,
  port = 8080,
  scriptHashes: readonly string[] = [],
): string {
  const headers = Object.entries(securityHeaders(scriptHashes))
    .map(([k, v]) => `    add_header ${k} "${v}" always;`)
    .join('\n');
  const rules = redirects.map((r) => `    location = ${r.from} { return 301 ${r.to}; }`).join('\n');
  return `server {
    listen ${port};
    server_name _;
    root ${root};
    # The build writes .gz (and .br) beside every text file.
    gzip_static on;
    gzip on;
    gzip_types text/css application/javascript application/json image/svg+xml text/xml text/plain;
${headers}
    # Canonical addresses: no trailing slash, make pages in lower case (nginx cannot lower-case: the not-found
    # page sends a visitor on a make typed in capitals to its page itself), aliases moved permanently.
    rewrite ^/(.+)/$ /$1 permanent;
${rules}
    location /assets/ {
        add_header Cache-Control "${IMMUTABLE_CACHE}" always;
${headers.replace(/^/gm, '    ')}
        try_files $uri =404;
    }
    location / {
        add_header Cache-Control "${HTML_CACHE}" always;
${headers.replace(/^/gm, '    ')}
        try_files $uri $uri/index.html =404;
    }
    error_page 404 /404.html;
}
`;
}
