/**
 * When `npm start` builds before it serves (scripts/start.mjs): a file of the code changed after the last build
 * started, at set file times (no real time passes).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildFirst } from '../../../scripts/build-freshness.mjs';

const T = Date.parse('2026-11-27T17:00:00Z');
const MINUTE = 60_000;
let root = '';
/** Every project a test made (a test may make two): all removed after it. */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A file of the project with its modification time `at`. */
function file(path: string, at: number, text = 'x'): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  utimesSync(full, new Date(at), new Date(at));
}

/** A built project: the site, the server bundle made at `bundled`, a source file changed at `source`. */
function project(bundled: number, source: number): void {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  made.push(root);
  file('dist/client/index.html', bundled);
  file('dist/server/start.mjs', bundled);
  file('src/app/app.tsx', source);
}

describe('npm start builds first', () => {
  it('not after a build that found the bundle current, though the bundle is older than a source file', () => {
    // The bundle was made at T; a source file was touched at T+1 min; a build at T+2 min found nothing to bundle.
    project(T, T + MINUTE);
    file('dist/build-state.json', T + 2 * MINUTE, JSON.stringify({ version: 1, startedAt: T + 2 * MINUTE }));
    expect(buildFirst(root, [])).toEqual({ why: undefined });
  });

  it('when a source file changed after the last build started, naming it', () => {
    project(T, T + 3 * MINUTE);
    file('dist/build-state.json', T + 2 * MINUTE, JSON.stringify({ version: 1, startedAt: T + 2 * MINUTE }));
    expect(buildFirst(root, [])).toEqual({ why: 'src/app/app.tsx changed since the last build' });
  });

  it('by the build’s start, not its state file’s time: the editor’s content rebuild rewrites that file later', () => {
    project(T, T + MINUTE);
    // The build started at T; a content save rewrote the state at T+5 min, keeping the build's start.
    file('dist/build-state.json', T + 5 * MINUTE, JSON.stringify({ version: 1, startedAt: T }));
    expect(buildFirst(root, []).why).toBe('src/app/app.tsx changed since the last build');
  });

  it('by the server bundle’s time for a build that wrote no start time', () => {
    project(T, T + MINUTE);
    file('dist/build-state.json', T + 2 * MINUTE, JSON.stringify({ version: 1 }));
    expect(buildFirst(root, []).why).toBe('src/app/app.tsx changed since the last build');
    project(T + 2 * MINUTE, T + MINUTE);
    expect(buildFirst(root, [])).toEqual({ why: undefined });
  });

  it('after a build for Cloudflare Pages, whose pages have no compressed copies to send', () => {
    project(T, T - MINUTE);
    file('dist/build-state.json', T, JSON.stringify({ version: 1, startedAt: T, pageCopies: false }));
    expect(buildFirst(root, [])).toEqual({
      why: 'the last build was for Cloudflare Pages, and its pages have no compressed copies to send',
    });
    file('dist/build-state.json', T, JSON.stringify({ version: 1, startedAt: T, pageCopies: true }));
    expect(buildFirst(root, [])).toEqual({ why: undefined });
  });

  it('when there is no site or no server bundle, or when asked to', () => {
    project(T, T - MINUTE);
    expect(buildFirst(root, ['--build']).why).toBe('asked to (--build)');
    rmSync(join(root, 'dist/server/start.mjs'));
    expect(buildFirst(root, []).why).toBe('there is no server bundle in dist/server');
    rmSync(join(root, 'dist/client/index.html'));
    expect(buildFirst(root, []).why).toBe('there is no built site in dist/client');
  });
});
