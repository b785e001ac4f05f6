import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER_MISSING, findBrowser } from '../../../scripts/machine/browser.ts';

const dir = mkdtempSync(join(tmpdir(), 'prepare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PATH holding only node: no browser, no apt-get, no sudo. */
function bareBin(): string {
  const bin = join(dir, 'bare');
  spawnSync('mkdir', ['-p', bin]);
  symlinkSync(process.execPath, join(bin, 'node'));
  return bin;
}

describe('preparing the machine for the tests', () => {
  it('stops with one line naming what to install, before any test runs, when no browser can be found or installed', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/run-tests.ts'], {
      encoding: 'utf8',
      env: { PATH: bareBin(), CHROME_PATH: join(dir, 'no-such-chrome'), HOME: dir },
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(BROWSER_MISSING);
    expect(run.stdout).not.toContain('> types');
  }, 60_000);

  it('takes CHROME_PATH when it names a program, else the first browser on PATH', () => {
    const bin = join(dir, 'bin');
    spawnSync('mkdir', ['-p', bin]);
    const chrome = join(bin, 'google-chrome');
    writeFileSync(chrome, '#!/bin/sh\n');
    chmodSync(chrome, 0o755);
    expect(findBrowser({ PATH: bin })).toBe(chrome);
    expect(findBrowser({ PATH: bin, CHROME_PATH: join(dir, 'missing') })).toBe(chrome);
    expect(findBrowser({ PATH: join(dir, 'empty'), CHROME_PATH: chrome })).toBe(chrome);
    expect(findBrowser({ PATH: join(dir, 'empty') })).toBeUndefined();
  });

  it("prefers Chromium's headless shell for the tests and a full browser for Lighthouse", () => {
    const bin = join(dir, 'both');
    spawnSync('mkdir', ['-p', bin]);
    for (const name of ['chromium', 'chromium-headless-shell']) {
      writeFileSync(join(bin, name), '#!/bin/sh\n');
      chmodSync(join(bin, name), 0o755);
    }
    expect(findBrowser({ PATH: bin })).toBe(join(bin, 'chromium-headless-shell'));
    expect(findBrowser({ PATH: bin }, 'full')).toBe(join(bin, 'chromium'));
    rmSync(join(bin, 'chromium'));
    expect(findBrowser({ PATH: bin }, 'full')).toBe(join(bin, 'chromium-headless-shell'));
  });
});
