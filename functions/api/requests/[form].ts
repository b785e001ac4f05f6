/**
 * Cloudflare Pages Function for POST /api/requests/<form>: the site's request endpoint on D1 (binding `DB`).
 * Its content (form rules, the shop's details) is .generated/request-content.json, written by `npm run build`.
 */
import content from '#request-content';
import { securityHeaders } from '../../../server/security-headers.ts';
import { cloudflareHandler, type CloudflareEnv, type WaitUntil } from '../../../server/requests/cloudflare.ts';

const handle = cloudflareHandler(content, securityHeaders());

export const onRequest = (context: { request: Request; env: CloudflareEnv } & WaitUntil): Promise<Response> =>
  handle(context.request, context.env, context);
