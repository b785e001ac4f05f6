/**
 * The back office under /admin, as one Hono app for `npm start` and the Cloudflare function alike: the login,
 * a landing page, the requests inbox (list, filter, search, pages, status changes, CSV) and, mounted behind the
 * same guard, any sub-app such as the content editor.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isRequestFormId } from '../../schema/requests.ts';
import type { ServerContent } from '../requests/content.ts';
import { requestsCsv } from '../requests/export.ts';
import { STATUS_HELP, shopDay } from '../requests/words.ts';
import { changeRequestStatus } from '../requests/status.ts';
import {
  REQUEST_STATUSES,
  type Channel,
  type RequestFilter,
  type RequestStatus,
  type RequestStore,
  type StoredRequest,
} from '../requests/store.ts';
import {
  ADMIN_BASE,
  LOGIN_PATH,
  adminGuard,
  csrfToken,
  endSession,
  logAdminEvent,
  startSession,
  type AdminEnv,
  type AdminGuardOptions,
} from './guard.ts';
import { INBOX_PAGE_SIZE, homePage, inboxPage, inboxQuery, loginPage, notFoundPage } from './pages.ts';
import { INBOX_SCRIPT } from './inbox-script.ts';
import { requestIdOf, requestWords } from './words.ts';

/** Largest CSV download, in requests (all of a filter, not only the page shown). */
const CSV_LIMIT = 100_000;
const SCRIPT_PATH = `${ADMIN_BASE}/inbox.js`;
/**
 * The login form is a few hundred bytes: anything much larger, from anyone, is refused before it is read. (Past
 * the login only the owner's browser can post.)
 */
const smallForm = bodyLimit({
  maxSize: 8 * 1024,
  onError: (c) => c.text('The form is too large.', 413),
});

export interface AdminAppOptions extends AdminGuardOptions {
  requests: RequestStore;
  content: ServerContent;
  /** Checks a password against the configured hash (scrypt on Node). */
  verifyPassword: (password: string, hash: string) => Promise<boolean>;
  /** The notifications a request marked new gets on this host (as the request endpoint gives them). */
  channels: (fields: StoredRequest['fields']) => Channel[];
  /** Called after a request was marked new again, so that it is sent now (start the outbox). */
  onRequeued?: () => void;
  /** Sub-apps behind the guard, by path under /admin (the editor: `{ '/content': editorApp }`). */
  mount?: Record<string, Hono>;
  /** Where "Edit the site" leads (shown when set). */
  editorPath?: string;
  /**
   * Whether this server can e-mail requests to the shop (SMTP_URL on `npm start`): when false, the inbox says what
   * that means and what to do. Unset where the host sends no e-mail of its own (Cloudflare: a webhook).
   */
  mailSetUp?: boolean;
  /** The clock the CSV's file name is dated by (the shop's day now); tests set it. */
  now?: () => Date;
}

/** The filter of an inbox address (`?q=&status=&form=&page=`); anything unknown is ignored. */
function readFilter(c: Context): { filter: RequestFilter; page: number } {
  const status = c.req.query('status');
  const form = c.req.query('form');
  const query = c.req.query('q')?.trim().slice(0, 200);
  const page = Number(c.req.query('page'));
  return {
    filter: {
      status: REQUEST_STATUSES.includes(status as RequestStatus) ? (status as RequestStatus) : undefined,
      form: form && isRequestFormId(form) ? form : undefined,
      query: query || undefined,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const unsafeInPath = (ch: string) => ch === '\\' || ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f;

/**
 * A place inside the back office to go back to after a form (never another site): the address as it will be sent
 * in `Location`, normalised first (dot segments resolved, as `new URL` and the browser do), then checked. What is
 * not plainly a path under /admin/ gives `fallback`.
 */
function safeBack(value: unknown, fallback: string): string {
  // A backslash, a space or a control character (which the URL parser drops or reads as a slash): no place of ours.
  if (typeof value !== 'string' || !value.startsWith(`${ADMIN_BASE}/`) || [...value].some(unsafeInPath))
    return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://back.office');
  } catch {
    return fallback;
  }
  const sent = `${url.pathname}${url.search}`;
  return url.origin === 'http://back.office' && sent.startsWith(`${ADMIN_BASE}/`) && !sent.startsWith('//')
    ? sent
    : fallback;
}

export function createAdminApp(o: AdminAppOptions): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  const shop = o.content;
  const now = o.now ?? (() => new Date());
  /** What the owner reads after a status change. */
  const changedWords = (r: StoredRequest) => `Saved: ${requestWords(r)} is now ${r.status} (${STATUS_HELP[r.status]}).`;
  // '/admin/*' covers /admin itself too.
  app.use(`${ADMIN_BASE}/*`, adminGuard(o));

  app.get(LOGIN_PATH, (c) => {
    const next = safeBack(c.req.query('next'), '');
    if (c.var.admin.session) return c.redirect(next || `${ADMIN_BASE}/`, 303);
    return c.html(loginPage(shop, { next }));
  });

  // The addresses whose password is being checked now: one check at a time per address, so that a burst of guesses
  // from one address holds one of the hash's places (server/admin/password.ts), never the owner's.
  const checking = new Set<string>();
  const tooMany = async (c: Context<AdminEnv>, next: string, wait: number, error: string) => {
    await logAdminEvent(c, 'login-throttled');
    return c.html(loginPage(shop, { next, error }), 429, { 'Retry-After': String(wait) });
  };

  app.post(LOGIN_PATH, smallForm, async (c) => {
    const state = c.var.admin;
    const address = state.address ?? 'unknown';
    const body = await c.req.parseBody();
    const next = safeBack(body.next, `${ADMIN_BASE}/`);
    if (checking.has(address))
      return tooMany(c, next, 1, 'A password from this address is being checked. Try again in a moment.');
    checking.add(address);
    try {
      // Counted before the password is checked: a guess costs a place in the count whatever its answer.
      const wait = await o.store.countAttempt(address, o.config);
      if (wait > 0)
        return await tooMany(
          c,
          next,
          wait,
          `Too many wrong passwords from this address. Try again in ${wait >= 60 ? `${Math.ceil(wait / 60)} minutes` : `${wait} seconds`}.`,
        );
      const password = typeof body.password === 'string' ? body.password : '';
      if (!password || !(await o.verifyPassword(password, o.config.passwordHash!))) {
        await logAdminEvent(c, 'login-failed');
        return c.html(loginPage(shop, { next, error: 'That is not the password. Try again.' }), 401);
      }
      await o.store.clearFailures(address);
      await startSession(c);
      await logAdminEvent(c, 'login');
      return c.redirect(next, 303);
    } finally {
      checking.delete(address);
    }
  });

  app.post(`${ADMIN_BASE}/logout`, async (c) => {
    await logAdminEvent(c, 'logout');
    await endSession(c);
    return c.redirect(LOGIN_PATH, 303);
  });

  const home = async (c: Context<AdminEnv>) => {
    const counts = Object.fromEntries(
      await Promise.all(
        REQUEST_STATUSES.map(async (s) => [s, (await o.requests.search({ status: s }, { limit: 0, offset: 0 })).total]),
      ),
    ) as Record<RequestStatus, number>;
    const events = await o.store.events(10);
    const refusals = await o.store.events(5, true);
    const ids = [...new Set([...events, ...refusals].map(requestIdOf).filter((id) => id !== undefined))];
    const named = new Map<string, StoredRequest>();
    for (const id of ids) {
      const r = await o.requests.get(id);
      if (r) named.set(id, r);
    }
    return c.html(
      homePage(shop, {
        csrf: csrfToken(c),
        editor: o.editorPath,
        counts,
        events,
        refusals,
        named,
        timeZone: shop.shop.timeZone,
        mailSetUp: o.mailSetUp !== false,
      }),
    );
  };
  app.get(ADMIN_BASE, home);
  app.get(`${ADMIN_BASE}/`, home);

  app.get(`${ADMIN_BASE}/requests`, async (c) => {
    const { filter, page } = readFilter(c);
    const result = await o.requests.search(filter, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE });
    const pageCount = Math.max(1, Math.ceil(result.total / INBOX_PAGE_SIZE));
    if (page > pageCount) return c.redirect(`${ADMIN_BASE}/requests${inboxQuery(filter, pageCount)}`, 303);
    const changedId = c.req.query('changed');
    const changed = changedId ? await o.requests.get(changedId) : undefined;
    return c.html(
      inboxPage(shop, {
        csrf: csrfToken(c),
        editor: o.editorPath,
        filter,
        page,
        pageCount,
        total: result.total,
        requests: result.requests,
        notice: changed ? { id: changed.id, message: changedWords(changed) } : undefined,
        mailSetUp: o.mailSetUp !== false,
        script: SCRIPT_PATH,
      }),
    );
  });

  app.get(`${ADMIN_BASE}/requests.csv`, async (c) => {
    const { filter } = readFilter(c);
    const { requests } = await o.requests.search(filter, { limit: CSV_LIMIT, offset: 0 });
    // The shop's day: a download at 9 PM in Ohio is named for that day, not for the next one in UTC.
    const day = shopDay(now(), shop.shop.timeZone);
    return c.body(requestsCsv(requests, shop), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="requests-${day}.csv"`,
    });
  });

  app.post(`${ADMIN_BASE}/requests/:id/status`, async (c) => {
    const id = c.req.param('id');
    const body = await c.req.parseBody();
    const status = body.status;
    const json = (c.req.header('accept') ?? '').includes('application/json');
    if (typeof status !== 'string' || !REQUEST_STATUSES.includes(status as RequestStatus))
      return json
        ? c.json({ ok: false, error: `Status must be one of ${REQUEST_STATUSES.join(', ')}` }, 400)
        : c.text(`Status must be one of ${REQUEST_STATUSES.join(', ')}.`, 400);
    const changed = await changeRequestStatus(o.requests, id, status as RequestStatus, o.channels);
    if (!changed) return json ? c.json({ ok: false, error: 'No such request' }, 404) : c.text('No such request.', 404);
    await logAdminEvent(c, 'status-changed', `request ${id}: ${changed.previous} -> ${status}`);
    if (status === 'new' && changed.previous !== 'new') o.onRequeued?.();
    if (json)
      return c.json({ ok: true, id, status, previous: changed.previous, message: changedWords(changed.request) });
    const back = new URL(safeBack(body.back, `${ADMIN_BASE}/requests`), 'http://back.office');
    back.searchParams.set('changed', id);
    // To the request's status menu, where the confirmation is said.
    return c.redirect(safeBack(`${back.pathname}${back.search}`, `${ADMIN_BASE}/requests`) + `#f-${id}`, 303);
  });

  app.get(SCRIPT_PATH, (c) => c.body(INBOX_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));

  for (const [path, sub] of Object.entries(o.mount ?? {})) app.route(`${ADMIN_BASE}${path}`, sub);

  app.all(`${ADMIN_BASE}/*`, (c) =>
    (c.req.header('accept') ?? '').includes('text/html')
      ? c.html(notFoundPage(shop, { csrf: csrfToken(c), editor: o.editorPath }), 404)
      : c.json({ ok: false, error: 'Not found' }, 404),
  );
  return app;
}
