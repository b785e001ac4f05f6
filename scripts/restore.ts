/**
 * `npm run restore -- <file>`: puts a backup made by `npm run backup` in the place of the requests database
 * (DATABASE_URL). Stop the server first (`sudo systemctl stop kessler-site`): while the server answers on PORT,
 * nothing is restored. Run by plain node from the build (dist/server/restore.mjs).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConfig } from '../server/requests/config.ts';
import { restoreDatabase } from '../server/requests/backup.ts';

const root = process.cwd();
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const from = process.argv[2];
if (!from) {
  console.error('Which backup? npm run restore -- data/backups/requests-<date>.db');
  process.exit(1);
}
const port = Number(process.env.PORT) || 3000;
const running = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
  () => true,
  () => false,
);
if (running) {
  console.error(`The server is running (it answers on port ${port}): stop it first, then restore, then start it.`);
  process.exit(1);
}
try {
  const requests = await restoreDatabase(readConfig(process.env).databaseUrl, root, resolve(root, from));
  console.log(`Restored ${requests} requests from ${from}. Start the server again.`);
} catch (error) {
  console.error(`Nothing restored: ${(error as Error).message}`);
  process.exit(1);
}
