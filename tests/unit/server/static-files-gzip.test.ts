import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { StaticFiles } from '../../../server/node/static-files.ts';

// A page as the build writes it (the file and its .br, no .gz), and a client that takes gzip but not brotli.
const dir = mkdtempSync(join(tmpdir(), 'static-gzip-'));
const page = join(dir, 'index.html');
const small = join(dir, 'small.html');
const text = (version: string) =>
  `<!doctype html><title>${version}</title>${'<p>Brake service in Lebanon</p>'.repeat(40)}`;
let clock = 1_000_000;
const files = new StaticFiles({ revalidateMs: 1000, now: () => clock });
let server: Server;
let port: number;

/** The raw answer: Node's fetch would undo the gzip and hide the bytes. */
const get = (path: string, headers: Record<string, string>, method = 'GET') =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
const write = (file: string, bytes: string | Buffer, second: number) => {
  writeFileSync(file, bytes);
  utimesSync(file, second, second);
};
const writePage = (version: string, second: number) => {
  write(page, text(version), second);
  write(`${page}.br`, brotliCompressSync(text(version)), second);
};

beforeAll(async () => {
  writePage('first', 1_700_000_000);
  write(small, '<p>short</p>', 1_700_000_000);
  server = createServer((req, res) => {
    const file = req.url === '/small' ? small : page;
    void files.send(req, res, file, { status: 200, cacheControl: 'no-cache' }).then((sent) => {
      if (!sent) res.writeHead(404).end('none');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a page the build wrote without a .gz, asked for by a client without brotli', () => {
  it('is gzipped here, with the weak form of the file’s tag, as nginx’s gzip sends it', async () => {
    const plain = await get('/', { 'accept-encoding': 'identity' });
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gz.body).toString()).toBe(text('first'));
    expect(gz.body.length).toBeLessThan(plain.body.length / 4);
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gz.headers.etag).toBe(`W/${plain.headers.etag}`);
    expect(gz.headers['last-modified']).toBe(plain.headers['last-modified']);
    // A browser still gets the build's brotli, and a HEAD the same headers as the GET.
    expect((await get('/', { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
    const head = await get('/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers).toMatchObject({
      'content-encoding': 'gzip',
      etag: gz.headers.etag,
      'content-length': String(gz.body.length),
    });
    expect(head.body.length).toBe(0);
  });

  it('answers a revalidation with 304, and made once is the same bytes from memory', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip' });
    const again = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect((await get('/', { 'accept-encoding': 'gzip' })).body.equals(first.body)).toBe(true);
  });

  it('is made again from the new text when the page changes, never the old gzip', async () => {
    const before = await get('/', { 'accept-encoding': 'gzip' });
    writePage('second', 1_700_000_100);
    files.changed([page, `${page}.br`]);
    const after = await get('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(after.body).toString()).toBe(text('second'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Seen by the look at the disk a second later too, without being told.
    writePage('third', 1_700_000_200);
    clock += 1000;
    expect(gunzipSync((await get('/', { 'accept-encoding': 'gzip' })).body).toString()).toBe(text('third'));
  });

  it('is made once for requests that arrive together', async () => {
    writePage('fourth', 1_700_000_300);
    files.changed([page]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/', { 'accept-encoding': 'gzip' })));
    expect(new Set(answers.map((a) => a.body.toString('base64'))).size).toBe(1);
    expect(gunzipSync(answers[0]!.body).toString()).toBe(text('fourth'));
  });

  it('leaves alone a file too small for the build to compress, as nginx does below 256 bytes', async () => {
    const r = await get('/small', { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe('<p>short</p>');
  });

  it('is the file itself for a client that takes neither', async () => {
    const r = await get('/', { 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe(text('fourth'));
  });
});
