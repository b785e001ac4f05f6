/**
 * The back office's log in the owner's words: where a login or a change came from ("the computer the site runs
 * on", not `::1`), and what happened, naming a request by its customer rather than its id. Plain text: the pages
 * escape it.
 */
import type { StoredRequest } from '../requests/store.ts';
import type { LoggedEvent } from './store.ts';

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

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;

/**
 * A client address as the owner reads it. The server's own loopback (`::1`, `127.0.0.1`: a browser on the
 * computer the site runs on, or a proxy there that did not say who it serves) and the local network are named;
 * any other address is shown as it is.
 */
export function addressWords(address: string | null | undefined): string {
  if (!address) return 'an unknown address';
  const a = address.replace(/^::ffff:/i, '');
  if (a === '::1' || /^127\./.test(a)) return 'the computer the site runs on';
  const v4 = IPV4.exec(a);
  if (v4) {
    const [first, second] = [Number(v4[1]), Number(v4[2])];
    if (first === 10 || (first === 192 && second === 168) || (first === 172 && second >= 16 && second <= 31))
      return `a computer on the same local network (${a})`;
  }
  return a;
}

/** The detail a status change is logged with: `request <id>: <from> -> <to>` (server/admin/app.ts). */
const STATUS_DETAIL = /^request (\S+): (\S+) -> (\S+)$/;

/** The detail a refusal is logged with: the method and path it refused (server/admin/guard.ts). */
const STATUS_POST = /^POST \/admin\/requests\/([^/\s]+)\/status$/;

/** The id of the request a logged event names (a status change, or one refused), if it names one. */
export function requestIdOf(e: Pick<LoggedEvent, 'event' | 'detail'>): string | undefined {
  return (e.event === 'status-changed' ? STATUS_DETAIL : STATUS_POST).exec(e.detail ?? '')?.[1];
}

/** A request as the log names it: "the request from Dana Smith". */
export function requestWords(r: StoredRequest | undefined): string {
  if (!r) return 'a request that is no longer stored';
  const name =
    typeof r.fields.name === 'string' && r.fields.name.trim() ? r.fields.name.trim() : 'someone without a name';
  return `the request from ${name}`;
}

/**
 * What a logged event says, in words: "Marked the request from Dana Smith contacted (it was new)". `requests` holds the requests the log names, by id.
 */
export function eventWords(e: LoggedEvent, requests: ReadonlyMap<string, StoredRequest>): string {
  const change = e.event === 'status-changed' ? STATUS_DETAIL.exec(e.detail ?? '') : null;
  if (change) return `Marked ${requestWords(requests.get(change[1]!))} ${change[3]} (it was ${change[2]})`;
  const name = EVENT_NAMES[e.event];
  const refusedChange = e.event.startsWith('refused-') ? STATUS_POST.exec(e.detail ?? '') : null;
  if (name && refusedChange)
    return `${name}: a change to the status of ${requestWords(requests.get(refusedChange[1]!))}, not made`;
  if (name && e.event.startsWith('refused-') && e.detail === 'POST /admin/logout')
    return `${name}: a log out, not made`;
  if (name) return e.detail ? `${name} (${e.detail})` : name;
  // The editor's changes are logged as what they did ("saved content/site.yaml").
  const said = e.detail ? `${e.event} (${e.detail})` : e.event;
  return said.charAt(0).toUpperCase() + said.slice(1);
}
