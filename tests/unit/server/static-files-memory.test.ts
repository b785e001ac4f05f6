import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { StaticFiles } from '../../../server/node/static-files.ts';

// The site's files from memory, at a set clock: what is on disk is looked at again only after `revalidateMs`,
// or at once for the files a save says it changed.
const dir = mkdtempSync(join(tmpdir(), 'static-memory-'));
const page = join(dir, 'index.html');
let clock = 1_000_000;
const files = new StaticFiles({ revalidateMs: 1000, now: () => clock });
let server: Server;
let base: string;

const get = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}/`, { headers });
  return {
    status: res.status,
    body: await res.text(),
    etag: res.headers.get('etag'),
    encoding: res.headers.get('content-encoding'),
  };
};
const write = (file: string, text: string | Buffer, second: number) => {
  writeFileSync(file, text);
  utimesSync(file, second, second);
};

beforeAll(async () => {
  write(page, 'first version of the page', 1_700_000_000);
  write(`${page}.gz`, gzipSync('the gzip form of the first'), 1_700_000_000);
  server = createServer((req, res) => {
    void files.send(req, res, page, { status: 200, cacheControl: 'no-cache' }).then((sent) => {
      if (!sent) res.writeHead(404).end('none');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static files served from memory', () => {
  it('answers from memory, each encoding with its own strong tag, without reading the disk again within a second', async () => {
    const plain = await get({ 'accept-encoding': 'identity' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(plain).toMatchObject({ status: 200, body: 'first version of the page', encoding: null });
    expect(gzip).toMatchObject({ status: 200, body: 'the gzip form of the first', encoding: 'gzip' });
    expect(plain.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(gzip.etag).not.toBe(plain.etag);
    // Replaced on disk: still the remembered bytes until the second is over.
    write(page, 'second version of the page', 1_700_000_100);
    clock += 999;
    expect((await get({ 'accept-encoding': 'identity' })).body).toBe('first version of the page');
    clock += 1;
    expect((await get({ 'accept-encoding': 'identity' })).body).toBe('second version of the page');
  });

  it('serves a file the editor says it changed at once, and forgets a removed one', async () => {
    write(page, 'third version of the page', 1_700_000_200);
    expect((await get({ 'accept-encoding': 'identity' })).body).toBe('second version of the page');
    files.changed([page]);
    expect((await get({ 'accept-encoding': 'identity' })).body).toBe('third version of the page');
    rmSync(page);
    rmSync(`${page}.gz`);
    files.changed([`${page}.gz`]);
    expect((await get()).status).toBe(404);
  });
});
