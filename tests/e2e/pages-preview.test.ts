/**
 * The preview of a page with the owner's draft on Cloudflare Pages: the Pages Function (under miniflare, the local
 * double of GitHub behind it) draws the page with the site's own renderer (the build's, dist/server/
 * worker-renderer.mjs) from the content it read from GitHub with the draft in place. Over the built site: with an
 * empty draft each kind of page is the built page byte for byte; a change of the draft is in it; it answers with
 * the preview's policy, never without a session, and markup in the draft's data is shown as text.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_PATH, htmlFileOf, onePagePerKind } from '../support/built-site.ts';
import { startPagesEditor, type PagesEditor } from '../support/pages-editor.ts';

type Json = Record<string, unknown>;
let p: PagesEditor;

const preview = (path: string, init?: RequestInit) =>
  p.send(`/admin/content/preview?page=${encodeURIComponent(path)}`, init);

async function toDraft(entry: string, change: (data: Json) => void) {
  const opened = (await (await p.send(`/admin/content/api/entry/${entry}`)).json()) as {
    version: string;
    data: Json;
    body?: string;
  };
  change(opened.data);
  const saved = await p.send(`/admin/content/api/draft/entry/${entry}`, {
    method: 'PUT',
    body: JSON.stringify({ version: opened.version, data: opened.data, body: opened.body }),
  });
  expect(saved.status).toBe(200);
}

async function discard() {
  const { revision } = (await (await p.send('/admin/content/api/draft')).json()) as { revision: string };
  await p.send('/admin/content/api/draft', { method: 'DELETE', body: JSON.stringify({ revision }) });
}

beforeAll(async () => {
  p = await startPagesEditor(process.cwd());
}, 120_000);

afterAll(async () => {
  await p?.close();
});

describe('the preview on Pages', () => {
  it('is offered: the editor shows the page with the change', async () => {
    expect(((await (await p.send('/admin/content/api/config')).json()) as Json).preview).toBe(true);
  });

  it('draws every kind of page as the build does, byte for byte, with an empty draft', async () => {
    const paths = onePagePerKind().filter((path) => path !== UNKNOWN_PATH);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      const res = await preview(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(readFileSync(htmlFileOf(path), 'utf8'));
    }
  }, 120_000);

  it('draws the draft’s change, in a sandbox without scripts that only the editor may frame', async () => {
    await toDraft('make/hyundai', (d) => ((d.commonServices as Json[])[0]!.estimatedCost = '$43-$73'));
    const res = await preview('/cars/hyundai');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('$43-$73');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/^sandbox allow-same-origin;/);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Its own style element is allowed by its hash, and nothing else inline.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    // Nothing was committed.
    expect(await p.github.fileAtHead('content/makes/hyundai.yaml')).not.toContain('$43-$73');
    // The editor's own page frames it and nothing else, and is framed by nothing.
    const editor = await p.send('/admin/content/');
    expect(editor.headers.get('content-security-policy')).toContain("frame-src 'self'");
    expect(editor.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    await discard();
  });

  it('shows a picture uploaded into the draft from the editor’s copy, which only the session is given', async () => {
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a4d69' } })
      .jpeg()
      .toBuffer();
    form.set('file', new File([new Uint8Array(jpeg)], 'Dave at the bench.jpg'));
    const up = await p.send('/admin/content/api/draft/media', { method: 'POST', body: form });
    expect(up.status).toBe(201);
    const { src } = (await up.json()) as { src: string };
    const name = src.slice('/media/'.length);
    await toDraft('about', (d) => ((d.owner as Json).image = { src, alt: 'Dave Kessler at the bench' }));
    const res = await preview('/about');
    expect(res.status).toBe(200);
    const html = await res.text();
    // The site does not have the picture before the draft is published: the page points at the editor's copy.
    expect(html).toContain(`/admin/content/preview/media/${name}`);
    expect(html).not.toMatch(new RegExp(`["'\\s,]/media/${name.replace('.', '\\.')}`));
    expect(html).toContain('width="640"');
    const copy = await p.send(`/admin/content/preview/media/${name}`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/jpeg');
    expect((await p.send(`/admin/content/preview/media/${name}`, { headers: { cookie: '' } })).status).not.toBe(200);
    // Nothing was committed.
    expect(await p.github.fileAtHead('content/pages/about.yaml')).not.toContain(src);
    await discard();
  });

  it('says so in words for an address that is not a page, or not one with the draft', async () => {
    const bad = await preview('/cars/<script>');
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain('There is no such page.');
    const none = await preview('/cars/no-such-make');
    expect(none.status).toBe(404);
    expect(await none.text()).toContain('There is no such page with the draft.');
    expect(none.headers.get('content-security-policy')).toContain("script-src 'none'");
  });
});

describe('the preview on Pages refuses', () => {
  it('when GitHub’s hourly limit is used up: in words, until when', async () => {
    p.github.exhaustRateLimit(new Date('2026-11-27T15:42:00Z'));
    try {
      const res = await preview('/cars/hyundai');
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/GitHub asks us to wait until \d\d:\d\d: the site has made too many requests/);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
    } finally {
      p.github.restoreRateLimit();
    }
  });

  it('without a session, and from another site (whose request carries no session): nothing is read or drawn', async () => {
    await toDraft('make/hyundai', (d) => ((d.commonServices as Json[])[0]!.estimatedCost = '$44-$74'));
    const asked = p.github.requests.length;
    for (const headers of [
      { cookie: '' } as Record<string, string>,
      // The session's cookie is SameSite=Strict: a page of another site that frames or links the preview sends none.
      { cookie: '', 'sec-fetch-site': 'cross-site', referer: 'https://evil.test/' },
    ]) {
      const res = await preview('/cars/hyundai', { headers });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toMatch(/^\/admin\/login\b/);
      expect(await res.text()).not.toContain('$44-$74');
    }
    expect(p.github.requests.length).toBe(asked);
    await discard();
  });

  it('markup in the draft’s data: shown as text, never as markup', async () => {
    const name = '<img src=x onerror="document.title=1">Battery';
    const template = (await (await p.send('/admin/content/api/entry/special/climate-check')).json()) as { data: Json };
    const added = await p.send('/admin/content/api/draft/entries/special', {
      method: 'POST',
      body: JSON.stringify({ slug: 'markup-check', data: { ...template.data, title: name, code: 'MARKUP1' } }),
    });
    expect(added.status).toBe(201);
    // The specials page lists the draft's new special.
    const res = await preview('/specials');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('&lt;img src=x onerror=&quot;document.title=1&quot;&gt;Battery');
    expect(html).not.toMatch(/<img[^>]*src=["']?x["'\s>]/);
    expect(html).not.toContain('onerror="');
    await discard();
  });
});
