import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { serverContent, type ServerContent } from './content.ts';

/** Reads the content the request server needs from `<root>/content` (the same files the site is built from). */
export function loadServerContent(root: string): ServerContent {
  const read = (name: string) => parse(readFileSync(join(root, 'content', name), 'utf8')) as unknown;
  const dir = join(root, 'content', 'specials');
  const titles = Object.fromEntries(
    (existsSync(dir) ? readdirSync(dir) : [])
      .filter((f) => f.endsWith('.yaml') && !f.startsWith('_'))
      .map((f) => [f.slice(0, -'.yaml'.length), (read(`specials/${f}`) as { title?: unknown } | null)?.title])
      .filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return serverContent(read('forms.yaml'), read('site.yaml'), titles);
}
