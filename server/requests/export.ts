import type { RequestContent } from '../../schema/requests.ts';
import type { StoredRequest } from './store.ts';
import { FORM_NAMES, labelsOf, mailWords, sheetTime, valueWords, zoneName } from './words.ts';

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

/** Columns the form labels with a sentence: the consent box's label is the whole consent. */
const CSV_LABELS: Record<string, string> = { consent: 'Agreed to be contacted' };

/**
 * Every request as CSV for a spreadsheet: a header row in words, then one row each, CRLF line ends. Times are the
 * shop's ("2026-11-26 21:05", its zone named in the header), a service is named as the form names it, one column
 * per field seen (headed by the form's label), the request's id last (for `npm run requests -- --mark`).
 */
export function requestsCsv(requests: readonly StoredRequest[], content: RequestContent): string {
  const zone = content.shop.timeZone;
  const inZone = (what: string) => `${what} (${zoneName(zone)})`;
  const fields: { key: string; label: string }[] = [];
  for (const r of requests) {
    const labels = labelsOf(r.form, content);
    for (const key of Object.keys(r.fields))
      if (!fields.some((f) => f.key === key)) fields.push({ key, label: CSV_LABELS[key] ?? labels[key] ?? key });
  }
  // Two fields the forms label alike keep apart by their names.
  const header = fields.map(({ key, label }) =>
    fields.filter((f) => f.label === label).length > 1 ? `${label} (${key})` : label,
  );
  const rows = requests.map((r) => {
    const mail = r.notifications.find((n) => n.channel === 'shop-mail');
    return [
      sheetTime(r.createdAt, zone),
      r.status,
      FORM_NAMES[r.form] ?? r.form,
      ...fields.map(({ key }) => valueWords(r.form, key, r.fields[key], content)),
      r.spamReason ?? '',
      r.consentText ?? '',
      sheetTime(r.consentAt, zone),
      sheetTime(mail?.sentAt, zone),
      String(mail?.attempts ?? ''),
      mail?.lastError ?? '',
      r.id,
    ];
  });
  const head = [
    inZone('Received'),
    'Status',
    'Form',
    ...header,
    'Why it was caught as spam',
    'Agreed to be contacted with these words',
    inZone('Agreed at'),
    inZone('E-mailed to you'),
    'E-mail attempts',
    'Last e-mail problem',
    'Request id',
  ];
  return [head, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A plain table for a terminal (`npm run requests`): newest first as given, long values cut, times in the shop's
 * time zone, the service by its name, the e-mail's state in words.
 */
export function requestsTable(
  requests: readonly StoredRequest[],
  o: { content: RequestContent; mailSetUp: boolean },
): string {
  if (!requests.length) return 'No requests yet.\n';
  const zone = o.content.shop.timeZone;
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).padEnd(n);
  const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ') : '');
  const received = `RECEIVED (${zoneName(zone).toUpperCase()})`;
  const lines = [
    `${cut('ID', 18)} ${cut(received, received.length)} ${cut('STATUS', 9)} ${cut('NAME', 20)} ${cut('PHONE', 16)} ${cut('EMAIL', 26)} ${cut('SERVICE', 20)} ${cut('FORM', 20)} E-MAIL`,
  ];
  for (const r of requests)
    lines.push(
      `${cut(r.id, 18)} ${cut(sheetTime(r.createdAt, zone), received.length)} ${cut(r.status, 9)} ${cut(text(r.fields.name), 20)} ${cut(text(r.fields.phone), 16)} ${cut(text(r.fields.email), 26)} ${cut(text(valueWords(r.form, 'service', r.fields.service, o.content)), 20)} ${cut(FORM_NAMES[r.form] ?? r.form, 20)} ${mailWords(r, { mailSetUp: o.mailSetUp, timeZone: zone }).state}`,
    );
  return lines.join('\n') + '\n';
}
