/**
 * The little SQL surface the request store needs, so the same statements run on a SQLite file or a libSQL
 * server (through @libsql/client) and on Cloudflare D1.
 */
export type SqlValue = string | number | null;
export interface Statement {
  sql: string;
  args?: SqlValue[];
}
export type Row = Record<string, SqlValue>;

export interface SqlDatabase {
  /** Rows of a query (or of a statement with RETURNING). */
  all(statement: Statement): Promise<Row[]>;
  /** Runs one statement; how many rows it changed. */
  run(statement: Statement): Promise<{ changes: number }>;
  /** Runs the statements in one transaction: all or none. */
  batch(statements: Statement[]): Promise<void>;
  close?(): void;
}
