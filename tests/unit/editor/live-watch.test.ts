/** After a save on Pages: the watch of the site's build commit, at set clocks (no real time passes). */
import { describe, expect, it } from 'vitest';
import {
  LIVE_GIVE_UP_MS,
  LIVE_POLL_MS,
  durationWords,
  liveWords,
  noteCommit,
  watchLive,
} from '../../../admin/live-watch.ts';

const sha = (c: string) => c.repeat(40);

/** A clock that moves only when the watch waits, and a site whose build commit changes at set times. */
function site(builds: [atMs: number, commit: string | Error][]) {
  let clock = 1_000_000;
  const start = clock;
  const waits: number[] = [];
  return {
    waits,
    watch: (commit: string) =>
      watchLive({
        commit,
        now: () => clock,
        wait: async (ms) => {
          waits.push(ms);
          clock += ms;
        },
        builtCommit: async () => {
          const current = builds.filter(([at]) => at <= clock - start).at(-1)?.[1];
          if (current instanceof Error) throw current;
          return current;
        },
      }),
  };
}

describe('the watch after a save on a static host', () => {
  it('says the change is live once the site is built from its commit, with the time it took', async () => {
    const s = site([
      [0, sha('a')],
      [72_000, sha('b')],
    ]);
    const result = await s.watch(sha('b'));
    expect(result).toEqual({ live: true, ms: 80_000 });
    expect(s.waits.every((ms) => ms === LIVE_POLL_MS)).toBe(true);
    expect(liveWords(result)).toBe('Saved. Live on the site after 1 min 20 s.');
  });

  it('counts a build of a later commit of this editor as having the change', async () => {
    noteCommit(sha('c'));
    noteCommit(sha('d'));
    const s = site([
      [0, sha('a')],
      [30_000, sha('d')],
    ]);
    expect(await s.watch(sha('c'))).toEqual({ live: true, ms: 30_000 });
    // An earlier commit of this editor does not have a later change.
    const t = site([[0, sha('c')]]);
    expect((await t.watch(sha('d'))).live).toBe(false);
  });

  it('goes on after a failed read, and gives up after 20 minutes in words', async () => {
    const s = site([
      [0, new Error('offline')],
      [10_000, sha('a')],
    ]);
    const result = await s.watch(sha('e'));
    expect(result).toEqual({ live: false, ms: LIVE_GIVE_UP_MS });
    expect(s.waits).toHaveLength(LIVE_GIVE_UP_MS / LIVE_POLL_MS);
    expect(liveWords(result)).toMatch(
      /^Saved in the repository, but the site did not show the change within 20 min\. /,
    );
  });

  it('stops when the owner leaves the page', async () => {
    let left = false;
    const result = await watchLive({
      commit: sha('f'),
      now: () => 0,
      wait: async () => void (left = true),
      builtCommit: async () => sha('a'),
      stopped: () => left,
    });
    expect(result).toEqual({ live: false, ms: 0, stopped: true });
  });

  it.each([
    [0, '0 s'],
    [48_400, '48 s'],
    [60_000, '1 min'],
    [72_000, '1 min 12 s'],
    [1_199_600, '20 min'],
  ])('says %i ms as “%s”', (ms, words) => expect(durationWords(ms)).toBe(words));
});
