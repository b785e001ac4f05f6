import type { CompiledSite } from '../compiler/compile.ts';
import type { Redirect } from '../schema/routes.ts';
import { headersFile, redirectsFile, nginxConfig } from './host-config.ts';
import type { CspHashes } from '../server/security-headers.ts';
import { CSP_HASHES_FILE } from '../server/security-headers.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** One file of the static output: its path relative to dist/client and its text. */
export interface StaticFile {
  file: string;
  text: string;
}

/**
 * Files a static host needs beside the pre-rendered pages and their data: sitemap, robots, redirects and a fallback
 * page per alias. The headers come once the pages are rendered (`hostFiles`): their policy lists the pages' inline
 * elements by hash.
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
      text: `User-agent: *\nAllow: /\n\nSitemap: ${url}/sitemap.xml\n`,
    },
    { file: '_redirects', text: redirectsFile(site.redirects) },
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

/**
 * The headers for hosts that read `_headers`, an nginx server block (beside dist/client; root and port are the usual
 * ones, edit to suit) and the hashes themselves for `npm start`, all allowing the pages' inline elements by hash.
 */
export function hostFiles(redirects: readonly Redirect[], hashes: CspHashes): StaticFile[] {
  return [
    { file: '_headers', text: headersFile(hashes) },
    { file: '../nginx-site.conf', text: nginxConfig(redirects, '/var/www/site', 80, hashes) },
    { file: CSP_HASHES_FILE, text: `${JSON.stringify(hashes, null, 2)}\n` },
  ];
}
