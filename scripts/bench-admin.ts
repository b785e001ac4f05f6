/**
 * `npm run bench:admin [-- --requests=10000 --runs=21 --saves=10 --pages=10000]`: the back office's costs on this
 * machine. Starts `npm start` with its own database holding `--requests` stored requests and a password made at the
 * default scrypt cost, then prints the median time of a login (the password hash's cost, measured at the server) and
 * the median time to the first byte of the inbox's first page, a page deep in the list, a status filter and a
 * search. Then the owner's save, from the editor's request to the public page showing the change, median of
 * `--saves`, for this site and for a copy with `--pages` more pages (scripts/bench-save.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../server/admin/password.ts';
import { openLibsql } from '../server/requests/libsql.ts';
import { RequestStore } from '../server/requests/store.ts';
import { freePort, ShopServer } from '../tests/support/request-server.ts';
import { benchSaves } from './bench-save.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const count = arg('requests', 10_000);
const runs = arg('runs', 21);
const saves = arg('saves', 10);
const extraPages = arg('pages', 10_000);
const password = 'benchmark password for the back office';

const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
const databaseUrl = `file:${join(dir, 'requests.db')}`;
const store = new RequestStore(await openLibsql(databaseUrl, dir));
await store.migrate();
const forms = ['hero-quote', 'service-request', 'contact-quote'] as const;
for (let i = 0; i < count; i += 500)
  await Promise.all(
    Array.from({ length: Math.min(500, count - i) }, (_, k) =>
      store.insert({
        form: forms[(i + k) % 3]!,
        fields: {
          name: `Customer ${i + k}`,
          phone: `(513) 555-${String((i + k) % 10_000).padStart(4, '0')}`,
          email: `customer${i + k}@example.com`,
          message: 'Brakes squeak in the morning, and the check engine light came on yesterday.',
        },
        channels: ['shop-mail'],
        spamReason: (i + k) % 20 === 0 ? 'benchmark' : undefined,
      }),
    ),
  );
store.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const server = new ShopServer(await freePort(), {
  DATABASE_URL: databaseUrl,
  ADMIN_PASSWORD_HASH: await hashPassword(password),
  ADMIN_LOGIN_MAX_FAILURES: '1000',
});
await server.start();
try {
  const base = server.baseUrl;
  let cookie = '';
  const logins: number[] = [];
  for (let i = 0; i < Math.min(runs, 9); i++) {
    const start = performance.now();
    const res = await fetch(`${base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password }).toString(),
    });
    logins.push(performance.now() - start);
    await res.arrayBuffer();
    if (res.status !== 303) throw new Error(`Login answered ${res.status}`);
    cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  }
  console.log(`login (scrypt N=2^17, r=8, p=1): median ${median(logins).toFixed(0)} ms over ${logins.length}`);
  // The owner's login while one address sends 20 wrong passwords at once (the server reads the address nginx would
  // send from 127.0.0.1): how long the owner waits, and how many guesses were checked at all.
  const loginAs = (address: string, pw: string) =>
    fetch(`${base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams({ password: pw }).toString(),
    });
  const during: number[] = [];
  const guessed: Record<number, number> = {};
  for (let round = 0; round < 3; round++) {
    const burst = Array.from({ length: 20 }, (_, i) => loginAs(`203.0.113.${round}`, `guess ${round} ${i}`));
    await new Promise((r) => setTimeout(r, 50));
    const start = performance.now();
    const owner = await loginAs(`198.51.100.${round}`, password);
    during.push(performance.now() - start);
    if (owner.status !== 303) throw new Error(`The owner's login during a burst answered ${owner.status}`);
    for (const r of await Promise.all(burst)) guessed[r.status] = (guessed[r.status] ?? 0) + 1;
  }
  console.log(
    `login during a burst of 20 wrong passwords from another address: ${during.map((t) => t.toFixed(0)).join(', ')} ms (3 bursts; guesses answered ${JSON.stringify(guessed)})`,
  );
  const lastPage = Math.ceil(count / 25);
  for (const [label, path] of [
    ['inbox, first page', '/admin/requests'],
    [`inbox, page ${Math.ceil(lastPage / 2)} of ${lastPage}`, `/admin/requests?page=${Math.ceil(lastPage / 2)}`],
    ['inbox, status spam', '/admin/requests?status=spam'],
    ['inbox, search "555-0042"', '/admin/requests?q=555-0042'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const res = await fetch(base + path, { headers: { cookie } });
      times.push(performance.now() - start);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
    console.log(
      `${label}, ${count.toLocaleString('en-US')} requests stored: time to first byte median ${median(times).toFixed(1)} ms (${runs} runs)`,
    );
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}

for (const extra of [0, extraPages])
  console.log(
    await benchSaves(process.cwd(), { extraPages: extra, saves, password, hash: await hashPassword(password) }),
  );
