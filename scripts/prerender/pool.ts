import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Unit, UnitResult, WorkerReply, WorkerRequest, WorkerSetup } from './units.ts';

/** Units per message: large enough that messaging costs nothing, small enough that the workers finish together. */
const BATCH = 24;

/**
 * Runs units on one worker thread per core, handing each worker the next batch as it finishes one. Returns every
 * unit's result (hashes and output names only: the pages themselves never come back to this thread).
 */
export async function runUnits(
  units: Unit[],
  setup: WorkerSetup,
  previous: (key: string) => string | undefined,
  threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(units.length / BATCH))),
): Promise<{ results: UnitResult[]; rendered: number }> {
  const results: UnitResult[] = [];
  let rendered = 0;
  let next = 0;
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: setup }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = () => {
              if (next >= units.length) return resolve();
              const batch = units.slice(next, next + BATCH);
              next += batch.length;
              worker.postMessage({ units: batch, previous: batch.map((u) => previous(u.key)) } satisfies WorkerRequest);
            };
            worker.on('message', (reply: WorkerReply) => {
              if ('error' in reply) return reject(new Error(reply.error));
              results.push(...reply.results);
              rendered += reply.rendered;
              feed();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (next < units.length || code !== 0)
                reject(new Error(`A pre-render worker stopped (exit code ${code})`));
            });
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return { results, rendered };
}
