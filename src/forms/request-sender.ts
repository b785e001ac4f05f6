/**
 * The sending half of the forms, loaded when a visitor first touches a form (it brings zod, the request rules
 * and the toast library, which the page's first load does without).
 */
import { z } from 'zod';
import { toast } from 'sonner';
import * as contract from '../../schema/requests.ts';
import { mountNotices } from '../ui/notices.tsx';

mountNotices();

export { contract };
export type Contract = typeof contract;

/** A toast: a title and an optional line under it. */
export interface Notice {
  title: string;
  description?: string;
}

export function notify(kind: 'success' | 'error', notice: Notice): void {
  toast[kind](notice.title, notice.description ? { description: notice.description } : undefined);
}

/** The first problem of each field under `rules`, keyed by field name; empty when the values are valid. */
export function problemsOf(rules: z.ZodType, values: Record<string, unknown>): Record<string, string> {
  const result = rules.safeParse(values);
  return result.success ? {} : contract.fieldErrors(result.error);
}

/** What the server's 422 answer carries. */
const Rejected = z.object({ ok: z.literal(false), errors: z.record(z.string(), z.string()) });

export type Outcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: Record<string, string> }
  /** A network error, a 5xx or any other answer: nothing may have been stored. */
  | { kind: 'failed' };

/** Posts one request as JSON and reads the answer: 2xx stored, 422 the fields' problems, anything else failed. */
export async function send(action: string, body: Record<string, unknown>): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) {
    // The answer's body is read even though nothing in it is needed: a response left unread keeps its request
    // open in the browser, and its connection out of use, until the page goes away.
    await response.arrayBuffer().catch(() => undefined);
    return { kind: 'sent' };
  }
  if (response.status === 422) {
    const answer = Rejected.safeParse(await response.json().catch(() => null));
    if (answer.success) return { kind: 'invalid', errors: answer.data.errors };
  }
  return { kind: 'failed' };
}
