import type { RequestsConfig } from './config.ts';

/** What the spam rules look at. */
export interface SpamEvidence {
  /** The honeypot field: people never see it, so never fill it. */
  website: string;
  /** When the visitor's script says the form was started (ms since 1970), if it says. */
  startedAt?: number;
  fields: Record<string, string | boolean>;
  /** `Sec-Fetch-Site` and `Origin` as the browser sent them, and the host the request was addressed to. */
  secFetchSite: string | null;
  origin: string | null;
  host: string;
  /** Requests already stored from the same client address within the rate window. */
  recentFromAddress: number;
}

export type SpamRule = 'honeypot' | 'too-fast' | 'cross-site' | 'rate-limit' | 'links';

const LINK = /https?:\/\/|\bwww\.|\[url[=\]]|<a\s/gi;

/** Whether the post came from a page of another site (a browser tells; scripts without a browser say nothing). */
export function isCrossSite(secFetchSite: string | null, origin: string | null, host: string): boolean {
  if (secFetchSite) return secFetchSite !== 'same-origin' && secFetchSite !== 'none';
  if (origin === null) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== host.toLowerCase();
  } catch {
    return true;
  }
}

/** How many links the visible fields hold. */
export function countLinks(fields: Record<string, string | boolean>): number {
  let n = 0;
  for (const v of Object.values(fields)) if (typeof v === 'string') n += v.match(LINK)?.length ?? 0;
  return n;
}

/**
 * The first spam rule a request breaks, or undefined. A time trap only counts when the start time is in the
 * past by less than the minimum: no start time (no script) and a start "in the future" (a visitor's clock
 * running ahead) are neutral.
 */
export function spamRule(
  e: SpamEvidence,
  config: Pick<RequestsConfig, 'minFillMs' | 'rateLimit' | 'maxLinks'>,
  now: number,
): SpamRule | undefined {
  if (e.website.trim() !== '') return 'honeypot';
  if (e.startedAt !== undefined) {
    const elapsed = now - e.startedAt;
    if (elapsed >= 0 && elapsed < config.minFillMs) return 'too-fast';
  }
  if (isCrossSite(e.secFetchSite, e.origin, e.host)) return 'cross-site';
  if (e.recentFromAddress >= config.rateLimit) return 'rate-limit';
  const name = e.fields.name;
  if (countLinks(e.fields) > config.maxLinks || (typeof name === 'string' && countLinks({ name }) > 0)) return 'links';
  return undefined;
}
