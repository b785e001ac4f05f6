/**
 * Whose address a request has (server/requests/node.ts): over real connections from several loopback addresses,
 * X-Forwarded-For counts only on a connection from the proxy's own address (127.0.0.1, where the generated nginx
 * block connects from), whatever any other client writes in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddressOf, isFromProxy } from '../../../server/requests/node.ts';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) =>
    res.end(JSON.stringify({ address: clientAddressOf(req), proxy: isFromProxy(req) })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What the server makes of a request sent from `from` (a loopback address of this machine) with `forwarded`. */
function seenAs(from: string, forwarded?: string): Promise<{ address: string; proxy: boolean }> {
  return new Promise((resolve, reject) => {
    const headers = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
    request({ host: '127.0.0.1', port, localAddress: from, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve(JSON.parse(body) as { address: string; proxy: boolean }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the client address', () => {
  it('is the connection’s own address for any client but the proxy, whatever X-Forwarded-For says', async () => {
    for (const forged of ['198.51.100.1', '198.51.100.2, 127.0.0.1', '127.0.0.1', 'not an address', ''])
      expect(await seenAs('127.0.0.2', forged)).toEqual({ address: '127.0.0.2', proxy: false });
    expect(await seenAs('127.0.0.3')).toEqual({ address: '127.0.0.3', proxy: false });
  });

  it('is the address the proxy names, on a connection from the proxy’s own address', async () => {
    expect(await seenAs('127.0.0.1', '198.51.100.7')).toEqual({ address: '198.51.100.7', proxy: true });
    expect(await seenAs('127.0.0.1', '2001:db8::5')).toEqual({ address: '2001:db8::5', proxy: true });
    // A proxy that appends: the last entry is what it saw.
    expect((await seenAs('127.0.0.1', '203.0.113.1, 198.51.100.8')).address).toBe('198.51.100.8');
    // Nothing usable: the proxy's own address.
    expect((await seenAs('127.0.0.1', 'unknown')).address).toBe('127.0.0.1');
    expect((await seenAs('127.0.0.1')).address).toBe('127.0.0.1');
  });
});
