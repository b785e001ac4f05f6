/**
 * `npm run backup` while the server takes requests, and `npm run restore`: every request answered before the
 * backup began is in it, none of the requests posted meanwhile fails, and the restored database is the backup's.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibsql } from '../../server/requests/libsql.ts';
import { RequestStore } from '../../server/requests/store.ts';
import { loadServerContent } from '../../server/requests/node-content.ts';
import { validBodies } from '../support/request-handler-suite.ts';
import { freePort, ShopServer } from '../support/request-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'backup-e2e-'));
const backup = join(dir, 'backup.db');
let env: Record<string, string>;
let server: ShopServer;
const body = validBodies(loadServerContent(process.cwd()))['contact-quote'];

/** `npm run <script> -- <args>`: its exit code and output. */
function npmRun(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

async function post(name: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/requests/contact-quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ ...body, name }),
  });
  await res.arrayBuffer();
  return res.status;
}

async function storedNames(): Promise<Set<string>> {
  const store = new RequestStore(await openLibsql(env.DATABASE_URL!, dir));
  try {
    return new Set((await store.list({ limit: 100_000 })).map((r) => String(r.fields.name)));
  } finally {
    store.close();
  }
}

beforeAll(async () => {
  const port = await freePort();
  env = { DATABASE_URL: `file:${join(dir, 'requests.db')}`, RATE_LIMIT_MAX: '100000', PORT: String(port) };
  server = new ShopServer(port, env);
  await server.start();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore of the requests database', () => {
  it('backs up while requests are written: none fails, and every one answered before the backup is in it', async () => {
    const answered: { name: string; status: number; at: number }[] = [];
    let stop = false;
    // Eight writers post one request after another until the backup is done.
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; !stop || i < 5; i++) {
        const name = `Writer ${w} request ${i}`;
        answered.push({ name, status: await post(name), at: performance.now() });
      }
    });
    while (answered.length < 40) await new Promise((r) => setTimeout(r, 20));
    const began = performance.now();
    const result = await npmRun('backup', [backup]);
    stop = true;
    await Promise.all(writers);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/^Backed up \d+ requests to /);
    expect(answered.filter((a) => a.status !== 201)).toEqual([]);
    const before = answered.filter((a) => a.at < began).map((a) => a.name);
    const store = new RequestStore(await openLibsql(`file:${backup}`, dir));
    const inBackup = new Set((await store.list({ limit: 100_000 })).map((r) => String(r.fields.name)));
    store.close();
    expect(before.filter((name) => !inBackup.has(name))).toEqual([]);
    expect(inBackup.size).toBeLessThanOrEqual(answered.length);
    // The server kept every request, the ones after the backup too.
    const live = await storedNames();
    expect(answered.filter((a) => !live.has(a.name))).toEqual([]);
  }, 60_000);

  it('restores nothing while the server runs', async () => {
    const result = await npmRun('restore', [backup]);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/The server is running/);
  });

  it('restores the backup with the server stopped, and the server starts again with it', async () => {
    await server.stop();
    const inBackup = new Set<string>();
    const store = new RequestStore(await openLibsql(`file:${backup}`, dir));
    for (const r of await store.list({ limit: 100_000 })) inBackup.add(String(r.fields.name));
    store.close();
    const result = await npmRun('restore', [backup]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`Restored ${inBackup.size} requests`);
    expect(existsSync(`${env.DATABASE_URL!.slice(5)}-wal`)).toBe(false);
    await server.start();
    expect(await storedNames()).toEqual(inBackup);
    expect(await post('After the restore')).toBe(201);
  }, 60_000);

  it('refuses a file that is not a requests database, and leaves the database as it is', async () => {
    await server.stop();
    const before = await storedNames();
    const result = await npmRun('restore', [join(process.cwd(), 'package.json')]);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^Nothing restored: /m);
    expect(await storedNames()).toEqual(before);
  });
});
