import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { contentTypeOf } from '../../server/node/static-files.ts';

/**
 * A host with no server logic, as the cheapest static hosting is: files as they are (a folder answers with its
 * index.html), `404.html` with status 404 for anything else. No redirects, no compression, no lower-casing.
 */
export async function startPlainStaticHost(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname));
    for (const file of [join(dir, path), join(dir, path, 'index.html')]) {
      if (!file.startsWith(dir)) break;
      if ((await stat(file).catch(() => undefined))?.isFile()) {
        res.writeHead(200, { 'Content-Type': contentTypeOf(file) });
        return res.end(await readFile(file));
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(await readFile(join(dir, '404.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
