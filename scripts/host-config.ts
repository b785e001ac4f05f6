import { type Redirect } from '../schema/routes.ts';
import { HTML_CACHE, IMMUTABLE_CACHE, NO_HASHES, securityHeaders, type CspHashes } from '../server/security-headers.ts';

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

/**
 * nginx's brotli_static (Debian's package below; its default nginx.conf loads what the package enables): the block
 * sends the build's .br of a page to every browser, as `npm start` does. nginx alone has no brotli.
 */
export const NGINX_BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static';
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The text types nginx sends with `charset=utf-8`, as `npm start` does. */
const NGINX_CHARSET_TYPES =
  'text/html text/css text/plain text/xml text/javascript application/javascript application/json application/xml application/manifest+json image/svg+xml';

/**
 * An nginx server block serving dist/client with the same semantics as `npm start`: the same statuses, headers,
 * charset and Vary; redirects with a relative Location that keep the query; GET and HEAD only (405 with Allow);
 * `_headers` and `_redirects` never served; /api/ and /admin/ proxied to the Node server (`apiUpstream`, host:port).
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
  // The Node server's own answers (request API, back office); it is told the visitor's address and scheme.
  const proxy = [
    `proxy_pass http://${apiUpstream};`,
    'proxy_http_version 1.1;',
    // The Host the browser sent, port included: the servers compare it with the Origin of posts.
    'proxy_set_header Host $http_host;',
    // The visitor's address, replacing any the visitor sent: the server reads it from 127.0.0.1 only.
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header Connection "";',
    '# The security headers come from this block (as on every response), not twice.',
    ...Object.keys(securityHeaders(hashes)).map((k) => `proxy_hide_header ${k};`),
  ]
    .map((line) => `        ${line}`)
    .join('\n');
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
    # The build writes a .br beside every text file (and a .gz beside the hashed bundle files): sent as they are.
    # A page has no .gz; for the few clients without brotli nginx gzips it, as npm start does.
    brotli_static on;
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
    if ($uri ~ ^/admin(/|$)) { set $site_method_ok 1; }
    if ($site_method_ok = "") { set $site_allow "GET, HEAD"; return 405; }
    # No address of the site has a backslash; a browser reads "/\\host" as another site's address.
    if ($uri ~ "\\x5C") { return 404; }
    # Canonical addresses: no trailing slash, make pages in lower case (nginx cannot lower-case: the not-found
    # page sends a visitor on a make typed in capitals to its page itself), aliases moved permanently; queries kept.
    # The back office (/admin/) answers its own addresses.
    rewrite ^/(?!admin/)(.+)/$ /$1 permanent;
${rules}
    # The host's own files (_headers, _redirects) and dot files are never served.
    location ~ ^/_ { return 404; }
    location ~ /\\. { return 404; }
    location /api/ {
${proxy}
    }
    # The back office: the Node server answers every path under /admin (404 for all of them when it is off).
    location = /admin {
${proxy}
    }
    location /admin/ {
${proxy}
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

export interface TlsOptions {
  /** The site's host name, as its certificate names it (shop.example.com). */
  host: string;
  /** Where the certificate and its key are: fullchain.pem and privkey.pem (default Let's Encrypt's place for host). */
  certificateDir?: string;
  /** Where certbot's webroot challenges are answered from on port 80. */
  challengeRoot?: string;
}

/**
 * The nginx block of `nginxConfig` on HTTPS: HTTP/2 on port 443 with the host's certificate (the security headers
 * already carry HSTS), and a block on port 80 that sends every request to the same address over HTTPS, except
 * certbot's challenges. Redirects name the configured host, never one taken from the request.
 */
export function nginxTlsConfig(block: string, options: TlsOptions): string {
  const certificates = options.certificateDir ?? `/etc/letsencrypt/live/${options.host}`;
  const listen = /^ {4}listen \d+;\n {4}server_name _;$/m;
  if (!listen.test(block)) throw new Error('The nginx block no longer starts with "listen <port>; server_name _;"');
  const https = block.replace(
    listen,
    [
      // "listen ... http2" rather than "http2 on": Debian 12's nginx (1.22) knows only this form.
      '    listen 443 ssl http2;',
      '    listen [::]:443 ssl http2;',
      `    server_name ${options.host};`,
      `    ssl_certificate ${certificates}/fullchain.pem;`,
      `    ssl_certificate_key ${certificates}/privkey.pem;`,
      '    ssl_protocols TLSv1.2 TLSv1.3;',
      '    ssl_session_cache shared:SSL:10m;',
      '    ssl_session_timeout 1d;',
      '    ssl_session_tickets off;',
    ].join('\n'),
  );
  return `server {
    listen 80;
    listen [::]:80;
    server_name ${options.host};
    server_tokens off;
    location /.well-known/acme-challenge/ { root ${options.challengeRoot ?? '/var/www/letsencrypt'}; }
    location / { return 301 https://${options.host}$request_uri; }
}
${https}`;
}

export interface ServiceOptions {
  /** The project folder on the server (a clone, built). */
  dir: string;
  /** The user the server runs as: its own, owning the folder. */
  user: string;
  port: number;
  /** The node binary (`command -v node`). */
  node?: string;
}

/**
 * A systemd unit for `npm start` (plain node running the build): restarted on failure, secrets from the folder's
 * .env, and confined: its own user, no new privileges, the system read-only but for what it writes (the requests
 * database, the content and its git history the editor commits to, the build the editor updates).
 */
export function systemdUnit(options: ServiceOptions): string {
  const { dir } = options;
  return `[Unit]
Description=Kessler Auto & Truck site (npm start)
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=${options.user}
Group=${options.user}
WorkingDirectory=${dir}
EnvironmentFile=-${dir}/.env
Environment=NODE_ENV=production PORT=${options.port}
ExecStart=${options.node ?? '/usr/bin/node'} scripts/start.mjs
Restart=on-failure
RestartSec=2
TimeoutStopSec=20
NoNewPrivileges=yes
ProtectSystem=strict
ProtectHome=read-only
ReadWritePaths=${['data', 'content', '.git', 'dist', '.generated'].map((d) => `${dir}/${d}`).join(' ')}
PrivateTmp=yes
PrivateDevices=yes
ProtectKernelTunables=yes
ProtectKernelModules=yes
ProtectControlGroups=yes
RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX
RestrictSUIDSGID=yes
LockPersonality=yes
CapabilityBoundingSet=
UMask=0027

[Install]
WantedBy=multi-user.target
`;
}
