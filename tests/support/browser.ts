import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { createRequire } from 'node:module';
import { CHROME_FLAGS, LOCAL_ONLY_FLAG, browserPath } from '../../scripts/machine/browser.ts';

/** Ports Chromium will not open (net::ERR_UNSAFE_PORT: SIP, X11, IRC...) among those the tests pick from. */
const PORTS_CHROMIUM_REFUSES = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697]);

/** A port chosen at random among the `count` from `from` for a test's server, one the browser will open. */
export function browserPort(from: number, count = 1000): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * count);
    if (!PORTS_CHROMIUM_REFUSES.has(port)) return port;
  }
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export const baseUrl = () => inject('baseUrl');

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: browserPath(), args: [...CHROME_FLAGS, LOCAL_ONLY_FLAG] });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  isMobile?: boolean;
  /** Needed to inject axe-core: the site's CSP allows no inline script. Every other test runs under the real CSP. */
  bypassCSP?: boolean;
  /** Another server than the one every browser test shares (the forms' tests bring one with a request endpoint). */
  baseURL?: string;
}

/**
 * A fresh context and page (the browser reaches only local servers: maps frames and external hosts fail at once),
 * that records console errors and page errors.
 */
export async function openPage(
  browser: Browser,
  opts: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    reducedMotion: opts.reducedMotion ?? 'no-preference',
    isMobile: opts.isMobile ?? false,
    hasTouch: opts.isMobile ?? false,
    baseURL: opts.baseURL ?? baseUrl(),
    bypassCSP: opts.bypassCSP ?? false,
  });
  const page = await context.newPage();
  const network = { inFlight: 0, changedAt: performance.now(), urls: new Set<string>() };
  pages.set(page, { runsScripts: opts.javaScriptEnabled ?? true, network });
  const change = (by: number) => (r: { url(): string }) => {
    if (by > 0) network.urls.add(r.url());
    else network.urls.delete(r.url());
    network.inFlight += by;
    network.changedAt = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** What openPage() knows of each page it opened: whether it runs scripts, and its requests under way. */
const pages = new WeakMap<
  Page,
  { runsScripts: boolean; network: { inFlight: number; changedAt: number; urls: Set<string> } }
>();

/**
 * Waits until the page has had no request under way for `quietMs` (Playwright's "networkidle" waits a fixed
 * 500 ms). A request still open after `timeoutMs` fails the test, naming it: the site has none that never ends.
 */
export async function networkQuiet(page: Page, quietMs = 100, timeoutMs = 5000): Promise<void> {
  const network = pages.get(page)?.network;
  if (!network) throw new Error('networkQuiet: open the page with openPage()');
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (network.inFlight <= 0 && performance.now() - network.changedAt >= quietMs) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`The page still has requests under way after ${timeoutMs} ms: ${[...network.urls].join(', ')}`);
}

/**
 * Opens `path` and waits until the page is ready for the visitor: loaded, its scripts done (the document says so,
 * `<html data-hydrated>`, once every enhancement is in place and every island has hydrated and run its effects:
 * src/enhance/start.ts), what that fetched has arrived, every band below the first screen laid out
 * (`afterFirstPaint`), and the main thread has been idle once. Without JavaScript, once loaded and quiet. Returns
 * the response, as `page.goto` does.
 */
export async function visit(page: Page, path: string) {
  const scripts = pages.get(page)?.runsScripts !== false;
  const response = await page.goto(path, { waitUntil: 'load' });
  if (scripts) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await networkQuiet(page);
  await afterFirstPaint(page, scripts);
  if (scripts)
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  return response;
}

/**
 * Waits until the bands below the first screen are laid out like the rest of the page: for the first moments of
 * a page they are drawn only when on screen (`content-visibility: auto`, src/styles/app.css, "after-first-paint"),
 * which would also hide from a measure (a width past the screen) what they hold.
 */
async function afterFirstPaint(page: Page, scripts: boolean): Promise<void> {
  if (!scripts) {
    // Without JavaScript nothing can be asked of the page's animations: the longest deferral is that of the home
    // page's last band, 12 x 30 ms from its first rendering.
    if (await page.locator('.after-first-paint').count()) await page.waitForTimeout(500);
    return;
  }
  // Polled, with a limit: an animation of a page the browser does not draw would never end.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => (a as CSSAnimation).animationName !== 'after-first-paint' || a.playState === 'finished'),
    undefined,
    { polling: 50, timeout: 5000 },
  );
}

/**
 * Runs axe-core (WCAG 2.0-2.2 A and AA) in the page and returns the violations, once running transitions (a card
 * fading in) have ended: colour contrast is judged on what the visitor ends up seeing.
 */
export async function axe(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          opts: object,
        ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const r = await w.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return r.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  });
}

/** Errors that are expected: blocked external requests (maps frame, external logos) in the offline test browser. */
export const unexpected = (errors: string[]) =>
  errors.filter((e) => !/ERR_FAILED|ERR_BLOCKED|net::|Failed to load resource/.test(e));

export interface Paints {
  /** Sum of layout shifts not caused by the visitor's input. */
  cls: number;
  /** Tag of the element of the latest largest-contentful-paint entry ('' before any). */
  lcp: string;
}

/** Records layout shifts and the largest paint from the page's very start; read them with `readPaints`. */
export async function watchPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { paints: { cls: number; lcp: string } };
    w.paints = { cls: 0, lcp: '' };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.paints.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      w.paints.lcp = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element?.tagName ?? '';
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

export function readPaints(page: Page): Promise<Paints> {
  return page.evaluate(() => ({ ...(window as unknown as { paints: Paints }).paints }));
}
