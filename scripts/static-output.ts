import type { CompiledSite } from './compiler/compile.ts';
import { DATA_URL_PREFIX } from '../schema/data-files.ts';
import { headersFile, redirectsFile, nginxConfig } from './host-config.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** One file of the static output: its path relative to dist/client and its text. */
export interface StaticFile {
  file: string;
  text: string;
}

/**
 * Files a static host needs beside the pre-rendered pages and their data: sitemap, robots, redirects, headers,
 * an nginx server block (beside dist/client) and a fallback page per alias.
 */
export function staticExtras(site: CompiledSite): StaticFile[] {
  const url = site.content.site.url;
  const urls = site.pages
    .filter((p) => !p.route.unlisted)
    .map((p) => `  <url><loc>${escapeHtml(p.route.canonical)}</loc></url>`)
    .join('\n');
  const files: StaticFile[] = [
    {
      file: 'sitemap.xml',
      text: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    },
    {
      file: 'robots.txt',
      text: `User-agent: *\nAllow: /\nDisallow: ${DATA_URL_PREFIX}\n\nSitemap: ${url}/sitemap.xml\n`,
    },
    { file: '_redirects', text: redirectsFile(site.redirects) },
    { file: '_headers', text: headersFile() },
    // An nginx server block for hosting on a plain server (root and port are the usual ones; edit to suit).
    { file: '../nginx-site.conf', text: nginxConfig(site.redirects, '/var/www/site', 80) },
  ];
  // Hosts that ignore _redirects still send visitors on: a small but complete page per alias (language,
  // charset, viewport, title) with a canonical link and an instant refresh.
  for (const r of site.redirects) {
    const to = escapeHtml(r.to);
    files.push({
      file: `${r.from.replace(/^\//, '')}/index.html`,
      text: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Moved | ${escapeHtml(site.content.site.name)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(url + r.to)}"><meta http-equiv="refresh" content="0; url=${to}"></head><body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>\n`,
    });
  }
  return files;
}
