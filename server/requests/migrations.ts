import type { SqlDatabase } from './sql.ts';

/**
 * The request tables, one step per schema version: append new steps, never edit a released one. The same
 * SQL runs on SQLite/libSQL and on Cloudflare D1 (times are ISO strings for people and epoch milliseconds
 * where the outbox compares them).
 */
const MIGRATIONS: readonly string[][] = [
  [
    `CREATE TABLE requests (
      id TEXT PRIMARY KEY,
      form TEXT NOT NULL,
      created_at TEXT NOT NULL,
      fields TEXT NOT NULL,
      consent_text TEXT,
      consent_at TEXT,
      status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'spam', 'contacted', 'closed')),
      spam_reason TEXT,
      client_address TEXT,
      idempotency_key TEXT,
      UNIQUE (form, idempotency_key)
    )`,
    'CREATE INDEX requests_created ON requests (created_at)',
    'CREATE INDEX requests_client ON requests (client_address, created_at)',
    // One row per request and way of telling someone about it (the shop's mail, a webhook, the customer's
    // confirmation): the outbox. A row is due when sent_at is null and next_attempt_at has passed; a sender
    // claims it until claimed_until before sending.
    `CREATE TABLE notifications (
      request_id TEXT NOT NULL REFERENCES requests (id),
      channel TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      claimed_until INTEGER,
      last_error TEXT,
      sent_at TEXT,
      PRIMARY KEY (request_id, channel)
    )`,
    'CREATE INDEX notifications_due ON notifications (next_attempt_at) WHERE sent_at IS NULL',
  ],
  // The back office (server/admin/): sessions by the SHA-256 of their token (never the token), failed logins
  // per address for the throttle, and the log of logins and changes.
  [
    `CREATE TABLE admin_sessions (
      token_hash TEXT PRIMARY KEY,
      created_at INTEGER NOT NULL,
      last_seen_at INTEGER NOT NULL,
      client_address TEXT
    )`,
    `CREATE TABLE admin_login_failures (
      client_address TEXT NOT NULL,
      at INTEGER NOT NULL
    )`,
    'CREATE INDEX admin_login_failures_address ON admin_login_failures (client_address, at)',
    `CREATE TABLE admin_events (
      at TEXT NOT NULL,
      client_address TEXT,
      event TEXT NOT NULL,
      detail TEXT
    )`,
    'CREATE INDEX requests_status ON requests (status, created_at)',
  ],
  // The back office's log keeps what anyone can cause (refusals, throttled logins) as one row per kind and address
  // within a while, with how many times and when last (server/admin/store.ts).
  [
    'ALTER TABLE admin_events ADD COLUMN count INTEGER NOT NULL DEFAULT 1',
    'ALTER TABLE admin_events ADD COLUMN last_at TEXT',
    'CREATE INDEX admin_events_kind ON admin_events (event, client_address, at)',
  ],
  // The content editor's draft where there is no disk (Cloudflare Pages, server/editor/database-drafts.ts): one row
  // per site (repository and branch), the draft as JSON, and its revision for a change made on the one read.
  [
    `CREATE TABLE editor_drafts (
      site TEXT PRIMARY KEY,
      draft TEXT NOT NULL,
      revision TEXT NOT NULL
    )`,
  ],
  // The bytes of the pictures uploaded into that draft: a D1 row holds at most 2 MB, so each picture is kept as its
  // base64 text in parts (`part` 0, 1, ...) under the name the draft gives it (`held`).
  [
    `CREATE TABLE editor_draft_files (
      site TEXT NOT NULL,
      held TEXT NOT NULL,
      part INTEGER NOT NULL,
      data TEXT NOT NULL,
      PRIMARY KEY (site, held, part)
    )`,
  ],
];

/** Brings the database to the latest version; safe to run at every start and from several processes. */
export async function migrate(db: SqlDatabase): Promise<number> {
  await db.run({ sql: 'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)' });
  const current = async () =>
    Number((await db.all({ sql: 'SELECT MAX(version) AS v FROM schema_version' }))[0]?.v ?? 0);
  let version = await current();
  for (let v = version; v < MIGRATIONS.length; v++) {
    try {
      await db.batch([
        ...MIGRATIONS[v]!.map((sql) => ({ sql })),
        { sql: 'INSERT INTO schema_version (version) VALUES (?)', args: [v + 1] },
      ]);
    } catch (error) {
      // Another process may have applied the same step at the same moment.
      if ((await current()) <= v) throw error;
    }
    version = await current();
  }
  return version;
}
