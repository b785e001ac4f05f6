/** The dev server's content compile, run once a save's writes have settled (scripts/settled-runs.ts), at set clocks. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledRuns } from '../../../scripts/settled-runs.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A task that takes `ms` and records when each run started. */
function task(ms: number) {
  const starts: number[] = [];
  const run = () => {
    starts.push(Date.now());
    return new Promise<void>((resolve) => setTimeout(resolve, ms));
  };
  return { starts, run };
}

describe('settled runs', () => {
  it('run once for a burst of signals, after the last one has settled', async () => {
    const { starts, run } = task(10);
    const t0 = Date.now();
    const signal = settledRuns(run, 100);
    // A save that truncates the file, then writes it: two signals a millisecond apart.
    signal();
    await vi.advanceTimersByTimeAsync(1);
    signal();
    await vi.advanceTimersByTimeAsync(99);
    expect(starts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([t0 + 101]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(starts).toHaveLength(1);
  });

  it('run once more after a run during which a signal came, never two at once', async () => {
    const { starts, run } = task(500);
    const t0 = Date.now();
    const signal = settledRuns(run, 100);
    signal();
    await vi.advanceTimersByTimeAsync(150);
    expect(starts).toEqual([t0 + 100]);
    // A save while the content compiles: it is compiled again once this compile ends, not beside it.
    signal();
    signal();
    await vi.advanceTimersByTimeAsync(300);
    expect(starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(starts).toEqual([t0 + 100, t0 + 700]);
  });

  it('go on after a run that failed', async () => {
    let runs = 0;
    const signal = settledRuns(() => {
      runs++;
      return Promise.reject(new Error('the compile failed'));
    }, 100);
    signal();
    await vi.advanceTimersByTimeAsync(200);
    signal();
    await vi.advanceTimersByTimeAsync(200);
    expect(runs).toBe(2);
  });
});
