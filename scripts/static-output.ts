import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledSite } from './compiler/compile.ts';
import { GENERATED_DIR } from './compiler/emit.ts';
import { DATA_URL_PREFIX, LAYOUT_DATA_URL, PAGE_DATA_DIR } from '../schema/routes.ts';
import { headersFile, redirectsFile, nginxConfig } from './host-config.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Files a static host needs beside the pre-rendered pages: page data, sitemap, robots, redirects and headers. */
export function writeStaticExtras(site: CompiledSite, root: string, outDir: string): void {
  cpSync(join(root, GENERATED_DIR, PAGE_DATA_DIR), join(outDir, DATA_URL_PREFIX), { recursive: true });
  // The shared header/footer data, for the client-rendered comparison build only (pages embed their own copy).
  cpSync(join(root, GENERATED_DIR, 'layout.json'), join(outDir, LAYOUT_DATA_URL));
  const url = site.content.site.url;
  const urls = site.pages.map((p) => `  <url><loc>${escapeHtml(p.route.canonical)}</loc></url>`).join('\n');
  writeFileSync(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(
    join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: ${DATA_URL_PREFIX}\n\nSitemap: ${url}/sitemap.xml\n`,
  );
  writeFileSync(join(outDir, '_redirects'), redirectsFile(site.redirects));
  writeFileSync(join(outDir, '_headers'), headersFile());
  // An nginx server block for hosting on a plain server (root and port are the usual ones; edit to suit).
  writeFileSync(join(outDir, '..', 'nginx-site.conf'), nginxConfig(site.redirects, '/var/www/site', 80));
  // Hosts that ignore _redirects still send visitors on: a small but complete page per alias (language,
  // charset, viewport, title) with a canonical link and an instant refresh.
  for (const r of site.redirects) {
    const dir = join(outDir, r.from);
    mkdirSync(dir, { recursive: true });
    const to = escapeHtml(r.to);
    writeFileSync(
      join(dir, 'index.html'),
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Moved | ${escapeHtml(site.content.site.name)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(url + r.to)}"><meta http-equiv="refresh" content="0; url=${to}"></head><body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>\n`,
    );
  }
}
