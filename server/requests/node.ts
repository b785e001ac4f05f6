/** The request endpoint in a Node process: libSQL store, SMTP outbox, client address from the socket. */
import type { IncomingMessage } from 'node:http';
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

/**
 * The client's address: the socket's peer, or, behind `trustProxy` proxies of our own, the address the
 * nearest of them saw (X-Forwarded-For read from the right, so a client cannot put a value of its choosing
 * in the place that counts).
 */
export function clientAddressOf(incoming: IncomingMessage | undefined, trustProxy: number): string | undefined {
  const socket = incoming?.socket?.remoteAddress;
  if (!trustProxy || !incoming) return socket;
  const forwarded = String(incoming.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket ?? ''];
  return chain[Math.max(0, chain.length - 1 - trustProxy)] || socket;
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
    clientAddress: (c: Context) =>
      clientAddressOf((c.env as { incoming?: IncomingMessage } | undefined)?.incoming, config.trustProxy),
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
