import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { HTML_CACHE, IMMUTABLE_CACHE, securityHeaders } from '../security-headers.ts';
import { readCspHashes } from './csp-hashes.ts';
import { locationOf, parseRequestTarget } from './request-target.ts';
import { readAliases, redirectOf } from './site-redirects.ts';
import { StaticFiles, candidatesOf } from './static-files.ts';

export interface SiteServerOptions {
  /** Answers every request under /api/ (any method); it is handed the request untouched. */
  api?: (request: Request) => Response | Promise<Response>;
  /** Answers every request under /admin (the back office, any method); without it /admin is an unknown path. */
  admin?: (request: Request) => Response | Promise<Response>;
  /** Answers GET /healthz (server/node/health.ts); without it /healthz is an unknown path. */
  health?: () => Promise<Response>;
  /** The files it serves from, when another part of the server must tell it of changed files (the editor's saves). */
  files?: StaticFiles;
}

/** Pages and files answer only these methods; anything else is 405 (the API takes its own). */
const ALLOWED = 'GET, HEAD';

/**
 * The site's Node server: the built files of `dir` (dist/client) as a static host serves them, and /api/ handed
 * to `options.api`. Every request gets an answer and none ends the process: a malformed target is 400, other
 * methods than GET and HEAD 405, redirects (trailing slash, make letter case, aliases) are 301 to a path of this
 * site with the query kept, unknown paths the not-found page with 404, and every response carries the security
 * headers.
 */
export function createSiteServer(dir: string, options: SiteServerOptions = {}): Server {
  const root = resolve(dir);
  const aliases = readAliases(root);
  // The policy allows the pages' inline elements by the hashes the build listed beside them.
  const headers = Object.entries(securityHeaders(readCspHashes(root)));
  const api = options.api ? getRequestListener(options.api) : undefined;
  const admin = options.admin ? getRequestListener(options.admin) : undefined;
  const health = options.health;
  const healthListener = health ? getRequestListener(() => health()) : undefined;
  const files = options.files ?? new StaticFiles();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [k, v] of headers) res.setHeader(k, v);
    const target = parseRequestTarget(req.url ?? '');
    if (!target) return plain(res, 400, 'Bad Request');
    if (target.segments[0] === 'api' && (target.segments.length > 1 || target.trailingSlash)) {
      if (api) return api(req, res);
      res.setHeader('Cache-Control', 'no-store');
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ error: 'Not found' }));
      return;
    }
    if (target.segments[0] === 'admin') {
      if (admin) return admin(req, res);
      // No back office: every path under /admin is not found, whatever the method (no redirect either).
      if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 404, 'Not Found');
      if (await files.send(req, res, join(root, '404.html'), { status: 404, cacheControl: HTML_CACHE })) return;
      return plain(res, 404, 'Not Found');
    }
    if (healthListener && target.segments.length === 1 && target.segments[0] === 'healthz' && req.method === 'GET')
      return healthListener(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOWED);
      return plain(res, 405, 'Method Not Allowed');
    }
    const to = redirectOf(target, aliases);
    if (to) {
      res.writeHead(301, { Location: locationOf(to, target.query), 'Content-Length': 0 }).end();
      return;
    }
    const cacheControl = target.segments[0] === 'assets' ? IMMUTABLE_CACHE : HTML_CACHE;
    for (const file of candidatesOf(root, target.segments))
      if (await files.send(req, res, file, { status: 200, cacheControl })) return;
    if (await files.send(req, res, join(root, '404.html'), { status: 404, cacheControl: HTML_CACHE })) return;
    return plain(res, 404, 'Not Found');
  }

  const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000 }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Internal Server Error');
    });
  });
  return server;
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(res.req.method === 'HEAD' ? undefined : `${text}\n`);
}
