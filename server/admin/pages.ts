/**
 * The back office's pages, rendered on the server as plain HTML: they work without JavaScript, load nothing
 * but themselves (and one small script on the inbox), and every value goes through hono/html's escaping, so a
 * customer's markup shows as the text it is.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { REQUEST_FORMS, type RequestFormId } from '../../schema/requests.ts';
import type { ServerContent } from '../requests/content.ts';
import { REQUEST_STATUSES, type RequestFilter, type RequestStatus, type StoredRequest } from '../requests/store.ts';
import {
  FORM_NAMES,
  MAIL_NOT_SET_UP,
  STATUS_HELP,
  labelsOf,
  mailWords,
  shopTime,
  valueWords,
} from '../requests/words.ts';
import { ADMIN_BASE, CSRF_FIELD, LOGIN_PATH } from './guard.ts';
import type { LoggedEvent } from './store.ts';
import { ADMIN_STYLE_ELEMENT } from './style.ts';
import { addressWords, eventWords } from './words.ts';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Requests on one page of the inbox. */
export const INBOX_PAGE_SIZE = 25;

/**
 * The back office's links, on every page past the login: home, the inbox, the editor (where there is one) and
 * log out (a POST with the session's CSRF token: a link or another site cannot log the owner out).
 */
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
    /** The requests the events name, by id. */
    named: ReadonlyMap<string, StoredRequest>;
    timeZone: string;
    mailSetUp: boolean;
  },
): Html {
  return layout(
    { title: 'Back office', shop: content.site.shortName, csrf: p.csrf, current: 'home', editor: p.editor },
    html`<h1>Back office</h1>
      <div class="card">
        <h2>Requests</h2>
        <p>${p.counts.new} new, ${p.counts.contacted} contacted, ${p.counts.closed} closed, ${p.counts.spam} spam.</p>
        ${p.mailSetUp ? '' : mailNote()}
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
        ${eventList(p.events, p.timeZone, p.named)}
      </div>
      ${
        p.refusals.length
          ? html`<div class="card">
              <h2>Refused requests</h2>
              <p>
                Requests from other sites and logins made to wait, counted per address and hour: they changed nothing.
              </p>
              ${eventList(p.refusals, p.timeZone, p.named)}
            </div>`
          : ''
      }`,
  );
}

function eventList(events: LoggedEvent[], timeZone: string, named: ReadonlyMap<string, StoredRequest>): Html {
  return html`<ul class="log">
    ${events.map(
      (e) =>
        html`<li>
          <strong>${eventWords(e, named)}</strong>${e.count > 1 ? html` · ${e.count} times` : ''}
          <span
            >${shopTime(e.at, timeZone)}${e.lastAt && e.count > 1 ? html` to ${shopTime(e.lastAt, timeZone)}` : ''},
            from ${addressWords(e.clientAddress)}</span
          >
        </li>`,
    )}
  </ul>`;
}

/** Why requests are not e-mailed, in a line, and what to do, a tap away. */
const mailNote = () =>
  html`<details class="note">
    <summary>${MAIL_NOT_SET_UP.summary}</summary>
    <p>${MAIL_NOT_SET_UP.todo}</p>
  </details>`;

/** `tel:` address of a phone number as typed (digits, a US number gets +1). */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : phone.trim().startsWith('+') ? `+${digits}` : digits}`;
}

const SHOWN_APART = new Set(['name', 'phone', 'email', 'message', 'consent']);

export function inboxQuery(filter: RequestFilter, page = 1): string {
  const q = new URLSearchParams();
  if (filter.query) q.set('q', filter.query);
  if (filter.status) q.set('status', filter.status);
  if (filter.form) q.set('form', filter.form);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** What the inbox says right after a status change: in the changed request's card, where the owner is looking. */
export interface StatusNotice {
  id: string;
  message: string;
}

function requestCard(
  r: StoredRequest,
  p: { content: ServerContent; csrf: string; back: string; mailSetUp: boolean; notice?: StatusNotice },
): Html {
  const text = (v: string | boolean | undefined) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : (v ?? ''));
  const name = text(r.fields.name) || '(no name)';
  const phone = text(r.fields.phone);
  const email = text(r.fields.email);
  const message = text(r.fields.message);
  const labels = labelsOf(r.form, p.content);
  const others = Object.keys(r.fields).filter((k) => !SHOWN_APART.has(k) && text(r.fields[k]) !== '');
  const headingId = `h-${r.id}`;
  const timeZone = p.content.shop.timeZone;
  const mail = mailWords(r, { mailSetUp: p.mailSetUp, timeZone });
  const saved = p.notice?.id === r.id ? p.notice.message : '';
  return html`<article class="card req" id="r-${r.id}" aria-labelledby="${headingId}">
    <header>
      <h2 id="${headingId}">${name}</h2>
      <span class="badge ${r.status}">${r.status}</span>
    </header>
    <p class="meta">
      <time datetime="${r.createdAt}">${shopTime(r.createdAt, timeZone)}</time> · ${FORM_NAMES[r.form] ?? r.form} ·
      ${mail.notSetUp ? 'not e-mailed: e-mail is not set up (see above)' : mail.state}${
        r.spamReason ? html` · caught as spam because: ${r.spamReason}` : ''
      }
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
            ${text(r.fields.consent)}${r.consentAt ? html` (${shopTime(r.consentAt, timeZone)})` : ''}
          </p>`
        : ''
    }
    ${
      others.length
        ? html`<dl class="fields">
            ${others.map(
              (k) =>
                html`<dt>${labels[k] ?? k}</dt>
                  <dd>${valueWords(r.form, k, r.fields[k], p.content)}</dd>`,
            )}
          </dl>`
        : ''
    }
    <form class="status" id="f-${r.id}" method="post" action="${ADMIN_BASE}/requests/${r.id}/status">
      <input type="hidden" name="${CSRF_FIELD}" value="${p.csrf}" />
      <input type="hidden" name="back" value="${p.back}" />
      <label for="s-${r.id}">Status<span class="visually-hidden"> of the request from ${name}</span></label>
      <select id="s-${r.id}" name="status">
        ${REQUEST_STATUSES.map(
          (s) => html`<option value="${s}" ${s === r.status ? raw('selected') : ''}>${s}: ${STATUS_HELP[s]}</option>`,
        )}
      </select>
      <noscript><button class="button" type="submit">Save</button></noscript>
      <p class="saved" role="status">${saved}</p>
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
    /** The status just changed: said in its card, or above the list when the filter no longer shows it. */
    notice?: StatusNotice;
    mailSetUp: boolean;
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
      ${p.notice && !p.requests.some((r) => r.id === p.notice!.id) ? html`<p class="notice" role="status">${p.notice.message}</p>` : ''}
      ${p.mailSetUp ? '' : mailNote()}
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
      ${p.requests.map((r) => requestCard(r, { content, csrf: p.csrf, back, mailSetUp: p.mailSetUp, notice: p.notice }))}
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

/** A back-office address that leads nowhere: said in words, with the back office's links. */
export function notFoundPage(content: ServerContent, p: { csrf: string; editor?: string }): Html {
  return layout(
    { title: 'Not found', shop: content.site.shortName, csrf: p.csrf, editor: p.editor },
    html`<h1>No such page in the back office</h1>
      <div class="card">
        <p>This address leads nowhere: it may be mistyped, or from an old bookmark.</p>
        <p class="buttons">
          <a class="button" href="${ADMIN_BASE}/requests">Open the requests</a>
          ${p.editor ? html`<a class="button quiet" href="${p.editor}">Edit the site</a>` : ''}
        </p>
      </div>`,
  );
}
