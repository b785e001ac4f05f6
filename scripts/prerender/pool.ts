import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledContent, Unit, UnitResult, WorkerReply, WorkerRequest, WorkerSetup } from './units.ts';

/** Units per message: large enough that messaging costs nothing, small enough that the workers finish together. */
const BATCH = 24;

export interface Pool {
  /**
   * Runs units, handing each worker the next batch as it finishes one. Returns every unit's result (hashes and
   * output names only: the pages themselves never come back to this thread).
   */
  run(
    units: Unit[],
    previous: (key: string) => string | undefined,
  ): Promise<{ results: UnitResult[]; rendered: number }>;
  close(): Promise<void>;
  /** Starts more workers, up to `threads` in all (the runs after it use them all). */
  widen(threads: number): void;
}

/** The content has errors (already reported): the build stops. */
export class ContentErrors extends Error {}

/**
 * Compiles the content in a thread of its own (see compile-thread.ts); rejects with ContentErrors if the content has
 * errors (reported). The thread hands back what the build needs, then keeps its store for the next build while the
 * build goes on: `stored` is settled when it has (a store that could not be written is only a slower next build).
 * The thread has V8's own heap limit: under a cap of 512 MB its collector worked to stay below it, and a clean compile
 * of 10,000 files took a median of 7.2 s instead of 6.2 s, for 0-70 MB less at its peak (decision 009, "The compile
 * without a heap cap").
 */
export function compileInThread(
  root: string,
  module: URL,
  options: {
    /** The compile's store between builds (scripts/build-content.ts); default none. */
    cache?: { compiler: string; fresh: boolean };
  } = {},
): Promise<{ content: CompiledContent; stored: Promise<void> }> {
  const { cache } = options;
  const worker = new Worker(module, { workerData: { root, cache }, execArgv: [] });
  return new Promise((resolve, reject) => {
    let compiled = false;
    let failure: Error | undefined;
    const stored = new Promise<void>((storedResolve) => {
      worker.on('message', (content: CompiledContent) => {
        compiled = true;
        resolve({ content, stored });
      });
      worker.on('error', (error) => {
        failure = error;
        if (!compiled) reject(error);
      });
      // A thread that ends without a result found content errors and printed them.
      worker.on('exit', () => {
        if (!compiled) return failure ? undefined : reject(new ContentErrors());
        if (failure) console.warn(`The compile's store for the next build could not be written: ${failure.message}`);
        storedResolve();
      });
    });
  });
}

/**
 * Starts `threads` worker threads (one per core unless told; `widen` adds more). They load the server bundle at once, so a build can start them before it
 * compiles the content (when the bundle is already there) and find them ready. Unless the build runs with a
 * NODE_ENV of its own (the tests' `test`, with which the bundler also builds for development), they render with
 * React's production build, as the bundler builds for production: without NODE_ENV react-dom/server is its
 * development build, which checks every element and property as it renders, a third of the speed for the same HTML.
 */
export function startPool(setup: WorkerSetup, module: URL, threads = availableParallelism()): Pool {
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
  const workers: Worker[] = [];
  // A worker that fails while loading fails the run that follows.
  const failures: Error[] = [];
  const widen = (count: number) => {
    while (workers.length < Math.max(1, count)) {
      const worker = new Worker(module, { workerData: setup, execArgv: [], env });
      worker.on('error', (e) => failures.push(e));
      workers.push(worker);
    }
  };
  widen(threads);
  return {
    widen,
    async run(units, previous) {
      const results: UnitResult[] = [];
      let rendered = 0;
      let next = 0;
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              if (failures.length) return reject(failures[0]);
              const feed = () => {
                if (next >= units.length) return done(resolve);
                const batch = units.slice(next, next + BATCH);
                next += batch.length;
                worker.postMessage({
                  units: batch,
                  previous: batch.map((u) => previous(u.key)),
                } satisfies WorkerRequest);
              };
              const onMessage = (reply: WorkerReply) => {
                if ('error' in reply) return done(() => reject(new Error(reply.error)));
                results.push(...reply.results);
                rendered += reply.rendered;
                feed();
              };
              const onError = (error: Error) => done(() => reject(error));
              const onExit = (code: number) =>
                done(() => reject(new Error(`A pre-render worker stopped (exit code ${code})`)));
              const done = (then: () => void) => {
                worker.off('message', onMessage).off('error', onError).off('exit', onExit);
                then();
              };
              worker.on('message', onMessage).on('error', onError).on('exit', onExit);
              feed();
            }),
        ),
      );
      return { results, rendered };
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
