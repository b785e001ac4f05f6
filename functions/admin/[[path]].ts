/**
 * Cloudflare Pages Function for /admin and everything under it: the back office on D1 (binding `DB`), 404 for
 * every path unless ADMIN_PASSWORD_HASH is set. Needs the `nodejs_compat` compatibility flag (scrypt). The site's
 * page renderer comes from the build (`npm run build` writes dist/server/worker-renderer.mjs before Pages bundles
 * this function), for the editor's preview of a page with the owner's draft.
 */
import content from '#request-content';
import * as renderer from '#page-renderer';
import { securityHeaders } from '../../server/security-headers.ts';
import { cloudflareAdminHandler } from '../../server/admin/cloudflare.ts';
import type { CloudflareEnv, WaitUntil } from '../../server/requests/cloudflare.ts';

const handle = cloudflareAdminHandler(content, securityHeaders(), renderer);

export const onRequest = (context: { request: Request; env: CloudflareEnv } & WaitUntil): Promise<Response> =>
  handle(context.request, context.env, context);
