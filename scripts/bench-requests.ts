/**
 * `npm run bench:requests [-- --seconds=10 --connections=50]`: how fast the request endpoint of `npm start`
 * stores requests on this machine, and how long a request takes from submission to the shop's mailbox.
 * Starts `npm start` with its own database and a local SMTP server; prints requests stored per second
 * (counted in the database) and the median submission-to-mail time over 21 sequential requests.
 * `--no-mail` leaves SMTP_URL unset: the requests are only stored (the outbox's writes no longer compete).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadServerContent } from '../server/requests/node-content.ts';
import { openLibsql } from '../server/requests/libsql.ts';
import { RequestStore } from '../server/requests/store.ts';
import { validBodies } from '../tests/support/request-handler-suite.ts';
import { freePort, Mailbox, ShopServer } from '../tests/support/request-server.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);
const mail = !process.argv.includes('--no-mail');

const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'bench-requests-'));
const body = validBodies(loadServerContent(root))['hero-quote'];
const mailbox = new Mailbox(await freePort());
await mailbox.start();
const env = {
  DATABASE_URL: `file:${join(dir, 'requests.db')}`,
  MAIL_FROM: 'bench@shop.test',
  RATE_LIMIT_MAX: '100000000',
  ...(mail ? { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` } : {}),
};
const server = new ShopServer(await freePort(), env);
await server.start();
const url = `${server.baseUrl}/api/requests/hero-quote`;
const post = async (name: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, name }),
  });
  await res.arrayBuffer();
  return res.status;
};

try {
  // Submission to mail, one at a time, SMTP connection warm after the first.
  const latencies: number[] = [];
  for (let i = 0; mail && i < 21; i++) {
    const name = `latency ${i}`;
    const start = performance.now();
    const startWall = Date.now();
    await post(name);
    await mailbox.waitFor((ms) => ms.some((m) => m.text.includes(`${name}\n`) || m.headers.subject?.endsWith(name)));
    const mail = mailbox.messages.find((m) => m.headers.subject?.endsWith(name))!;
    latencies.push(mail ? mail.receivedAt - startWall : performance.now() - start);
  }
  latencies.sort((a, b) => a - b);

  // Throughput: `connections` clients posting back to back for `seconds`.
  const store = new RequestStore(await openLibsql(env.DATABASE_URL, dir));
  const before = (await store.list()).length;
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = 0; Date.now() < end; i++) if ((await post(`load ${c}-${i}`)) !== 201) errors++;
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const stored = (await store.list()).length - before;
  store.close();
  if (mail)
    console.log(
      `submission to mail received: median ${latencies[10]} ms (min ${latencies[0]}, max ${latencies[20]}, 21 requests)`,
    );
  console.log(
    `${mail ? 'with mail' : 'store only'}: stored ${stored} requests in ${elapsed.toFixed(1)} s with ${connections} connections: ${(stored / elapsed).toFixed(0)} requests/s, ${errors} errors`,
  );
} finally {
  await server.stop();
  await mailbox.stop();
  rmSync(dir, { recursive: true, force: true });
}
