/**
 * The back office on Cloudflare Pages (functions/admin/[[path]].ts): the same app as on Node, over D1. The
 * password is checked with node:crypto's scrypt, so the Pages project needs the `nodejs_compat` compatibility
 * flag. A Worker has 128 MB of memory, all of which scrypt at N = 2^17, r = 8 needs: on Cloudflare use a hash
 * from `npm run admin:password -- --cloudflare` (N = 2^14, r = 8, p = 5, OWASP's equivalent in 16 MiB).
 * Requests marked new again are delivered to WEBHOOK_URL after the answer, as new ones are. With GITHUB_REPOSITORY
 * and GITHUB_TOKEN set, the content editor is at /admin/content behind the same login, saving through GitHub
 * (server/editor/github-editor.ts), with the owner's draft in the same D1 (server/editor/database-drafts.ts) and,
 * given the site's renderer, the preview of a page with the draft (server/editor/github-preview.ts).
 */
import type { Hono } from 'hono';
import { stringVars, type CloudflareEnv, type WaitUntil } from '../requests/cloudflare.ts';
import type { ServerContent } from '../requests/content.ts';
import { d1Database } from '../requests/d1.ts';
import type { SqlDatabase } from '../requests/sql.ts';
import { webhookPayload } from '../requests/mail.ts';
import { Outbox } from '../requests/outbox.ts';
import { readConfig } from '../requests/config.ts';
import { RequestStore, type Channel } from '../requests/store.ts';
import { postWebhook } from '../requests/webhook.ts';
import { DatabaseDrafts } from '../editor/database-drafts.ts';
import { createGitHubEditorApp } from '../editor/github-editor.ts';
import { githubContentFrom } from '../editor/github-editor-config.ts';
import type { WorkerRenderer } from '../editor/github-preview.ts';
import { createAdminApp } from './app.ts';
import { readAdminConfig } from './config.ts';
import { csrfToken, logAdminEvent } from './guard.ts';
import { verifyPassword } from './password.ts';
import { AdminStore } from './store.ts';

const EDITOR_PATH = '/admin/content';
const EDITOR_ASSETS = ['editor.js', 'editor.css'];
/** Pages' binding to the project's static output. */
interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export function cloudflareAdminHandler(
  content: ServerContent,
  headers: Record<string, string> = {},
  /** The site's page renderer, for the preview of a page with the owner's draft. */
  renderer?: WorkerRenderer,
) {
  let migrated: Promise<unknown> | undefined;
  // One editor per isolate, so that the content read from GitHub stays cached between requests.
  let editor: { repository: string; app: Hono } | undefined;
  const editorFor = (vars: Record<string, string | undefined>, assets: AssetsBinding | undefined, db: SqlDatabase) => {
    const key = `${vars.GITHUB_REPOSITORY}#${vars.GITHUB_BRANCH}`;
    if (editor?.repository === key) return editor.app;
    const github = githubContentFrom(vars, { timeZone: content.shop.timeZone });
    if (!github) return undefined;
    const app = createGitHubEditorApp({
      content: github,
      basePath: EDITOR_PATH,
      csrfToken,
      // The owner's draft waits in D1 beside the sessions: one row per repository and branch.
      drafts: new DatabaseDrafts(db, key),
      renderer,
      log: (c, event) => void logAdminEvent(c, event),
      // The editor's bundle, in the Pages output at its own address (scripts/pages-editor-assets.ts).
      asset: async (name) =>
        EDITOR_ASSETS.includes(name) && assets
          ? assets.fetch(new Request(`https://assets.local${EDITOR_PATH}/assets/${name}`))
          : undefined,
    });
    editor = { repository: key, app };
    return app;
  };
  return async (request: Request, env: CloudflareEnv, ctx: WaitUntil): Promise<Response> => {
    const vars = stringVars(env);
    const config = readAdminConfig(vars);
    const requestsConfig = readConfig(vars);
    const db = d1Database(env.DB);
    const editorApp = config.passwordHash ? editorFor(vars, env.ASSETS as AssetsBinding | undefined, db) : undefined;
    const requests = new RequestStore(db);
    if (config.passwordHash) {
      migrated ??= requests.migrate().catch((error: unknown) => {
        migrated = undefined;
        throw error;
      });
      await migrated;
    }
    const webhookUrl = requestsConfig.webhookUrl;
    const app = createAdminApp({
      config,
      store: new AdminStore(db),
      requests,
      content,
      headers,
      verifyPassword,
      ...(editorApp && { mount: { '/content': editorApp }, editorPath: EDITOR_PATH }),
      clientAddress: (c) => c.req.header('cf-connecting-ip') ?? undefined,
      isHttps: (c) => new URL(c.req.url).protocol === 'https:',
      channels: (): Channel[] => (webhookUrl ? ['webhook'] : []),
      onRequeued: () => {
        if (!webhookUrl) return;
        const outbox = new Outbox({
          store: requests,
          senders: { webhook: (r) => postWebhook(webhookUrl, webhookPayload(r, content)) },
          ...requestsConfig,
          concurrency: 2,
          log: (m) => console.warn(m),
        });
        ctx.waitUntil(outbox.drain());
      },
    });
    // The request's waitUntil reaches the editor, which keeps a read of the repository other requests wait for alive.
    return app.fetch(request, undefined, {
      waitUntil: (work) => ctx.waitUntil(work),
      passThroughOnException: () => {},
      props: {},
    });
  };
}
