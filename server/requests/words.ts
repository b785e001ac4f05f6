/**
 * A stored request in the owner's words, for the inbox, its CSV and `npm run requests`: the service's name from
 * content/forms.yaml instead of its code, times in the shop's time zone, the form and the e-mail's state in a few
 * words. Nothing here is markup: the pages escape what they show.
 */
import { REQUEST_FORMS, type RequestContent, type RequestFormId } from '../../schema/requests.ts';
import type { RequestStatus, StoredRequest } from './store.ts';

/** How the owner names each form. */
export const FORM_NAMES: Record<RequestFormId, string> = {
  'hero-quote': 'Quote (home page)',
  'service-request': 'Service request (home page)',
  'contact-quote': 'Quote (contact page)',
};

/** What each status means, for the owner (the README says the same). */
export const STATUS_HELP: Record<RequestStatus, string> = {
  new: 'not answered yet',
  contacted: 'you called or wrote back',
  closed: 'done: the job is booked or the customer declined',
  spam: 'caught as spam: never mailed (mark it new to send it)',
};

type Option = { readonly value: string; readonly label: string };

/** The content a request's words come from: the forms' lists, and the specials' titles where the server has them. */
type WordsContent = RequestContent & { specials?: Readonly<Record<string, string>> };

/** The lists a form's fields choose from (a field not named here is typed in by the customer). */
function choicesOf(form: RequestFormId, content: RequestContent): Record<string, readonly Option[]> {
  const f = content.forms[REQUEST_FORMS[form]];
  return 'times' in f ? { service: f.services, preferredTime: f.times } : { service: f.services };
}

/** A code the content no longer lists ("tire-rotation"), read as words ("Tire rotation"). */
const codeWords = (code: string) => {
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A field's value as the owner reads it: a service or a time picked from a list by its name in the form
 * ("engine-repair" is "Engine Repair"), the special the visitor came from by its title, a tick as yes or no,
 * anything typed as typed.
 */
export function valueWords(
  form: RequestFormId,
  key: string,
  value: string | boolean | undefined,
  content: WordsContent,
): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (key === 'special' && value !== '') return content.specials?.[value] ?? codeWords(value);
  const choices = choicesOf(form, content);
  const options = Object.hasOwn(choices, key) ? choices[key] : undefined;
  if (!options || value === '') return value;
  return options.find((o) => o.value === value)?.label ?? codeWords(value);
}

/** The label of each field of a form, as the form shows it. */
export function labelsOf(form: RequestFormId, content: RequestContent): Record<string, string> {
  return { ...content.forms[REQUEST_FORMS[form]].labels };
}

const parts = (date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...options })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );

/** A moment in the shop's time zone, as the owner reads it: "Mon, Nov 23, 2026, 4:05 PM". */
export function shopTime(iso: string, timeZone: string): string {
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

/** The shop's day at a moment, "2026-11-26": in Lebanon, Ohio, 9 PM on the 26th is still the 26th. */
export function shopDay(date: Date, timeZone: string): string {
  const p = parts(date, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${p.year}-${p.month}-${p.day}`;
}

/** A moment in the shop's time zone as a spreadsheet reads it, "2026-11-26 21:05" (empty when there is none). */
export function sheetTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = parts(date, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${shopDay(date, timeZone)} ${p.hour}:${p.minute}`;
}

/** The shop's time zone as people name it: "Eastern Time" (the zone's id where the runtime has no name). */
export function zoneName(timeZone: string, at = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name && !/^GMT/.test(name) ? name : timeZone;
}

/** Where the shop's e-mail of a request stands, in a few words, and what the owner can do about it. */
export interface MailWords {
  /** "e-mailed to you Thu, Nov 26, 2026, 2:41 PM", "not e-mailed: e-mail is not set up". */
  state: string;
  /** Whether it waits only because this server has no e-mail set up (the inbox then says what that means once). */
  notSetUp: boolean;
}

/**
 * The shop's e-mail of a request in words. `mailSetUp` says whether this server can send e-mail at all (SMTP_URL
 * on `npm start`): without it a request waits, safely stored, until it is.
 */
export function mailWords(r: StoredRequest, o: { mailSetUp: boolean; timeZone: string }): MailWords {
  if (r.status === 'spam') return { state: 'not e-mailed: caught as spam', notSetUp: false };
  const mail = r.notifications.find((n) => n.channel === 'shop-mail');
  if (!mail) return { state: 'not e-mailed (this server sends no e-mail)', notSetUp: false };
  if (mail.sentAt) return { state: `e-mailed to you ${shopTime(mail.sentAt, o.timeZone)}`, notSetUp: false };
  if (!o.mailSetUp) return { state: 'not e-mailed yet: e-mail is not set up on this server', notSetUp: true };
  if (!mail.attempts) return { state: 'being e-mailed now', notSetUp: false };
  return {
    state: `not e-mailed yet: the mail server failed ${mail.attempts === 1 ? 'once' : `${mail.attempts} times`}${
      mail.lastError ? ` (${mail.lastError})` : ''
    }; it is tried again by itself`,
    notSetUp: false,
  };
}

/** What "not set up" means and what to do, said once above the requests it concerns: a line, then the rest. */
export const MAIL_NOT_SET_UP = {
  summary: 'E-mail is not set up on this server: requests are kept here, not e-mailed to you.',
  todo:
    'Read and answer them on this page. To get them by e-mail too, whoever runs the server sets SMTP_URL and ' +
    'MAIL_FROM in its .env file and restarts it (the README’s “Quote and service requests” says how); the ' +
    'requests waiting here are e-mailed then.',
};
