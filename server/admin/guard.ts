/**
 * The one door of the back office (everything under /admin): a Hono middleware every back-office route sits
 * behind, the editor's included (mount sub-apps after it).
 *   - No password configured: every path answers 404, as if there were no back office.
 *   - Only the login page answers without a live session: pages redirect to it, API paths (and requests that
 *     ask for JSON) get 401 JSON.
 *   - Every method but GET and HEAD is refused from another site (Origin, Sec-Fetch-Site) and, past the login,
 *     must carry the session's CSRF token: the `X-CSRF-Token` header or a `_csrf` form field.
 *   - Every answer: the site's security headers, `Cache-Control: no-store`, `X-Robots-Tag: noindex`.
 */
import { ADMIN_CSP, ADMIN_STYLE_ELEMENT } from './style.ts';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AdminConfig } from './config.ts';
import { sha256, shortDetail, type AdminEvent, type AdminStore } from './store.ts';

export const ADMIN_BASE = '/admin';
export const LOGIN_PATH = `${ADMIN_BASE}/login`;
/** The header a script sends the CSRF token in, and the form field a plain form sends it in. */
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_FIELD = '_csrf';
const COOKIE = 'admin_session';

export interface AdminGuardOptions {
  config: AdminConfig;
  store: AdminStore;
  /** The client's address, from the connection or a trusted proxy (never from a header any client can set). */
  clientAddress: (c: Context) => string | undefined;
  /** Whether the browser reached the site over HTTPS (directly, or through a trusted proxy that says so). */
  isHttps: (c: Context) => boolean;
  /** The site's security headers, sent with every answer. */
  headers: Record<string, string>;
  /** Where log lines go (default: standard output). */
  log?: (line: string) => void;
}

/** What the guard knows about the request, for the routes behind it (`c.var.admin`). */
interface AdminState {
  options: AdminGuardOptions;
  address: string | undefined;
  https: boolean;
  /** The live session's CSRF token; undefined without a session. */
  csrf?: string;
  /** The live session's token (to end it at logout); undefined without a session. */
  session?: string;
}
export interface AdminEnv {
  Variables: { admin: AdminState };
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The CSRF token of a session: derived from its token, so the database (which holds only a hash) cannot give it. */
function csrfOf(token: string): Promise<string> {
  return sha256(`csrf:${token}`);
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Whether a request that changes something comes from a page of this site: `Sec-Fetch-Site` (when the browser
 * sends it) must be same-origin, and `Origin` (when sent) must name this host.
 */
export function isSameOrigin(headers: Headers, host: string | undefined): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = headers.get('origin');
  // No Origin and no Sec-Fetch-Site: not a browser of this decade (the CSRF token still has to be right).
  if (origin === null) return true;
  if (origin === 'null' || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A refusal a person reads: what happened and the way back (fixed text only, nothing from the request). */
function refusalPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${ADMIN_STYLE_ELEMENT}</head><body><main id="main"><h1>${title}</h1><p>${message}</p><p><a href="${ADMIN_BASE}/">Back office home</a></p></main></body></html>`;
}

function wantsJson(c: Context): boolean {
  const path = c.req.path;
  if (/\/api(\/|$)/.test(path.slice(ADMIN_BASE.length))) return true;
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The session's CSRF token, for a page's `<meta name="csrf-token">` or a form's `_csrf` field. */
export function csrfToken(c: Context): string {
  const token = (c as Context<AdminEnv>).var.admin?.csrf;
  if (!token) throw new Error('csrfToken() is only available behind adminGuard(), in a session');
  return token;
}

/** Logs what the owner did (a login, a change): time, address, event and a detail; never a secret. */
export async function logAdminEvent(c: Context, event: AdminEvent, detail?: string): Promise<void> {
  const state = (c as Context<AdminEnv>).var.admin;
  if (!state) throw new Error('logAdminEvent() is only available behind adminGuard()');
  // A repeat that was only counted in the stored log is not printed again either.
  if (!(await state.options.store.logEvent(event, state.address, detail))) return;
  const line = [new Date().toISOString(), state.address ?? '-', event, detail === undefined ? '' : shortDetail(detail)]
    .join(' ')
    .trim();
  (state.options.log ?? ((l: string) => console.log(l)))(`Back office: ${line}`);
}

/** Starts a new session for the browser of `c` (a new token at every login: no fixation). */
export async function startSession(c: Context): Promise<void> {
  const state = (c as Context<AdminEnv>).var.admin;
  const { store, config } = state.options;
  const old = readCookie(c, state.https);
  if (old) await store.endSession(old);
  const token = await store.createSession(state.address, config);
  setCookie(c, COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: ADMIN_BASE,
    secure: state.https,
    prefix: state.https ? 'secure' : undefined,
    maxAge: Math.floor(config.absoluteMs / 1000),
  });
  state.session = token;
  state.csrf = await csrfOf(token);
}

/** Ends the session of `c` on the server and in the browser. */
export async function endSession(c: Context): Promise<void> {
  const state = (c as Context<AdminEnv>).var.admin;
  if (state.session) await state.options.store.endSession(state.session);
  deleteCookie(c, COOKIE, {
    path: ADMIN_BASE,
    secure: state.https,
    prefix: state.https ? 'secure' : undefined,
    httpOnly: true,
    sameSite: 'Strict',
  });
  state.session = undefined;
  state.csrf = undefined;
}

function readCookie(c: Context, https: boolean): string | undefined {
  const value = https ? getCookie(c, COOKIE, 'secure') : getCookie(c, COOKIE);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** The CSRF token a request carries: the header, or the form field of a posted form. */
async function sentCsrf(c: Context): Promise<string | undefined> {
  const header = c.req.header(CSRF_HEADER);
  if (header) return header;
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const value = body[CSRF_FIELD];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Gives an answer of the back office (or of the owner's editor on his own computer) its headers: the site's
 * security headers (no framing, no embedding by another site), the site's policy with the back office's own
 * inline stylesheet allowed (server/admin/style.ts), never cached, never indexed.
 */
export function withBackOfficeHeaders(res: Response, headers: Record<string, string>): Response {
  for (const [k, v] of Object.entries(headers)) if (!res.headers.has(k)) res.headers.set(k, v);
  // The editor's preview of a page keeps its own policy: a sandbox without scripts (server/editor/preview.ts).
  if (!res.headers.get('Content-Security-Policy')?.startsWith('sandbox '))
    res.headers.set('Content-Security-Policy', ADMIN_CSP);
  res.headers.set('Cache-Control', 'no-store');
  res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return res;
}

export function adminGuard(options: AdminGuardOptions): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const finish = (res?: Response) => withBackOfficeHeaders(res ?? c.res, options.headers);
    if (!options.config.passwordHash) return finish(c.text('Not Found', 404));

    const https = options.isHttps(c);
    const state: AdminState = { options, address: options.clientAddress(c), https };
    c.set('admin', state);
    const token = readCookie(c, https);
    if (token && (await options.store.touchSession(token, options.config))) {
      state.session = token;
      state.csrf = await csrfOf(token);
    }

    const safe = SAFE_METHODS.has(c.req.method);
    const isLogin = c.req.path === LOGIN_PATH;
    if (!safe && !isSameOrigin(c.req.raw.headers, new URL(c.req.url).host)) {
      await logAdminEvent(c, 'refused-cross-site', `${c.req.method} ${c.req.path}`);
      return finish(
        wantsJson(c)
          ? c.json({ ok: false, error: 'Refused: this request came from another site' }, 403)
          : c.html(
              refusalPage(
                'Refused',
                'This request came from another site, so nothing was changed. Open the back office and make the change there.',
              ),
              403,
            ),
      );
    }
    if (!isLogin && !state.session) {
      if (wantsJson(c)) return finish(c.json({ ok: false, error: 'Log in first' }, 401));
      const url = new URL(c.req.url);
      const back = safe ? url.pathname + url.search : ADMIN_BASE;
      const to =
        back === ADMIN_BASE || back === `${ADMIN_BASE}/`
          ? LOGIN_PATH
          : `${LOGIN_PATH}?next=${encodeURIComponent(back)}`;
      return finish(c.redirect(to, 303));
    }
    if (!safe && !isLogin) {
      const sent = await sentCsrf(c);
      if (!sent || !sameText(sent, state.csrf!)) {
        await logAdminEvent(c, 'refused-csrf', `${c.req.method} ${c.req.path}`);
        return finish(
          wantsJson(c)
            ? c.json({ ok: false, error: 'Refused: the form is out of date, reload the page and try again' }, 403)
            : c.html(
                refusalPage(
                  'The form is out of date',
                  'Nothing was changed: the page was opened before your last login. Go back, reload the page and try again.',
                ),
                403,
              ),
        );
      }
    }
    await next();
    finish();
  };
}
