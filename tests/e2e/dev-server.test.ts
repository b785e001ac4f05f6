import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launch } from '../support/browser.ts';

const PORT = 5000 + Math.floor(Math.random() * 1000);
const FILE = 'content/pages/about.yaml';
let dev: ChildProcess;
let browser: Browser;
let original: string;
/** What the dev server printed, shown when the test fails. */
let output = '';

beforeAll(async () => {
  original = readFileSync(FILE, 'utf8');
  // Its own generated folder, so the built site's .generated/ (read by other tests) is left alone.
  dev = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(PORT), '--strictPort'], {
    stdio: 'pipe',
    detached: true,
    env: { ...process.env, GENERATED_DIR: '.generated-dev-test' },
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
  writeFileSync(FILE, original);
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid);
    await exited;
  }
  rmSync('.generated-dev-test', { recursive: true, force: true, maxRetries: 5 });
});

describe('npm run dev', () => {
  it('shows a content error with file:line in the browser, and reloads once it is fixed', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${PORT}/about`, { waitUntil: 'networkidle' });
    expect(await page.locator('h1').count()).toBe(1);
    // The page starts here too: the dev server answers its layout data and page data from the generated folder,
    // and the icon sprite at the address the pages name.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
    const sprite = await page.evaluate(async () => {
      const [url, id] = document.querySelector('svg.lucide use')!.getAttribute('href')!.split('#');
      const r = await fetch(url!);
      return { type: r.headers.get('content-type'), drawn: (await r.text()).includes(`<symbol id="${id}"`) };
    });
    expect(sprite).toEqual({ type: 'image/svg+xml', drawn: true });
    writeFileSync(FILE, original.replace('title: ', 'title: Call 513-555-0199 '));
    await expect
      .poll(() => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? ''), {
        timeout: 20_000,
      })
      .toMatch(/content\/pages\/about\.yaml:\d+:\d+\s+meta\.title\s+"513-555-0199" is not the shop's number/);
    writeFileSync(FILE, original.replace(/title: ([^\n]*)\n/, 'title: $1 Today\n'));
    await expect
      .poll(() => page.evaluate(() => !!document.querySelector('vite-error-overlay')), { timeout: 20_000 })
      .toBe(false)
      .catch((error: Error) => {
        throw new Error(`The error overlay stayed. The dev server printed:\n${output.slice(-3000)}`, { cause: error });
      });
    await expect.poll(() => page.title(), { timeout: 20_000 }).toMatch(/ Today/);
    await page.close();
  });
});
