import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { serverContent, type ServerContent } from './content.ts';

/** Reads the content the request server needs from `<root>/content` (the same files the site is built from). */
export function loadServerContent(root: string): ServerContent {
  const read = (name: string) => parse(readFileSync(join(root, 'content', name), 'utf8')) as unknown;
  return serverContent(read('forms.yaml'), read('site.yaml'));
}
