import { createClient, type Client, type InValue } from '@libsql/client';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Row, SqlDatabase, Statement } from './sql.ts';

function toRow(row: Record<string, unknown>, columns: string[]): Row {
  const out: Row = {};
  for (const c of columns) {
    const v = row[c];
    out[c] = typeof v === 'bigint' ? Number(v) : (v as Row[string]);
  }
  return out;
}

/**
 * A libSQL database: `file:data/requests.db` (a SQLite file, its folder created when missing, relative to
 * `root`) or a libSQL server address (`libsql://…`, `http(s)://…`; `DATABASE_AUTH_TOKEN` for its token).
 */
export async function openLibsql(url: string, root: string, authToken?: string): Promise<SqlDatabase> {
  let client: Client;
  if (url.startsWith('file:')) {
    const path = resolve(root, url.slice('file:'.length));
    mkdirSync(dirname(path), { recursive: true });
    client = createClient({ url: `file:${path}` });
    // Several processes share the file (the server and `npm run requests`): wait for a lock instead of failing.
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute('PRAGMA journal_mode = WAL');
  } else {
    client = createClient({ url, authToken });
  }
  const stmt = (s: Statement) => ({ sql: s.sql, args: (s.args ?? []) as InValue[] });
  return {
    async all(s) {
      const r = await client.execute(stmt(s));
      return r.rows.map((row) => toRow(row as unknown as Record<string, unknown>, r.columns));
    },
    async run(s) {
      const r = await client.execute(stmt(s));
      return { changes: r.rowsAffected };
    },
    async batch(statements) {
      await client.batch(statements.map(stmt), 'write');
    },
    close() {
      client.close();
    },
  };
}
