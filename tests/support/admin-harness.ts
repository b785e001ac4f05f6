/** The back office app in-process for unit tests: a temporary database, a clock the test moves, a fast hash. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdminApp, type AdminAppOptions } from '../../server/admin/app.ts';
import { readAdminConfig } from '../../server/admin/config.ts';
import { hashPassword, verifyPassword } from '../../server/admin/password.ts';
import { AdminStore } from '../../server/admin/store.ts';
import { openLibsql } from '../../server/requests/libsql.ts';
import { loadServerContent } from '../../server/requests/node-content.ts';
import type { SqlDatabase } from '../../server/requests/sql.ts';
import { RequestStore, type Channel } from '../../server/requests/store.ts';
import { securityHeaders } from '../../server/security-headers.ts';

export const PASSWORD = 'correct horse battery staple';
export const ORIGIN = 'http://shop.test';

export interface AdminHarness {
  /** Sends a request as the client at `address` (default 192.0.2.1). */
  fetch(path: string, init?: RequestInit & { address?: string; base?: string }): Promise<Response>;
  /** Logs in and returns the session cookie ("name=value") and the page's CSRF token. */
  login(address?: string): Promise<{ cookie: string; csrf: string }>;
  requests: RequestStore;
  db: SqlDatabase;
  logs: string[];
  /** The password hash the app was configured with ('' when off). */
  passwordHash: string;
  requeued: number;
  /** Moves the clock of the sessions and the throttle on. */
  advance(ms: number): void;
  close(): void;
}

export async function adminHarness(
  env: Record<string, string> = {},
  on = true,
  extra: Pick<AdminAppOptions, 'mount' | 'editorPath'> &
    Partial<Pick<AdminAppOptions, 'verifyPassword' | 'mailSetUp' | 'now'>> = {},
): Promise<AdminHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'admin-unit-'));
  const db = await openLibsql(`file:${join(dir, 'r.db')}`, dir);
  const requests = new RequestStore(db);
  await requests.migrate();
  let now = Date.parse('2026-11-20T15:00:00Z');
  // A cheap hash keeps the tests fast; its parameters travel in the string, as for the real one.
  const hash = on ? await hashPassword(PASSWORD, { log2N: 10, r: 8, p: 1 }) : '';
  const config = readAdminConfig({ ADMIN_PASSWORD_HASH: hash, ...env });
  const logs: string[] = [];
  const h: AdminHarness = {
    requests,
    db,
    logs,
    passwordHash: hash,
    requeued: 0,
    advance: (ms) => void (now += ms),
    close() {
      requests.close();
      rmSync(dir, { recursive: true, force: true });
    },
    async fetch(path, init = {}) {
      const { address = '192.0.2.1', base = ORIGIN, ...rest } = init;
      return app.fetch(new Request(base + path, { redirect: 'manual', ...rest }), { address });
    },
    async login(address) {
      const res = await h.fetch('/admin/login', {
        method: 'POST',
        address,
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password: PASSWORD }).toString(),
      });
      if (res.status !== 303) throw new Error(`login answered ${res.status}`);
      const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
      const page = await (await h.fetch('/admin/requests', { address, headers: { cookie } })).text();
      return { cookie, csrf: /name="csrf-token" content="([^"]+)"/.exec(page)![1]! };
    },
  };
  const app = createAdminApp({
    config,
    store: new AdminStore(db, () => now),
    requests,
    content: loadServerContent(process.cwd()),
    headers: securityHeaders(),
    log: (line) => logs.push(line),
    verifyPassword,
    clientAddress: (c) => (c.env as { address?: string }).address,
    isHttps: (c) => new URL(c.req.url).protocol === 'https:',
    channels: (): Channel[] => ['shop-mail'],
    onRequeued: () => void h.requeued++,
    mailSetUp: true,
    ...extra,
  });
  return h;
}
