import type { Row, SqlDatabase } from './sql.ts';

/** The part of Cloudflare's D1 binding the store uses (kept here so Node code needs no Workers types). */
export interface D1Like {
  prepare(sql: string): D1StatementLike;
  batch(statements: D1StatementLike[]): Promise<unknown>;
}
interface D1StatementLike {
  bind(...values: unknown[]): D1StatementLike;
  all(): Promise<{ results?: unknown[] }>;
  run(): Promise<{ meta?: { changes?: number } }>;
}

/** A Cloudflare D1 database behind the same interface as the libSQL one: the same SQL runs on both. */
export function d1Database(db: D1Like): SqlDatabase {
  const prepare = (sql: string, args: unknown[] = []) => db.prepare(sql).bind(...args);
  return {
    async all(s) {
      const r = await prepare(s.sql, s.args).all();
      return (r.results ?? []) as Row[];
    },
    async run(s) {
      const r = await prepare(s.sql, s.args).run();
      return { changes: r.meta?.changes ?? 0 };
    },
    async batch(statements) {
      await db.batch(statements.map((s) => prepare(s.sql, s.args)));
    },
  };
}
