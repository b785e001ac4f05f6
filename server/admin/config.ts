/** The back office's settings, from environment variables (listed with their defaults in .env.example). */
import type { SessionRules, ThrottleRules } from './store.ts';
import { isPasswordHash } from './password.ts';

export interface AdminConfig extends SessionRules, ThrottleRules {
  /** The owner's password hash (`npm run admin:password`); without it the back office does not exist (404). */
  passwordHash?: string;
}

type Env = Record<string, string | undefined>;

function minutes(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback * 60_000;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number of minutes above 0, found "${raw}"`);
  return n * 60_000;
}

export function readAdminConfig(env: Env): AdminConfig {
  const hash = env.ADMIN_PASSWORD_HASH?.trim() || undefined;
  if (hash && !isPasswordHash(hash))
    throw new Error(
      'ADMIN_PASSWORD_HASH is not a hash made by "npm run admin:password" (it starts scrypt$17$8$1$): make one and put the whole line in .env.',
    );
  const maxRaw = env.ADMIN_LOGIN_MAX_FAILURES?.trim();
  const maxFailures = maxRaw ? Number(maxRaw) : 5;
  if (!Number.isInteger(maxFailures) || maxFailures < 1)
    throw new Error(`ADMIN_LOGIN_MAX_FAILURES must be a whole number of at least 1, found "${maxRaw}"`);
  return {
    passwordHash: hash,
    idleMs: minutes(env, 'ADMIN_SESSION_IDLE_MINUTES', 120),
    absoluteMs: minutes(env, 'ADMIN_SESSION_MAX_MINUTES', 12 * 60),
    maxFailures,
    windowMs: minutes(env, 'ADMIN_LOGIN_WINDOW_MINUTES', 15),
  };
}
