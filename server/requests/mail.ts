import { REQUEST_FORMS, fieldLabels } from '../../schema/requests.ts';
import type { ServerContent } from './content.ts';
import type { StoredRequest } from './store.ts';
import { valueWords } from './words.ts';

// Control characters (and Unicode line separators) are exactly what must not reach a header or a body line.
// eslint-disable-next-line no-control-regex
const HEADER_BREAKS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const BODY_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/g;

/** A header value on one line: no CR, LF or other control character can start a header of its own. */
export function oneLine(value: string, max = 200): string {
  return value.replace(HEADER_BREAKS, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** A field value in a plain-text body: line breaks kept (indented under the label), other control characters dropped. */
export function bodyValue(value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value.replace(/\r\n?/g, '\n').replace(BODY_CONTROLS, '').split('\n').join('\n    ');
}

/** "Sunday, November 22, 2026, 9:41 AM EST" in the shop's time zone. */
function shopTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
}

function domainOf(url: string): string {
  return new URL(url).hostname;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** The same for every attempt of the same mail, so a mail client shows a rare duplicate as one message. */
  messageId: string;
}

/** Every field of a request as "Label: value" lines, in the form's order. */
function fieldLines(request: StoredRequest, content: ServerContent): string[] {
  const labels = fieldLabels(request.form, content);
  return Object.entries(request.fields)
    .filter(([k, v]) => v !== '' && v !== undefined && !(k === 'consent' && request.consentText))
    .map(
      ([key, value]) =>
        `${oneLine(labels[key] ?? key, 80)}: ${bodyValue(valueWords(request.form, key, value, content))}`,
    );
}

/** The shop's copy of a request: every field in plain text; Reply-To the customer when they gave an e-mail. */
export function shopMail(
  request: StoredRequest,
  content: ServerContent,
  addresses: { from: string; to: string },
): MailMessage {
  const form = content.forms[REQUEST_FORMS[request.form]];
  const name = typeof request.fields.name === 'string' ? request.fields.name : '';
  const email = typeof request.fields.email === 'string' ? request.fields.email : '';
  const lines = [
    `New request from the website form "${form.title}".`,
    `Received: ${shopTime(request.createdAt, content.shop.timeZone)}`,
    `Request: ${request.id}`,
    '',
    ...fieldLines(request, content),
  ];
  if (request.consentText && request.consentAt)
    lines.push('', `Consent given ${shopTime(request.consentAt, content.shop.timeZone)} to: "${request.consentText}"`);
  lines.push(
    '',
    email ? 'Reply to this e-mail to answer the customer directly.' : 'The customer gave no e-mail address: call them.',
    `When done: npm run requests -- --mark ${request.id} contacted`,
  );
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: email ? { name: oneLine(name, 100), address: oneLine(email, 254) } : undefined,
    subject: oneLine(`${form.title}: ${name || 'new request'}`),
    text: lines.join('\n') + '\n',
    messageId: `<${request.id}.shop@${domainOf(content.site.url)}>`,
  };
}

/** The customer's confirmation: what they sent and how the shop will answer. */
export function confirmationMail(
  request: StoredRequest,
  content: ServerContent,
  from: string,
): MailMessage | undefined {
  const email = typeof request.fields.email === 'string' ? request.fields.email : '';
  if (!email) return undefined;
  const lines = [
    `Thank you for your request to ${content.site.name}. We have received it and will contact you soon.`,
    `For anything urgent, call us at ${content.site.phone}.`,
    '',
    'What you sent us:',
    ...fieldLines(request, content),
  ];
  return {
    from,
    to: oneLine(email, 254),
    replyTo: { name: content.site.name, address: content.site.email },
    subject: oneLine(`We received your request - ${content.site.shortName}`),
    text: lines.join('\n') + '\n',
    messageId: `<${request.id}.confirmation@${domainOf(content.site.url)}>`,
  };
}

/** What a webhook receives: the request as stored, without the outbox's bookkeeping. */
export function webhookPayload(request: StoredRequest, content: ServerContent) {
  return {
    id: request.id,
    form: request.form,
    formTitle: content.forms[REQUEST_FORMS[request.form]].title,
    createdAt: request.createdAt,
    fields: request.fields,
    labels: fieldLabels(request.form, content),
    consent: request.consentText ? { text: request.consentText, givenAt: request.consentAt } : null,
  };
}
