/**
 * What the Cloudflare Pages Function needs besides its code: the forms' rules and the shop's details, read from
 * content/ into .generated/request-content.json. The content build writes it, so the host's build command
 * (`npm run build`) prepares it before the host bundles functions/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadServerContent } from '../server/requests/node-content.ts';

export function writeRequestContent(root: string): string {
  const file = join(root, '.generated/request-content.json');
  mkdirSync(join(root, '.generated'), { recursive: true });
  writeFileSync(file, JSON.stringify(loadServerContent(root), null, 2) + '\n');
  return file;
}
