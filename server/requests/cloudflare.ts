/**
 * The request endpoint on Cloudflare (Pages Functions or a Worker): the same Hono app, stored in D1.
 * Mail: Workers cannot open SMTP connections through nodemailer, so here a request is delivered to
 * `WEBHOOK_URL` (for instance an e-mail service's HTTP API or an automation that mails the shop); without it
 * requests are stored in D1 only. Due deliveries are retried after each later request (Pages Functions have
 * no timers); the client address is `CF-Connecting-IP`, which Cloudflare's edge sets itself.
 */
import { createRequestsApp } from './app.ts';
import { readConfig } from './config.ts';
import type { ServerContent } from './content.ts';
import { d1Database, type D1Like } from './d1.ts';
import { webhookPayload } from './mail.ts';
import { Outbox } from './outbox.ts';
import { RequestStore, type Channel } from './store.ts';
import { postWebhook } from './webhook.ts';

export interface CloudflareEnv {
  DB: D1Like;
  [name: string]: unknown;
}
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

export function stringVars(env: CloudflareEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === 'string') out[k] = v;
  return out;
}

export function cloudflareHandler(content: ServerContent, headers: Record<string, string> = {}) {
  let migrated: Promise<unknown> | undefined;
  return async (request: Request, env: CloudflareEnv, ctx: WaitUntil): Promise<Response> => {
    const config = readConfig(stringVars(env));
    const store = new RequestStore(d1Database(env.DB));
    migrated ??= store.migrate().catch((error: unknown) => {
      migrated = undefined;
      throw error;
    });
    await migrated;
    const webhookUrl = config.webhookUrl;
    const outbox = new Outbox({
      store,
      senders: webhookUrl ? { webhook: (r) => postWebhook(webhookUrl, webhookPayload(r, content)) } : {},
      ...config,
      concurrency: 2,
      log: (m) => console.warn(m),
    });
    const app = createRequestsApp({
      store,
      content,
      config,
      headers,
      clientAddress: (c) => c.req.header('cf-connecting-ip') ?? undefined,
      channels: (): Channel[] => (webhookUrl ? ['webhook'] : []),
    });
    const response = await app.fetch(request);
    // After answering: deliver what is due now, this request's and earlier failures alike.
    if (webhookUrl) ctx.waitUntil(outbox.drain());
    return response;
  };
}
