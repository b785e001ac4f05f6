import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import sirv from 'sirv';
import { DATA_URL_PREFIX } from '../schema/data-files.ts';

/** Serves the client-rendered build: its assets, the site's data and media, and the empty shell for every other path. */
export function createCsrServer(csrDir: string, siteDir: string): Server {
  const shell = readFileSync(join(csrDir, 'index.html'));
  const app = sirv(csrDir, { dev: false, gzip: true, brotli: true });
  const site = sirv(siteDir, { dev: false, gzip: true, brotli: true });
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const fallback = () => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(shell);
    };
    if (path.startsWith('/assets/')) return app(req, res, fallback);
    if (path.startsWith(DATA_URL_PREFIX) || /^\/media\/|^\/favicon/.test(path)) return site(req, res, fallback);
    fallback();
  });
}
