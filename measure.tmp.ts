import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from './scripts/serve.ts';
const server = createSiteServer('dist/client');
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const path of process.argv.slice(2)) {
  const p = await b.newPage();
  const js: string[] = [];
  p.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) js.push(u.pathname); });
  await p.goto(base + path, { waitUntil: 'networkidle' });
  const sizes = js.map((f) => [f, gzipSync(readFileSync('dist/client' + f), { level: 9 }).length] as const).sort((a, b) => b[1] - a[1]);
  console.log(path, js.length, 'files', sizes.reduce((n, s) => n + s[1], 0), sizes.map(([f, n]) => `${f.split('/').pop()}:${n}`).join(' '));
  await p.close();
}
await b.close(); server.close();
