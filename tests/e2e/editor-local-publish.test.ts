/**
 * `npm run edit -- --publish` (the built site and the editor as the site's server runs it, on this computer without
 * a login): no page of another origin may frame the editor or read it, and every answer carries the site's
 * security headers, refusals included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { request } from 'node:http';
import { launch } from '../support/browser.ts';
import { EditorProject } from '../support/editor-project.ts';
import { framedFromOtherOrigin, readsFromOtherOrigin } from '../support/other-origin.ts';

const PORT = 8000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${PORT}`;
let project: EditorProject;
let browser: Browser;

beforeAll(async () => {
  project = new EditorProject({ withBuild: true });
  await project.start(
    'scripts/edit.ts',
    { PORT: String(PORT) },
    /Edit it:\s+http:\/\/127\.0\.0\.1:\d+\/admin\//,
    240_000,
    ['--publish'],
  );
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await project?.dispose();
});

/** The headers of an answer to a request naming another host (fetch() keeps the Host header to itself). */
const otherHost = (path = '/admin/content/api/entries') =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) =>
    request(`${base}${path}`, { headers: { Host: `attacker.example:${PORT}` } }, (res) => {
      res.resume();
      resolve({ status: String(res.statusCode), ...res.headers });
    })
      .on('error', reject)
      .end(),
  );

describe('npm run edit -- --publish, seen from another page on this computer', () => {
  it('cannot be framed, nor read', async () => {
    expect(await framedFromOtherOrigin(browser, `${base}/admin/content/`)).toBe('refused');
    const reads = await readsFromOtherOrigin(browser, [`${base}/admin/content/api/entries`]);
    expect(Object.values(reads)).toEqual([{ fetch: 'refused', xhr: 'refused' }]);
  });

  it('sends the security headers with every answer of the editor, refusals included', async () => {
    const answers = [
      await fetch(`${base}/admin/content/`),
      await fetch(`${base}/admin/content/api/entries`),
      await fetch(`${base}/admin/`, { redirect: 'manual' }),
      await fetch(`${base}/admin/nothing-here`),
      await fetch(`${base}/admin/content/api/undo`, {
        method: 'POST',
        headers: { Origin: 'https://attacker.example' },
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 302, 404, 403]);
    for (const res of answers) {
      expect(res.headers.get('x-frame-options'), res.url).toBe('DENY');
      expect(res.headers.get('content-security-policy'), res.url).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
    }
    const refused = await otherHost();
    expect(refused.status).toBe('403');
    expect(refused['x-frame-options']).toBe('DENY');
  });

  it("answers the site's pages to this computer's names only: another gets 421, with the security headers", async () => {
    expect((await fetch(`${base}/`)).status).toBe(200);
    for (const path of ['/', '/services/oil-change', '/no-such-page']) {
      const refused = await otherHost(path);
      expect(refused.status, path).toBe('421');
      expect(refused['x-frame-options'], path).toBe('DENY');
      expect(refused['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });
});
