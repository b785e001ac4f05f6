import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import type { renderPage as RenderPage } from 'vike/server';
import { DIST, manifest, readHtml } from '../support/built-site.ts';

// The pre-render workers write every page but their first without vike (renderDocument() and the tags vike adds,
// scripts/prerender/bundle-tags.ts). Every page must still be exactly the document vike's renderPage() makes.
describe('every pre-rendered page', () => {
  let renderPage: typeof RenderPage;
  beforeAll(async () => {
    await import(/* @vite-ignore */ pathToFileURL(join(DIST, '..', 'server', 'entry.mjs')).href);
    ({ renderPage } = await import('vike/server'));
  });

  it('is the document vike renders for its address', async () => {
    expect(manifest.routes.length).toBeGreaterThan(50);
    for (const { path } of manifest.routes) {
      const { httpResponse } = await renderPage({ urlOriginal: path });
      expect(httpResponse?.statusCode, path).toBe(200);
      expect(readHtml(path), path).toBe(httpResponse!.body);
    }
  });

  it('404.html is the not-found document vike renders', async () => {
    const { httpResponse } = await renderPage({ urlOriginal: '/404', prerenderNotFound: true });
    expect(httpResponse?.statusCode).toBe(404);
    expect(readFileSync(join(DIST, '404.html'), 'utf8')).toBe(httpResponse!.body);
  });
});
