import type { RequestFormId } from '../../schema/requests.ts';
import type { Row, SqlDatabase, Statement } from './sql.ts';
import { migrate } from './migrations.ts';

export const REQUEST_STATUSES = ['new', 'spam', 'contacted', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type Channel = 'shop-mail' | 'webhook' | 'confirmation';

export interface NewRequest {
  form: RequestFormId;
  fields: Record<string, string | boolean>;
  consent?: { text: string; at: string };
  spamReason?: string;
  clientAddress?: string;
  idempotencyKey?: string;
  /** Who must hear of it (none for spam). */
  channels: Channel[];
}

interface Notification {
  channel: Channel;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface StoredRequest {
  id: string;
  form: RequestFormId;
  createdAt: string;
  fields: Record<string, string | boolean>;
  consentText: string | null;
  consentAt: string | null;
  status: RequestStatus;
  spamReason: string | null;
  clientAddress: string | null;
  idempotencyKey: string | null;
  notifications: Notification[];
}

/** Which requests to list (every one when empty). */
export interface RequestFilter {
  status?: RequestStatus;
  form?: RequestFormId;
  /** Part of a name, an e-mail address or a phone number. */
  query?: string;
}
export interface RequestPage {
  /** How many requests match in all. */
  total: number;
  requests: StoredRequest[];
}

/** A due notification, claimed by one sender. */
export interface ClaimedNotification {
  request: StoredRequest;
  channel: Channel;
  attempts: number;
}

/** A time-ordered, unguessable id, short enough to type: 9 characters of time, 8 of randomness. */
function newRequestId(now: number): string {
  const random = crypto.getRandomValues(new Uint8Array(8));
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  return now.toString(36).padStart(9, '0') + Array.from(random, (b) => alphabet[b & 31]).join('');
}

function toRequest(row: Row, notifications: Notification[]): StoredRequest {
  return {
    id: String(row.id),
    form: String(row.form) as RequestFormId,
    createdAt: String(row.created_at),
    fields: JSON.parse(String(row.fields)) as Record<string, string | boolean>,
    consentText: row.consent_text === null ? null : String(row.consent_text),
    consentAt: row.consent_at === null ? null : String(row.consent_at),
    status: String(row.status) as RequestStatus,
    spamReason: row.spam_reason === null ? null : String(row.spam_reason),
    clientAddress: row.client_address === null ? null : String(row.client_address),
    idempotencyKey: row.idempotency_key === null ? null : String(row.idempotency_key),
    notifications,
  };
}

function toNotification(row: Row): Notification {
  return {
    channel: String(row.channel) as Channel,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    sentAt: row.sent_at === null ? null : String(row.sent_at),
  };
}

/** Where requests are kept, and the outbox of who must still hear of them. */
export class RequestStore {
  constructor(
    private readonly db: SqlDatabase,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Creates or updates the tables; call once before use. */
  async migrate(): Promise<number> {
    return migrate(this.db);
  }

  /**
   * Stores a request and its notifications in one transaction. A repeat of the same idempotency key for the
   * same form stores nothing and returns the first request (`created: false`).
   */
  async insert(request: NewRequest): Promise<{ id: string; created: boolean }> {
    const now = this.clock();
    const id = newRequestId(now);
    const createdAt = new Date(now).toISOString();
    await this.db.batch([
      {
        sql: `INSERT INTO requests (id, form, created_at, fields, consent_text, consent_at, status, spam_reason,
                client_address, idempotency_key)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (form, idempotency_key) DO NOTHING`,
        args: [
          id,
          request.form,
          createdAt,
          JSON.stringify(request.fields),
          request.consent?.text ?? null,
          request.consent?.at ?? null,
          request.spamReason ? 'spam' : 'new',
          request.spamReason ?? null,
          request.clientAddress ?? null,
          request.idempotencyKey ?? null,
        ],
      },
      // Only for the row just inserted: a repeat finds no row with the new id.
      ...request.channels.map((channel) => ({
        sql: `INSERT INTO notifications (request_id, channel, next_attempt_at)
              SELECT id, ?, ? FROM requests WHERE id = ?`,
        args: [channel, now, id],
      })),
    ]);
    if (!request.idempotencyKey) return { id, created: true };
    const rows = await this.db.all({
      sql: 'SELECT id FROM requests WHERE form = ? AND idempotency_key = ?',
      args: [request.form, request.idempotencyKey],
    });
    const stored = String(rows[0]?.id ?? id);
    return { id: stored, created: stored === id };
  }

  /** How many requests came from one address since `sinceMs` (the per-address rate limit). */
  async countFrom(clientAddress: string, sinceMs: number): Promise<number> {
    const rows = await this.db.all({
      sql: 'SELECT COUNT(*) AS n FROM requests WHERE client_address = ? AND created_at >= ?',
      args: [clientAddress, new Date(sinceMs).toISOString()],
    });
    return Number(rows[0]?.n ?? 0);
  }

  /** Requests, newest first. */
  async list(options: { limit?: number } = {}): Promise<StoredRequest[]> {
    const rows = await this.db.all({
      sql: 'SELECT * FROM requests ORDER BY created_at DESC, id DESC LIMIT ?',
      args: [options.limit ?? -1],
    });
    return this.withNotifications(rows);
  }

  /**
   * One page of the requests that match a filter, newest first, and how many match in all. `query` looks in the
   * name, the e-mail and the phone (digits only, whatever the punctuation typed or stored).
   */
  async search(filter: RequestFilter, page: { limit: number; offset: number }): Promise<RequestPage> {
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (filter.status) {
      where.push('status = ?');
      args.push(filter.status);
    }
    if (filter.form) {
      where.push('form = ?');
      args.push(filter.form);
    }
    const query = filter.query?.trim();
    if (query) {
      const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const text = ['name', 'email'].map((f) => `json_extract(fields, '$.${f}') LIKE ? ESCAPE '\\'`);
      args.push(like, like);
      const digits = query.replace(/\D/g, '');
      if (digits.length >= 3) {
        let phone = "COALESCE(json_extract(fields, '$.phone'), '')";
        for (const ch of [' ', '-', '(', ')', '.', '+']) phone = `REPLACE(${phone}, '${ch}', '')`;
        text.push(`${phone} LIKE ?`);
        args.push(`%${digits}%`);
      }
      where.push(`(${text.join(' OR ')})`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [count, rows] = await Promise.all([
      this.db.all({ sql: `SELECT COUNT(*) AS n FROM requests ${clause}`, args }),
      this.db.all({
        sql: `SELECT * FROM requests ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        args: [...args, page.limit, page.offset],
      }),
    ]);
    return { total: Number(count[0]?.n ?? 0), requests: await this.withNotifications(rows) };
  }

  async get(id: string): Promise<StoredRequest | undefined> {
    const rows = await this.db.all({ sql: 'SELECT * FROM requests WHERE id = ?', args: [id] });
    return (await this.withNotifications(rows))[0];
  }

  /** The ids that start with `prefix` (people type the first few characters). */
  async findIds(prefix: string): Promise<string[]> {
    const rows = await this.db.all({
      sql: "SELECT id FROM requests WHERE id LIKE ? ESCAPE '\\' ORDER BY id",
      args: [prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'],
    });
    return rows.map((r) => String(r.id));
  }

  /**
   * Sets a request's status. Marking one spam cancels what it has not yet sent; marking a spam request new
   * lets its notifications go (the caller passes the channels it should now have).
   */
  async setStatus(id: string, status: RequestStatus, channels: Channel[] = []): Promise<boolean> {
    const now = this.clock();
    const statements: Statement[] = [{ sql: 'UPDATE requests SET status = ? WHERE id = ?', args: [status, id] }];
    if (status === 'spam')
      statements.push({ sql: 'DELETE FROM notifications WHERE request_id = ? AND sent_at IS NULL', args: [id] });
    if (status === 'new')
      for (const channel of channels)
        statements.push({
          sql: `INSERT INTO notifications (request_id, channel, next_attempt_at) SELECT ?, ?, ?
                WHERE EXISTS (SELECT 1 FROM requests WHERE id = ?)
                ON CONFLICT (request_id, channel) DO NOTHING`,
          args: [id, channel, now, id],
        });
    const exists = await this.db.all({ sql: 'SELECT 1 FROM requests WHERE id = ?', args: [id] });
    if (!exists.length) return false;
    await this.db.batch(statements);
    return true;
  }

  /**
   * Claims the next due notification on one of `channels` for `leaseMs`: no other sender takes it until the
   * lease ends, and its attempt is counted before anything is sent.
   */
  async claimDue(channels: readonly Channel[], leaseMs: number): Promise<ClaimedNotification | undefined> {
    if (!channels.length) return undefined;
    const now = this.clock();
    const marks = channels.map(() => '?').join(', ');
    const rows = await this.db.all({
      sql: `UPDATE notifications SET claimed_until = ?, attempts = attempts + 1
            WHERE rowid = (
              SELECT rowid FROM notifications
              WHERE sent_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
                AND channel IN (${marks})
              ORDER BY next_attempt_at LIMIT 1)
            AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?)
            RETURNING request_id, channel, attempts`,
      args: [now + leaseMs, now, now, ...channels, now],
    });
    const row = rows[0];
    if (!row) return undefined;
    const request = await this.get(String(row.request_id));
    if (!request) return undefined;
    return { request, channel: String(row.channel) as Channel, attempts: Number(row.attempts) };
  }

  async markSent(requestId: string, channel: Channel): Promise<void> {
    await this.db.run({
      sql: `UPDATE notifications SET sent_at = ?, claimed_until = NULL, last_error = NULL
            WHERE request_id = ? AND channel = ?`,
      args: [new Date(this.clock()).toISOString(), requestId, channel],
    });
  }

  async markFailed(requestId: string, channel: Channel, error: string, nextAttemptAt: number): Promise<void> {
    await this.db.run({
      sql: `UPDATE notifications SET last_error = ?, next_attempt_at = ?, claimed_until = NULL
            WHERE request_id = ? AND channel = ?`,
      args: [error.slice(0, 1000), nextAttemptAt, requestId, channel],
    });
  }

  /** When the next notification falls due (for a sender deciding how long to sleep). */
  async nextDueAt(channels: readonly Channel[]): Promise<number | undefined> {
    if (!channels.length) return undefined;
    const rows = await this.db.all({
      sql: `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, 0))) AS t FROM notifications
            WHERE sent_at IS NULL AND channel IN (${channels.map(() => '?').join(', ')})`,
      args: [...channels],
    });
    const t = rows[0]?.t;
    return t === null || t === undefined ? undefined : Number(t);
  }

  /** A read that answers when the database does (for /healthz). */
  async ping(): Promise<void> {
    await this.db.all({ sql: 'SELECT 1' });
  }

  close(): void {
    this.db.close?.();
  }

  private async withNotifications(rows: Row[]): Promise<StoredRequest[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => String(r.id));
    const byRequest = new Map<string, Notification[]>();
    // In chunks: SQLite and D1 limit the number of bound values.
    for (let i = 0; i < ids.length; i += 90) {
      const chunk = ids.slice(i, i + 90);
      const notes = await this.db.all({
        sql: `SELECT * FROM notifications WHERE request_id IN (${chunk.map(() => '?').join(', ')}) ORDER BY channel`,
        args: chunk,
      });
      for (const n of notes) {
        const list = byRequest.get(String(n.request_id)) ?? [];
        list.push(toNotification(n));
        byRequest.set(String(n.request_id), list);
      }
    }
    return rows.map((r) => toRequest(r, byRequest.get(String(r.id)) ?? []));
  }
}
