/**
 * `npx tsx scripts/bench-worker-preview.ts [-- --runs=7]`: the preview of a page with the owner's draft inside
 * Cloudflare's runtime (the editor's Pages Function under miniflare, the local double of GitHub behind it), after
 * `npm run build`. Prints the function's bundle size (minified as esbuild minifies it, and gzip), then the CPU time
 * of the first preview in a fresh isolate (the content already read) and of each of `--runs` more, each with another
 * draft so that none is reused (the workerd process's user + system time), their median wall time, and workerd's
 * resident memory once started, after the previews and at its peak (the whole process: the runtime's own memory and
 * the isolate's).
 */
import { gzipSync } from 'node:zlib';
import { machineLine } from './machine/load-average.ts';
import { transform } from 'esbuild';
import { startPagesEditor } from '../tests/support/pages-editor.ts';
import { bundlePagesFunction } from './worker-bundle.ts';
import { cpuMs, memoryMB, workerdPids } from './workerd-process.ts';
import { entryPath } from '../schema/routes.ts';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 7);
const root = process.cwd();
const { code } = await transform(await bundlePagesFunction(root, './functions/admin/[[path]].ts'), {
  minify: true,
  format: 'esm',
});
const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en-US')} KB`;
console.log(`The function's bundle: ${kb(code.length)} minified, ${kb(gzipSync(code).length)} gzip`);

const p = await startPagesEditor(root);
try {
  const [pid] = workerdPids();
  if (!pid) throw new Error('No workerd process found');
  const started = memoryMB(pid, 'VmRSS');
  const entry = '/admin/content/api/entry/make/hyundai';
  const draft = async (price: string) => {
    const opened = (await (await p.send(entry)).json()) as {
      version: string;
      data: { commonServices: { estimatedCost: string }[] };
    };
    opened.data.commonServices[0]!.estimatedCost = price;
    const res = await p.send(entry.replace('/api/entry/', '/api/draft/entry/'), {
      method: 'PUT',
      body: JSON.stringify({ version: opened.version, data: opened.data }),
    });
    if (res.status !== 200) throw new Error(`The draft answered ${res.status}`);
  };
  const previewed = async (price: string) => {
    await draft(price);
    const start = cpuMs(pid);
    const wall = performance.now();
    const html = await (await p.send(`/admin/content/preview?page=${entryPath('make', 'hyundai')}`)).text();
    if (!html.includes(price)) throw new Error('The preview does not show the draft');
    return { cpu: cpuMs(pid) - start, wall: performance.now() - wall };
  };
  const first = await previewed('$40-$70');
  const next: { cpu: number; wall: number }[] = [];
  for (let i = 0; i < runs; i++) next.push(await previewed(`$${41 + i}-$${71 + i}`));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    [
      `First preview in a fresh isolate: ${first.cpu.toFixed(0)} ms CPU (${first.wall.toFixed(0)} ms wall)`,
      `Then ${runs} previews, each of another draft: median ${median(next.map((n) => n.cpu)).toFixed(0)} ms CPU, max ${Math.max(...next.map((n) => n.cpu)).toFixed(0)} ms; median wall ${median(next.map((n) => n.wall)).toFixed(0)} ms`,
      `workerd resident memory: ${started.toFixed(0)} MB once started (logged in, nothing read), ${memoryMB(pid, 'VmRSS').toFixed(0)} MB after the previews, peak ${memoryMB(pid, 'VmHWM').toFixed(0)} MB`,
      machineLine(),
    ].join('\n'),
  );
} finally {
  await p.close();
}
