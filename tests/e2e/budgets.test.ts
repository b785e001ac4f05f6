import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launch, openPage, watchPaints, readPaints, type Paints, PHONE, DESKTOP, visit } from '../support/browser.ts';
import { DIST, allHtml, readHtml, onePagePerKind } from '../support/built-site.ts';
import { PAGE_HTML_BUDGET_GZIP } from '../../compiler/limits.ts';
import { wholeStylesheetFile } from '../../server/style-policy.ts';

/**
 * Budgets in gzip bytes. First-load JavaScript: a page without an island runs a few small enhancements and no
 * framework; a page with islands loads React and their code. The page HTML budget is the one the build holds page
 * data to; the stylesheet is inlined into every page and counts in it too.
 */
const KB = 1024;
const BUDGET = { jsWithoutIsland: 15 * KB, jsWithIslands: 60 * KB, css: 20 * KB, html: PAGE_HTML_BUDGET_GZIP };
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const gzText = (text: string) => gzipSync(text, { level: 9 }).length;
/** A marker only React's DOM renderer carries (production and development builds alike). */
const REACT_DOM = '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED';
const hasIslands = (path: string) =>
  (path.startsWith('/no-such') ? readFileSync(join(DIST, '404.html'), 'utf8') : readHtml(path)).includes(
    ' data-island="',
  );
const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** One page of every kind. */
const pages = onePagePerKind();

describe('budgets', () => {
  it('has pages of both sorts: with islands and without', () => {
    expect(pages.filter(hasIslands).sort()).toEqual(['/', '/advice', '/contact', '/services']);
  });

  it.each(pages)(
    '%s loads at most 15 KB of JavaScript (60 KB with islands, gzip), React only with islands, and shifts no layout',
    async (path) => {
      const islands = hasIslands(path);
      const budget = islands ? BUDGET.jsWithIslands : BUDGET.jsWithoutIsland;
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page } = await openPage(browser, { viewport });
        const scripts = new Set<string>();
        page.on('response', (r) => {
          const url = new URL(r.url());
          if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
        });
        await watchPaints(page);
        await visit(page, path);
        await page.waitForTimeout(300);
        const bytes = [...scripts].reduce((n, p) => n + gz(join(DIST, p)), 0);
        expect(scripts.size, path).toBeGreaterThan(0);
        expect(bytes, `${path} at ${viewport.width}px: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(budget);
        const react = [...scripts].some((p) => readFileSync(join(DIST, p), 'utf8').includes(REACT_DOM));
        expect(react, `${path} loads React`).toBe(islands);
        expect((await readPaints(page)).cls, `${path} layout shift`).toBeLessThan(0.01);
        await context.close();
      }
    },
  );

  it('never shifts the home page on a wide screen, over repeated loads, and never paints the video as the largest element', async () => {
    // A browser may paint a page before its HTML is fully read; the hero's quote form then grows as the rest
    // arrives. That happened on roughly one load in four, so one load proves little: take eight.
    const results: Paints[] = [];
    for (let i = 0; i < 8; i++) {
      const { context, page } = await openPage(browser, { viewport: DESKTOP });
      await watchPaints(page);
      await visit(page, '/');
      await page.waitForTimeout(300);
      results.push(await readPaints(page));
      await context.close();
    }
    expect(results.filter((r) => r.cls > 0 || r.lcp !== 'IMG')).toEqual([]);
  });

  it('inlines one stylesheet within budget into every page, links none, and keeps every HTML page within budget', async () => {
    // The one stylesheet file is the whole stylesheet, for pages the server renders again after a save
    // (server/style-policy.ts); no page of the build links it (below).
    const css = readdirSync(join(DIST, 'assets'), { recursive: true }).filter((f) => String(f).endsWith('.css'));
    const module = join(DIST, '../server/render-document.mjs');
    const { wholeStylesheet } = (await import(pathToFileURL(module).href)) as { wholeStylesheet: string };
    expect(css.map((f) => `assets/${String(f)}`)).toEqual([wholeStylesheetFile(wholeStylesheet)]);
    for (const [path, html] of allHtml()) {
      if (!html.includes('<main')) continue; // the alias pages that only send visitors on
      // Each page's own: the rules of the stylesheet it uses (docs/decisions/013-islands-and-document-navigation.md).
      const sheet = inlineStyles(html);
      expect(sheet, path).toHaveLength(1);
      expect(gzText(sheet[0]!), path).toBeLessThanOrEqual(BUDGET.css);
      expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(gzipSync(html).length, path).toBeLessThanOrEqual(BUDGET.html);
    }
  });

  it('serves images as AVIF or WebP with a responsive srcset and explicit sizes', () => {
    const problems: string[] = [];
    for (const [path, html] of allHtml()) {
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
        const src = /\ssrc="([^"]+)"/.exec(img)?.[1] ?? '';
        if (!/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img))
          problems.push(`${path}: no width/height on ${src}`);
        if (/\.svg$/.test(src)) continue;
        if (!/\ssrcSet="[^"]*\.(avif|webp) /i.test(img) && !html.includes(`type="image/avif"`))
          problems.push(`${path}: ${src} has no AVIF/WebP srcset`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses system fonts only: no web font is downloaded', () => {
    const css = inlineStyles(readHtml('/')).join('');
    expect(css).toMatch(/system-ui/);
    expect(css).not.toMatch(/@font-face/);
  });
});
