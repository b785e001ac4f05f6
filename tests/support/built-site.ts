import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry, Redirect } from '../../schema/routes.ts';

export const DIST = join(process.cwd(), 'dist/client');

export const manifest = JSON.parse(readFileSync(join(process.cwd(), '.generated/manifest.json'), 'utf8')) as {
  routes: RouteEntry[];
  redirects: Redirect[];
};

/** The address no page has: the not-found page is served there. */
export const UNKNOWN_PATH = '/no-such-page';

/**
 * One page of every kind in the route manifest (the first of each) and an unknown address for the not-found page:
 * a page kind added to the registry is covered by every test that walks this list.
 */
export function onePagePerKind(): string[] {
  return [...new Map(manifest.routes.map((r) => [r.kind, r.path])).values(), UNKNOWN_PATH];
}

export const htmlFileOf = (path: string) => join(DIST, path === '/' ? 'index.html' : `${path}/index.html`);

export function readHtml(path: string): string {
  return readFileSync(htmlFileOf(path), 'utf8');
}

/** Every HTML file of the build, as [url path, html]. */
export function allHtml(): [string, string][] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => {
      const file = join(e.parentPath, e.name);
      const rel = file.slice(DIST.length).replace(/\/index\.html$/, '') || '/';
      return [rel, readFileSync(file, 'utf8')] as [string, string];
    });
}

export const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];

/** The value of <meta name|property="key" content="...">. */
export const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`));

export const fileExists = (urlPath: string) => existsSync(join(DIST, decodeURIComponent(urlPath)));

export const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
