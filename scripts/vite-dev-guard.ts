/**
 * The development servers (`npm run dev`, `npm run edit`) answer the site's pages and the modules they load, and
 * nothing else, to nobody but their own pages:
 *   - Every answer carries the site's security headers (server/security-headers.ts): no other page may frame it,
 *     embed its files or share its window. The Content-Security-Policy keeps only what the development server's
 *     live reload can live with (it adds inline styles and a script of its own); the built site has the full one.
 *   - A request another page makes (another site, or another port of this computer: `Origin` names another
 *     origin, or `Sec-Fetch-Site` says cross-site or same-site) is refused with 403, unless it is the browser
 *     following a link to a page. Without CORS headers (vite.config.ts: `server.cors: false`) the browser would
 *     not let that page read the answer anyway; the refusal means no file is even sent.
 * Which files are modules of the site is vite.config.ts's `server.fs.allow`: the project's own files (its
 * package.json, data/, server code, documents) are refused there.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { securityHeaders } from '../server/security-headers.ts';

/** What the development server's live reload needs the policy to allow, and no more: no framing, no plugins. */
const DEV_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** The headers of every answer of a development server. */
export function devServerHeaders(): Record<string, string> {
  return { ...securityHeaders(), 'Content-Security-Policy': DEV_CSP };
}

/** Whether a request was made by a page of another origin (and is not a person following a link to a page). */
export function isForeignRequest(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin !== undefined && origin !== `http://${headers.host ?? ''}`) return true;
  const site = headers['sec-fetch-site'];
  if (site !== 'cross-site' && site !== 'same-site') return false;
  return !(headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document');
}

/** Whether `dir` is the project folder or a folder above it (posix paths, as Vite keeps them). */
const holdsProject = (dir: string, root: string) =>
  root === dir || root.startsWith(dir.endsWith('/') ? dir : `${dir}/`);

export function devGuard(): Plugin {
  return {
    name: 'dev-guard',
    apply: 'serve',
    // Before every other middleware, the editor's of `npm run edit` included.
    enforce: 'pre',
    configureServer(server) {
      // vike adds the whole project folder (and the one above it) to the files Vite may serve: only the folders
      // vite.config.ts names stay (and Vite's and vike's own).
      const { root } = server.config;
      const allow = server.config.server.fs.allow;
      allow.splice(0, allow.length, ...allow.filter((dir) => !holdsProject(dir, root)));
      const headers = Object.entries(devServerHeaders());
      const setHeaders = (res: ServerResponse) => {
        for (const [k, v] of headers) res.setHeader(k, v);
      };
      // Ahead of Vite's own middlewares too (its refusal of a host name that is not this computer's included).
      server.httpServer?.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => setHeaders(res));
      server.middlewares.use((req, res, next) => {
        setHeaders(res);
        if (!isForeignRequest(req.headers)) return next();
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Forbidden: the development server answers its own pages only\n');
      });
    },
  };
}
