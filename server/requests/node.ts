/** The request endpoint in a Node process: libSQL store, SMTP outbox, client address from the socket. */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { createRequestsApp } from './app.ts';
import { readConfig, type RequestsConfig } from './config.ts';
import type { ServerContent } from './content.ts';
import { openLibsql } from './libsql.ts';
import { confirmationMail, shopMail, webhookPayload } from './mail.ts';
import { loadServerContent } from './node-content.ts';
import { Outbox, type Sender } from './outbox.ts';
import { smtpMailer } from './smtp.ts';
import type { SqlDatabase } from './sql.ts';
import { RequestStore, type Channel } from './store.ts';
import { postWebhook } from './webhook.ts';
import { isFromWorker } from '../node/worker-connections.ts';

/**
 * The address a proxy in front of this server connects from: the generated nginx block (scripts/host-config.ts)
 * runs on the same machine and proxies to 127.0.0.1. Only connections from it may say whom they speak for.
 */
const PROXY_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the request came through the proxy in front of this server (its connection is from the proxy's address),
 * or from a worker process of this server, which forwards with the address it established the same way.
 */
export function isFromProxy(incoming: IncomingMessage | undefined): boolean {
  return PROXY_ADDRESSES.has(incoming?.socket?.remoteAddress ?? '') || isFromWorker(incoming);
}

/**
 * The client's address: the socket's peer, or, on a connection from the proxy, the address the proxy saw
 * (`X-Forwarded-For`, which the nginx block sets to `$remote_addr`, replacing whatever the client sent; its last
 * entry if a proxy appended). From any other address the header is ignored: a client cannot choose its address.
 */
export function clientAddressOf(incoming: IncomingMessage | undefined): string | undefined {
  const socket = incoming?.socket?.remoteAddress;
  if (!isFromProxy(incoming)) return socket;
  const forwarded = String(incoming!.headers['x-forwarded-for'] ?? '')
    .split(',')
    .at(-1)!
    .trim();
  return isIP(forwarded) ? forwarded : socket;
}

export interface NodeRequestsApi {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  store: RequestStore;
  /** The database the requests are in (the back office keeps its sessions there too). */
  db: SqlDatabase;
  outbox: Outbox;
  config: RequestsConfig;
  content: ServerContent;
  /** What `npm start` tells the owner about where requests go. */
  summary: string[];
  close(): Promise<void>;
}

/** The senders each configured channel uses. */
function nodeSenders(
  config: RequestsConfig,
  content: ServerContent,
): {
  senders: Partial<Record<Channel, Sender>>;
  close(): void;
} {
  const senders: Partial<Record<Channel, Sender>> = {};
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl) : undefined;
  const from = config.mailFrom ?? `"${content.site.shortName}" <${content.site.email}>`;
  const to = config.mailTo ?? content.site.email;
  if (mailer) {
    senders['shop-mail'] = (r) => mailer.send(shopMail(r, content, { from, to }));
    senders.confirmation = async (r) => {
      const m = confirmationMail(r, content, from);
      if (m) await mailer.send(m);
    };
  }
  if (config.webhookUrl) {
    const url = config.webhookUrl;
    senders.webhook = (r) => postWebhook(url, webhookPayload(r, content));
  }
  return { senders, close: () => mailer?.close() };
}

export async function startRequestsApi(options: {
  root: string;
  env?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<NodeRequestsApi> {
  const log = options.log ?? ((m: string) => console.log(m));
  const config = readConfig(options.env ?? process.env);
  const content = loadServerContent(options.root);
  const db = await openLibsql(config.databaseUrl, options.root, config.databaseAuthToken);
  const store = new RequestStore(db);
  await store.migrate();
  const { senders, close: closeSenders } = nodeSenders(config, content);
  const outbox = new Outbox({ store, senders, ...config, log });
  const app = createRequestsApp({
    store,
    content,
    config,
    headers: options.headers,
    clientAddress: (c: Context) => clientAddressOf((c.env as { incoming?: IncomingMessage } | undefined)?.incoming),
    onStored: () => outbox.kick(),
  });
  outbox.start();

  const to = config.mailTo ?? content.site.email;
  const summary = [
    `Requests are stored in ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}.`,
    config.smtpUrl
      ? `Requests are e-mailed to ${to} through ${new URL(config.smtpUrl).host}.`
      : `SMTP_URL is not set: requests are stored but NOT e-mailed to ${to}. Read them with "npm run requests"; they are mailed once SMTP_URL is set.`,
  ];
  if (config.webhookUrl) summary.push(`Requests are also posted to the webhook ${new URL(config.webhookUrl).host}.`);
  if (config.confirmationEmails && config.smtpUrl) summary.push('Customers who gave an e-mail get a confirmation.');
  if ((options.env ?? process.env).TRUST_PROXY?.trim())
    summary.push(
      "TRUST_PROXY is no longer read: a visitor's address is taken from X-Forwarded-For only on connections from 127.0.0.1 (the generated nginx block), never from anyone else.",
    );

  return {
    fetch: (request, env) => app.fetch(request, env),
    store,
    db,
    outbox,
    config,
    content,
    summary,
    async close() {
      await outbox.stop();
      closeSenders();
      store.close();
    },
  };
}
