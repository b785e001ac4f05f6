/**
 * The request contract: what the three forms send and what the server accepts, with the messages of
 * content/forms.yaml. The browser forms and the server build their rules from the same factories below.
 *
 * Endpoint: `POST /api/requests/<form>`, form one of `hero-quote`, `service-request`, `contact-quote`
 * (REQUEST_FORMS maps them to their keys in content/forms.yaml). Field names are the keys of each schema.
 *
 * Request bodies (at most MAX_BODY_BYTES):
 * - `application/x-www-form-urlencoded`: a native `<form method="post">`. Every value is a string; a checkbox
 *   that is checked sends "on", an unchecked one sends nothing. The answer is for a person:
 *   - valid (or judged spam): `303 See Other`, `Location: /thank-you?form=<form>`;
 *   - invalid: `422` with an HTML page that names each problem with the form's messages and links back.
 * - `application/json` (a script): one object with the same field names; `consent` may be `true`, `startedAt`
 *   a number. The answer is JSON:
 *   - `201 { "ok": true, "id": "<request id>" }`: stored (spam is answered the same way); a repeat with the same
 *     `idempotencyKey` for the same form gets the same answer with the same id and stores nothing new;
 *   - `422 { "ok": false, "errors": { "<field>": "<message>" } }`: the first problem of each field, worded as
 *     in content/forms.yaml (show them under the fields);
 *   - `400 { "ok": false, "error": "..." }`: the body is not a JSON object.
 * Either kind, before validation: unknown form `404`, another method than POST `405` (with `Allow: POST`),
 * another content type `415`, a longer body `413`; none of them stores anything. A `5xx` or a network error
 * means nothing may have been stored: show the form's failure message and keep the fields.
 *
 * Fields every form may send besides its own (META_FIELDS):
 * - `website`: a honeypot, an input hidden from people; anything in it marks the request as spam.
 * - `startedAt`: milliseconds since 1970 (`Date.now()`) when the visitor started the form, set by script.
 *   Absent counts as neutral (visitors without JavaScript); sent too soon before the submission marks spam.
 * - `idempotencyKey`: 8-128 characters of `A-Z a-z 0-9 _ -` (a `crypto.randomUUID()` made once per filled-in
 *   form and kept across retries): a double click or a resubmit creates one request. A post without one (a form
 *   sent without JavaScript) gets one made of the form, its fields and the ten minutes it falls in: the same
 *   fields sent again in that time (a second click, the back button) are the same request.
 * The contact form also takes `special`, the slug of a current special (from `?special=<slug>`).
 */
import { z } from 'zod';
import type { Forms } from './forms.ts';
import type { OpeningHours } from './site.ts';
import type { ZoneOffsets } from './zone-offsets.ts';
import { checkPreferredDate } from './shop-days.ts';
import { fixedPath } from './routes.ts';

/** The forms that post requests: their address segment and their key in content/forms.yaml. */
export const REQUEST_FORMS = {
  'hero-quote': 'heroQuote',
  'service-request': 'serviceRequest',
  'contact-quote': 'contactQuote',
} as const satisfies Record<string, keyof Forms>;
export type RequestFormId = keyof typeof REQUEST_FORMS;

export function isRequestFormId(value: string): value is RequestFormId {
  return Object.hasOwn(REQUEST_FORMS, value);
}

const REQUESTS_API_PATH = '/api/requests';
/** The `action` of a form and the address its script posts to. */
export function requestAction(form: RequestFormId): string {
  return `${REQUESTS_API_PATH}/${form}`;
}

/** The pre-rendered page a native post lands on after its request was accepted. */
const THANK_YOU_PATH = fixedPath('thank-you');
export function thankYouLocation(form: RequestFormId): string {
  return `${THANK_YOU_PATH}?form=${form}`;
}

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The fields every form may post besides its own (see the module comment). */
const META_FIELDS = { honeypot: 'website', startedAt: 'startedAt', idempotencyKey: 'idempotencyKey' } as const;

/** Longest value of a one-line field, of an e-mail address, of a message. */
const TEXT_MAX = 200;
const EMAIL_MAX = 254;
const MESSAGE_MAX = 2000;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The shop's calendar: what a preferred date is checked against. */
export interface ShopCalendar {
  hours: readonly OpeningHours[];
  timeZone: string;
  /** The zone's offsets, in the browser: its clock then needs no Intl (schema/zone-offsets.ts). */
  zoneOffsets?: ZoneOffsets;
}

/** Everything the rules of all three forms are built from. */
export interface RequestContent {
  forms: Pick<Forms, 'heroQuote' | 'serviceRequest' | 'contactQuote'>;
  shop: ShopCalendar;
}

type Choice = { value: string };

/** Text of at least `min` characters once trimmed; a missing field reads as empty. */
function requiredText(min: number, message: string, tooLong: string, max = TEXT_MAX) {
  return z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: tooLong }).prefault('');
}

/** Optional text: empty when left out. */
function optionalText(tooLong: string, max = TEXT_MAX) {
  return z.string({ error: tooLong }).trim().max(max, { error: tooLong }).prefault('');
}

function isEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

function email(message: string, tooLong: string, required: boolean) {
  return z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX, { error: tooLong })
    .refine((v) => (required || v !== '' ? isEmail(v) : true), { error: message })
    .prefault('');
}

/** One of the form's options; `allowEmpty` lets the empty "Select a service" stand for none. */
function choice(options: readonly Choice[], message: string, allowEmpty: boolean) {
  const values = new Set(options.map((o) => o.value));
  return z
    .string({ error: message })
    .refine((v) => (v === '' ? allowEmpty : values.has(v)), { error: message })
    .prefault('');
}

/**
 * The fields every form may send besides its own. `failure` words the one problem a person cannot cause (a
 * malformed idempotency key from a broken script).
 */
function requestMetaShape(failure: string) {
  return {
    website: z
      .unknown()
      .optional()
      .transform((v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v))),
    startedAt: z
      .union([z.number(), z.string()])
      .optional()
      .catch(undefined)
      .transform((v) => {
        if (v === undefined || v === '') return undefined;
        const n = Number(v);
        return Number.isFinite(n) ? n : undefined;
      }),
    idempotencyKey: z
      .string({ error: failure })
      .regex(IDEMPOTENCY_KEY, { error: failure })
      .optional()
      .or(z.literal('').transform(() => undefined)),
  };
}
export type RequestMeta = z.output<z.ZodObject<ReturnType<typeof requestMetaShape>>>;

// ---- home hero quote form ----------------------------------------------------------------------------------

export type HeroQuoteContent = Forms['heroQuote'];

/** The visible fields of the hero quote form: all required (name and phone of a minimum length, a valid email, a listed service). */
function heroQuoteFields(form: Pick<HeroQuoteContent, 'messages' | 'limits' | 'services'>) {
  const { messages: m, limits } = form;
  return z.object({
    name: requiredText(limits.nameMin, m.name, m.tooLong),
    email: email(m.email, m.tooLong, true),
    phone: requiredText(limits.phoneMin, m.phone, m.tooLong),
    service: choice(form.services, m.service, false),
  });
}

/** The hero quote form as posted: its fields and the meta fields. */
export function heroQuoteSchema(form: Pick<HeroQuoteContent, 'messages' | 'limits' | 'services'>) {
  return heroQuoteFields(form).extend(requestMetaShape(form.messages.failure));
}

// ---- home service-request form -----------------------------------------------------------------------------

export type ServiceRequestContent = Forms['serviceRequest'];

/**
 * The visible fields of the home service-request form: name, phone and a valid email required; vehicle,
 * service, date, time and message optional. A preferred date must be today or later in the shop's time zone
 * and on a day the shop opens; `now` is read at each validation.
 */
function serviceRequestFields(
  form: Pick<ServiceRequestContent, 'messages' | 'limits' | 'services' | 'times'>,
  shop: ShopCalendar,
  now: () => Date = () => new Date(),
) {
  const { messages: m, limits } = form;
  const dateMessages = { invalid: m.preferredDate, past: m.datePast, closed: m.dateClosed } as const;
  return z.object({
    name: requiredText(limits.nameMin, m.name, m.tooLong),
    phone: requiredText(limits.phoneMin, m.phone, m.tooLong),
    email: email(m.email, m.tooLong, true),
    vehicleYear: optionalText(m.tooLong),
    vehicleMake: optionalText(m.tooLong),
    vehicleModel: optionalText(m.tooLong),
    service: choice(form.services, m.service, true),
    preferredDate: z
      .string({ error: m.preferredDate })
      .trim()
      .superRefine((value, ctx) => {
        if (value === '') return;
        const verdict = checkPreferredDate(value, shop, now());
        if (verdict !== 'ok') ctx.addIssue({ code: 'custom', message: dateMessages[verdict] });
      })
      .prefault(''),
    preferredTime: choice(form.times, m.preferredTime, false),
    message: optionalText(m.tooLong, MESSAGE_MAX),
  });
}

/** @public Used by the forms through their lazily loaded sender. */
export function serviceRequestSchema(
  form: Pick<ServiceRequestContent, 'messages' | 'limits' | 'services' | 'times'>,
  shop: ShopCalendar,
  now: () => Date = () => new Date(),
) {
  return serviceRequestFields(form, shop, now).extend(requestMetaShape(form.messages.failure));
}

// ---- contact quote form ------------------------------------------------------------------------------------

export type ContactQuoteContent = Forms['contactQuote'];

/** A checked box as a native post ("on") or a script (`true`) sends it. */
function consentGiven(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true' || value === '1' || value === 'yes';
}

/**
 * The visible fields of the contact quote form: name and phone required, email optional but valid when
 * given, service and message optional, consent required; `special` is the slug of the special the visitor
 * came from (anything else reads as none).
 */
function contactQuoteFields(form: Pick<ContactQuoteContent, 'messages' | 'limits' | 'services' | 'consentRequired'>) {
  const { messages: m, limits } = form;
  return z.object({
    name: requiredText(limits.nameMin, m.name, m.tooLong),
    phone: requiredText(limits.phoneMin, m.phone, m.tooLong),
    email: email(m.email, m.tooLong, false),
    service: choice(form.services, m.service, true),
    message: optionalText(m.tooLong, MESSAGE_MAX),
    consent: z
      .union([z.boolean(), z.string()])
      .optional()
      .transform(consentGiven)
      .pipe(z.literal(true, { error: form.consentRequired.description })),
    special: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === 'string' && SLUG.test(v.trim()) ? v.trim() : undefined)),
  });
}

/** @public Used by the forms through their lazily loaded sender. */
export function contactQuoteSchema(
  form: Pick<ContactQuoteContent, 'messages' | 'limits' | 'services' | 'consentRequired'>,
) {
  return contactQuoteFields(form).extend(requestMetaShape(form.messages.failure));
}

// ---- any form ----------------------------------------------------------------------------------------------

/** The schema of one form as posted (fields and meta fields). */
export function requestSchema(form: RequestFormId, content: RequestContent, now: () => Date = () => new Date()) {
  switch (form) {
    case 'hero-quote':
      return heroQuoteSchema(content.forms.heroQuote);
    case 'service-request':
      return serviceRequestSchema(content.forms.serviceRequest, content.shop, now);
    case 'contact-quote':
      return contactQuoteSchema(content.forms.contactQuote);
  }
}
/** What a valid submission of any of the forms hands on (text trimmed). */
export type RequestValues =
  | z.output<ReturnType<typeof heroQuoteSchema>>
  | z.output<ReturnType<typeof serviceRequestSchema>>
  | z.output<ReturnType<typeof contactQuoteSchema>>;

/** The visible fields of a valid submission, in the form's order, without the meta fields. */
export function requestFields(values: RequestValues): Record<string, string | boolean> {
  const metaNames = new Set<string>(Object.values(META_FIELDS));
  const out: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(values))
    if (!metaNames.has(key) && (typeof value === 'string' || typeof value === 'boolean')) out[key] = value;
  return out;
}

/** The first problem of each field, keyed by field name (what a 422 answer carries as `errors`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** The label a form shows for each of its fields (the mail to the shop and the error page use them). */
export function fieldLabels(form: RequestFormId, content: RequestContent): Record<string, string> {
  return { ...content.forms[REQUEST_FORMS[form]].labels };
}

/** The consent a contact-quote visitor gave: the words they agreed to, as stored beside the request. */
export function consentText(content: RequestContent): string {
  return content.forms.contactQuote.labels.consent;
}
