import type { StoredRequest } from './store.ts';

/** The shop-mail notification's state in a few words: sent, waiting (and why), or not configured. */
export function mailState(r: StoredRequest): string {
  if (r.status === 'spam') return 'not sent (spam)';
  const mail = r.notifications.find((n) => n.channel === 'shop-mail');
  if (!mail) return 'none';
  if (mail.sentAt) return `mailed ${mail.sentAt}`;
  if (!mail.attempts) return 'waiting';
  return `retrying (${mail.attempts} attempts${mail.lastError ? `: ${mail.lastError}` : ''})`;
}

/** Plainly a number (-5, +2.75, 1,250.00) or a phone number (+1 (513) 555-0100): a spreadsheet can only add them. */
const plainNumber = /^[+-]?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;
const phoneNumber = /^\+?(?=(?:\D*\d){7,15}\D*$)\(?\d[\d ().-]*$/;

/**
 * What a spreadsheet may run as a formula (OWASP "CSV injection"): a cell that starts with =, +, -, @, tab or
 * CR, also after leading whitespace. A cell that already starts with an apostrophe counts too, so that exactly
 * one leading apostrophe is ever the export's own.
 */
const formulaStart = /^[\t\r']|^\s*[=+\-@]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell that could
 * start a formula gets a leading apostrophe, unless it is plainly a number or a phone number.
 */
export function csvCell(value: string): string {
  const guarded = formulaStart.test(value) && !plainNumber.test(value) && !phoneNumber.test(value);
  const safe = guarded ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every request as CSV: a header row, then one row each, CRLF line ends; one column per field name seen. */
export function requestsCsv(requests: readonly StoredRequest[]): string {
  const fieldNames: string[] = [];
  for (const r of requests) for (const k of Object.keys(r.fields)) if (!fieldNames.includes(k)) fieldNames.push(k);
  const header = [
    'id',
    'created_at',
    'form',
    'status',
    'spam_reason',
    ...fieldNames,
    'consent_text',
    'consent_at',
    'mail_sent_at',
    'mail_attempts',
    'mail_last_error',
  ];
  const rows = requests.map((r) => {
    const mail = r.notifications.find((n) => n.channel === 'shop-mail');
    const field = (k: string) => {
      const v = r.fields[k];
      return v === undefined ? '' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : v;
    };
    return [
      r.id,
      r.createdAt,
      r.form,
      r.status,
      r.spamReason ?? '',
      ...fieldNames.map(field),
      r.consentText ?? '',
      r.consentAt ?? '',
      mail?.sentAt ?? '',
      String(mail?.attempts ?? ''),
      mail?.lastError ?? '',
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A plain table for a terminal: newest first as given, long values cut. */
export function requestsTable(requests: readonly StoredRequest[]): string {
  if (!requests.length) return 'No requests yet.\n';
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).padEnd(n);
  const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ') : '');
  const lines = [
    `${cut('ID', 18)} ${cut('RECEIVED (UTC)', 17)} ${cut('FORM', 15)} ${cut('STATUS', 9)} ${cut('NAME', 20)} ${cut('PHONE', 16)} ${cut('EMAIL', 26)} MAIL`,
  ];
  for (const r of requests)
    lines.push(
      `${cut(r.id, 18)} ${cut(r.createdAt.slice(0, 16).replace('T', ' '), 17)} ${cut(r.form, 15)} ${cut(r.status, 9)} ${cut(text(r.fields.name), 20)} ${cut(text(r.fields.phone), 16)} ${cut(text(r.fields.email), 26)} ${mailState(r)}`,
    );
  return lines.join('\n') + '\n';
}
