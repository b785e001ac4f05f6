import { beforeAll, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import type { renderPage as RenderPage } from 'vike/server';
import { DIST, manifest, readHtml } from '../support/built-site.ts';
import { withoutEntryScript } from '../../scripts/prerender/bundle-tags.ts';
import { loadAfterFirstPaint } from '../../src/vike/after-first-paint.ts';

// The pre-render workers write every page but their first without vike (renderDocument() and the tags vike adds,
// scripts/prerender/bundle-tags.ts). Every page must still be exactly the document vike's renderPage() makes, but
// for the browser entry's script tag: the pages load the entry after their first paint.
describe('every pre-rendered page', () => {
  let renderPage: typeof RenderPage;
  let entry: string;
  const asPrerendered = (body: string) => withoutEntryScript(body, entry);
  beforeAll(async () => {
    await import(/* @vite-ignore */ pathToFileURL(join(DIST, '..', 'server', 'entry.mjs')).href);
    ({ renderPage } = await import('vike/server'));
    const documentModule = (await import(
      /* @vite-ignore */ pathToFileURL(join(DIST, '..', 'server', 'render-document.mjs')).href
    )) as { clientEntry: string | null };
    entry = documentModule.clientEntry!;
  });

  it('loads the browser entry after its first paint, with no script tag of its own for it', () => {
    expect(entry).toMatch(/^\/assets\/entries\/[\w.-]+\.js$/);
    for (const { path } of manifest.routes) {
      const html = readHtml(path);
      expect(html, path).toContain(`<script type="module">${loadAfterFirstPaint(entry)}</script>`);
      expect(html, path).not.toMatch(/<script[^>]* src=/);
    }
  });

  it('is the document vike renders for its address, rendered without a warning', async () => {
    expect(manifest.routes.length).toBeGreaterThan(50);
    // The tests run React's development build, which warns about mistakes the production build passes over in
    // silence (a ref given to a function component as a plain prop, a missing key, invalid nesting).
    const warnings = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    try {
      for (const { path } of manifest.routes) {
        const { httpResponse } = await renderPage({ urlOriginal: path });
        expect(httpResponse?.statusCode, path).toBe(200);
        expect(readHtml(path), path).toBe(asPrerendered(httpResponse!.body));
      }
      expect(warnings.flatMap((w) => w.mock.calls.map((args) => args.map(String).join(' ')))).toEqual([]);
    } finally {
      for (const w of warnings) w.mockRestore();
    }
  });

  it('404.html is the not-found document vike renders', async () => {
    const { httpResponse } = await renderPage({ urlOriginal: '/404', prerenderNotFound: true });
    expect(httpResponse?.statusCode).toBe(404);
    expect(readFileSync(join(DIST, '404.html'), 'utf8')).toBe(asPrerendered(httpResponse!.body));
  });
});
