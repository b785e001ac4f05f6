/**
 * `npm run bench [-- --sizes=1000,10000 --runs=5]`: how long this site takes to check and build (median of
 * N runs), then a scale run: the real content plus synthetic "service in town" pages generated in a temp
 * project, compiled and pre-rendered, reporting pages per second and peak memory at each size, with Hugo (Debian's
 * `hugo`, when installed) building pages of the same kind in the same run, and the clean build for Cloudflare Pages
 * (pages without their compressed copies: Pages compresses at its edge). The machine's load average is printed
 * beside each figure: on a shared machine the CPU seconds are steadier than the wall time.
 */
import { rmSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadavg } from 'node:os';
import { runMeasured, type RunMeasure } from './process-tree-memory.ts';
import { scratchProject, editOneService } from './synthetic-site.ts';
import { hugoProject } from './hugo-site.ts';
import { findOnPath } from './machine/find-program.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? 5);
/** Rebuilds after one changed service file at each size (their median is reported). */
const REBUILDS = 3;
const SIZES = (arg('sizes') ?? '1000,10000').split(',').filter(Boolean).map(Number);
const ROOT = process.cwd();

/**
 * Runs a node script (TypeScript through tsx), returning wall time and the peak of the summed resident memory of
 * its whole process tree (the build's own process, its worker threads and every child process it starts).
 */
async function measure(script: string, cwd: string, args: string[] = []): Promise<RunMeasure> {
  const command = script.endsWith('.mjs') ? [script] : ['--import', 'tsx', script];
  const r = await runMeasured(process.execPath, [...command, ...args], { cwd });
  if (!r.ok)
    console.error(
      `${script} failed in ${cwd}:\n${r.stderr
        .split('\n')
        .filter((l) => !l.includes('index.html'))
        .slice(-40)
        .join('\n')}`,
    );
  return r;
}

/** The load average over the last minute, for the figures beside it. */
const load = () => loadavg()[0]!.toFixed(1);
const hugo = findOnPath(['hugo']);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpu = (ms: RunMeasure[]) =>
  ms.every((m) => m.cpuSeconds !== undefined) ? `CPU ${median(ms.map((m) => m.cpuSeconds!)).toFixed(1)} s, ` : '';
/** The build's own last line: how long each of its steps took. */
const steps = (m: RunMeasure) => /\(compile .*\)/.exec(m.stdout)?.[0] ?? '';

async function timeIt(label: string, script: string, cwd: string, runs: number, args: string[] = []) {
  const ms: RunMeasure[] = [];
  for (let i = 0; i < runs; i++) ms.push(await measure(script, cwd, args));
  const m = { seconds: median(ms.map((x) => x.seconds)), peakMB: median(ms.map((x) => x.peakMB)) };
  console.log(
    `${label}: median ${m.seconds.toFixed(2)} s of ${runs} (min ${Math.min(...ms.map((x) => x.seconds)).toFixed(2)}, max ${Math.max(...ms.map((x) => x.seconds)).toFixed(2)}), ${cpu(ms)}peak ${m.peakMB} MB (process tree), load ${load()}`,
  );
  return m;
}

const pages = JSON.parse(readFileSync(join(ROOT, '.generated/manifest.json'), 'utf8')).routes.length + 1;
if (!process.argv.includes('--scale-only')) {
  console.log(`This site (${new Date().toISOString().slice(0, 10)}), ${RUNS} runs each:`);
  await timeIt('  npm run check', 'scripts/run-check.mjs', ROOT, RUNS);
  // A clean build takes the bundle of the same code from an earlier build (scripts/kept-bundle.ts); after a change
  // of code it bundles again, which --rebundle measures.
  const build = await timeIt('  npm run build -- --clean', 'scripts/run-build.mjs', ROOT, RUNS, ['--clean']);
  await timeIt('  npm run build -- --clean --rebundle (after a change of code)', 'scripts/run-build.mjs', ROOT, RUNS, [
    '--clean',
    '--rebundle',
  ]);
  console.log(
    `  ${pages} pages: ${(pages / build.seconds).toFixed(1)} pages/s for the whole clean build (fixed costs dominate)\n`,
  );
}

console.log(
  'Scale run (real content plus synthetic service-in-town pages), one run each; peak memory of the whole process tree:',
);
console.log(
  '| pages | check s | clean build s (CPU s) | pages/s (build) | peak MB (build) | rebuild after one service file s (CPU s), median of 3, fastest-slowest | peak MB (rebuild) | Hugo s (CPU s), pages/s, peak MB | ratio to Hugo (pages/s) | clean build for Cloudflare Pages s (CPU s), pages/s, peak MB | load |\n|---|---|---|---|---|---|---|---|---|---|---|',
);
const notes: string[] = [];
// The scratch projects are removed at the end, not between sizes: on this kind of disk (ext4 without a journal),
// creating a file within a minute or so of many deletions makes the kernel step over every recently deleted inode
// (recently_deleted() in its inode allocator), and the next size's build would pay for this size's clean-up.
const scratch: string[] = [];
try {
  for (const size of SIZES) {
    const { dir, services } = scratchProject(ROOT, size - pages);
    // The build for Cloudflare Pages runs in a project of its own, made now, as the first build after a check like
    // the other: a second clean build in the same folder finds the compile's generated files already written.
    const pagesDir = scratchProject(ROOT, size - pages).dir;
    scratch.push(dir, pagesDir);
    const check = await measure('scripts/run-check.mjs', dir);
    const full = await measure('scripts/run-build.mjs', dir, ['--clean']);
    const total = JSON.parse(readFileSync(join(dir, '.generated/manifest.json'), 'utf8')).routes.length + 1;
    console.error(
      `  (clean build of ${total} pages: ${full.seconds.toFixed(1)} s, peak ${full.peakMB} MB ${steps(full)})`,
    );
    // The rebuild after one changed service file, three times (the same file edited each time, back and forth): the
    // median, its CPU and peak, with the fastest and slowest beside it.
    const rebuilds: RunMeasure[] = [];
    for (let i = 0; i < REBUILDS; i++) {
      editOneService(services[0]!);
      rebuilds.push(await measure('scripts/run-build.mjs', dir));
    }
    const again = [...rebuilds].sort((a, b) => a.seconds - b.seconds)[Math.floor(REBUILDS / 2)]!;
    const rebuildSpread = `${Math.min(...rebuilds.map((r) => r.seconds)).toFixed(2)}-${Math.max(...rebuilds.map((r) => r.seconds)).toFixed(2)}`;
    const cpuOf = (m: RunMeasure) => (m.cpuSeconds === undefined ? '' : ` (${m.cpuSeconds.toFixed(1)})`);
    // Hugo builds as many pages of the same kind, in a layout copied from one page this build made.
    let hugoCells = 'not installed | -';
    if (hugo) {
      const page = join(
        dir,
        'dist/client/services',
        relative(join(dir, 'content/services'), services[0]!).replace(/\.yaml$/, ''),
        'index.html',
      );
      const site = hugoProject(total, page);
      scratch.push(site);
      const h = await runMeasured(hugo, ['--quiet', '-d', 'public'], { cwd: site });
      hugoCells = h.ok
        ? `${h.seconds.toFixed(1)}${cpuOf(h)}, ${(total / h.seconds).toFixed(0)}, ${h.peakMB} | ${(h.seconds / full.seconds).toFixed(2)}`
        : 'failed | -';
    }
    await measure('scripts/run-check.mjs', pagesDir);
    const forPages = await measure('scripts/run-build.mjs', pagesDir, ['--clean', '--for-cloudflare-pages']);
    const pagesCells = `${forPages.seconds.toFixed(1)}${cpuOf(forPages)}${forPages.ok ? '' : ' (failed)'}, ${(total / forPages.seconds).toFixed(0)}, ${forPages.peakMB}`;
    console.log(
      `| ${total} | ${check.seconds.toFixed(1)} | ${full.seconds.toFixed(1)}${cpuOf(full)}${full.ok ? '' : ' (failed)'} | ${(total / full.seconds).toFixed(0)} | ${full.peakMB} | ${again.seconds.toFixed(2)}${cpuOf(again)} of ${REBUILDS}, ${rebuildSpread}${rebuilds.every((r) => r.ok) ? '' : ' (failed)'} | ${again.peakMB} | ${hugoCells} | ${pagesCells} | ${load()} |`,
    );
    notes.push(
      `${total} pages, clean build ${steps(full)}; rebuild ${steps(again)}; clean build for Cloudflare Pages ${steps(forPages)}`,
    );
  }
} finally {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
for (const n of notes) console.log(`- ${n}`);
