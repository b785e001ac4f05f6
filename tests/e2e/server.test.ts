import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { baseUrl } from '../support/browser.ts';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl() + path, { redirect: 'manual', headers });

describe('serving the built site (npm start)', () => {
  it('answers pages with 200, HTML and no-cache revalidation', async () => {
    const r = await get('/services/oil-change');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers unknown addresses with the not-found page and status 404', async () => {
    for (const path of [
      '/nope',
      '/services/not-a-service',
      '/cars/delorean',
      '/_data/nope.json',
      '/_data/services/oil-change.json',
      '/.generated/manifest.json',
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
    }
    expect(await (await get('/nope')).text()).toContain('Oops! Page not found');
  });

  it('redirects aliases, trailing slashes and upper-case make addresses permanently', async () => {
    const cases: [string, string][] = [
      ['/services/inspection', '/services/multi-point-inspection'],
      ['/services/ignition-system', '/services/spark-plugs-ignition'],
      ['/services/abs-system', '/services/abs-system-diagnosis'],
      ['/services/brake-caliper', '/services/brake-caliper-replacement'],
      ['/services/belt-tensioner', '/services/drive-belt-tensioner-replacement'],
      ['/about/', '/about'],
      ['/cars/HONDA', '/cars/honda'],
    ];
    for (const [from, to] of cases) {
      const r = await get(from);
      expect(r.status, from).toBe(301);
      expect(r.headers.get('location'), from).toBe(to);
    }
  });

  it('caches hashed assets for a year and sends them compressed', async () => {
    const js = readdirSync('dist/client/assets/entries').find((f) => f.endsWith('.js'))!;
    const r = await get(`/assets/entries/${js}`, { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('content-encoding')).toBe('br');
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the security headers on every response', async () => {
    for (const path of ['/', '/nope', '/services/inspection', '/sitemap.xml']) {
      const h = (await get(path)).headers;
      const csp = h.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self'(?: 'sha256-[^']+')*;/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(Number(/max-age=(\d+)/.exec(h.get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(
        15_552_000,
      );
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });
});
