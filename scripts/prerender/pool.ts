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
 * The compile thread's old-generation heap for a compile of every file, in MB. Capped, its garbage collector works to
 * stay under the cap instead of letting the heap grow while memory is free. A content set that needs more is compiled
 * again without a cap. Measured on a quiet machine at 10,000 pages (docs/decisions/009-prerender-in-workers.md, "Pages
 * without a .gz"): a cap of 1,536 MB compiled no faster (4.5-5.6 s against 4.3-4.8 s) and peaked 15-40 MB higher.
 * A rebuild that takes its files from the kept store runs without the cap: the store it reads is most of its heap,
 * and under the cap the collector went over it again and again for nothing (decision 009, "The rebuild without the
 * compile's heap cap": 0.1-0.2 s of 2 s, the same peak).
 */
const COMPILE_HEAP_MB = 512;

/**
 * Compiles the content in a thread of its own (see compile-thread.ts); rejects with ContentErrors if the content has
 * errors (reported). The thread hands back what the build needs, then keeps its store for the next build while the
 * build goes on: `stored` is settled when it has (a store that could not be written is only a slower next build).
 */
export async function compileInThread(
  root: string,
  module: URL,
  options: {
    /** The compile's store between builds (scripts/build-content.ts); default none. */
    cache?: { compiler: string; fresh: boolean };
    /** The thread's old-generation heap in MB; `null` for none (default COMPILE_HEAP_MB). */
    heapMb?: number | null;
  } = {},
): Promise<{ content: CompiledContent; stored: Promise<void> }> {
  const { cache, heapMb = COMPILE_HEAP_MB } = options;
  try {
    return await compileOnce(root, module, cache, heapMb ?? undefined);
  } catch (error) {
    if (heapMb === null || (error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
    console.warn(`The content compile needed more than ${heapMb} MB of heap: compiling it again without a limit.`);
    return compileOnce(root, module, cache, undefined);
  }
}

function compileOnce(
  root: string,
  module: URL,
  cache: { compiler: string; fresh: boolean } | undefined,
  heapMb: number | undefined,
): Promise<{ content: CompiledContent; stored: Promise<void> }> {
  const worker = new Worker(module, {
    workerData: { root, cache },
    execArgv: [],
    ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}),
  });
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
