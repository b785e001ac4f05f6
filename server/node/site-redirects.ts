import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAnyCasePath } from '../../schema/routes.ts';
import type { RequestTarget } from './request-target.ts';

/** Only a path of this site may be a redirect target: "/x", never "//host" or "/\host". */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/** Reads the `_redirects` file the build wrote ("from to status" per line): alias path -> canonical path. */
export function readAliases(dir: string): Map<string, string> {
  const file = join(dir, '_redirects');
  const aliases = new Map<string, string>();
  if (!existsSync(file)) return aliases;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from && to && SITE_PATH.test(from) && SITE_PATH.test(to)) aliases.set(from, to);
  }
  return aliases;
}

/**
 * Where a request is sent permanently, as segments of a site path, or undefined if it is answered where it is.
 * One rule a hop, as the nginx block does: a trailing slash is dropped; an address whose letter case does not
 * matter, typed in another case, goes to its lower-case address (a make in capitals); an alias to its page.
 */
export function redirectOf(target: RequestTarget, aliases: ReadonlyMap<string, string>): string[] | undefined {
  if (target.trailingSlash) return target.segments;
  if (isAnyCasePath(target.path) && target.path !== target.path.toLowerCase())
    return target.segments.map((s) => s.toLowerCase());
  const to = aliases.get(target.path);
  return to === undefined ? undefined : to.split('/').filter(Boolean);
}
