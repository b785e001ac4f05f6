import { createServer, type Server } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import sirv from 'sirv';
import { GENERATED_DIR } from '../compiler/generated-dir.ts';
import { DATA_URL_PREFIX, LAYOUT_DATA_FILE, LAYOUT_DATA_URL, PAGE_DATA_DIR } from '../schema/data-files.ts';

/**
 * Serves the client-rendered build: its assets, the site's media, the page data and the layout data it fetches
 * (straight from the generated folder: the pre-rendered site does not publish them), and the empty shell for every
 * other path.
 */
export function createCsrServer(csrDir: string, siteDir: string): Server {
  const shell = readFileSync(join(csrDir, 'index.html'));
  const app = sirv(csrDir, { dev: false, gzip: true, brotli: true });
  const site = sirv(siteDir, { dev: false, gzip: true, brotli: true });
  const pagesDir = join(process.cwd(), GENERATED_DIR, PAGE_DATA_DIR);
  /** The generated file an address under /_data names, if any: the layout data or a page's data. */
  const dataFileOf = (path: string) => {
    if (path === LAYOUT_DATA_URL) return join(process.cwd(), GENERATED_DIR, LAYOUT_DATA_FILE);
    const file = normalize(join(pagesDir, path.slice(DATA_URL_PREFIX.length)));
    return file.startsWith(pagesDir + sep) && existsSync(file) ? file : undefined;
  };
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const fallback = () => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(shell);
    };
    if (path.startsWith('/assets/')) return app(req, res, fallback);
    if (path.startsWith(DATA_URL_PREFIX)) {
      const file = dataFileOf(path);
      res.statusCode = file ? 200 : 404;
      res.setHeader('Content-Type', 'application/json');
      return res.end(file ? readFileSync(file) : undefined);
    }
    if (/^\/media\/|^\/favicon/.test(path)) return site(req, res, fallback);
    fallback();
  });
}
