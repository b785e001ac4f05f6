/**
 * `npx tsx scripts/compare-screenshots.ts <before>/dist/client [<after>/dist/client] [path ...]`: full-page
 * screenshots of two builds of the site, each served with its own headers (its policy included), of one page of every
 * kind (or the paths given) at 320, 390 and 1440 px, compared pixel for pixel. Prints each page and width that
 * differs (how many pixels, and where) and writes both images and a difference mask into screenshots/compare/.
 * Exits 1 when any differ. For changes that must not change what visitors see.
 */
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { pixelDifference } from './pixel-difference.ts';
import { createSiteServer } from '../server/node/site-server.ts';
import { listenLocally } from './local-servers.ts';
import { entryPath } from '../schema/routes.ts';
import { sampleRoutes } from './sample-routes.ts';
import { CHROME_FLAGS, LOCAL_ONLY_FLAG } from './machine/browser.ts';
import { requireBrowser } from './machine/prepare.ts';

const [before, ...rest] = process.argv.slice(2);
if (!before) throw new Error('Usage: compare-screenshots.ts <before dist/client> [<after dist/client>] [path ...]');
const after = rest[0] && !rest[0].startsWith('/') ? rest.shift()! : 'dist/client';
const paths = rest.length ? rest : [...sampleRoutes(), entryPath('service', 'gas-cap'), '/nope'];
const WIDTHS = [320, 390, 1440];
const OUT = 'screenshots/compare';

async function serve(dir: string): Promise<{ server: Server; base: string }> {
  const server = createSiteServer(dir);
  return { server, base: await listenLocally(server) };
}

/** A page as a visitor sees it once it is ready: every enhancement and island in place, fonts loaded. */
async function shoot(page: Page, url: string): Promise<Buffer> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

const sites = await Promise.all([serve(before), serve(after)]);
const browser = await chromium.launch({ executablePath: requireBrowser(), args: [...CHROME_FLAGS, LOCAL_ONLY_FLAG] });
mkdirSync(OUT, { recursive: true });
let differing = 0;
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const path of paths) {
      const [a, b] = [await shoot(page, sites[0].base + path), await shoot(page, sites[1].base + path)];
      // Pixel for pixel: any difference at all counts here (no rasterization noise allowed).
      const { changed: count, where: box, mask } = await pixelDifference(a, b, { noise: 0, mask: true });
      const name = `${OUT}/${width}${path === '/' ? '-home' : path.replaceAll('/', '-')}`;
      if (count) {
        differing++;
        await sharp(a).toFile(`${name}-before.png`);
        await sharp(b).toFile(`${name}-after.png`);
        if (mask) await sharp(mask).toFile(`${name}-mask.png`);
      }
      console.log(`${width} px ${path}: ${count ? `${count} pixels differ (${box})` : 'same pixels'}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  for (const { server } of sites) server.close();
}
console.log(differing ? `${differing} screenshots differ` : 'Every screenshot is the same, pixel for pixel.');
process.exitCode = differing ? 1 : 0;
