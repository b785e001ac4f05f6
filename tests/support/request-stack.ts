import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLibsql } from '../../server/requests/libsql.ts';
import { RequestStore, type StoredRequest } from '../../server/requests/store.ts';
import { Mailbox, ShopServer, freePort, type ReceivedMail } from './request-server.ts';

export interface RequestStack {
  baseUrl: string;
  /** Every request the server stored, oldest first. */
  arrived(): Promise<StoredRequest[]>;
  /** Every mail the shop's SMTP server received, in order of arrival. */
  mails: ReceivedMail[];
  stop(): Promise<void>;
}

/**
 * The site as `npm start` serves it, request endpoint included, with its own database in a temporary folder
 * and its mail going to a local SMTP server. The spam rules that judge speed and volume are relaxed: the
 * browser fills forms in milliseconds and every request comes from 127.0.0.1.
 */
export async function startRequestStack(): Promise<RequestStack> {
  const dir = mkdtempSync(join(tmpdir(), 'request-forms-'));
  const databaseUrl = `file:${join(dir, 'requests.db')}`;
  const mailbox = new Mailbox(await freePort());
  await mailbox.start();
  const server = new ShopServer(await freePort(), {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    SPAM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '10000',
    OUTBOX_POLL_MS: '100',
  });
  await server.start();
  const store = new RequestStore(await openLibsql(databaseUrl, dir));
  return {
    baseUrl: server.baseUrl,
    arrived: async () => (await store.list()).reverse(),
    mails: mailbox.messages,
    async stop() {
      store.close();
      await server.stop();
      await mailbox.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
