/**
 * `npm run backup [-- <file>]`: a consistent copy of the requests database (DATABASE_URL, default
 * file:data/requests.db) while the server runs, to <file> or data/backups/requests-<date and time>.db. Run by
 * plain node from the build (dist/server/backup.mjs), so that a server installed without dev dependencies has it.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readConfig } from '../server/requests/config.ts';
import { backupDatabase } from '../server/requests/backup.ts';

const root = process.cwd();
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const to = resolve(root, process.argv[2] ?? `data/backups/requests-${stamp}.db`);
mkdirSync(dirname(to), { recursive: true });
try {
  const { bytes, requests } = await backupDatabase(readConfig(process.env).databaseUrl, root, to);
  console.log(`Backed up ${requests} requests to ${to} (${Math.round(bytes / 1024)} KB).`);
} catch (error) {
  console.error(`No backup: ${(error as Error).message}`);
  process.exit(1);
}
