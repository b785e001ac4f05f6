import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSiteServer } from '../../../server/node/site-server.ts';
import { rawRequest } from '../../support/raw-http.ts';

// The server over a small site of its own: a page, a not-found page, a file large enough to be streamed.
const dir = mkdtempSync(join(tmpdir(), 'site-'));
const big = Buffer.alloc(4 * 1024 * 1024, 'x');
let server: Server;
let url = '';
const fds = () => readdirSync('/proc/self/fd').length;

beforeAll(async () => {
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><title>Home</title>');
  writeFileSync(join(dir, 'about', 'index.html'), '<!DOCTYPE html><title>About</title>');
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
  writeFileSync(join(dir, 'big.bin'), big);
  writeFileSync(join(dir, '_redirects'), '/old /about 301\n/evil //evil.com 301\n');
  server = createSiteServer(dir, {
    api: async (request) => Response.json({ method: request.method, body: await request.text() }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('createSiteServer', () => {
  it('hands every /api/ request to the API, any method, body untouched, with the security headers', async () => {
    const r = await fetch(`${url}/api/requests/contact-quote`, { method: 'POST', body: 'name=Ann' });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ method: 'POST', body: 'name=Ann' });
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('answers /api/ with a JSON 404 when no API is given', async () => {
    const bare = createSiteServer(dir);
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const r = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/x`, { method: 'POST' });
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ error: 'Not found' });
    bare.closeAllConnections();
    await new Promise((resolve) => bare.close(resolve));
  });

  it('follows only same-site redirects from _redirects', async () => {
    const old = await fetch(`${url}/old?x=1`, { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([301, '/about?x=1']);
    expect((await fetch(`${url}/evil`, { redirect: 'manual' })).status).toBe(404);
  });

  it('serves a rebuilt file once it changes on disk', async () => {
    writeFileSync(join(dir, 'note.txt'), 'first');
    expect(await (await fetch(`${url}/note.txt`)).text()).toBe('first');
    writeFileSync(join(dir, 'note.txt'), 'second, longer');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await (await fetch(`${url}/note.txt`)).text()).toBe('second, longer');
  });

  it('streams a large file in ranges and closes it when the client goes away', async () => {
    const r = await fetch(`${url}/big.bin`, { headers: { range: 'bytes=1000-1999' } });
    expect(r.status).toBe(206);
    expect((await r.arrayBuffer()).byteLength).toBe(1000);
    const before = fds();
    const port = (server.address() as AddressInfo).port;
    await Promise.all(
      Array.from({ length: 50 }, () =>
        rawRequest(port, 'GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n', { abortAfterBytes: 1 }),
      ),
    );
    let after = fds();
    for (let i = 0; i < 30 && after > before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = fds();
    }
    expect(after).toBeLessThanOrEqual(before);
    const whole = await fetch(`${url}/big.bin`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(big)).toBe(true);
  });
});
