/**
 * `npm run screenshots [path ...]`: full-page screenshots of the built site at phone (390px) and desktop (1440px)
 * width into screenshots/ (git-ignored), to look at what visitors see. Serves dist/client itself.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createSiteServer } from '../server/node/site-server.ts';
import { listenLocally } from './local-servers.ts';
import { entryPath } from '../schema/routes.ts';
import { sampleRoutes } from './sample-routes.ts';
import { CHROME_FLAGS, LOCAL_ONLY_FLAG } from './machine/browser.ts';
import { requireBrowser } from './machine/prepare.ts';

// Besides the samples: a second service page and an address with no page.
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...sampleRoutes(), entryPath('service', 'gas-cap'), '/nope'];
const server = createSiteServer('dist/client');
const base = await listenLocally(server);
const browser = await chromium.launch({ executablePath: requireBrowser(), args: [...CHROME_FLAGS, LOCAL_ONLY_FLAG] });
mkdirSync('screenshots', { recursive: true });
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `screenshots/${name}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
server.close();
