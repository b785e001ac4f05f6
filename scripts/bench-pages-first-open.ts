/**
 * `npx tsx scripts/bench-pages-first-open.ts [-- --concurrent=6 --runs=3]`: the editor's first open on Cloudflare
 * Pages (the Pages Function under miniflare, the local double of GitHub's API behind it). Each run starts the
 * function in a fresh runtime (nothing read from GitHub yet) and sends `--concurrent` requests for the list of
 * entries at once, as the editor's page and a second device opening it together do; it prints when the last one was
 * answered and how many tree and file reads the double received. The double answers from `git` on this machine, so
 * the times are this machine's and its load's (printed beside them), not GitHub's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { loadAverages } from './machine/load-average.ts';
import { join } from 'node:path';
import { startPagesEditor } from '../tests/support/pages-editor.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const concurrent = arg('concurrent', 6);
const runs = arg('runs', 3);
const load = () => loadAverages();

const persist = mkdtempSync(join(tmpdir(), 'bench-first-open-'));
const p = await startPagesEditor(process.cwd(), { persist });
try {
  for (let run = 1; run <= runs; run++) {
    await p.restart();
    const before = p.github.requests.length;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: concurrent }, async () => {
        const res = await p.send('/admin/content/api/entries');
        return { status: res.status, ms: performance.now() - started };
      }),
    );
    const asked = p.github.requests.slice(before);
    const count = (kind: string) => asked.filter((r) => r.path.includes(`/git/${kind}/`)).length;
    const failed = answers.filter((a) => a.status !== 200).length;
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    console.log(
      `run ${run}: ${concurrent} first request${concurrent === 1 ? '' : 's'} at once: first answered ${(times[0]! / 1000).toFixed(1)} s, last ${(times.at(-1)! / 1000).toFixed(1)} s${failed ? ` (${failed} failed)` : ''}; the double read ${count('trees')} tree(s), ${count('blobs')} files; load average ${load()} (${availableParallelism()} cores)`,
    );
  }
} finally {
  await p.close();
  rmSync(persist, { recursive: true, force: true });
}
