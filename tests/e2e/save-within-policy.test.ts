/**
 * A page the server renders again after an owner's save that gave it rules no page of the build had links the whole
 * stylesheet (server/style-policy.ts): in a real browser, under the site's own policy and headers, it draws exactly
 * as the page the next build makes with its own rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EditorProject } from '../support/editor-project.ts';
import { launch, openPage, visit } from '../support/browser.ts';
import { pixelDifference } from '../../scripts/pixel-difference.ts';
import { createLiveBuild } from '../../server/editor/live-build.ts';
import { createSiteServer } from '../../server/node/site-server.ts';

let project: EditorProject;
let browser: Browser;
beforeAll(async () => {
  project = new EditorProject({ withBuild: true });
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await project?.dispose();
});

/** dist/client of the project served as `npm start` serves it (its policy read from the build, at start). */
async function served<T>(use: (base: string) => Promise<T>): Promise<T> {
  const server: Server = createSiteServer(join(project.root, 'dist/client'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The whole page at 390 px and at 1440 px, and what the browser refused or failed to load. */
async function shots(base: string, path: string) {
  const out: Buffer[] = [];
  const refused: string[] = [];
  for (const width of [390, 1440]) {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
      baseURL: base,
    });
    page.on('requestfailed', (r) => refused.push(r.url()));
    await visit(page, path);
    out.push(await page.screenshot({ fullPage: true, caret: 'hide' }));
    refused.push(...errors.filter((e) => /Content Security Policy|stylesheet/i.test(e)));
    await context.close();
  }
  return { out, refused };
}

describe('a page rendered again after a save that gave it new rules', () => {
  it('links the whole stylesheet, which the policy allows, and draws as the next build’s page does', async () => {
    const file = join(project.root, 'content/specials/climate-check.yaml');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('code: COOL4995');
    writeFileSync(
      file,
      text.replace(
        'code: COOL4995',
        'code: COOL4995\nimage:\n  src: /media/shop.svg\n  alt: The front door of the shop',
      ),
    );
    await createLiveBuild(project.root).rebuild();
    const html = readFileSync(join(project.root, 'dist/client/specials/index.html'), 'utf8');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site\.[0-9a-f]{12}\.css">/);
    const linked = await served((base) => shots(base, '/specials'));
    expect(linked.refused).toEqual([]);

    // The next build: the page with its own rules.
    project.build();
    expect(readFileSync(join(project.root, 'dist/client/specials/index.html'), 'utf8')).toContain('<style>');
    const own = await served((base) => shots(base, '/specials'));
    expect(own.refused).toEqual([]);
    for (const [i, width] of [390, 1440].entries()) {
      const difference = await pixelDifference(linked.out[i]!, own.out[i]!);
      expect(difference.changed, `/specials at ${width} px: ${difference.where}`).toBe(0);
    }
  }, 120_000);
});
