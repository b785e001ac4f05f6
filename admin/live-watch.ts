/**
 * After a save on a static host (Cloudflare Pages builds the site from the commit), the editor reads which commit
 * the site is built from (`/site-build.json`, server/editor/site-build.ts) every 10 seconds until it is the save's
 * commit, or one this editor made after it, and then says how long it took; after 20 minutes it stops and says so.
 */
import { SITE_BUILD_PATH, type SiteBuild } from '../server/editor/site-build.ts';

export const LIVE_POLL_MS = 10_000;
export const LIVE_GIVE_UP_MS = 20 * 60_000;

/** The commits this editor made, oldest first: a site built from a later one has the earlier ones too. */
const made: string[] = [];

export function noteCommit(commit: string): void {
  if (!made.includes(commit)) made.push(commit);
}

/** The site built from `built` has the change of `commit`. */
function has(built: string, commit: string): boolean {
  if (built === commit) return true;
  const at = made.indexOf(commit);
  return at >= 0 && made.indexOf(built) > at;
}

export interface LiveWatch {
  commit: string;
  /** The commit the site is built from now (undefined when it cannot be read). */
  builtCommit: () => Promise<string | undefined>;
  now: () => number;
  wait: (ms: number) => Promise<void>;
  /** Stops the watch (the owner left the page). */
  stopped?: () => boolean;
}

export type LiveResult = { live: true; ms: number } | { live: false; ms: number; stopped?: boolean };

export async function watchLive({ commit, builtCommit, now, wait, stopped }: LiveWatch): Promise<LiveResult> {
  const started = now();
  for (;;) {
    if (stopped?.()) return { live: false, ms: now() - started, stopped: true };
    const built = await builtCommit().catch(() => undefined);
    if (built && has(built, commit)) return { live: true, ms: now() - started };
    if (now() - started >= LIVE_GIVE_UP_MS) return { live: false, ms: now() - started };
    await wait(LIVE_POLL_MS);
  }
}

/** "48 s", "1 min 12 s", "3 min". */
export function durationWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (!minutes) return `${rest} s`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

export const ON_ITS_WAY =
  'Saved. The change is on its way to the site: Cloudflare builds it from the repository, usually in one to three minutes. This line says when the site has it.';

/** The words once the watch ends. */
export function liveWords(result: LiveResult): string {
  if (result.live) return `Saved. Live on the site after ${durationWords(result.ms)}.`;
  return `Saved in the repository, but the site did not show the change within ${durationWords(LIVE_GIVE_UP_MS)}. Cloudflare’s build may have failed or be waiting: look at the project’s deployments in the Cloudflare dashboard. Nothing needs saving again.`;
}

/** The commit the published site is built from, read past any cache. */
export async function fetchBuiltCommit(): Promise<string | undefined> {
  const res = await fetch(SITE_BUILD_PATH, { cache: 'no-store', credentials: 'omit' });
  if (!res.ok) return undefined;
  const body = (await res.json()) as Partial<SiteBuild>;
  return typeof body.commit === 'string' ? body.commit : undefined;
}
