/**
 * `npx tsx scripts/bench-worker-gate.ts [-- --runs=21]`: the gate's cost inside Cloudflare's runtime (workerd,
 * through miniflare) for this site's content, as the editor's Pages Function runs it before each save. Loads the
 * content into a Worker as the function holds it (text files' bytes, pictures by name), then runs the gate
 * `--runs` times and prints the CPU time per gate (user + system time of the workerd process, from
 * /proc/<pid>/stat, which counts the isolate's work and nothing of this process) and the workerd process's
 * resident memory before the content, after it, and its peak.
 */
import { machineLine } from './machine/load-average.ts';
import { Miniflare } from 'miniflare';
import { readContentMap } from '../tests/support/content-map.ts';
import { bundleGateWorker } from './worker-bundle.ts';
import { cpuMs, memoryMB, workerdPids } from './workerd-process.ts';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 21);
const root = process.cwd();
const files = readContentMap(root);
const body = JSON.stringify(
  Object.fromEntries([...files].map(([p, b]) => [p, b === null ? null : Buffer.from(b).toString('base64')])),
);
const mf = new Miniflare({
  modules: true,
  script: await bundleGateWorker(root),
  compatibilityDate: '2025-01-01',
  compatibilityFlags: ['nodejs_compat'],
});
try {
  await (await mf.dispatchFetch('http://gate.test/ping', { method: 'HEAD' }).catch(() => undefined))?.text();
  const [pid] = workerdPids();
  if (!pid) throw new Error('No workerd process found');
  const before = memoryMB(pid, 'VmRSS');
  await (await mf.dispatchFetch('http://gate.test/load', { method: 'POST', body })).text();
  const loaded = memoryMB(pid, 'VmRSS');
  const loadedPeak = memoryMB(pid, 'VmHWM');
  const gate = async () => {
    const start = cpuMs(pid);
    const wall = performance.now();
    const answer = (await (await mf.dispatchFetch('http://gate.test/gate', { method: 'POST' })).json()) as {
      ok: boolean;
    };
    if (!answer.ok) throw new Error('The gate refused the real content');
    return { cpu: cpuMs(pid) - start, wall: performance.now() - wall };
  };
  const first = await gate();
  const start = cpuMs(pid);
  const walls: number[] = [];
  for (let i = 0; i < runs; i++) walls.push((await gate()).wall);
  const perGate = (cpuMs(pid) - start) / runs;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const texts = [...files.values()].filter((b) => b !== null);
  console.log(
    [
      `Content: ${texts.length} text files (${(texts.reduce((n, b) => n + b!.length, 0) / 1024).toFixed(0)} KB), ${files.size - texts.length} pictures by name`,
      `First gate in a fresh isolate: ${first.cpu.toFixed(0)} ms CPU (${first.wall.toFixed(0)} ms wall)`,
      `Then, ${runs} gates: ${perGate.toFixed(0)} ms CPU each (workerd's user + system time), median wall ${median(walls).toFixed(0)} ms`,
      `workerd resident memory: ${before.toFixed(0)} MB before the content, ${loaded.toFixed(0)} MB with it (peak ${loadedPeak.toFixed(0)} MB), peak ${memoryMB(pid, 'VmHWM').toFixed(0)} MB after the gates`,
      machineLine(),
    ].join('\n'),
  );
} finally {
  await mf.dispose();
}
