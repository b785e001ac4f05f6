/**
 * `npm run bench [-- --sizes=1000,10000 --runs=5]`: how long this site takes to check and build (median of
 * N runs), then a scale run: the real content plus synthetic "service in town" pages generated in a temp
 * project, compiled and pre-rendered, reporting pages per second and peak memory at each size.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMeasured, type RunMeasure } from './process-tree-memory.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? 5);
const SIZES = (arg('sizes') ?? '1000,10000').split(',').map(Number);
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeIt(label: string, script: string, cwd: string, runs: number, args: string[] = []) {
  const ms: RunMeasure[] = [];
  for (let i = 0; i < runs; i++) ms.push(await measure(script, cwd, args));
  const m = { seconds: median(ms.map((x) => x.seconds)), peakMB: median(ms.map((x) => x.peakMB)) };
  console.log(
    `${label}: median ${m.seconds.toFixed(2)} s of ${runs} (min ${Math.min(...ms.map((x) => x.seconds)).toFixed(2)}, max ${Math.max(...ms.map((x) => x.seconds)).toFixed(2)}), peak ${m.peakMB} MB (process tree)`,
  );
  return m;
}

/** A throw-away project that shares code and node_modules with this one but has its own content and output. */
function scratchProject(extraPages: number): { dir: string; firstService: string } {
  const dir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  // Code is copied (vike must find its page files inside the project); only node_modules is shared.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  for (const f of ['schema', 'scripts', 'src', 'vite.config.ts', 'tsconfig.json', 'package.json'])
    cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  const towns = (
    JSON.parse(JSON.stringify(readFileSync(join(ROOT, 'content/areas.yaml'), 'utf8').match(/city: .+/g))) as string[]
  ).map((l) => l.slice(6));
  const services = [
    'Oil Change',
    'Brake Service',
    'Engine Repair',
    'Battery Replacement',
    'Transmission Service',
    'Wheel Alignment',
    'Computer Diagnostics',
    'Air Conditioning',
    'Suspension Repair',
    'Timing Belt',
  ];
  const paragraph = (s: string, t: string, i: number) =>
    `Drivers in ${t} bring us their cars and trucks for ${s.toLowerCase()} because we explain the work before we start, quote a fair price and finish most jobs the same day. Visit ${i}: our ASE certified technicians inspect the whole system, show you what they find and only replace what is worn, using quality parts backed by our {warranty} warranty.`;
  let firstService = '';
  for (let i = 0; i < extraPages; i++) {
    const s = services[i % services.length]!;
    const t = `${towns[Math.floor(i / services.length) % towns.length]!} ${Math.floor(i / (services.length * towns.length)) + 1}`;
    const slug = `${s}-in-${t}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    if (i === 0) firstService = join(dir, 'content/services', `${slug}.yaml`);
    writeFileSync(
      join(dir, 'content/services', `${slug}.yaml`),
      [
        `name: ${s} in ${t}`,
        `summary: ${s} for drivers in ${t}, OH, from a family-owned shop with ASE certified technicians.`,
        'meta:',
        `  title: ${s} in ${t}, OH`,
        `  description: ${s} for ${t} drivers. Honest prices, same-day service and a {warranty} warranty from a family-owned shop.`,
        'serviceInfo:',
        `  title: ${s} for ${t} Drivers`,
        '  whatIsIt:',
        `    title: What Is ${s}?`,
        `    content: ["${paragraph(s, t, i)}", "${paragraph(s, t, i + 1)}", "${paragraph(s, t, i + 2)}"]`,
        '  howItsDone:',
        '    title: How We Do It',
        '    steps: [We listen to what you noticed, We inspect and test, We quote before any work, We repair and road-test, We walk you through the work]',
        '  symptoms:',
        '    title: Signs You Need It',
        '    list: [A warning light, A new noise, A change in how it drives, Leaks under the vehicle]',
        '  importance:',
        '    title: Why It Matters',
        `    content: ["${paragraph(s, t, i + 3)}"]`,
        '',
      ].join('\n'),
    );
  }
  mkdirSync(join(dir, 'dist'), { recursive: true });
  return { dir, firstService };
}

/** One synthetic service page's text changes, as an owner's edit of one service file would. */
function editOneService(file: string): void {
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('We listen to what you noticed', 'We listen to all you noticed'),
  );
}

const pages = JSON.parse(readFileSync(join(ROOT, '.generated/manifest.json'), 'utf8')).routes.length + 1;
if (!process.argv.includes('--scale-only')) {
  console.log(`This site (${new Date().toISOString().slice(0, 10)}), ${RUNS} runs each:`);
  await timeIt('  npm run check', 'scripts/run-check.mjs', ROOT, RUNS);
  const build = await timeIt('  npm run build -- --clean', 'scripts/build.ts', ROOT, RUNS, ['--clean']);
  console.log(
    `  ${pages} pages: ${(pages / build.seconds).toFixed(1)} pages/s for the whole clean build (fixed costs dominate)\n`,
  );
}

console.log(
  'Scale run (real content plus synthetic service-in-town pages), one run each; peak memory of the whole process tree:',
);
console.log(
  '| pages | check s | clean build s | pages/s (build) | peak MB (build) | rebuild after one service file s | peak MB (rebuild) |\n|---|---|---|---|---|---|---|',
);
for (const size of SIZES) {
  const { dir, firstService } = scratchProject(size - pages);
  try {
    const check = await measure('scripts/run-check.mjs', dir);
    const full = await measure('scripts/build.ts', dir, ['--clean']);
    const total = JSON.parse(readFileSync(join(dir, '.generated/manifest.json'), 'utf8')).routes.length + 1;
    editOneService(firstService);
    const again = await measure('scripts/build.ts', dir);
    console.log(
      `| ${total} | ${check.seconds.toFixed(1)} | ${full.seconds.toFixed(1)}${full.ok ? '' : ' (failed)'} | ${(total / full.seconds).toFixed(0)} | ${full.peakMB} | ${again.seconds.toFixed(1)}${again.ok ? '' : ' (failed)'} | ${again.peakMB} |`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
