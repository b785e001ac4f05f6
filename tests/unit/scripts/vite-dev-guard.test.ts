/** Which requests the development servers refuse as made by another page (scripts/vite-dev-guard.ts). */
import { describe, expect, it } from 'vitest';
import { devServerHeaders, isForeignRequest } from '../../../scripts/vite-dev-guard.ts';

const host = '127.0.0.1:3001';

describe('the development servers’ guard', () => {
  it('refuses a request naming another origin, another port of this computer included', () => {
    for (const origin of ['http://localhost:9999', 'http://127.0.0.1:9999', 'https://127.0.0.1:3001', 'null'])
      expect(isForeignRequest({ host, origin }), origin).toBe(true);
    expect(isForeignRequest({ host, origin: 'http://127.0.0.1:3001' })).toBe(false);
  });

  it('refuses what the browser says comes from another site or another port, unless it follows a link to a page', () => {
    expect(isForeignRequest({ host, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' })).toBe(true);
    expect(isForeignRequest({ host, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' })).toBe(true);
    // Framed: a navigation, but not of a top-level page.
    const framed = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' };
    expect(isForeignRequest({ host, 'sec-fetch-site': 'cross-site', ...framed })).toBe(true);
    const link = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    expect(isForeignRequest({ host, 'sec-fetch-site': 'cross-site', ...link })).toBe(false);
    expect(isForeignRequest({ host, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' })).toBe(false);
    expect(isForeignRequest({ host, 'sec-fetch-site': 'none', ...link })).toBe(false);
    expect(isForeignRequest({ host })).toBe(false);
  });

  it('sends headers that forbid framing and embedding by another page', () => {
    const headers = devServerHeaders();
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });
});
