import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { HTML_CACHE, IMMUTABLE_CACHE, securityHeaders } from '../security-headers.ts';
import { readCspHashes } from './csp-hashes.ts';
import { locationOf, parseRequestTarget } from './request-target.ts';
import { readAliases, redirectOf } from './site-redirects.ts';
import { StaticFiles, candidatesOf } from './static-files.ts';
import { hostAllowList } from './site-hosts.ts';

export interface SiteServerOptions {
  /** Answers every request under /api/ (any method); it is handed the request untouched. */
  api?: (request: Request) => Response | Promise<Response>;
  /** Answers every request under /admin (the back office, any method); without it /admin is an unknown path. */
  admin?: (request: Request) => Response | Promise<Response>;
  /** Answers GET /healthz (server/node/health.ts); without it /healthz is an unknown path. */
  health?: () => Promise<Response>;
  /** The files it serves from, when another part of the server must tell it of changed files (the editor's saves). */
  files?: StaticFiles;
  /** The host names it answers to (server/node/site-hosts.ts); a request naming another gets 421. Any, without it. */
  hosts?: readonly string[];
  /**
   * Takes every request that is not for a page or file (/api/, /admin, GET /healthz) instead of `api`, `admin` and
   * `health`: a worker process forwarding them to the primary (server/node/site-cluster.ts).
   */
  forward?: RequestListener;
}

/** Pages and files answer only these methods; anything else is 405 (the API takes its own). */
const ALLOWED = 'GET, HEAD';

/** What a request target is for: it depends on the target alone, so it is worked out once per target seen. */
type Route =
  | { kind: 'bad' }
  | { kind: 'api' }
  | { kind: 'admin' }
  | { kind: 'redirect'; location: string }
  /** A page or file: where it may be, how long it is cached, and whether it is the health check's address. */
  | { kind: 'page'; candidates: string[]; cacheControl: string; health: boolean };

/** How many targets' routes are kept (forgotten all at once beyond it: a stranger's made-up paths never grow it). */
const ROUTES_KEPT = 10_000;

/**
 * The site's Node server: the built files of `dir` (dist/client) as a static host serves them, and /api/ handed
 * to `options.api`. Every request gets an answer and none ends the process: a request for another host than
 * `options.hosts` is 421, a malformed target 400, other methods than GET and HEAD 405, redirects (trailing
 * slash, make letter case, aliases) are 301 to a path of this site with the query kept, unknown paths the
 * not-found page with 404, and every response carries the security headers.
 *
 * A GET or HEAD of a page or file whose bytes are in memory is answered at once, before anything else is looked
 * at: its target's route is remembered, its header lines were made once (server/node/static-files.ts), and the
 * answer is one `writeHead` and one `end`. Everything else (the first request for a file, ranges, dates, the API,
 * the back office) takes the full path.
 */
export function createSiteServer(dir: string, options: SiteServerOptions = {}): Server {
  const root = resolve(dir);
  const aliases = readAliases(root);
  // The policy allows the pages' inline elements by the hashes the build listed beside them.
  const headers = Object.entries(securityHeaders(readCspHashes(root)));
  const headerLines = headers.flat();
  const api = options.api ? getRequestListener(options.api) : undefined;
  const admin = options.admin ? getRequestListener(options.admin) : undefined;
  const health = options.health;
  const healthListener = health ? getRequestListener(() => health()) : undefined;
  const files = options.files ?? new StaticFiles();
  const hostAllowed = options.hosts ? hostAllowList(options.hosts) : undefined;
  const forward = options.forward;
  const routes = new Map<string, Route>();
  const notFound = join(root, '404.html');
  const notFoundOptions = { status: 404, cacheControl: HTML_CACHE, headers: headerLines } as const;

  function routeOf(url: string): Route {
    let route = routes.get(url);
    if (route) return route;
    const target = parseRequestTarget(url);
    const first = target?.segments[0];
    if (!target) route = { kind: 'bad' };
    else if (first === 'api' && (target.segments.length > 1 || target.trailingSlash)) route = { kind: 'api' };
    else if (first === 'admin') route = { kind: 'admin' };
    else {
      const to = redirectOf(target, aliases);
      route = to
        ? { kind: 'redirect', location: locationOf(to, target.query) }
        : {
            kind: 'page',
            candidates: candidatesOf(root, target.segments),
            cacheControl: first === 'assets' ? IMMUTABLE_CACHE : HTML_CACHE,
            health: target.segments.length === 1 && first === 'healthz',
          };
    }
    if (routes.size >= ROUTES_KEPT) routes.clear();
    routes.set(url, route);
    return route;
  }

  /** A page or file (or the not-found page) from memory: true when answered, false when the disk must be read. */
  function answerFromMemory(req: IncomingMessage, res: ServerResponse, route: Route & { kind: 'page' }): boolean {
    const found = { status: 200, cacheControl: route.cacheControl, headers: headerLines } as const;
    for (const file of route.candidates) {
      const answered = files.answerFromMemory(req, res, file, found);
      if (answered !== false) return answered === true;
    }
    return files.answerFromMemory(req, res, notFound, notFoundOptions) === true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, route: Route): Promise<void> {
    for (const [k, v] of headers) res.setHeader(k, v);
    if (route.kind === 'bad') return plain(res, 400, 'Bad Request');
    if (route.kind === 'api') {
      if (api) return api(req, res);
      res.setHeader('Cache-Control', 'no-store');
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ error: 'Not found' }));
      return;
    }
    if (route.kind === 'admin') {
      if (admin) return admin(req, res);
      // No back office: every path under /admin is not found, whatever the method (no redirect either).
      if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 404, 'Not Found');
      if (await files.send(req, res, notFound, { status: 404, cacheControl: HTML_CACHE })) return;
      return plain(res, 404, 'Not Found');
    }
    if (route.kind === 'page' && route.health && healthListener && req.method === 'GET')
      return healthListener(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOWED);
      return plain(res, 405, 'Method Not Allowed');
    }
    if (route.kind === 'redirect') {
      res.writeHead(301, { Location: route.location, 'Content-Length': 0 }).end();
      return;
    }
    for (const file of route.candidates)
      if (await files.send(req, res, file, { status: 200, cacheControl: route.cacheControl })) return;
    if (await files.send(req, res, notFound, { status: 404, cacheControl: HTML_CACHE })) return;
    return plain(res, 404, 'Not Found');
  }

  const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000 }, (req, res) => {
    if (hostAllowed && !hostAllowed(req.headers.host)) return misdirected(res, headerLines);
    const route = routeOf(req.url ?? '');
    if (route.kind === 'page') {
      const health = route.health && req.method === 'GET' && (healthListener || forward);
      if (!health && (req.method === 'GET' || req.method === 'HEAD') && answerFromMemory(req, res, route)) return;
      if (health && forward) return forward(req, res);
    } else if (forward && (route.kind === 'api' || route.kind === 'admin')) return forward(req, res);
    handle(req, res, route).catch((error: unknown) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Internal Server Error');
    });
  });
  return server;
}

/** The answer to a request for another host than the site's: 421, with the site's security headers. */
function misdirected(res: ServerResponse, headerLines: readonly string[]): void {
  res.writeHead(421, [...headerLines, 'Content-Type', 'text/plain; charset=utf-8', 'Cache-Control', 'no-store']);
  res.end(res.req.method === 'HEAD' ? undefined : 'Misdirected Request: this server answers for its own site only.\n');
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(res.req.method === 'HEAD' ? undefined : `${text}\n`);
}
