/**
 * A page of another origin on this computer (another port of 127.0.0.1, as any other local web page or program
 * would have): what it can read from a server of the project and whether it can frame one of its pages.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';

/** Runs `body` with the address of a server on another port whose every path answers `html`. */
async function withOtherOrigin<T>(html: string, body: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await body(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * What a page of another local origin reads of each of `targets` (full addresses) with fetch() and with
 * XMLHttpRequest: the text it got, or "refused" when the browser (or the server) gave it nothing to read.
 */
export function readsFromOtherOrigin(
  browser: Browser,
  targets: readonly string[],
): Promise<Record<string, { fetch: string; xhr: string }>> {
  return withOtherOrigin('<!doctype html><title>Another page</title><p>Another local page</p>', async (url) => {
    const page = await browser.newPage();
    try {
      await page.goto(url);
      return await page.evaluate(async (targets) => {
        const viaFetch = (t: string) =>
          fetch(t).then(
            async (r) => (r.ok ? await r.text() : 'refused'),
            () => 'refused',
          );
        const viaXhr = (t: string) =>
          new Promise<string>((resolve) => {
            const x = new XMLHttpRequest();
            x.open('GET', t);
            x.onload = () => resolve(x.status >= 200 && x.status < 300 ? x.responseText : 'refused');
            x.onerror = () => resolve('refused');
            x.send();
          });
        const out: Record<string, { fetch: string; xhr: string }> = {};
        for (const t of targets) out[t] = { fetch: await viaFetch(t), xhr: await viaXhr(t) };
        return out;
      }, targets);
    } finally {
      await page.close();
    }
  });
}

/**
 * Frames `target` in a page of another local origin and tells what the frame shows: the text of its body, or
 * "refused" when the browser would not show it there (its error page stands in). In `browser`'s own context (a
 * context where the owner is logged in: the other port is the same site, so the cookie goes along).
 */
export function framedFromOtherOrigin(browser: Browser | BrowserContext, target: string): Promise<string> {
  return withOtherOrigin(
    `<!doctype html><title>A lure</title><iframe src="${target}" width="800" height="600"></iframe>`,
    async (url) => {
      const page = await browser.newPage();
      try {
        await page.goto(url, { waitUntil: 'load' });
        const frame = page.frames().find((f) => f !== page.mainFrame());
        if (!frame) throw new Error('the frame is missing');
        if (!frame.url().startsWith(new URL(target).origin)) return 'refused';
        return await frame.evaluate(() => document.body?.innerText ?? '');
      } finally {
        await page.close();
      }
    },
  );
}
