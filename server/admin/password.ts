/**
 * The owner's password, stored as a slow salted hash: scrypt from node:crypto, its parameters and salt kept in
 * the string (`scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, base64url) so that the cost can be raised later while old
 * hashes still verify. Compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB of memory per hash). */
export const SCRYPT_COST = { log2N: 17, r: 8, p: 1 } as const;
/**
 * OWASP's equivalent of SCRYPT_COST in 16 MiB instead of 128 (N = 2^14, r = 8, p = 5): for Cloudflare, where a
 * Worker has 128 MB in all.
 */
export const CLOUDFLARE_SCRYPT_COST = { log2N: 14, r: 8, p: 5 } as const;
/** Fewer characters than this are refused. */
export const MIN_PASSWORD_LENGTH = 12;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

/**
 * Hashes running at once at most: each takes 128 MiB, so a burst of logins from many addresses queues here
 * instead of taking the server's memory.
 */
const MAX_AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** How many hashes are being computed now, and how many wait for their turn. */
export function hashesUnderWay(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

async function derive(password: string, salt: Buffer, params: ScryptParams, bytes: number): Promise<Buffer> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await scryptOnce(password, salt, params, bytes);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function scryptOnce(password: string, salt: Buffer, params: ScryptParams, bytes: number): Promise<Buffer> {
  const N = 2 ** params.log2N;
  // scrypt needs 128 * N * r bytes (plus a little); node's default limit is 32 MiB.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, bytes, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Why a password cannot be used, in the owner's words; undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return `The password is ${length} characters long: use at least ${MIN_PASSWORD_LENGTH} (a few unrelated words are easy to remember and hard to guess).`;
  return undefined;
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const HASH_PATTERN = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/;

/** Whether a string is a hash this module can check (ADMIN_PASSWORD_HASH is read with it at start). */
export function isPasswordHash(value: string): boolean {
  const m = HASH_PATTERN.exec(value);
  if (!m) return false;
  const [log2N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return log2N >= 10 && log2N <= 22 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
}

/** Whether `password` is the one `stored` was made from. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = HASH_PATTERN.exec(stored);
  if (!m || !isPasswordHash(stored)) return false;
  const expected = Buffer.from(m[5]!, 'base64url');
  const params = { log2N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  const key = await derive(password, Buffer.from(m[4]!, 'base64url'), params, expected.length);
  return timingSafeEqual(key, expected);
}
