/** The back office in the Node server (`npm start`): the admin app over the request server's database. */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { channelsFor } from '../requests/app.ts';
import { clientAddressOf, isFromProxy, type NodeRequestsApi } from '../requests/node.ts';
import { createAdminApp, type AdminAppOptions } from './app.ts';
import { readAdminConfig } from './config.ts';
import { verifyPassword } from './password.ts';
import { AdminStore } from './store.ts';

export interface NodeAdmin {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** What `npm start` tells the owner about the back office. */
  summary: string;
}

const incomingOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** The back office, or undefined when ADMIN_PASSWORD_HASH is not set (then /admin answers 404 like any unknown path). */
export function startAdmin(options: {
  api: NodeRequestsApi;
  env: Record<string, string | undefined>;
  headers: Record<string, string>;
  log?: (line: string) => void;
  /** Sub-apps behind the same login, by path under /admin (the content editor: `{ '/content': editorApp }`). */
  mount?: AdminAppOptions['mount'];
  /** Where the home page's "Edit the site" leads (e.g. '/admin/content'). */
  editorPath?: string;
}): NodeAdmin | undefined {
  const config = readAdminConfig(options.env);
  if (!config.passwordHash) return undefined;
  const { api } = options;
  const app = createAdminApp({
    config,
    store: new AdminStore(api.db),
    requests: api.store,
    content: api.content,
    headers: options.headers,
    log: options.log,
    verifyPassword,
    clientAddress: (c) => clientAddressOf(incomingOf(c)),
    // Over HTTPS: this server's own URL says so, or the proxy in front of it (nginx's X-Forwarded-Proto) does.
    isHttps: (c) =>
      new URL(c.req.url).protocol === 'https:' ||
      (isFromProxy(incomingOf(c)) && c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() === 'https'),
    channels: (fields) => channelsFor(fields, api.config),
    mailSetUp: Boolean(api.config.smtpUrl),
    onRequeued: () => api.outbox.kick(),
    mount: options.mount,
    editorPath: options.editorPath,
  });
  return {
    fetch: (request, env) => app.fetch(request, env),
    summary: 'The back office is on at /admin/ (ADMIN_PASSWORD_HASH is set).',
  };
}
