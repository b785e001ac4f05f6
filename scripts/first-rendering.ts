/**
 * `npx tsx scripts/first-rendering.ts [<site folder> ...] [--routes=/thank-you,/about] [--runs=15]`: what a page's
 * first rendering costs the browser, traced. Each site folder (default `dist/client`; give two builds to compare
 * them) is served with its own headers, as `npm start` serves it, and each route loaded `--runs` times in Chromium at
 * Lighthouse's phone size, without throttling, the sites in turn. From each load's trace of the page's main thread:
 *
 * - the first style pass over more than 20 elements, and the first layout of more than 20 objects (how many, how
 *   long): the rendering the first paint waits for;
 * - the document's longest task (one that parses the document or updates its style or layout and runs no script),
 *   weighted as Lighthouse's mobile simulation weights it: a task with a layout twice its length, any other four
 *   times. The simulation calls a task long from 50 ms.
 *
 * Prints medians with every load's figure, so that one load (they vary by a factor of two or three on a shared
 * machine) is not read as the page's. For questions `npm run lighthouse` answers only as a whole.
 */
import { chromium, type Browser } from 'playwright-core';
import { createSiteServer } from '../server/node/site-server.ts';
import { listenLocally } from './local-servers.ts';
import { entryPath } from '../schema/routes.ts';
import { CHROME_FLAGS, LOCAL_ONLY_FLAG } from './machine/browser.ts';
import { requireBrowser } from './machine/prepare.ts';
import { readFirstRendering, type FirstRendering, type TraceEvent } from './trace-tasks.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SITES = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!SITES.length) SITES.push('dist/client');
const ROUTES = arg('routes')?.split(',') ?? [
  '/thank-you',
  entryPath('service', 'oil-change'),
  '/about',
  entryPath('make', 'honda'),
];
const RUNS = Number(arg('runs') ?? 15);
/** Lighthouse's phone (Moto G Power) and its simulation's CPU factors. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
async function load(browser: Browser, url: string): Promise<FirstRendering | undefined> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    // The bands and the islands that follow the first paint, and the tasks they take.
    await page.waitForTimeout(1200);
    await cdp.send('Tracing.end');
    await complete;
    return readFirstRendering(events, url);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (xs: number[]) => `${median(xs).toFixed(1)} ms (${xs.map((x) => x.toFixed(0)).join(', ')})`;

const bases = await Promise.all(SITES.map((dir) => listenLocally(createSiteServer(dir))));
const browser = await chromium.launch({
  executablePath: requireBrowser('full'),
  args: [...CHROME_FLAGS, LOCAL_ONLY_FLAG],
});
for (const route of ROUTES) {
  const loads: FirstRendering[][] = SITES.map(() => []);
  for (let run = 0; run < RUNS; run++)
    for (const [i, base] of bases.entries()) {
      const result = await load(browser, new URL(route, base).href);
      if (result) loads[i]!.push(result);
    }
  for (const [i, site] of SITES.entries()) {
    const l = loads[i]!;
    console.log(`${route} (${site}), ${l.length} loads`);
    console.log(`  first style: ${median(l.map((x) => x.styleElements))} elements, ${ms(l.map((x) => x.styleMs))}`);
    console.log(`  first layout: ${median(l.map((x) => x.layoutObjects))} objects, ${ms(l.map((x) => x.layoutMs))}`);
    console.log(`  the document's longest task, as simulated: ${ms(l.map((x) => x.longestMs))}`);
  }
}
await browser.close();
process.exit(0);
