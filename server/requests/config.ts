/** Every setting of the request server, from environment variables (listed with their defaults in .env.example). */
export interface RequestsConfig {
  databaseUrl: string;
  databaseAuthToken?: string;
  smtpUrl?: string;
  mailFrom?: string;
  /** Where the shop's copy goes (default: the e-mail address of content/site.yaml). */
  mailTo?: string;
  webhookUrl?: string;
  confirmationEmails: boolean;
  /** Spam: a form sent sooner than this after it was started (milliseconds). */
  minFillMs: number;
  /** Spam: more than this many requests from one address within rateWindowMs. */
  rateLimit: number;
  rateWindowMs: number;
  /** Spam: more links than this in the fields. */
  maxLinks: number;
  /** Outbox: first retry after this delay, doubling up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Outbox: how long a sender owns a claimed notification before another may retry it. */
  leaseMs: number;
  /** Outbox: how often a sender looks for due notifications at most. */
  pollMs: number;
}

type Env = Record<string, string | undefined>;

function number(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of at least 0, found "${raw}"`);
  return n;
}

function flag(env: Env, name: string): boolean {
  return /^(1|true|yes|on)$/i.test(env[name]?.trim() ?? '');
}

function text(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

export function readConfig(env: Env): RequestsConfig {
  const smtpUrl = text(env, 'SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, found "${smtpUrl.replace(/\/\/[^@]*@/, '//…@')}"`);
  return {
    databaseUrl: text(env, 'DATABASE_URL') ?? 'file:data/requests.db',
    databaseAuthToken: text(env, 'DATABASE_AUTH_TOKEN'),
    smtpUrl,
    mailFrom: text(env, 'MAIL_FROM'),
    mailTo: text(env, 'MAIL_TO'),
    webhookUrl: text(env, 'WEBHOOK_URL'),
    confirmationEmails: flag(env, 'CONFIRMATION_EMAILS'),
    minFillMs: number(env, 'SPAM_MIN_FILL_MS', 3000),
    rateLimit: number(env, 'RATE_LIMIT_MAX', 5),
    rateWindowMs: number(env, 'RATE_LIMIT_WINDOW_MS', 10 * 60_000),
    maxLinks: number(env, 'SPAM_MAX_LINKS', 2),
    retryBaseMs: number(env, 'OUTBOX_RETRY_BASE_MS', 30_000),
    retryMaxMs: number(env, 'OUTBOX_RETRY_MAX_MS', 60 * 60_000),
    leaseMs: number(env, 'OUTBOX_LEASE_MS', 120_000),
    pollMs: number(env, 'OUTBOX_POLL_MS', 5_000),
  };
}
