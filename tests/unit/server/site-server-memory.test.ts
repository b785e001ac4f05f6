import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSiteServer } from '../../../server/node/site-server.ts';
import { StaticFiles } from '../../../server/node/static-files.ts';
import { rawRequest, type RawResponse } from '../../support/raw-http.ts';

// A request answered from memory (the file known, its bytes read) must be the very answer the full path gives
// when it reads the disk: same status, same header lines, same body, for every encoding, HEAD, 304 and 404.
// And a server given its host names refuses every other name with 421.
const dir = mkdtempSync(join(tmpdir(), 'site-memory-'));
const page = '<!DOCTYPE html><title>Home</title>' + '<p>Brakes, tyres and oil.</p>'.repeat(40);
const files = new StaticFiles();
let server: Server;
let port = 0;

beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(page));
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(300, 1));
  server = createSiteServer(dir, { files, hosts: ['shop.example', 'localhost', '127.0.0.1', '[::1]'] });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const request = (method: string, target: string, headers: Record<string, string> = {}, host = 'shop.example') =>
  rawRequest(
    port,
    `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}Connection: close\r\n\r\n`,
  );

/** Status, header lines in order (the date aside) and body of an answer. */
const answer = (r: RawResponse) => ({
  status: r.status,
  headers: r.head
    .split('\r\n')
    .slice(1)
    .filter((line) => line && !/^date:/i.test(line)),
  body: r.body.toString('latin1'),
});

describe('answers from memory', () => {
  const etag = async () => /etag: (\S+)/i.exec((await request('GET', '/')).head)![1]!;
  const cases: [string, string, () => Promise<Record<string, string>>][] = [
    ['GET', '/', async () => ({})],
    ['GET', '/', async () => ({ 'accept-encoding': 'gzip' })],
    ['GET', '/', async () => ({ 'accept-encoding': 'br, gzip' })],
    ['HEAD', '/', async () => ({ 'accept-encoding': 'gzip' })],
    ['GET', '/', async () => ({ 'if-none-match': await etag() })],
    ['GET', '/', async () => ({ 'if-none-match': '"other"' })],
    ['GET', '/', async () => ({ 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() })],
    ['GET', '/logo.png', async () => ({ 'accept-encoding': 'gzip' })],
    ['GET', '/no-such-page', async () => ({ 'accept-encoding': 'gzip' })],
    ['HEAD', '/no-such-page', async () => ({})],
  ];

  it.each(cases)('%s %s: the same answer from the disk and from memory', async (method, target, headersOf) => {
    const headers = await headersOf();
    // Forgotten: the first request reads the disk, the second is answered from memory.
    files.changed(['index.html', '404.html', 'logo.png', 'no-such-page'].map((f) => join(dir, f)));
    const fromDisk = answer(await request(method, target, headers));
    const fromMemory = answer(await request(method, target, headers));
    expect(fromMemory).toEqual(fromDisk);
    expect(fromDisk.headers).toContain('X-Content-Type-Options: nosniff');
  });

  it('answers 304 from memory for a tag the client has, with the validators and without a body', async () => {
    const tag = await etag();
    const r = answer(await request('GET', '/', { 'if-none-match': tag }));
    expect(r.status).toBe(304);
    expect(r.headers).toContain(`ETag: ${tag}`);
    expect(r.headers.some((h) => /^content-length/i.test(h))).toBe(false);
    expect(r.body).toBe('');
  });

  it('still takes the full path for ranges and preconditions that may fail', async () => {
    await request('GET', '/');
    const range = await request('GET', '/', { range: 'bytes=0-9' });
    expect([range.status, range.body.toString()]).toEqual([206, page.slice(0, 10)]);
    expect((await request('GET', '/', { 'if-match': '"other"' })).status).toBe(412);
  });
});

describe('host names', () => {
  it('answers its own names, in any case, with a port or a final dot', async () => {
    for (const host of [
      'shop.example',
      'SHOP.Example:8080',
      'shop.example.',
      'localhost:3000',
      '127.0.0.1',
      '[::1]:80',
    ])
      expect((await request('GET', '/', {}, host)).status, host).toBe(200);
  });

  it('answers any other name with 421 and the security headers, whatever the method or path', async () => {
    for (const host of ['evil.example', 'shop.example.evil.example', 'shop.example:x', '10.0.0.1', ''])
      for (const [method, target] of [
        ['GET', '/'],
        ['POST', '/api/requests/contact-quote'],
        ['GET', '/admin/'],
        ['GET', '/no-such-page'],
      ] as const) {
        const r = await request(method, target, {}, host);
        expect(r.status, `${host} ${method} ${target}`).toBe(421);
        expect(r.head).toMatch(/^x-frame-options: DENY$/im);
        expect(r.head).toMatch(/^content-security-policy: default-src 'self'/im);
        expect(r.body.toString()).not.toContain('<title>');
      }
  });

  it('refuses a request without a Host header (HTTP/1.0)', async () => {
    const r = await rawRequest(port, 'GET / HTTP/1.0\r\n\r\n');
    expect(r.status).toBe(421);
  });
});
