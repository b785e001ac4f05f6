import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNpmStart, type RunningServer } from '../../scripts/local-servers.ts';
import { rawRequest, type RawResponse } from '../support/raw-http.ts';
import { loadRun, openFdsOfTree } from '../../scripts/load-run.ts';

// Requests an attacker or a broken client sends, against the real `npm start`. Whatever arrives, the server
// keeps answering, closes every file it opened, and never sends a visitor to another site.

let server: RunningServer;
const responses: RawResponse[] = [];

const send = async (bytes: string | Buffer, options?: Parameters<typeof rawRequest>[2]) => {
  const r = await rawRequest(server.port, bytes, options);
  responses.push(r);
  return r;
};
const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  send(
    `${method} ${target} HTTP/1.1\r\nHost: site.test\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}Connection: close\r\n\r\n`,
  );

/**
 * Waits until the open descriptors of the server's processes (the primary and its workers) are back to `baseline`
 * (idle connections close after keep-alive).
 */
async function settledFds(baseline: number): Promise<number> {
  let fds = openFdsOfTree(server.pids());
  for (let i = 0; i < 100 && fds > baseline; i++) {
    await new Promise((r) => setTimeout(r, 200));
    fds = openFdsOfTree(server.pids());
  }
  return fds;
}

let baseline = 0;

beforeAll(async () => {
  // The requests name the host site.test, one of the names the server is told it answers to.
  server = await startNpmStart(process.cwd(), { SITE_HOSTS: 'site.test' });
  // Warm up: the first requests open what the process keeps for good (thread pool, loaded modules).
  for (const path of ['/', '/nope', '/services/oil-change', '/robots.txt'])
    await get(path, { 'accept-encoding': 'gzip, br' });
  baseline = await settledFds(Infinity);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('npm start under hostile requests', () => {
  it('answers malformed request lines, targets and percent-encoding without ending', async () => {
    const lines = [
      'GET //[/ HTTP/1.1',
      'GET //a%2F/ HTTP/1.1',
      'GET //:99999/ HTTP/1.1',
      'GET /%zz HTTP/1.1',
      'GET /% HTTP/1.1',
      'GET /%00 HTTP/1.1',
      'GET /%E0%A4%A HTTP/1.1',
      'GET /%C0%AF HTTP/1.1',
      'GET /../../etc/passwd HTTP/1.1',
      'GET /..%2F..%2Fetc%2Fpasswd HTTP/1.1',
      'GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1',
      'GET * HTTP/1.1',
      'GET http://evil.com/x HTTP/1.1',
      'GET http://[::1 HTTP/1.1',
      'GET evil.com HTTP/1.1',
      'GET \\\\evil.com HTTP/1.1',
      'GET / HTTP/9.9',
      'GET / FOO/1.1',
      'GET /',
      'GARBAGE',
      '\u0000\u0001\u0002',
    ];
    for (const line of lines) {
      const r = await send(`${line}\r\nHost: site.test\r\nConnection: close\r\n\r\n`);
      expect([0, 200, 301, 400, 404, 405, 505], line).toContain(r.status);
    }
    expect((await get('/%zz')).status).toBe(400);
    expect((await get('/../../etc/passwd')).status).toBe(400);
    expect((await get('/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });

  it('refuses huge headers and URLs with a status, and keeps going', async () => {
    const long = 'a'.repeat(100_000);
    expect((await get(`/${long}`)).status).toBe(431);
    expect((await get('/', { 'x-big': long })).status).toBe(431);
    const many = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`x-h${i}`, 'v']));
    expect([400, 431]).toContain((await get('/', many)).status);
    expect((await get('/', { 'x-bad': 'a\u0001b' })).status).toBe(400);
  });

  it('answers pages to GET and HEAD only: other methods are 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LINK']) {
      for (const path of ['/', '/about', '/services/inspection', '/nope']) {
        const r = await get(path, { 'content-length': '0' }, method);
        expect(r.status, `${method} ${path}`).toBe(405);
        expect(r.headers.allow).toBe('GET, HEAD');
      }
    }
    for (const method of ['FOO', 'get', 'CONNECT'])
      expect([0, 400, 405]).toContain((await get('/', {}, method)).status);
    expect((await get('/', {}, 'HEAD')).status).toBe(200);
    // The request endpoint takes its own methods: a POST reaches it, which refuses a body of no known type.
    const api = await get('/api/requests/contact-quote', { 'content-length': '0' }, 'POST');
    expect(api.status).toBe(415);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers ranges per RFC 9110: 206 for one satisfiable range, 416 otherwise', async () => {
    const size = Number((await get('/robots.txt')).headers['content-length']);
    const range = async (value: string) => get('/robots.txt', { range: value });
    const suffix = await range('bytes=-10');
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(suffix.headers['content-length']).toBe('10');
    const first = await range('bytes=0-0');
    expect([first.status, first.headers['content-range']]).toEqual([206, `bytes 0-0/${size}`]);
    for (const bad of ['bytes=50-10', 'bytes=abc', `bytes=${size}-`, 'bytes=-0', 'bytes=99999999999999999999-']) {
      const r = await range(bad);
      expect(r.status, bad).toBe(416);
      expect(r.headers['content-range'], bad).toBe(`bytes */${size}`);
    }
    for (const ignored of ['items=0-1', 'bytes=0-1,3-4']) expect((await range(ignored)).status, ignored).toBe(200);
    // A page is a page: a range on the not-found page is not offered.
    expect((await get('/nope', { range: 'bytes=0-10' })).status).toBe(404);
    // If-Range with another tag: the whole file.
    expect((await get('/robots.txt', { range: 'bytes=0-1', 'if-range': '"other"' })).status).toBe(200);
    expect((await get('/robots.txt', { range: 'bytes=0-1' }, 'HEAD')).status).toBe(200);
  });

  it('answers conditionals per RFC 9110, with ETag, Cache-Control and Vary on every 304', async () => {
    // The build's brotli has the strong tag of its own file; the gzip made here for a client without brotli the weak
    // form of the page's tag, as nginx's gzip gives it. Weak comparison (If-None-Match) matches either form.
    for (const [encoding, tag] of [
      ['br', /^"[0-9a-f]+-[0-9a-f]+"$/],
      ['gzip', /^W\/"[0-9a-f]+-[0-9a-f]+"$/],
    ] as const) {
      const page = await get('/', { 'accept-encoding': encoding });
      expect(page.headers['content-encoding']).toBe(encoding);
      const etag = page.headers.etag!;
      expect(etag).toMatch(tag);
      const other = etag.startsWith('W/') ? etag.slice(2) : `W/${etag}`;
      const tomorrow = new Date(Date.now() + 86_400_000).toUTCString();
      const yesterday = new Date(Date.now() - 5 * 86_400_000).toUTCString();
      const cases: [Record<string, string>, number][] = [
        [{ 'if-none-match': '*' }, 304],
        [{ 'if-none-match': `"nope", ${etag}` }, 304],
        [{ 'if-none-match': other }, 304],
        [{ 'if-none-match': '"nope"' }, 200],
        [{ 'if-none-match': '"nope"', 'if-modified-since': tomorrow }, 200],
        [{ 'if-modified-since': tomorrow }, 304],
        [{ 'if-modified-since': yesterday }, 200],
        [{ 'if-modified-since': 'not a date' }, 200],
        [{ 'if-match': '"nope"' }, 412],
        // If-Match compares strongly: a weak tag never matches, a strong one does.
        [{ 'if-match': etag }, etag.startsWith('W/') ? 412 : 200],
        [{ 'if-match': '*' }, 200],
        [{ 'if-unmodified-since': yesterday }, 412],
      ];
      for (const [headers, status] of cases) {
        const r = await get('/', { 'accept-encoding': encoding, ...headers });
        expect(r.status, `${encoding} ${JSON.stringify(headers)}`).toBe(status);
        if (status === 304) {
          expect(r.headers.etag).toBe(etag);
          expect(r.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
          expect(r.headers.vary).toBe('Accept-Encoding');
        }
      }
    }
  });

  it('negotiates the encoding with q-values', async () => {
    const encoding = async (accept: string) =>
      (await get('/', { 'accept-encoding': accept })).headers['content-encoding'];
    expect(await encoding('gzip, br')).toBe('br');
    expect(await encoding('br;q=0, gzip')).toBe('gzip');
    expect(await encoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(await encoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(await encoding('*;q=0, identity')).toBeUndefined();
    expect(await encoding('identity')).toBeUndefined();
    expect(await encoding('*')).toBe('br');
    expect(await encoding('br;q=abc, gzip')).toBeDefined();
  });

  it('never sends a visitor to another site, and keeps the query', async () => {
    for (const target of [
      '//x//evil.com/',
      '/.//evil.com/',
      '/cars/..//evil.com/',
      '//evil.com/',
      '///evil.com/',
      '/%2F%2Fevil.com/',
      '/%5C%5Cevil.com/',
      '/%09/evil.com/',
      '/\\evil.com/',
      '/%2e%2e//evil.com/',
      '/cars/%2F%2Fevil.com',
      '/CARS/..//evil.com/',
      'http://evil.com//evil.com/',
    ])
      await get(target);
    const r = await get('/about/?next=//evil.com');
    expect([r.status, r.headers.location]).toEqual([301, '/about?next=//evil.com']);
    const alias = await get('/services/inspection?a=1&b=2');
    expect(alias.headers.location).toBe('/services/multi-point-inspection?a=1&b=2');
    expect((await get('/cars/HONDA?x')).headers.location).toBe('/cars/honda?x');
  });

  it('answers only its own host names: any other gets 421 with the security headers, whatever it asks', async () => {
    for (const host of ['site.test', 'SITE.test:443', 'www.kesslerautotruck.com', '127.0.0.1', 'localhost:80'])
      expect((await send(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).status, host).toBe(200);
    for (const host of ['evil.example', 'site.test.evil.example', 'kesslerautotruck.com.evil.example', '192.0.2.1'])
      for (const target of ['/', '/services/oil-change', '/api/requests/contact-quote', '/admin/', '/healthz']) {
        const r = await send(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
        expect(r.status, `${host} ${target}`).toBe(421);
        expect(r.headers['x-frame-options'], host).toBe('DENY');
        expect(r.headers['content-security-policy'], host).toMatch(/^default-src 'self'/);
        expect(r.locations).toEqual([]);
      }
    expect((await send('GET / HTTP/1.0\r\n\r\n')).status).toBe(421);
  });

  it('sends no file of the project folder (the request store, package.json, the server) to a page of another origin', async () => {
    // The server runs in the project folder, beside data/requests.db; what it serves is dist/client alone.
    const crossSite = {
      origin: 'http://evil.example',
      referer: 'http://evil.example/',
      'sec-fetch-site': 'cross-site',
    };
    for (const target of [
      '/data/requests.db',
      '/package.json',
      '/dist/server/start.mjs',
      '/server/start.ts',
      '/../package.json',
      '/%2e%2e/package.json',
      '/..%2Fdata%2Frequests.db',
      '/%2e%2e/%2e%2e/data/requests.db',
      '/client/../../package.json',
    ]) {
      const r = await get(target, crossSite);
      expect([400, 404], target).toContain(r.status);
      expect(r.body.toString('latin1'), target).not.toMatch(/SQLite format 3|"devDependencies"|createServer/);
      expect(r.headers['x-frame-options'], target).toBe('DENY');
      expect(r.headers['content-security-policy'], target).toContain("frame-ancestors 'none'");
      expect(r.headers['access-control-allow-origin'], target).toBeUndefined();
    }
  });

  it('never serves the host files _headers and _redirects, nor anything else under a name starting with _', async () => {
    for (const target of [
      '/_headers',
      '/_redirects',
      '/%5Fheaders',
      '/%5fredirects',
      '/_headers/',
      '/./_headers',
      '/x/../_redirects',
      '/_data/404.json',
    ])
      expect((await get(target)).status, target).not.toBe(200);
  });

  it('closes every file when clients go away mid-response, and after ordinary requests', async () => {
    const before = await settledFds(baseline);
    const abort = (target: string, headers = '') =>
      send(`GET ${target} HTTP/1.1\r\nHost: site.test\r\n${headers}\r\n`, { abortAfterBytes: 1 });
    await Promise.all(Array.from({ length: 300 }, (_, i) => abort(['/', '/media/hero-loop.mp4', '/nope'][i % 3]!)));
    await Promise.all(Array.from({ length: 100 }, () => abort('/', 'Accept-Encoding: br\r\n')));
    await Promise.all(Array.from({ length: 100 }, () => abort('/media/hero-loop.mp4', 'Range: bytes=100-\r\n')));
    for (let i = 0; i < 10; i++)
      await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          fetch(`${server.url}${['/', '/services/oil-change', '/nope', '/robots.txt'][j % 4]}`, {
            headers: { 'accept-encoding': j % 2 ? 'gzip' : 'identity' },
          }).then((r) => r.arrayBuffer()),
        ),
      );
    const after = await settledFds(before);
    console.info(`npm start open file descriptors: ${baseline} after warm-up, ${before} before, ${after} after`);
    expect(after).toBeLessThanOrEqual(before);
  }, 180_000);

  it('holds a short load (50 connections, 2 s, with and without compression) without errors or open files', async () => {
    const before = await settledFds(baseline);
    for (const compressed of [false, true]) {
      const r = await loadRun(server.url, { connections: 50, seconds: 2, compressed });
      expect(r.requests).toBeGreaterThan(0);
      expect([r.errors, r.unexpected]).toEqual([0, 0]);
    }
    expect(await settledFds(before)).toBeLessThanOrEqual(before);
  });

  it('still answers afterwards, and every Location it sent is a path of this site', async () => {
    const r = await get('/');
    expect(r.status).toBe(200);
    const locations = responses.flatMap((x) => x.locations);
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations) {
      expect(location, location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://site.test/a/b').origin, location).toBe('http://site.test');
    }
  });
});
