import type { RequestMeta } from '../../schema/requests.ts';

type MetaName = keyof RequestMeta;
const honeypot = 'website' satisfies MetaName;

/** The names of the fields every form sends besides its own (schema/requests.ts): honeypot, time trap, key. */
export const META = {
  honeypot,
  startedAt: 'startedAt' satisfies MetaName,
  idempotencyKey: 'idempotencyKey' satisfies MetaName,
} as const;

/**
 * The fields a person never fills: a honeypot text field that is off screen and hidden from assistive tech
 * (a bot that fills every field marks itself), and two hidden fields the form's script sets: when the visitor
 * started and the request's idempotency key. Without script both stay empty, which the server accepts.
 */
export function RequestMetaFields({ form }: { form: string }) {
  const id = `${form}-${honeypot}`;
  return (
    <>
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
        <label htmlFor={id}>Website</label>
        <input id={id} name={META.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={META.startedAt} defaultValue="" />
      <input type="hidden" name={META.idempotencyKey} defaultValue="" />
    </>
  );
}
