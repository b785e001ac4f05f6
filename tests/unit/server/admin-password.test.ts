import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  hashesUnderWay,
  hashPassword,
  isPasswordHash,
  passwordProblem,
  verifyPassword,
  MIN_PASSWORD_LENGTH,
} from '../../../server/admin/password.ts';
import { readAdminConfig } from '../../../server/admin/config.ts';

describe('the owner password hash', () => {
  it('is scrypt at N = 2^17, r = 8, p = 1 with a random salt, and verifies only its own password', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery staple', a)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('computes at most two hashes at once: a burst of logins queues instead of taking 128 MiB each', async () => {
    const hash = await hashPassword('a long enough password', { log2N: 12, r: 8, p: 1 });
    const all = Promise.all(Array.from({ length: 8 }, () => verifyPassword('a long enough password', hash)));
    // Each call starts its hash or takes its place in the queue before it returns.
    expect(hashesUnderWay()).toEqual({ running: 2, waiting: 6 });
    const seen: number[] = [];
    const timer = setInterval(() => seen.push(hashesUnderWay().running), 1);
    const results = await all;
    clearInterval(timer);
    expect(results.every(Boolean)).toBe(true);
    expect(Math.max(0, ...seen)).toBeLessThanOrEqual(2);
    expect(hashesUnderWay()).toEqual({ running: 0, waiting: 0 });
  });

  it('reads the cost from the stored string, so older or cheaper hashes still verify', async () => {
    const cheap = await hashPassword('a long enough password', { log2N: 11, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$11$8$1$')).toBe(true);
    expect(await verifyPassword('a long enough password', cheap)).toBe(true);
  });

  it('refuses anything that is not such a hash, at start and at login', async () => {
    for (const bad of [
      '',
      'hunter2',
      'scrypt$17$8$1$short$short',
      '$2b$12$abcdefghijklmnopqrstuv',
      'scrypt$40$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect(isPasswordHash(bad)).toBe(false);
      expect(await verifyPassword('anything at all', bad)).toBe(false);
    }
    expect(() => readAdminConfig({ ADMIN_PASSWORD_HASH: 'hunter2' })).toThrow(/npm run admin:password/);
    expect(readAdminConfig({}).passwordHash).toBeUndefined();
  });

  it(`refuses passwords under ${MIN_PASSWORD_LENGTH} characters (counted as characters, not bytes)`, () => {
    expect(passwordProblem('elevenchars')).toMatch(/11 characters long: use at least 12/);
    expect(passwordProblem('twelve chars')).toBeUndefined();
    expect(passwordProblem('ééééééééééé')).toMatch(/11 characters/);
  });

  it('npm run admin:password: piped password in, the .env line out; a short one refused with a clear message', () => {
    const run = (input: string) => spawnSync('npx', ['tsx', 'scripts/admin-password.ts'], { input, encoding: 'utf8' });
    const ok = run('correct horse battery staple\n');
    expect(ok.status).toBe(0);
    const line = ok.stdout.trim();
    expect(line).toMatch(/^ADMIN_PASSWORD_HASH='scrypt\$17\$8\$1\$[^']+'$/);
    expect(line).not.toContain('correct horse');
    const edge = spawnSync('npx', ['tsx', 'scripts/admin-password.ts', '--cloudflare'], {
      input: 'correct horse battery staple',
      encoding: 'utf8',
    });
    expect(edge.stdout.trim()).toMatch(/^ADMIN_PASSWORD_HASH='scrypt\$14\$8\$5\$[^']+'$/);
    const short = run('too short\n');
    expect(short.status).toBe(1);
    expect(short.stdout).toBe('');
    expect(short.stderr).toMatch(/9 characters long: use at least 12/);
  });
});
