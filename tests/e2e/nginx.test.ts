import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { NGINX, startNginx, startNpmStart, type RunningServer } from '../../scripts/local-servers.ts';
import { DIST, manifest } from '../support/built-site.ts';
import { rawRequest } from '../support/raw-http.ts';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { hashPassword } from '../../server/admin/password.ts';
import { NGINX_BROTLI_MODULE } from '../../scripts/host-config.ts';

const ADMIN_PASSWORD = 'nginx test password';

// npm test installs Debian's nginx and its brotli_static module; on a machine without them these tests are skipped,
// never in CI.
const available = (existsSync(NGINX) && existsSync(NGINX_BROTLI_MODULE)) || process.env.CI === 'true';

/** The project's own request store as it stands (its files' sizes and times), or "none". */
const projectStore = () =>
  ['data/requests.db', 'data/requests.db-wal']
    .map((f) => (existsSync(f) ? `${f} ${statSync(f).size} ${statSync(f).mtimeMs}` : `${f} none`))
    .join(', ');

describe.skipIf(!available)('the nginx server block, in Debian nginx, beside npm start', () => {
  let node: RunningServer;
  let nginx: RunningServer;
  let storeBefore = '';
  const on = (server: RunningServer, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(server.url + path, { redirect: 'manual', ...init, headers: { connection: 'close', ...init.headers } });

  beforeAll(async () => {
    // The back office on (a cheap hash: its cost is not what is tested here); nothing to set for the proxy.
    const hash = await hashPassword(ADMIN_PASSWORD, { log2N: 10, r: 8, p: 1 });
    storeBefore = projectStore();
    // Raw requests below name the host site.test: the server is told it is one of its names.
    node = await startNpmStart(process.cwd(), { ADMIN_PASSWORD_HASH: hash, SITE_HOSTS: 'site.test' });
    // /api/ goes to the Node server, as in production.
    nginx = await startNginx(manifest.redirects, DIST, { apiUpstream: `127.0.0.1:${node.port}` });
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await node?.stop();
  });

  /** A login sent from `from` (a loopback address of this machine) to `server`, saying it speaks for `forwarded`. */
  const loginFrom = (server: RunningServer, from: string, password: string, forwarded: string) =>
    new Promise<number>((resolve, reject) => {
      const body = new URLSearchParams({ password }).toString();
      request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/admin/login',
          method: 'POST',
          localAddress: from,
          agent: false,
          headers: {
            origin: server.url,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': forwarded,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      )
        .on('error', reject)
        .end(body);
    });

  it('tells visitors apart through nginx, and no one can choose their address, through nginx or around it', async () => {
    const guesses = async (server: RunningServer, from: string) => {
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++) statuses.push(await loginFrom(server, from, `guess ${i}`, `198.51.100.${i}`));
      return statuses;
    };
    // A guesser through nginx, a new forged address each time: the block replaces it with the real one.
    expect(await guesses(nginx, '127.0.0.3')).toEqual([401, 401, 401, 401, 401, 429]);
    // The owner, through nginx from elsewhere at the same time, is not locked out by that.
    expect(await loginFrom(nginx, '127.0.0.4', ADMIN_PASSWORD, '203.0.113.4')).toBe(303);
    // Straight to npm start from any address but the proxy's, X-Forwarded-For counts for nothing.
    expect(await guesses(node, '127.0.0.5')).toEqual([401, 401, 401, 401, 401, 429]);
    // Counted in the test server's own store: the project's data/requests.db (the developer's) is not touched, and a
    // run a few minutes later starts with no guess remembered.
    expect(projectStore()).toBe(storeBefore);
    expect(readFileSync('dist/nginx-site.conf', 'utf8')).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('npm start answers on this computer only (the nginx block reaches it on 127.0.0.1)', async () => {
    const accepts = (host: string) =>
      new Promise<boolean>((resolve) => {
        const socket = connect({ host, port: node.port, timeout: 2000 });
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
        socket.once('timeout', () => (socket.destroy(), resolve(false)));
      });
    expect(await accepts('127.0.0.1')).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal)
      .map((a) => a!.address);
    for (const address of others) expect(await accepts(address), address).toBe(false);
  });

  it('writes the block the build ships with the hardening settings', () => {
    const conf = readFileSync('dist/nginx-site.conf', 'utf8');
    for (const line of [
      'server_tokens off;',
      'absolute_redirect off;',
      'charset utf-8;',
      'gzip_vary on;',
      'brotli_static on;',
      'proxy_pass http://127.0.0.1:3000;',
    ])
      expect(conf).toContain(line);
  });

  it('serves pages, the not-found page with 404, and the aliases with 301', async () => {
    expect((await on(nginx, '/services/oil-change')).status).toBe(200);
    const missing = await on(nginx, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    const alias = await on(nginx, '/services/inspection');
    expect([alias.status, alias.headers.get('location')]).toEqual([301, '/services/multi-point-inspection']);
    expect((await on(nginx, '/')).headers.get('server')).toBe('nginx');
    // The request endpoint answers through nginx: the Node server's JSON, once with the security headers.
    const api = await on(nginx, '/api/requests/contact-quote', { method: 'POST', body: '{}' });
    expect(api.status).toBe(415);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await api.json()).toMatchObject({ ok: false });
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('proxies /admin/ to npm start like /api/: the login page with its own headers once, sessions, refusals', async () => {
    const conf = readFileSync('dist/nginx-site.conf', 'utf8');
    expect(conf).toContain('location /admin/ {');
    for (const path of ['/admin', '/admin/', '/admin/requests']) {
      const res = await on(nginx, path);
      expect([path, res.status]).toEqual([path, 303]);
      expect(res.headers.get('location')).toMatch(/^\/admin\/login(\?next=%2Fadmin%2Frequests)?$/);
    }
    const login = await on(nginx, '/admin/login');
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<h1>Log in</h1>');
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(login.headers.get('content-security-policy')).toBe(
      (await on(node, '/')).headers.get('content-security-policy'),
    );
    const form = { origin: nginx.url, 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await on(nginx, '/admin/login', {
      method: 'POST',
      headers: form,
      body: 'password=wrong+password+here',
    });
    expect(wrong.status).toBe(401);
    const ok = await on(nginx, '/admin/login', {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ password: ADMIN_PASSWORD }).toString(),
    });
    expect(ok.status).toBe(303);
    const cookie = ok.headers.get('set-cookie')!.split(';')[0]!;
    expect((await on(nginx, '/admin/requests', { headers: { cookie } })).status).toBe(200);
    const crossSite = await on(nginx, '/admin/logout', {
      method: 'POST',
      headers: { ...form, origin: 'https://evil.test', cookie },
    });
    expect(crossSite.status).toBe(403);
    // Behind the proxy (a connection from 127.0.0.1) that says HTTPS, the cookie is Secure with the __Secure- prefix.
    const https = await on(node, '/admin/login', {
      method: 'POST',
      headers: { ...form, origin: node.url, 'x-forwarded-proto': 'https' },
      body: new URLSearchParams({ password: ADMIN_PASSWORD }).toString(),
    });
    expect(https.headers.get('set-cookie')).toMatch(/^__Secure-admin_session=[^;]+;.*; Secure/);
  });

  it('sends the same security headers and caching as npm start, compressed', async () => {
    const page = await on(nginx, '/', { headers: { 'accept-encoding': 'gzip' } });
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ])
      expect(page.headers.get(name), name).toBe((await on(node, '/')).headers.get(name));
    expect(page.headers.get('content-encoding')).toBe('gzip');
    // npm start's gzip of a page, made at the first request that asks for it, carries them too.
    const made = await on(node, '/about', { headers: { 'accept-encoding': 'gzip' } });
    expect(made.headers.get('content-encoding')).toBe('gzip');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-resource-policy'])
      expect(made.headers.get(name), name).toBe((await on(node, '/about')).headers.get(name));
    const html = await page.text();
    const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)![1]!;
    const asset = await on(nginx, script);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const missing = await on(nginx, '/nope');
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('agrees with npm start on statuses, redirects, charset and Vary', async () => {
    const etag = (await on(node, '/', { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag')!;
    const tomorrow = new Date(Date.now() + 86_400_000).toUTCString();
    const gzip = { 'accept-encoding': 'gzip' };
    const table: [string, string, Record<string, string>][] = [
      ['GET', '/', gzip],
      ['GET', '/', { 'accept-encoding': 'identity' }],
      // A browser: the build's brotli, from both.
      ['GET', '/', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      ['GET', '/cars/honda', { 'accept-encoding': 'br' }],
      ['HEAD', '/services', { 'accept-encoding': 'gzip, deflate, br' }],
      ['HEAD', '/about', gzip],
      ['GET', '/services', gzip],
      ['GET', '/cars/honda', gzip],
      ['GET', '/about/?utm_source=x&b=2', {}],
      ['GET', '/services/inspection?ref=ad', {}],
      ['GET', '/services/belt-tensioner', {}],
      ['GET', '//x//evil.com/', {}],
      ['GET', '/.//evil.com/', {}],
      ['GET', '/cars/..//evil.com/', {}],
      ['GET', '/nope', gzip],
      ['GET', '/services/nope', gzip],
      ['GET', '/404', gzip],
      ['GET', '/_headers', gzip],
      ['GET', '/_redirects', gzip],
      ['GET', '/%5Fheaders', gzip],
      ['GET', '/.git/config', gzip],
      ['GET', '/_data/services/oil-change.json', gzip],
      ['GET', '/sitemap.xml', gzip],
      ['GET', '/robots.txt', {}],
      ['GET', '/favicon.svg', gzip],
      ['GET', '/media/hero-loop.mp4', {}],
      ['GET', '/robots.txt', { range: 'bytes=-10' }],
      ['GET', '/robots.txt', { range: 'bytes=0-0' }],
      ['GET', '/robots.txt', { range: 'bytes=50-10' }],
      ['GET', '/robots.txt', { range: 'bytes=abc' }],
      ['GET', '/robots.txt', { range: 'bytes=99999-' }],
      ['GET', '/', { ...gzip, 'if-none-match': etag }],
      ['GET', '/', { ...gzip, 'if-none-match': `"nope", ${etag}` }],
      ['GET', '/', { ...gzip, 'if-none-match': '"nope"' }],
      ['GET', '/', { ...gzip, 'if-modified-since': tomorrow }],
      ['GET', '/', { 'accept-encoding': 'br;q=0, gzip' }],
      ['POST', '/', {}],
      ['PUT', '/about', {}],
      ['DELETE', '/services/inspection', {}],
      ['PATCH', '/nope', {}],
      ['OPTIONS', '/', {}],
      ['GET', '/api/nope', {}],
      ['POST', '/api/requests/contact-quote', { 'content-type': 'application/json' }],
    ];
    const charset = (r: Response) => /charset=([^;]+)/i.exec(r.headers.get('content-type') ?? '')?.[1] ?? null;
    const seen = async (server: RunningServer, method: string, path: string, headers: Record<string, string>) => {
      const r = await on(server, path, { method, headers });
      await r.arrayBuffer();
      const status = r.status;
      return {
        status,
        location: r.headers.get('location'),
        allow: r.headers.get('allow'),
        // nginx may compress the API's answers on the fly; their encoding is not the site's files'.
        encoding: path.startsWith('/api/') ? null : r.headers.get('content-encoding'),
        // Error answers of nginx's own (405, 416) and 301s carry nginx's small HTML body, and nginx labels the
        // API's JSON as UTF-8 on its way through: their charset and Vary are not the site's files'.
        charset: [301, 405, 416].includes(status) || path.startsWith('/api/') ? null : charset(r),
        vary: [301, 405, 416].includes(status) || path.startsWith('/api/') ? null : r.headers.get('vary'),
        etag: status === 200 || status === 206 || status === 304 ? r.headers.get('etag') : null,
      };
    };
    for (const [method, path, headers] of table) {
      const label = `${method} ${path} ${JSON.stringify(headers)}`;
      const byNode = await seen(node, method, path, headers);
      const byNginx = await seen(nginx, method, path, headers);
      if (byNode.status === 304 && headers['accept-encoding'] === 'gzip' && path === '/') {
        // A page has no .gz: both gzip it for a client without brotli, with the weak form of the page's tag. nginx's
        // 304 is made before its gzip step, so it carries the page's strong tag and no Vary; npm start's carries what
        // its 200 would (RFC 9110, 15.4.5). Either tag revalidates the page at either server.
        expect(byNode.etag, label).toMatch(/^W\//);
        expect(byNginx, label).toEqual({ ...byNode, etag: byNode.etag!.slice(2), vary: null });
      } else expect(byNginx, label).toEqual(byNode);
    }
  });

  it('never sends a visitor to another site, whatever the target', async () => {
    const targets = [
      '//x//evil.com/',
      '/.//evil.com/',
      '/cars/..//evil.com/',
      '/%2F%2Fevil.com/',
      '//%2Fevil.com/',
      '/\\evil.com/',
      '/%5C%5Cevil.com/',
      '/%5Cevil.com/',
      '/%09/evil.com/',
      '/%2e%2e//evil.com/',
      'http://evil.com//evil.com/',
      '/about/?next=//evil.com',
    ];
    for (const server of [nginx, node])
      for (const target of targets) {
        const r = await rawRequest(
          server.port,
          `GET ${target} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`,
        );
        expect(r.status, `${server.url} ${target}`).not.toBe(421);
        for (const location of r.locations) {
          expect(location, `${server.url} ${target}`).toMatch(/^\/(?![/\\])/);
          expect(new URL(location, 'http://site.test/a/').origin, `${server.url} ${target}`).toBe('http://site.test');
        }
      }
  });

  it('makes addresses in another letter case reach their page through the not-found page', async () => {
    // nginx cannot lower-case a path: it answers the not-found page, whose script goes on to /cars/honda.
    const r = await on(nginx, '/cars/HONDA');
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('Oops! Page not found');
  });
});
