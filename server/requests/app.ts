/**
 * The request endpoint as a web-standard handler (Hono): `POST /api/requests/<form>`. The wire format is
 * described in schema/requests.ts. A valid request is stored before anything is answered; spam is stored
 * with status spam, never notified, and answered exactly like a success.
 */
import { Hono, type Context } from 'hono';
import {
  MAX_BODY_BYTES,
  consentText,
  fieldErrors,
  isRequestFormId,
  requestFields,
  requestSchema,
  thankYouLocation,
  type RequestFormId,
} from '../../schema/requests.ts';
import { anchor } from '../../schema/anchors.ts';
import { fixedPath } from '../../schema/routes.ts';
import type { RequestsConfig } from './config.ts';
import type { ServerContent } from './content.ts';
import { errorPage, problemsPage, REQUEST_PAGES_CSP } from './pages.ts';
import { spamRule } from './spam.ts';
import type { Channel, RequestStore } from './store.ts';

export interface RequestsAppOptions {
  store: RequestStore;
  content: ServerContent;
  config: Pick<
    RequestsConfig,
    'minFillMs' | 'rateLimit' | 'rateWindowMs' | 'maxLinks' | 'webhookUrl' | 'confirmationEmails'
  >;
  /** The client's address, from the connection (never from a header any client can set). */
  clientAddress: (c: Context) => string | undefined;
  /** Who must hear of a valid, not-spam request (the channels this host can deliver). */
  channels?: (fields: Record<string, string | boolean>) => Channel[];
  /** Called after a request that must be notified was stored (start the outbox). */
  onStored?: (c: Context) => void;
  /** Headers for every answer (the site's security headers). */
  headers?: Record<string, string>;
  now?: () => number;
}

type BodyKind = 'form' | 'json';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === FORM_TYPE ? 'form' : type === JSON_TYPE ? 'json' : undefined;
}

/** The body as text, or undefined when it is longer than `max` bytes (read no further than that). */
async function readLimited(request: Request, max: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > max) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** A urlencoded body as an object: the first value of each name. */
function formObject(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(body)) if (!Object.hasOwn(out, k)) out[k] = v;
  return out;
}

/** Who must hear of a stored, not-spam request. */
export function channelsFor(
  fields: Record<string, string | boolean>,
  config: Pick<RequestsConfig, 'webhookUrl' | 'confirmationEmails'>,
): Channel[] {
  const channels: Channel[] = ['shop-mail'];
  if (config.webhookUrl) channels.push('webhook');
  if (config.confirmationEmails && typeof fields.email === 'string' && fields.email) channels.push('confirmation');
  return channels;
}

/**
 * How long the same form with the same fields, sent without an idempotency key, counts as a repeat: a visitor
 * without JavaScript who clicks Send twice, or sends the form again from the back button, makes one request.
 */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The idempotency key of a post that brought none (a form posted without JavaScript cannot make one): a hash of
 * the form, its fields and the ten minutes it falls in. Web Crypto, so that it runs on every host.
 */
async function repeatKey(form: RequestFormId, fields: Record<string, unknown>, at: number): Promise<string> {
  const sorted = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]]);
  const text = JSON.stringify([form, sorted, Math.floor(at / REPEAT_WINDOW_MS)]);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `repeat-${Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Where each form is on the site. */
const FORM_PLACE: Record<RequestFormId, string> = {
  'hero-quote': fixedPath('home'),
  'service-request': `${fixedPath('home')}#${anchor.serviceRequest}`,
  'contact-quote': `${fixedPath('contact')}#${anchor.quote}`,
};

/** Where "go back" leads: the page the form was on when the browser says so, else the form's own page. */
function backLink(c: Context, form: RequestFormId): string {
  const fallback = FORM_PLACE[form];
  const referer = c.req.header('referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.host === new URL(c.req.url).host ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}

export function createRequestsApp(o: RequestsAppOptions): Hono {
  const app = new Hono();
  const now = o.now ?? Date.now;
  const headers = o.headers ?? {};

  app.use('*', async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(headers)) if (!c.res.headers.has(k)) c.res.headers.set(k, v);
    c.res.headers.set('Cache-Control', 'no-store');
    // The pages a form without script is answered with carry their own stylesheet, allowed by its hash.
    if (c.res.headers.get('Content-Type')?.startsWith('text/html') && c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', REQUEST_PAGES_CSP);
  });

  app.all('/api/requests/:form', async (c) => {
    const form = c.req.param('form');
    if (!isRequestFormId(form)) return c.json({ ok: false, error: `No form called "${form}"` }, 404);
    if (c.req.method !== 'POST') return c.json({ ok: false, error: 'Send the form with POST' }, 405, { Allow: 'POST' });
    const kind = bodyKind(c.req.header('content-type'));
    if (!kind)
      return c.json({ ok: false, error: `Send ${FORM_TYPE} or ${JSON_TYPE}` }, 415, {
        Accept: `${FORM_TYPE}, ${JSON_TYPE}`,
      });
    const text = await readLimited(c.req.raw, MAX_BODY_BYTES);
    if (text === undefined) {
      const error = `The request is larger than ${MAX_BODY_BYTES / 1024} KB`;
      return kind === 'form'
        ? c.html(
            errorPage(o.content, { title: 'Your request is too long', message: error, back: backLink(c, form) }),
            413,
          )
        : c.json({ ok: false, error }, 413);
    }

    let body: unknown;
    if (kind === 'form') body = formObject(text);
    else {
      try {
        body = JSON.parse(text);
      } catch {
        return c.json({ ok: false, error: 'The body is not valid JSON' }, 400);
      }
      if (!body || typeof body !== 'object' || Array.isArray(body))
        return c.json({ ok: false, error: 'The body must be a JSON object' }, 400);
    }

    const at = now();
    const parsed = requestSchema(form, o.content, () => new Date(at)).safeParse(body);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return kind === 'form'
        ? c.html(problemsPage(o.content, form, errors, backLink(c, form)), 422)
        : c.json({ ok: false, errors }, 422);
    }

    const values = parsed.data;
    const fields = requestFields(values);
    const address = o.clientAddress(c);
    const recent = address ? await o.store.countFrom(address, at - o.config.rateWindowMs) : 0;
    const spam = spamRule(
      {
        website: values.website,
        startedAt: values.startedAt,
        fields,
        secFetchSite: c.req.header('sec-fetch-site') ?? null,
        origin: c.req.header('origin') ?? null,
        host: new URL(c.req.url).host,
        recentFromAddress: recent,
      },
      o.config,
      at,
    );
    const stored = await o.store.insert({
      form,
      fields,
      consent: form === 'contact-quote' ? { text: consentText(o.content), at: new Date(at).toISOString() } : undefined,
      spamReason: spam,
      clientAddress: address,
      idempotencyKey: values.idempotencyKey ?? (await repeatKey(form, fields, at)),
      channels: spam ? [] : (o.channels ?? ((f) => channelsFor(f, o.config)))(fields),
    });
    if (stored.created && !spam) o.onStored?.(c);

    return kind === 'form' ? c.redirect(thankYouLocation(form), 303) : c.json({ ok: true, id: stored.id }, 201);
  });

  app.all('*', (c) => c.json({ ok: false, error: 'Not found' }, 404));

  app.onError((error, c) => {
    console.error(
      `Request endpoint failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    const native = bodyKind(c.req.header('content-type')) === 'form';
    return native
      ? c.html(
          errorPage(o.content, {
            title: 'Your request could not be sent',
            message: `Something went wrong on our side and your request was not saved. Please try again in a moment, or call us at ${o.content.site.phone}.`,
            back: '/',
          }),
          500,
        )
      : c.json({ ok: false, error: 'The request could not be stored' }, 500);
  });

  return app;
}
