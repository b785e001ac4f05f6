import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawIconSprite, spriteUrlOf } from '../../scripts/vite-icon-sprite.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { browserPort, launch } from '../support/browser.ts';
import { framedFromOtherOrigin, readsFromOtherOrigin } from '../support/other-origin.ts';
import { rawRequest } from '../support/raw-http.ts';
import { scratchProject } from '../../scripts/synthetic-site.ts';

const PORT = browserPort(5000);
// A copy of the project: this file breaks its content on purpose, while other files read the project's own.
const { dir } = scratchProject(process.cwd(), 0);
const FILE = join(dir, 'content/pages/about.yaml');
let dev: ChildProcess;
let browser: Browser;
let original: string;
/** What the dev server printed, shown when the test fails. */
let output = '';

beforeAll(async () => {
  original = readFileSync(FILE, 'utf8');
  // The port as `PORT=… npm run dev` gives it, and no HOST: the server must then listen on this computer only.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT) };
  delete env.GENERATED_DIR;
  delete env.HOST;
  dev = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--strictPort'], {
    stdio: 'pipe',
    detached: true,
    cwd: dir,
    env,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('dev server did not start')), 60_000);
    dev.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    dev.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (d.toString().includes(String(PORT))) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  browser = await launch();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid);
    await exited;
  }
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

/** Whether something accepts a TCP connection at `host`:`port`. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/** The text the page shows (the owner's page of problems, or the overlay's, if any). */
const shown = (page: Page) =>
  page.evaluate(
    () =>
      (document.querySelector('#content-error')?.textContent ?? '') +
      (document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? ''),
  );

describe('npm run dev', () => {
  it('honours PORT and listens on this computer only', async () => {
    expect(await accepts('127.0.0.1', PORT)).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => a!.address);
    for (const address of others) expect(await accepts(address, PORT), address).toBe(false);
    expect(output).not.toMatch(/Network:\s+http/);
  });

  it('serves the site and nothing else, to its own pages only: no project file, no CORS, no framing', async () => {
    const base = `http://127.0.0.1:${PORT}`;
    const reads = await readsFromOtherOrigin(browser, [`${base}/package.json`, `${base}/about`]);
    for (const [target, got] of Object.entries(reads))
      expect(got, target).toEqual({ fetch: 'refused', xhr: 'refused' });
    for (const path of ['/package.json', '/about', '/src/vike/+client.ts']) {
      const res = await fetch(base + path, { headers: { Origin: 'http://localhost:9999' } });
      expect(res.status, path).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    for (const path of [
      '/package.json',
      '/package.json?raw',
      `/@fs${process.cwd()}/package.json`,
      '/server/admin/password.ts',
    ])
      expect(await (await fetch(base + path)).text(), path).not.toMatch(/"devDependencies"|scrypt/);
    expect(await framedFromOtherOrigin(browser, `${base}/about`)).toBe('refused');
    const page = await fetch(`${base}/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers no other host name (a page that rebinds its own name to this computer), with the headers', async () => {
    // fetch() keeps the Host header to itself: a raw request says another name, as a rebinding page's would.
    for (const path of ['/about', '/package.json', `/@fs${dir}/package.json`]) {
      const r = await rawRequest(
        PORT,
        `GET ${path} HTTP/1.1\r\nHost: attacker.example:${PORT}\r\nConnection: close\r\n\r\n`,
      );
      expect(r.status, path).toBe(403);
      expect(r.headers['x-frame-options'], path).toBe('DENY');
      expect(r.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(r.body.toString(), path).not.toMatch(/"devDependencies"|<main/);
    }
  });

  it('shows content errors to the owner until they are fixed, also after a reload, then the page again', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${PORT}/about`, { waitUntil: 'networkidle' });
    expect(await page.locator('h1').count()).toBe(1);
    // The page starts here too: the dev server answers its layout data and page data from the generated folder;
    // its icons are drawn from the symbols it carries, and the sprite islands add later is there too.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
    const spriteUrl = spriteUrlOf(await drawIconSprite());
    const icons = await page.evaluate(async (spriteUrl) => {
      const id = document.querySelector('svg.lucide use')!.getAttribute('href')!.slice(1);
      const r = await fetch(spriteUrl);
      return {
        carried: document.querySelector(`#icon-symbols > symbol#${id}`) !== null,
        type: r.headers.get('content-type'),
        inSprite: (await r.text()).includes(`<symbol id="${id}"`),
      };
    }, spriteUrl);
    expect(icons).toEqual({ carried: true, type: 'image/svg+xml', inSprite: true });

    writeFileSync(FILE, original.replace('title: ', 'title: Call 513-555-0199 '));
    const problem = /content\/pages\/about\.yaml:\d+:\d+\s+meta\.title\s+"513-555-0199" is not the shop's number/;
    await expect.poll(() => shown(page), { timeout: 20_000 }).toMatch(problem);
    const words = await shown(page);
    expect(words).toMatch(/The content needs a fix/);
    expect(words).toMatch(/save the file: this page reloads by itself/);
    // Words for developers are not for the owner.
    expect(words).not.toMatch(/vite\.config|fix the code|server\.hmr|stack/i);

    // A reload (or another page) while the content is broken shows the problems again, never the last good page.
    const reloaded = await page.reload({ waitUntil: 'load' });
    expect(reloaded!.status()).toBe(500);
    expect(await shown(page)).toMatch(problem);
    const other = await page.goto(`http://localhost:${PORT}/contact`, { waitUntil: 'load' });
    expect(other!.status()).toBe(500);
    expect(await shown(page)).toMatch(problem);

    writeFileSync(FILE, original.replace(/title: ([^\n]*)\n/, 'title: $1 Today\n'));
    await expect
      .poll(() => page.evaluate(() => !document.querySelector('#content-error')), { timeout: 20_000 })
      .toBe(true)
      .catch((error: Error) => {
        throw new Error(`The problems stayed. The dev server printed:\n${output.slice(-3000)}`, { cause: error });
      });
    await page.goto(`http://localhost:${PORT}/about`, { waitUntil: 'load' });
    await expect.poll(() => page.title(), { timeout: 20_000 }).toMatch(/ Today/);
    await page.close();
  });
});
