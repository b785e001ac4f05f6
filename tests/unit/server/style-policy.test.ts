import { describe, expect, it } from 'vitest';
import { sha256Source } from '../../../server/csp-source.ts';
import { wholeStylesheetFile, withinStylePolicy } from '../../../server/style-policy.ts';

const FILE = 'assets/site.0123456789ab.css';
const LINK = `<link rel="stylesheet" href="/${FILE}">`;
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body class="b">x</body></html>`;

describe('a page within the style policy (server/style-policy.ts)', () => {
  it('is left as it is when the policy allows its style', () => {
    const html = page('<style>.b{color:blue}</style>');
    expect(withinStylePolicy(html, new Set([sha256Source('.b{color:blue}')]), FILE)).toBe(html);
  });

  it('links the whole stylesheet when the policy does not allow its own rules, and nothing else changes', () => {
    const html = page('<style>.b{color:blue}.c{margin:0}</style>');
    expect(withinStylePolicy(html, new Set([sha256Source('.b{color:blue}')]), FILE)).toBe(page(LINK));
  });

  it('takes each style element on its own, and links the whole stylesheet once', () => {
    const html = `<style>.a{color:red}</style><style>.d{}</style><p>x</p><style>.e{}</style>`;
    expect(withinStylePolicy(html, new Set([sha256Source('.a{color:red}')]), FILE)).toBe(
      `<style>.a{color:red}</style>${LINK}<p>x</p>`,
    );
  });

  it('names the whole stylesheet’s file by its text', () => {
    expect(wholeStylesheetFile('.a{}')).toMatch(/^assets\/site\.[0-9a-f]{12}\.css$/);
    expect(wholeStylesheetFile('.a{}')).toBe(wholeStylesheetFile('.a{}'));
    expect(wholeStylesheetFile('.a{}')).not.toBe(wholeStylesheetFile('.b{}'));
  });
});
