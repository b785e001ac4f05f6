/**
 * What the back office keeps, in the same database as the requests (tables in server/requests/migrations.ts):
 * sessions by the SHA-256 of their token, failed logins per client address, and the log of logins and changes.
 */
import type { SqlDatabase } from '../requests/sql.ts';
import { base64url } from '../base64.ts';

export interface SessionRules {
  /** A session unused this long ends (milliseconds). */
  idleMs: number;
  /** A session ends this long after its login, however busy (milliseconds). */
  absoluteMs: number;
}

export interface ThrottleRules {
  /** Failed logins from one address within windowMs before it must wait. */
  maxFailures: number;
  windowMs: number;
}

/** What happened, for the log: never a password, a hash or a session value. */
export type AdminEvent = 'login' | 'login-failed' | 'login-throttled' | 'logout' | 'status-changed' | (string & {});

/** The events anyone can cause without the password: merged per address and kept in a bounded number of rows. */
const MERGED_EVENTS: ReadonlySet<string> = new Set(['refused-cross-site', 'refused-csrf', 'login-throttled']);
const MERGE_WINDOW_MS = 60 * 60_000;
const MAX_MERGED_ROWS = 500;
/** Longest detail stored or logged (a refused request's method and path), in characters. */
const MAX_DETAIL = 200;

/** A detail as the log keeps it: at most MAX_DETAIL characters, one line. */
export function shortDetail(detail: string): string {
  const line = detail.replace(/[\r\n]+/g, ' ');
  return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL)}…` : line;
}

/** An event as the home page shows it. */
export interface LoggedEvent {
  at: string;
  clientAddress: string | null;
  event: string;
  detail: string | null;
  /** How many times it happened (events anyone can cause are counted in one row per address and hour). */
  count: number;
  /** When it last happened, when more than once. */
  lastAt: string | null;
}

const encoder = new TextEncoder();

/** SHA-256 of a text, base64url (Web Crypto: the same on Node and Cloudflare). */
export async function sha256(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/** A new session token: 32 random bytes, base64url. */
function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export class AdminStore {
  constructor(
    private readonly db: SqlDatabase,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Starts a session; returns its token (only its hash is stored). Ended sessions are cleared on the way. */
  async createSession(clientAddress: string | undefined, rules: SessionRules): Promise<string> {
    const token = newToken();
    const now = this.clock();
    await this.db.batch([
      {
        sql: 'DELETE FROM admin_sessions WHERE last_seen_at <= ? OR created_at <= ?',
        args: [now - rules.idleMs, now - rules.absoluteMs],
      },
      {
        sql: 'INSERT INTO admin_sessions (token_hash, created_at, last_seen_at, client_address) VALUES (?, ?, ?, ?)',
        args: [await sha256(token), now, now, clientAddress ?? null],
      },
    ]);
    return token;
  }

  /**
   * Whether `token` names a live session; a live one counts as used now (its idle time starts again). An ended
   * session is deleted.
   */
  async touchSession(token: string, rules: SessionRules): Promise<boolean> {
    const now = this.clock();
    const hash = await sha256(token);
    const rows = await this.db.all({
      sql: `UPDATE admin_sessions SET last_seen_at = ?
            WHERE token_hash = ? AND last_seen_at > ? AND created_at > ?
            RETURNING token_hash`,
      args: [now, hash, now - rules.idleMs, now - rules.absoluteMs],
    });
    if (rows.length) return true;
    await this.db.run({ sql: 'DELETE FROM admin_sessions WHERE token_hash = ?', args: [hash] });
    return false;
  }

  async endSession(token: string): Promise<void> {
    await this.db.run({ sql: 'DELETE FROM admin_sessions WHERE token_hash = ?', args: [await sha256(token)] });
  }

  /** How many seconds `clientAddress` must wait before it may try a password again (0: it may now). */
  private async throttleWait(clientAddress: string, rules: ThrottleRules): Promise<number> {
    const now = this.clock();
    const rows = await this.db.all({
      sql: `SELECT at FROM admin_login_failures WHERE client_address = ? AND at > ? ORDER BY at DESC LIMIT ?`,
      args: [clientAddress, now - rules.windowMs, rules.maxFailures],
    });
    if (rows.length < rules.maxFailures) return 0;
    // Free again once the oldest of the last maxFailures failures leaves the window.
    const oldest = Number(rows[rows.length - 1]!.at);
    return Math.max(1, Math.ceil((oldest + rules.windowMs - now) / 1000));
  }

  /**
   * Counts a login attempt from `clientAddress` before its password is checked, as a failure until the password
   * proves right (then `clearFailures`). Returns 0 when it was counted and the password may be checked, or how
   * many seconds the address must wait (nothing counted). The count and the check that there is room for it are one
   * statement, so attempts racing each other, in this process or another, cannot all slip under the limit.
   */
  async countAttempt(clientAddress: string, rules: ThrottleRules): Promise<number> {
    const now = this.clock();
    const since = now - rules.windowMs;
    await this.db.run({ sql: 'DELETE FROM admin_login_failures WHERE at <= ?', args: [since] });
    const { changes } = await this.db.run({
      sql: `INSERT INTO admin_login_failures (client_address, at)
            SELECT ?, ? WHERE (SELECT COUNT(*) FROM admin_login_failures WHERE client_address = ? AND at > ?) < ?`,
      args: [clientAddress, now, clientAddress, since, rules.maxFailures],
    });
    return changes > 0 ? 0 : Math.max(1, await this.throttleWait(clientAddress, rules));
  }

  /** A successful login forgets the address's earlier failures. */
  async clearFailures(clientAddress: string): Promise<void> {
    await this.db.run({ sql: 'DELETE FROM admin_login_failures WHERE client_address = ?', args: [clientAddress] });
  }

  /**
   * Stores an event. One anyone can cause (MERGED_EVENTS) adds to the row of the same kind from the same address
   * within MERGE_WINDOW_MS instead (its count and last time), and only the latest MAX_MERGED_ROWS such rows are
   * kept: a stranger cannot grow the log, nor push the owner's own events out of it. Returns whether a row was added.
   */
  async logEvent(event: AdminEvent, clientAddress: string | undefined, detail?: string): Promise<boolean> {
    const now = this.clock();
    const at = new Date(now).toISOString();
    const short = detail === undefined ? null : shortDetail(detail);
    if (!MERGED_EVENTS.has(event)) {
      await this.db.run({
        sql: 'INSERT INTO admin_events (at, client_address, event, detail) VALUES (?, ?, ?, ?)',
        args: [at, clientAddress ?? null, event, short],
      });
      return true;
    }
    const { changes } = await this.db.run({
      sql: `UPDATE admin_events SET count = count + 1, last_at = ?
            WHERE rowid = (SELECT rowid FROM admin_events WHERE event = ? AND client_address IS ? AND at > ?
                           ORDER BY rowid DESC LIMIT 1)`,
      args: [at, event, clientAddress ?? null, new Date(now - MERGE_WINDOW_MS).toISOString()],
    });
    if (changes > 0) return false;
    const merged = [...MERGED_EVENTS].map(() => '?').join(', ');
    await this.db.batch([
      {
        sql: 'INSERT INTO admin_events (at, client_address, event, detail) VALUES (?, ?, ?, ?)',
        args: [at, clientAddress ?? null, event, short],
      },
      {
        sql: `DELETE FROM admin_events WHERE event IN (${merged}) AND rowid NOT IN
                (SELECT rowid FROM admin_events WHERE event IN (${merged}) ORDER BY rowid DESC LIMIT ?)`,
        args: [...MERGED_EVENTS, ...MERGED_EVENTS, MAX_MERGED_ROWS],
      },
    ]);
    return true;
  }

  /**
   * The latest events, newest first: the owner's own (logins, failed logins, changes) or, with `merged`, the
   * refusals and throttled logins anyone can cause, each with how many times and when last.
   */
  async events(limit = 20, merged = false): Promise<LoggedEvent[]> {
    const kinds = [...MERGED_EVENTS];
    const rows = await this.db.all({
      sql: `SELECT at, client_address, event, detail, count, last_at FROM admin_events
            WHERE event ${merged ? '' : 'NOT '}IN (${kinds.map(() => '?').join(', ')}) ORDER BY rowid DESC LIMIT ?`,
      args: [...kinds, limit],
    });
    return rows.map((r) => ({
      at: String(r.at),
      clientAddress: r.client_address === null ? null : String(r.client_address),
      event: String(r.event),
      detail: r.detail === null ? null : String(r.detail),
      count: Number(r.count),
      lastAt: r.last_at === null ? null : String(r.last_at),
    }));
  }
}
