/**
 * `npm run requests`: the quote and service requests, newest first, with their status.
 *   npm run requests                      a table: times in the shop's time zone, services by name
 *   npm run requests -- --csv             CSV for a spreadsheet (header row in words, RFC 4180 quoting)
 *   npm run requests -- --json            JSON, every field and the mail's state
 *   npm run requests -- --mark <id> <new|contacted|closed|spam>   the first characters of the id are enough
 * Reads DATABASE_URL (default file:data/requests.db) from the environment or a .env file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { channelsFor } from '../server/requests/app.ts';
import { readConfig } from '../server/requests/config.ts';
import { requestsCsv, requestsTable } from '../server/requests/export.ts';
import { openLibsql } from '../server/requests/libsql.ts';
import { loadServerContent } from '../server/requests/node-content.ts';
import { changeRequestStatus } from '../server/requests/status.ts';
import { REQUEST_STATUSES, RequestStore, type RequestStatus } from '../server/requests/store.ts';

const root = process.cwd();
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const args = process.argv.slice(2);
const config = readConfig(process.env);
const content = loadServerContent(root);
const store = new RequestStore(await openLibsql(config.databaseUrl, root, config.databaseAuthToken));
await store.migrate();

function fail(message: string): never {
  console.error(message);
  store.close();
  process.exit(1);
}

try {
  const markAt = args.indexOf('--mark');
  if (markAt >= 0) {
    const [prefix, status] = [args[markAt + 1], args[markAt + 2]];
    if (!prefix || !status || !REQUEST_STATUSES.includes(status as RequestStatus))
      fail(`Usage: npm run requests -- --mark <id> <${REQUEST_STATUSES.join('|')}>`);
    const ids = await store.findIds(prefix);
    if (ids.length === 0) fail(`No request with an id starting "${prefix}".`);
    if (ids.length > 1) fail(`"${prefix}" starts ${ids.length} ids (${ids.slice(0, 5).join(', ')}…): type more of it.`);
    const changed = await changeRequestStatus(store, ids[0]!, status as RequestStatus, (f) => channelsFor(f, config));
    if (!changed) fail(`No request with the id "${ids[0]}".`);
    const name = changed.request.fields.name;
    console.log(
      `The request from ${typeof name === 'string' && name ? name : 'someone without a name'} (${changed.request.id}) is now ${status} (was ${changed.previous}).`,
    );
  } else if (args.includes('--csv')) process.stdout.write(requestsCsv(await store.list(), content));
  else if (args.includes('--json')) process.stdout.write(JSON.stringify(await store.list(), null, 2) + '\n');
  else if (args.length) fail(`Unknown option ${args[0]}. Try --csv, --json or --mark <id> <status>.`);
  else process.stdout.write(requestsTable(await store.list(), { content, mailSetUp: Boolean(config.smtpUrl) }));
} finally {
  store.close();
}
