/**
 * The build's `/site-build.json` (server/editor/site-build.ts): the commit the site is built from. On Cloudflare
 * Pages it is the commit the deployment builds (`CF_PAGES_COMMIT_SHA`); elsewhere git's HEAD of the project; null
 * outside a git working copy.
 */
import { execFileSync } from 'node:child_process';
import { SITE_BUILD_PATH, type SiteBuild } from '../server/editor/site-build.ts';
import type { StaticFile } from './static-output.ts';

const COMMIT = /^[0-9a-f]{40}$/;

export function builtCommit(root: string, env: Record<string, string | undefined> = process.env): string | null {
  const pages = env.CF_PAGES_COMMIT_SHA?.trim();
  if (pages && COMMIT.test(pages)) return pages;
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return COMMIT.test(head) ? head : null;
  } catch {
    return null;
  }
}

export function siteBuildFile(root: string, env?: Record<string, string | undefined>): StaticFile {
  const build: SiteBuild = { commit: builtCommit(root, env) };
  return { file: SITE_BUILD_PATH.slice(1), text: `${JSON.stringify(build)}\n` };
}
