import { createServer, type Server } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { DATA_URL_PREFIX, isAnyCasePath } from '../schema/routes.ts';
import { HTML_CACHE, IMMUTABLE_CACHE, securityHeaders } from './host-config.ts';

/** Reads the `_redirects` file the build wrote: "from to status" per line. */
function readRedirects(dir: string): Map<string, { to: string; status: number }> {
  const file = join(dir, '_redirects');
  const map = new Map<string, { to: string; status: number }>();
  if (!existsSync(file)) return map;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to) map.set(from, { to, status: Number(status) || 301 });
  }
  return map;
}

/**
 * Serves the built site as a real static host would: precompressed files, 301 for aliases, trailing slashes
 * and upper-case make addresses, 404.html with status 404 for anything unknown, long caching for hashed
 * assets, and the security headers on every response.
 */
export function createSiteServer(dir: string): Server {
  const redirects = readRedirects(dir);
  const headers = securityHeaders();
  const notFound = readFileSync(join(dir, '404.html'));
  const notFoundGz = existsSync(join(dir, '404.html.gz')) ? readFileSync(join(dir, '404.html.gz')) : undefined;
  const files = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : HTML_CACHE);
    },
  });
  return createServer((req, res) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = url.pathname;
    const redirect = (to: string) => {
      res.writeHead(301, { Location: to + url.search });
      res.end();
    };
    if (path.length > 1 && path.endsWith('/')) return redirect(path.replace(/\/+$/, ''));
    if (isAnyCasePath(path) && path !== path.toLowerCase()) return redirect(path.toLowerCase());
    const alias = redirects.get(path);
    if (alias) return redirect(alias.to);
    if (path.includes('/_') && !path.startsWith(DATA_URL_PREFIX)) path = '/404';
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Cache-Control', HTML_CACHE);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      const gz = notFoundGz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gz) res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      res.end(req.method === 'HEAD' ? undefined : gz ? notFoundGz : notFound);
    });
  });
}
