/**
 * `npm run build:functions`: what the Cloudflare Pages Function needs besides its code: the forms' rules and
 * the shop's details, read from content/ into functions/request-content.json (the function imports it; a
 * unit test fails when it no longer matches content/, so run this after editing forms.yaml or site.yaml).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadServerContent } from '../server/requests/node-content.ts';

export function writeRequestContent(root: string): string {
  const file = join(root, 'functions/request-content.json');
  mkdirSync(join(root, 'functions'), { recursive: true });
  writeFileSync(file, JSON.stringify(loadServerContent(root), null, 2) + '\n');
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`Wrote ${writeRequestContent(process.cwd())}`);
