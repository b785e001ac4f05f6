import { describe, expect, it } from 'vitest';
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { wholeStylesheetFile } from '../../server/style-policy.ts';
import { loadAfterFirstPaint } from '../../src/vike/after-first-paint.ts';
import {
  DIST,
  manifest,
  readHtml,
  allHtml,
  meta,
  attr,
  fileExists,
  decode,
  htmlFileOf,
} from '../support/built-site.ts';

const site = JSON.parse(readFileSync('.generated/layout.json', 'utf8')).site as {
  url: string;
  phone: string;
  phoneHref: string;
  name: string;
};
const pages = new Set(manifest.routes.map((r) => r.path));
const aliases = new Map(manifest.redirects.map((r) => [r.from, r.to]));
const html = allHtml();
const idsOf = new Map(html.map(([p, h]) => [p, new Set([...h.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))]));

describe('the static output', () => {
  it('has one HTML file per route with its own title, description, canonical and social tags', () => {
    const titles = new Set<string>();
    for (const r of manifest.routes) {
      expect(existsSync(htmlFileOf(r.path)), r.path).toBe(true);
      const h = readHtml(r.path);
      const title = decode(attr(h, /<title>([^<]*)<\/title>/) ?? '');
      expect(title, r.path).toBe(r.title);
      expect(decode(meta(h, 'description') ?? '')).toBe(r.description);
      expect(attr(h, /<link rel="canonical" href="([^"]+)"/)).toBe(`${site.url}${r.path === '/' ? '/' : r.path}`);
      expect(meta(h, 'og:url')).toBe(r.canonical);
      expect(decode(meta(h, 'og:title') ?? '')).toBe(r.title);
      expect(meta(h, 'og:image')).toMatch(/^https:\/\/.+\.png$/);
      expect(meta(h, 'twitter:card')).toBe('summary_large_image');
      expect(h).toMatch(/<html lang="en">/);
      titles.add(title);
    }
    expect(titles.size, 'titles are unique').toBe(manifest.routes.length);
  });

  it('has the page content in the HTML itself, with exactly one h1', () => {
    for (const [path, h] of html) {
      if (!pages.has(path) && path !== '/404.html') continue;
      expect((h.match(/<h1[\s>]/g) ?? []).length, path).toBe(1);
      expect(h, path).toContain('<main id="main"');
    }
    expect(readHtml('/services/oil-change')).toContain('What Is an Oil Change?');
  });

  it('holds the first paint of the home page until its hero is parsed, and no longer', () => {
    // The hero centres its text against the quote form: painted half-parsed, the text jumps as the form
    // arrives. Waiting for the whole page instead would let hydration run before anything is painted.
    const gated: string[] = [];
    for (const [path, h] of html) {
      const head = h.slice(0, h.indexOf('</head>'));
      const target = attr(head, /<link rel="expect" href="#([^"]+)" blocking="render">/);
      if (!target) continue;
      gated.push(path);
      const at = h.indexOf(` id="${target}"`);
      const main = h.indexOf('<main');
      expect(at, `${path}: #${target} exists in <main>`).toBeGreaterThan(main);
      const firstSectionEnd = h.indexOf('</section>', main);
      expect(at, `${path}: #${target} closes the first section`).toBeLessThan(firstSectionEnd);
      expect(at, `${path}: #${target} follows the quote form`).toBeGreaterThan(h.indexOf('</form>', main));
    }
    expect(gated).toEqual(['/']);
  });

  it("lays out the home page's bands below its first screen after the first paint, and only there", () => {
    // The browser's first rendering of the home page took every band of the page: one long task on a phone.
    const deferredOn = new Map<string, number>();
    for (const [path, h] of html) {
      const main = h.slice(h.indexOf('<main'), h.indexOf('</main>'));
      const deferred = [...main.matchAll(/<([a-z]+)\b[^>]*\sclass="([^"]*)"/g)].filter((m) =>
        m[2]!.split(' ').includes('after-first-paint'),
      );
      const style = attr(h, /<style>([\s\S]*?)<\/style>/) ?? '';
      if (!deferred.length) continue;
      deferredOn.set(path, deferred.length);
      // Only whole bands: a band's place among its siblings sets when it is laid out.
      for (const m of deferred) expect(m[1], `${path}: ${m[0].slice(0, 80)}`).toBe('section');
      // The first band is the first screen: it is drawn at once, whatever the screen.
      const firstTag = /<main[^>]*>\s*<([a-z]+)\b[^>]*>/.exec(main)?.[0] ?? '';
      expect(firstTag, `${path}: its first band`).not.toContain('after-first-paint');
      expect(style, path).toContain('@keyframes after-first-paint{0%,to{content-visibility:auto}}');
      expect(style, path).toMatch(
        /\.after-first-paint:nth-child\(n\+3\)\{contain-intrinsic-size:auto 40rem;animation:[^}]*after-first-paint/,
      );
    }
    // Every band of the home page after its hero.
    const home = readHtml('/');
    const bands = (home.match(/<section\b/g) ?? []).length - 1;
    expect([...deferredOn]).toEqual([['/', bands]]);
    expect(bands).toBeGreaterThanOrEqual(8);
  });

  it("carries the keyframes a page's rules run, and no others", async () => {
    // A page's keyframes cost it bytes whether or not anything animates: the deferral's were in every page. And a
    // rule whose keyframes a page lacks does not animate at all.
    const module = join(DIST, '../server/render-document.mjs');
    const { wholeStylesheet } = (await import(pathToFileURL(module).href)) as { wholeStylesheet: string };
    const keyframesIn = (css: string) => new Set([...css.matchAll(/@keyframes ([\w-]+)\{/g)].map((m) => m[1]!));
    const all = keyframesIn(wholeStylesheet);
    expect(all.size).toBeGreaterThan(0);
    const words = (value: string) => value.match(/[\w-]+/g) ?? [];
    const carrying: string[] = [];
    for (const [path, h] of html) {
      const style = attr(h, /<style>([\s\S]*?)<\/style>/) ?? '';
      const keyframes = keyframesIn(style);
      // What the page's animations name, directly or through the custom properties they read (Tailwind's animate-*).
      const values = new Map([...style.matchAll(/[{;](--[\w-]+):([^;}]*)/g)].map((m) => [m[1]!, m[2]!]));
      const run = new Set<string>();
      const add = (word: string) => {
        if (run.has(word)) return;
        run.add(word);
        if (word.startsWith('--')) words(values.get(word) ?? '').forEach(add);
      };
      for (const m of style.matchAll(/[{;]animation(?:-name)?:([^;}]*)/g)) words(m[1]!).forEach(add);
      for (const name of keyframes) expect(run.has(name), `${path}: @keyframes ${name} that nothing runs`).toBe(true);
      for (const name of run)
        if (all.has(name)) expect(keyframes.has(name), `${path}: runs ${name} without its keyframes`).toBe(true);
      if (keyframes.size) carrying.push(path);
    }
    // The home page runs the deferral's; a page without a script of its own and without such bands carries none.
    expect(carrying).toContain('/');
    expect(carrying).not.toContain('/thank-you');
    expect(carrying.length).toBeLessThan(html.length / 2);
  });

  it('resolves every internal link, asset and #anchor of every page', () => {
    const broken: string[] = [];
    for (const [from, h] of html) {
      if (aliases.has(from)) continue;
      for (const m of h.matchAll(/\s(?:href|src|poster)="([^"]+)"/g)) {
        const url = decode(m[1]!);
        if (/^(https?:|mailto:|tel:|data:)/.test(url)) continue;
        const [pathPart, anchor] = url.split('#');
        const path = pathPart === '' ? from : pathPart!.split('?')[0]!;
        const target = pages.has(path) ? path : aliases.get(path);
        if (target) {
          if (anchor && !idsOf.get(target)?.has(anchor)) broken.push(`${from}: ${url} (no #${anchor})`);
        } else if (!fileExists(path)) broken.push(`${from}: ${url}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('runs no inline script but the speculation rules and the entry loader, and its CSP allows each inline element by hash, never unsafe-inline', () => {
    const headers = readFileSync(join(DIST, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(headers)![1]!;
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("style-src-attr 'none'");
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const [path, h] of html) {
      if (!h.includes('<main')) continue; // the alias pages that only send visitors on carry nothing inline
      for (const m of h.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const attrs = m[1]!;
        if (/\ssrc=/.test(attrs)) continue;
        if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
        // The speculation rules, and the module that loads the browser entry after the first paint.
        if (attrs === ' type="module"') {
          const entry = /import\("(\/assets\/entries\/[\w.-]+\.js)"\)/.exec(m[2]!)?.[1];
          expect(entry && m[2], path).toBe(loadAfterFirstPaint(entry!));
        } else expect(attrs, `${path}: inline script`).toBe(' type="speculationrules"');
        expect(directive('script-src'), path).toContain(sha(m[2]!));
      }
      const styles = [...h.matchAll(/<style>([\s\S]*?)<\/style>/g)];
      expect(styles.length, path).toBe(1);
      expect(directive('style-src'), path).toContain(sha(styles[0]![1]!));
      // No style attribute anywhere: the policy refuses them.
      expect(h.match(/<[a-z][^>]*\sstyle="[^>]*>/g) ?? [], path).toEqual([]);
    }
  });

  it('holds the whole stylesheet as a file of the site, which a page the server renders after a save may link', async () => {
    const module = join(DIST, '../server/render-document.mjs');
    const { wholeStylesheet } = (await import(pathToFileURL(module).href)) as { wholeStylesheet: string };
    const file = wholeStylesheetFile(wholeStylesheet);
    expect(readFileSync(join(DIST, file), 'utf8')).toBe(wholeStylesheet);
    expect(brotliDecompressSync(readFileSync(join(DIST, `${file}.br`))).toString()).toBe(wholeStylesheet);
    // No page of the build links it: each carries the rules it uses (server/style-policy.ts).
    for (const [path, h] of html) expect(h, path).not.toContain(file);
  });

  it('carries in each page without an island only the rules of the classes its markup or its scripts use', () => {
    // The code every page runs: the entry the loader names and what it imports.
    const entry = /import\("\/(assets\/entries\/[\w.-]+\.js)"\)/.exec(readHtml('/'))![1]!;
    const scripts: string[] = [];
    for (const queue = [join(DIST, entry)]; queue.length;) {
      const file = queue.pop()!;
      if (scripts.includes(file)) continue;
      scripts.push(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g))
        queue.push(join(file, '..', m[1]!));
    }
    const scriptWords = new Set(scripts.flatMap((f) => readFileSync(f, 'utf8').split(/[\s"'`]+/)));
    const unescape = (name: string) =>
      name.replace(/\\([0-9a-f]{1,6} ?)?/gi, (e, hex?: string) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : ''));
    let largest = 0;
    for (const [path, h] of html) {
      if (!h.includes('<main') || h.includes(' data-island="')) continue;
      const markup = new Set([...h.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => decode(m[1]!).split(/\s+/)));
      const style = /<style>([\s\S]*?)<\/style>/.exec(h)![1]!;
      largest = Math.max(largest, style.length);
      // The single-class rules of the utilities: each is a class of the markup or one a script names.
      const utilities = style.slice(style.indexOf('@layer utilities{'));
      const foreign = [...utilities.matchAll(/[{}]\.((?:\\.|[\w-])+)\{/g)]
        .map((m) => unescape(m[1]!))
        .filter((name) => !markup.has(name) && !scriptWords.has(name));
      expect(foreign, path).toEqual([]);
    }
    expect(largest).toBeGreaterThan(0);
  });

  it('carries in each page every rule of a class its markup uses, the header’s and the footer’s among them', async () => {
    const module = join(DIST, '../server/render-document.mjs');
    const { wholeStylesheet } = (await import(pathToFileURL(module).href)) as { wholeStylesheet: string };
    const unescape = (name: string) =>
      name.replace(/\\([0-9a-f]{1,6} ?)?/gi, (e, hex?: string) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : ''));
    // The utilities' rules of one class each, by the class they need: `.md\:flex{` is the class md:flex.
    const utilities = wholeStylesheet.slice(wholeStylesheet.indexOf('@layer utilities{'));
    const ruleOf = new Map([...utilities.matchAll(/[{}]\.((?:\\.|[\w-])+)\{/g)].map((m) => [unescape(m[1]!), m[1]!]));
    expect(ruleOf.size).toBeGreaterThan(100);
    let checked = 0;
    for (const [path, h] of html) {
      if (!h.includes('<main')) continue;
      const style = /<style>([\s\S]*?)<\/style>/.exec(h)![1]!;
      const markup = new Set([...h.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => decode(m[1]!).split(/\s+/)));
      const missing = [...markup].filter((name) => ruleOf.has(name) && !style.includes(`.${ruleOf.get(name)!}{`));
      expect(missing, path).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("carries in each page the reset's rules of the elements it has, and not those of elements it never has", () => {
    // Tailwind's reset styles elements by name: a page without a form or a table carried their rules all the same.
    const resetFor = [
      'hr',
      'h1',
      'h2',
      'h3',
      'strong',
      'small',
      'table',
      'summary',
      'ol',
      'ul',
      'img',
      'svg',
      'button',
    ];
    const formControls = ['input', 'select', 'textarea'];
    let withoutControls = 0;
    for (const [path, h] of html) {
      if (!h.includes('<main')) continue;
      const style = /<style>([\s\S]*?)<\/style>/.exec(h)![1]!;
      const base = style.slice(style.indexOf('@layer base{'), style.indexOf('@layer components'));
      const has = (name: string) => new RegExp(`<${name}[\\s>]`).test(h);
      const named = (name: string) => new RegExp(`(^|[{},])${name}[,{:]`).test(base);
      for (const name of resetFor) if (has(name)) expect(named(name), `${path}: ${name}`).toBe(true);
      if (formControls.some(has) || h.includes(' data-island="')) continue;
      // No control, no island that could render one: none of their rules.
      withoutControls++;
      for (const name of formControls) expect(named(name), `${path}: ${name}`).toBe(false);
      expect(base, path).not.toContain('::placeholder');
      expect(base, path).not.toContain('::-webkit-datetime-edit');
    }
    expect(withoutControls).toBeGreaterThan(50);
    // The quote form's page keeps them, and the page without a table has none of its rule.
    expect(readHtml('/contact')).toContain('::placeholder');
    expect(readHtml('/thank-you')).not.toMatch(/[{},]table\{/);
  });

  it('opens external links in a new tab without giving them this page (noopener)', () => {
    for (const [path, h] of html)
      for (const m of h.matchAll(/<a\b[^>]*href="https?:\/\/[^"]*"[^>]*>/g)) {
        expect(m[0], path).toMatch(/target="_blank"/);
        expect(m[0], path).toMatch(/rel="[^"]*noopener/);
      }
  });

  it('staggers revealed items by 150 ms and delays the hero intro by 300 ms', () => {
    const home = readHtml('/');
    // The stylesheet gives each step its delay; the items name their step.
    const delayOf = new Map(
      [...home.matchAll(/\[data-reveal-step="(\d+)"\]\{--reveal-delay:([\d.]+)(m?s)\}/g)].map((m) => [
        Number(m[1]),
        Math.round(Number(m[2]) * (m[3] === 's' ? 1000 : 1)),
      ]),
    );
    expect(delayOf.size).toBeGreaterThan(5);
    for (const [step, ms] of delayOf) expect(ms).toBe(step * 150);
    const steps = [...home.matchAll(/data-reveal-step="(\d+)"/g)].map((m) => Number(m[1])).filter((n) => n > 0);
    expect(steps.length).toBeGreaterThan(10);
    expect(steps.every((n) => delayOf.has(n))).toBe(true);
    expect(home).toMatch(/<div data-reveal="true" data-reveal-step="2">[^<]*<p[^>]*>[^<]*Family-Owned/);
  });

  it('dials only the one shop number', () => {
    const tel = new Set(html.flatMap(([, h]) => [...h.matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1])));
    expect([...tel]).toEqual([site.phoneHref]);
    for (const [path, h] of html) {
      const text = h.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
      const numbers = new Set([...text.matchAll(/\(?\d{3}\)?[\s.-]\d{3}-\d{4}/g)].map((m) => m[0].replace(/\D/g, '')));
      for (const n of numbers) expect(n, path).toBe(site.phone.replace(/\D/g, ''));
    }
  });

  it('embeds AutoRepair structured data on home and contact, from the shop identity', () => {
    for (const path of ['/', '/contact']) {
      const blocks = [...readHtml(path).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!),
      );
      const biz = blocks.find((b) => b['@type'] === 'AutoRepair');
      expect(biz, path).toBeDefined();
      expect(biz.telephone).toBe(site.phoneHref.slice(4));
      expect(biz.address).toMatchObject({ addressLocality: 'Lebanon', addressRegion: 'OH', postalCode: '45036' });
      expect(biz.geo.latitude).toBeCloseTo(39.435, 2);
      expect(biz.geo.longitude).toBeCloseTo(-84.203, 2);
      expect(biz.priceRange).toBe('$$');
      expect(biz.openingHoursSpecification).toHaveLength(2);
      expect(biz.areaServed.length).toBe(10);
      expect(biz.knowsAbout.length).toBe(44);
    }
    const service = [
      ...readHtml('/services/oil-change').matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!)['@type']);
    expect(service).toEqual(['Service', 'BreadcrumbList']);
    const article = [
      ...readHtml('/advice/check-engine-light-what-it-means').matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      ),
    ].map((m) => JSON.parse(m[1]!)['@type']);
    expect(article).toEqual(['Article', 'BreadcrumbList']);
  });

  it('lists exactly the canonical URLs in sitemap.xml and points robots.txt at it', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      manifest.routes
        .filter((r) => !r.unlisted)
        .map((r) => r.canonical)
        .sort(),
    );
    expect(locs.some((l) => l!.includes('/services/inspection'))).toBe(false);
    expect(locs.some((l) => l!.endsWith('/thank-you'))).toBe(false);
  });

  it('asks search engines not to index the thank-you page, and only that page', () => {
    const noindex = manifest.routes.filter((r) => /<meta name="robots" content="noindex">/.test(readHtml(r.path)));
    expect(noindex.map((r) => r.path)).toEqual(['/thank-you']);
    expect(manifest.routes.find((r) => r.path === '/thank-you')?.unlisted).toBe(true);
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('writes 404.html, the alias redirects and an HTML fallback per alias', () => {
    expect(readFileSync(join(DIST, '404.html'), 'utf8')).toContain('Oops! Page not found');
    const redirects = readFileSync(join(DIST, '_redirects'), 'utf8').trim().split('\n');
    expect(redirects.sort()).toEqual([
      '/services/abs-system /services/abs-system-diagnosis 301',
      '/services/belt-tensioner /services/drive-belt-tensioner-replacement 301',
      '/services/brake-caliper /services/brake-caliper-replacement 301',
      '/services/ignition-system /services/spark-plugs-ignition 301',
      '/services/inspection /services/multi-point-inspection 301',
    ]);
    expect(readHtml('/services/inspection')).toContain('content="0; url=/services/multi-point-inspection"');
  });

  it("publishes no copy of the pages' data beside the pages, and never the whole content in the bundle", () => {
    // Every page is its own HTML (islands carry their own props): nothing fetches a page's data.
    expect(existsSync(join(DIST, '_data'))).toBe(false);
    const js = allFiles(join(DIST, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(js).not.toContain('Engine oil keeps hundreds of moving metal parts');
    expect(js).not.toContain('Maria Alvarez');
    expect(js).not.toContain('Clearcreek Township');
  });

  it('draws every icon from a symbol the page carries, each once, and every logo from its path in the page', () => {
    const sprite = readdirSync(join(DIST, 'assets')).filter((f) => /^icons-[0-9a-f]+\.svg$/.test(f));
    expect(sprite).toHaveLength(1);
    const spriteIds = [...readFileSync(join(DIST, 'assets', sprite[0]!), 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    // The sprite file (for what islands draw later) holds each icon once, by the same ids as the pages.
    expect(new Set(spriteIds).size).toBe(spriteIds.length);
    const broken: string[] = [];
    let uses = 0;
    for (const [path, h] of html) {
      if (!h.includes('<main')) continue;
      // An icon is a short reference, never an inline drawing.
      expect(h, path).not.toMatch(/<svg[^>]*class="lucide[^"]*"[^>]*>\s*<(path|circle|rect|line|polyline)/);
      // The page's symbols: one hidden <svg>, each symbol once, each drawn by the page, each also in the sprite.
      const holders = [
        ...h.matchAll(
          /<svg id="icon-symbols" class="hidden" width="0" height="0" aria-hidden="true">([\s\S]*?)<\/svg>(?=\s*<script)/g,
        ),
      ];
      expect(holders, path).toHaveLength(1);
      const carried = [...holders[0]![1]!.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]!);
      expect(new Set(carried).size, path).toBe(carried.length);
      const drawn = new Set([...h.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]!));
      expect(new Set(carried), path).toEqual(drawn);
      for (const id of carried) if (!spriteIds.includes(id)) broken.push(`${path}: #${id} is not in the sprite`);
      uses += drawn.size;
      // Nothing is fetched to draw an icon or a logo.
      for (const [, url, id] of h.matchAll(/<use href="([^"#]+)#([^"]+)"/g)) broken.push(`${path}: ${url}#${id}`);
    }
    expect(broken).toEqual([]);
    expect(uses).toBeGreaterThan(html.length);
    // The makes lists and a make's page draw each logo from its path.
    const logos = (path: string) =>
      readHtml(path).match(/<svg viewBox="0 0 24 24" fill="currentColor"[^>]*><path d="M/g);
    expect(logos('/all-makes-models')?.length).toBeGreaterThanOrEqual(24);
    expect(logos('/')?.length).toBeGreaterThanOrEqual(10);
    expect(logos('/cars/honda')?.length).toBe(1);
  });

  it('gives the pre-render threads a server bundle without the icon library', () => {
    const server = allFiles(join(DIST, '..', 'server')).filter((f) => /\.m?js$/.test(f));
    for (const f of server) {
      const code = readFileSync(f, 'utf8');
      expect(code, f).not.toMatch(/lucide-react|createLucideIcon/);
    }
  });
});

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}
