/** The build's /site-build.json: the commit the site is built from, as the editor on a static host reads it. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteBuildFile } from '../../../scripts/site-build-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      GIT_AUTHOR_NAME: 'T',
      GIT_AUTHOR_EMAIL: 't@t.test',
      GIT_COMMITTER_NAME: 'T',
      GIT_COMMITTER_EMAIL: 't@t.test',
    },
  })
    .toString()
    .trim();

describe('site-build.json', () => {
  it('is null outside a git working copy, git’s HEAD in one, and the commit Pages builds on Cloudflare', () => {
    expect(siteBuildFile(dir, {})).toEqual({ file: 'site-build.json', text: '{"commit":null}\n' });
    git('init', '--quiet');
    writeFileSync(join(dir, 'a.txt'), 'a');
    git('add', 'a.txt');
    git('commit', '--quiet', '-m', 'a');
    const head = git('rev-parse', 'HEAD');
    expect(JSON.parse(siteBuildFile(dir, {}).text)).toEqual({ commit: head });
    const pages = 'c'.repeat(40);
    expect(JSON.parse(siteBuildFile(dir, { CF_PAGES_COMMIT_SHA: pages }).text)).toEqual({ commit: pages });
    // Anything but a commit's name from the environment is not believed.
    expect(JSON.parse(siteBuildFile(dir, { CF_PAGES_COMMIT_SHA: '<script>' }).text)).toEqual({ commit: head });
  });
});
