/**
 * Runs a task once a burst of signals has settled, one run at a time. A signal during a run makes one more run after
 * it. The dev server compiles the content this way (vite-content-plugin.ts): a save that truncates a file and then
 * writes it signals twice within a millisecond, and the file watcher keeps one signal for events on a file within
 * 5 ms of each other (chokidar's throttle). Compiled at the first signal, the content could be read half-written,
 * and the owner shown problems of a file that has none until the next save.
 */
export function settledRuns(task: () => Promise<void>, settleMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  const start = () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          signal();
        }
      });
  };
  const signal = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, settleMs);
  };
  return signal;
}
