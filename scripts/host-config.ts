import { DATA_URL_PREFIX, type Redirect } from '../schema/routes.ts';

/** Hashed build assets never change under the same name: cache them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'public, max-age=0, must-revalidate';

/**
 * The hashes (`sha256-…`) of the inline elements the pages carry: the stylesheet inlined into every page and the
 * toast library's style element (style), the speculation rules (script). The build writes them to `_csp.json`
 * beside the pages (scripts/csp-hashes.ts); a host that serves those pages allows exactly these.
 */
export interface CspHashes {
  script: readonly string[];
  style: readonly string[];
}
export const NO_HASHES: CspHashes = { script: [], style: [] };

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

/** Netlify / Cloudflare Pages `_headers`. */
export function headersFile(hashes: CspHashes = NO_HASHES): string {
  const lines = [
    '/*',
    ...Object.entries(securityHeaders(hashes)).map(([k, v]) => `  ${k}: ${v}`),
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

/** The text types nginx sends with `charset=utf-8`, as `npm start` does. */
const NGINX_CHARSET_TYPES =
  'text/html text/css text/plain text/xml text/javascript application/javascript application/json application/xml application/manifest+json image/svg+xml';

/**
 * An nginx server block serving dist/client with the same semantics as `npm start`: the same statuses, headers,
 * charset and Vary; redirects with a relative Location that keep the query; GET and HEAD only (405 with Allow);
 * `_headers` and `_redirects` never served; /api/ proxied to the Node server (`apiUpstream`, host:port).
 */
export function nginxConfig(
  redirects: readonly Redirect[],
  root: string,
  port = 8080,
  hashes: CspHashes = NO_HASHES,
  apiUpstream = '127.0.0.1:3000',
): string {
  const headers = Object.entries(securityHeaders(hashes))
    .map(([k, v]) => `    add_header ${k} "${v}" always;`)
    .join('\n');
  const nested = (h: string) => h.replace(/^/gm, '    ');
  const rules = redirects.map((r) => `    location = ${r.from} { return 301 ${r.to}$is_args$args; }`).join('\n');
  return `server {
    listen ${port};
    server_name _;
    root ${root};
    server_tokens off;
    # Redirects name a path of this site only, never a host taken from the request.
    absolute_redirect off;
    charset utf-8;
    charset_types ${NGINX_CHARSET_TYPES};
    # The build writes .gz (and .br) beside every text file.
    gzip_static on;
    gzip on;
    # Smaller files than the build compresses are sent as they are, as npm start does.
    gzip_min_length 256;
    gzip_vary on;
    # Conditional requests as RFC 9110 has them: not modified since a date at or after the file's.
    if_modified_since before;
    gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/xml text/plain image/x-icon;
${headers}
    # The Allow header, on 405 answers only (an empty value sends no header).
    add_header Allow $site_allow always;
    # Pages and files answer GET and HEAD; the request API (/api/) takes its own methods.
    set $site_allow "";
    set $site_method_ok "";
    if ($request_method ~ ^(GET|HEAD)$) { set $site_method_ok 1; }
    if ($uri ~ ^/api/) { set $site_method_ok 1; }
    if ($site_method_ok = "") { set $site_allow "GET, HEAD"; return 405; }
    # No address of the site has a backslash; a browser reads "/\\host" as another site's address.
    if ($uri ~ "\\x5C") { return 404; }
    # Canonical addresses: no trailing slash, make pages in lower case (nginx cannot lower-case: the not-found
    # page sends a visitor on a make typed in capitals to its page itself), aliases moved permanently; queries kept.
    rewrite ^/(.+)/$ /$1 permanent;
${rules}
    # The host's own files (_headers, _redirects) and dot files are never served; the page data is.
    location ~ ^/_(?!${DATA_URL_PREFIX.slice(2)}) { return 404; }
    location ~ /\\. { return 404; }
    location /api/ {
        proxy_pass http://${apiUpstream};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header Connection "";
        # The security headers come from this block (as on every response), not twice.
${Object.keys(securityHeaders(hashes))
  .map((k) => `        proxy_hide_header ${k};`)
  .join('\n')}
    }
    location /assets/ {
        add_header Cache-Control "${IMMUTABLE_CACHE}" always;
${nested(headers)}
        try_files $uri =404;
    }
    location / {
        add_header Cache-Control "${HTML_CACHE}" always;
${nested(headers)}
        try_files $uri $uri/index.html =404;
    }
    error_page 404 /404.html;
}
`;
}
