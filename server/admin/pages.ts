/**
 * The back office's pages, rendered on the server as plain HTML: they work without JavaScript, load nothing
 * but themselves (and one small script on the inbox), and every value goes through hono/html's escaping, so a
 * customer's markup shows as the text it is.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { fieldLabels, REQUEST_FORMS, type RequestFormId } from '../../schema/requests.ts';
import type { ServerContent } from '../requests/content.ts';
import { mailState } from '../requests/export.ts';
import { REQUEST_STATUSES, type RequestFilter, type RequestStatus, type StoredRequest } from '../requests/store.ts';
import { ADMIN_BASE, CSRF_FIELD, LOGIN_PATH } from './guard.ts';
import type { LoggedEvent } from './store.ts';
import { ADMIN_STYLE_ELEMENT } from './style.ts';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Requests on one page of the inbox. */
export const INBOX_PAGE_SIZE = 25;

/** What each status means, for the owner (the README says the same). */
const STATUS_HELP: Record<RequestStatus, string> = {
  new: 'not answered yet',
  contacted: 'you called or wrote back',
  closed: 'done: the job is booked or the customer declined',
  spam: 'caught as spam: never mailed (mark it new to send it)',
};

/** How the inbox names each form. */
const FORM_NAMES: Record<RequestFormId, string> = {
  'hero-quote': 'Quote (home page)',
  'service-request': 'Service request (home page)',
  'contact-quote': 'Quote (contact page)',
};

function layout(
  p: { title: string; shop: string; csrf?: string; current?: 'home' | 'requests'; editor?: string; script?: string },
  body: Html,
): Html {
  const nav = p.csrf
    ? html`<nav aria-label="Back office">
        <a href="${ADMIN_BASE}/" ${p.current === 'home' ? raw('aria-current="page"') : ''}>Home</a>
        <a href="${ADMIN_BASE}/requests" ${p.current === 'requests' ? raw('aria-current="page"') : ''}>Requests</a>
        ${p.editor ? html`<a href="${p.editor}">Edit the site</a>` : ''}
        <form method="post" action="${ADMIN_BASE}/logout">
          <input type="hidden" name="${CSRF_FIELD}" value="${p.csrf}" /><button type="submit">Log out</button>
        </form>
      </nav>`
    : '';
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        ${p.csrf ? html`<meta name="csrf-token" content="${p.csrf}" />` : ''}
        <title>${p.title} | ${p.shop} back office</title>
        ${raw(ADMIN_STYLE_ELEMENT)} ${p.script ? html`<script src="${p.script}" defer></script>` : ''}
      </head>
      <body>
        <header class="bar"><span class="brand">${p.shop} back office</span>${nav}</header>
        <main id="main">${body}</main>
      </body>
    </html> `;
}

export function loginPage(content: ServerContent, p: { next?: string; error?: string }): Html {
  return layout(
    { title: 'Log in', shop: content.site.shortName },
    html`<div class="card login">
      <h1>Log in</h1>
      ${p.error ? html`<p class="error" role="alert">${p.error}</p>` : ''}
      <form method="post" action="${LOGIN_PATH}">
        ${p.next ? html`<input type="hidden" name="next" value="${p.next}" />` : ''}
        <input type="text" name="username" value="owner" autocomplete="username" hidden />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required autofocus />
        <button class="button" type="submit">Log in</button>
      </form>
    </div>`,
  );
}

export function homePage(
  content: ServerContent,
  p: {
    csrf: string;
    editor?: string;
    counts: Record<RequestStatus, number>;
    events: LoggedEvent[];
    refusals: LoggedEvent[];
    timeZone: string;
  },
): Html {
  return layout(
    { title: 'Back office', shop: content.site.shortName, csrf: p.csrf, current: 'home', editor: p.editor },
    html`<h1>Back office</h1>
      <div class="card">
        <h2>Requests</h2>
        <p>${p.counts.new} new, ${p.counts.contacted} contacted, ${p.counts.closed} closed, ${p.counts.spam} spam.</p>
        <p class="buttons">
          <a class="button" href="${ADMIN_BASE}/requests?status=new">Open the new requests</a>
          <a class="button quiet" href="${ADMIN_BASE}/requests">All requests</a>
        </p>
      </div>
      ${
        p.editor
          ? html`<div class="card">
              <h2>The site</h2>
              <p><a class="button" href="${p.editor}">Edit the site</a></p>
            </div>`
          : ''
      }
      <div class="card">
        <h2>Recent activity</h2>
        <p>
          Logins, failed logins and changes in the back office, newest first. A failed login you did not make means
          someone is guessing: the server makes them wait.
        </p>
        ${eventList(p.events, p.timeZone)}
      </div>
      ${
        p.refusals.length
          ? html`<div class="card">
              <h2>Refused requests</h2>
              <p>
                Requests from other sites and logins made to wait, counted per address and hour: they changed nothing.
              </p>
              ${eventList(p.refusals, p.timeZone)}
            </div>`
          : ''
      }`,
  );
}

function eventList(events: LoggedEvent[], timeZone: string): Html {
  return html`<ul class="log">
    ${events.map(
      (e) =>
        html`<li>
          <strong>${EVENT_NAMES[e.event] ?? e.event}</strong>${e.detail ? html` (${e.detail})` : ''}${
            e.count > 1 ? html` · ${e.count} times` : ''
          }
          <span
            >${shopTime(e.at, timeZone)}${e.lastAt && e.count > 1 ? html` to ${shopTime(e.lastAt, timeZone)}` : ''},
            from ${e.clientAddress?.replace(/^::ffff:/, '') ?? 'an unknown address'}</span
          >
        </li>`,
    )}
  </ul>`;
}

/** A moment in the shop's time zone, as the owner reads it: "Mon, Nov 23, 2026, 4:05 PM". */
function shopTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** `tel:` address of a phone number as typed (digits, a US number gets +1). */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : phone.trim().startsWith('+') ? `+${digits}` : digits}`;
}

const SHOWN_APART = new Set(['name', 'phone', 'email', 'message', 'consent']);

/** The log's event names in the owner's words. */
const EVENT_NAMES: Record<string, string> = {
  login: 'Logged in',
  'login-failed': 'Wrong password',
  'login-throttled': 'Wrong passwords: made to wait',
  logout: 'Logged out',
  'status-changed': 'Status changed',
  'refused-cross-site': 'Refused a request from another site',
  'refused-csrf': 'Refused an out-of-date form',
};

export function inboxQuery(filter: RequestFilter, page = 1): string {
  const q = new URLSearchParams();
  if (filter.query) q.set('q', filter.query);
  if (filter.status) q.set('status', filter.status);
  if (filter.form) q.set('form', filter.form);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

function requestCard(r: StoredRequest, p: { content: ServerContent; csrf: string; back: string }): Html {
  const text = (v: string | boolean | undefined) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : (v ?? ''));
  const name = text(r.fields.name) || '(no name)';
  const phone = text(r.fields.phone);
  const email = text(r.fields.email);
  const message = text(r.fields.message);
  const labels = fieldLabels(r.form, p.content);
  const others = Object.keys(r.fields).filter((k) => !SHOWN_APART.has(k));
  const headingId = `h-${r.id}`;
  return html`<article class="card req" id="r-${r.id}" aria-labelledby="${headingId}">
    <header>
      <h2 id="${headingId}">${name}</h2>
      <span class="badge ${r.status}">${r.status}</span>
    </header>
    <p class="meta">
      <time datetime="${r.createdAt}">${shopTime(r.createdAt, p.content.shop.timeZone)}</time> ·
      ${FORM_NAMES[r.form] ?? r.form} · mail:
      ${mailState(r)}${r.spamReason ? html` · spam because: ${r.spamReason}` : ''}
    </p>
    ${
      phone || email
        ? html`<p class="contact">
            ${phone ? html`<a href="${telHref(phone)}">Call ${phone}</a>` : ''}${email ? html`<a href="mailto:${email}">${email}</a>` : ''}
          </p>`
        : ''
    }
    ${message ? html`<p class="message">${message}</p>` : ''}
    ${
      r.fields.consent !== undefined
        ? html`<p class="meta">
            Agreed to be contacted:
            ${text(r.fields.consent)}${r.consentAt ? html` (${shopTime(r.consentAt, p.content.shop.timeZone)})` : ''}
          </p>`
        : ''
    }
    ${
      others.length
        ? html`<dl class="fields">
            ${others.map(
              (k) =>
                html`<dt>${labels[k] ?? k}</dt>
                  <dd>${text(r.fields[k])}</dd>`,
            )}
          </dl>`
        : ''
    }
    <form class="status" method="post" action="${ADMIN_BASE}/requests/${r.id}/status">
      <input type="hidden" name="${CSRF_FIELD}" value="${p.csrf}" />
      <input type="hidden" name="back" value="${p.back}" />
      <label for="s-${r.id}">Status<span class="visually-hidden"> of the request from ${name}</span></label>
      <select id="s-${r.id}" name="status">
        ${REQUEST_STATUSES.map(
          (s) => html`<option value="${s}" ${s === r.status ? raw('selected') : ''}>${s}: ${STATUS_HELP[s]}</option>`,
        )}
      </select>
      <button class="button" type="submit">Save</button>
    </form>
  </article>`;
}

export function inboxPage(
  content: ServerContent,
  p: {
    csrf: string;
    editor?: string;
    filter: RequestFilter;
    page: number;
    pageCount: number;
    total: number;
    requests: StoredRequest[];
    notice?: string;
    script: string;
  },
): Html {
  const back = `${ADMIN_BASE}/requests${inboxQuery(p.filter, p.page)}`;
  const option = (value: string, label: string, current: string | undefined) =>
    html`<option value="${value}" ${value === (current ?? '') ? raw('selected') : ''}>${label}</option>`;
  const shown = p.requests.length;
  const first = (p.page - 1) * INBOX_PAGE_SIZE + 1;
  return layout(
    {
      title: 'Requests',
      shop: content.site.shortName,
      csrf: p.csrf,
      current: 'requests',
      editor: p.editor,
      script: p.script,
    },
    html`<h1>Requests</h1>
      ${p.notice ? html`<p class="notice" role="status">${p.notice}</p>` : ''}
      <form class="card filters" method="get" action="${ADMIN_BASE}/requests" role="search">
        <div>
          <label for="q">Name, phone or e-mail</label
          ><input id="q" name="q" type="search" value="${p.filter.query ?? ''}" />
        </div>
        <div>
          <label for="status">Status</label
          ><select id="status" name="status">
            ${option('', 'Any status', p.filter.status)}${REQUEST_STATUSES.map((s) => option(s, s, p.filter.status))}
          </select>
        </div>
        <div>
          <label for="form">Form</label
          ><select id="form" name="form">
            ${option('', 'Any form', p.filter.form)}${(Object.keys(REQUEST_FORMS) as RequestFormId[]).map((f) => option(f, FORM_NAMES[f], p.filter.form))}
          </select>
        </div>
        <div class="actions">
          <button class="button" type="submit">Show</button
          >${p.filter.query || p.filter.status || p.filter.form ? html`<a class="button quiet" href="${ADMIN_BASE}/requests">Clear</a>` : ''}
        </div>
      </form>
      <div class="summary">
        <p>
          ${p.total === 0 ? 'No requests match.' : html`${p.total.toLocaleString('en-US')} ${p.total === 1 ? 'request' : 'requests'}${p.pageCount > 1 ? html`, ${first.toLocaleString('en-US')}-${(first + shown - 1).toLocaleString('en-US')} shown` : ''}, newest first.`}
        </p>
        ${p.total ? html`<a class="button quiet" href="${ADMIN_BASE}/requests.csv${inboxQuery(p.filter)}" download>Download ${p.total === 1 ? 'it' : `these ${p.total.toLocaleString('en-US')}`} as CSV</a>` : ''}
      </div>
      ${p.requests.map((r) => requestCard(r, { content, csrf: p.csrf, back }))}
      ${
        p.pageCount > 1
          ? html`<nav class="pages" aria-label="Pages">
              ${p.page > 1 ? html`<a class="button quiet" href="${ADMIN_BASE}/requests${inboxQuery(p.filter, p.page - 1)}" rel="prev">Newer</a>` : html`<span></span>`}
              <span>Page ${p.page} of ${p.pageCount}</span>
              ${p.page < p.pageCount ? html`<a class="button quiet" href="${ADMIN_BASE}/requests${inboxQuery(p.filter, p.page + 1)}" rel="next">Older</a>` : html`<span></span>`}
            </nav>`
          : ''
      }`,
  );
}
