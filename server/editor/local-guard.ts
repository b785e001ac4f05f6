/**
 * The door of the editor on the owner's own computer (`npm run edit`): no login, so it answers only requests made to
 * this machine's loopback address by name (a page of another site that points its own name at 127.0.0.1, DNS
 * rebinding, gets 403), and takes changes only from its own pages (Origin, or Sec-Fetch-Site, says same-origin).
 */
import type { MiddlewareHandler } from 'hono';

const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function localOnly(): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host') ?? '';
    if (!LOOPBACK.test(host)) return c.text('Forbidden: the editor answers on this computer only', 403);
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const sameOrigin = origin ? origin === `http://${host}` : site === 'same-origin';
      if (!sameOrigin) return c.json({ error: 'Refused: a change must come from the editor itself' }, 403);
    }
    await next();
  };
}
