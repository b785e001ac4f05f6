/**
 * `npm run lighthouse [-- --runs=3 --routes=/,/about --site=dist/client --csr=off]`: Lighthouse 12 in Debian's
 * Chromium against the built site served compressed, on every main route, mobile and desktop, median of N runs; then
 * the same pages rendered in the browser only (as the original single-page site was), for a side-by-side LCP ratio.
 * `--site` measures another build's folder; `--before=<folder>` measures a build kept from before a change too, each
 * run of it right after the same run of this build (same conditions), and prints both medians side by side;
 * `--csr=off` leaves the client-rendered comparison out; `--presets=mobile` measures one preset. Beside the scores:
 * the main thread's work by kind (parsing the HTML, style and layout, script), its longest task and the longest
 * of the document's own (parse, style and layout: what the page's markup costs, not a script's or the browser's own
 * work), as the mobile simulation counts them, and the machine's benchmark index (Lighthouse's measure of this CPU).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteServer } from '../server/node/site-server.ts';
import { listenLocally } from './local-servers.ts';
import { createCsrServer } from './csr-server.ts';
import { sampleRoutes } from './sample-routes.ts';
import { CHROME_FLAGS, LOCAL_ONLY_FLAG } from './machine/browser.ts';
import { requireBrowser } from './machine/prepare.ts';
import { buildFirst, runBuild } from './build-freshness.mjs';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? 3);
const SITE_DIR = arg('site') ?? 'dist/client';
const WITH_CSR = arg('csr') !== 'off';
const BEFORE_DIR = arg('before');
const PRESETS = (arg('presets')?.split(',') ?? ['mobile', 'desktop']) as ('mobile' | 'desktop')[];
const FLAGS = [...CHROME_FLAGS, LOCAL_ONLY_FLAG].join(' ');
const CHROME_PATH = requireBrowser('full');

interface Result {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Main-thread time parsing the HTML (and CSS), on style and layout, and on script (evaluation, parse, compile). */
  parse: number;
  style: number;
  script: number;
  /** The longest main-thread task (the simulation's long tasks, 50 ms and over; 0 when there is none). */
  longest: number;
  /**
   * The longest of them that Lighthouse puts down to the document itself (parsing it, its style and layout), not to
   * a script or to the browser's own work (a collection of garbage, a commit to the compositor, which it reports as
   * "Unattributable").
   */
  documentLongest: number;
  benchmarkIndex: number;
}

/** A Lighthouse report's main-thread time of some of its groups (mainthread-work-breakdown). */
type Breakdown = { items?: { group: string; duration: number }[] };
const groupTime = (details: Breakdown | undefined, groups: string[]) =>
  (details?.items ?? []).filter((i) => groups.includes(i.group)).reduce((sum, i) => sum + i.duration, 0);

/** One Lighthouse run in its own temp folder; asynchronous spawn so the in-process server keeps serving. */
function lighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  const args = [
    join(process.cwd(), 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${FLAGS}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, TMPDIR: dir, CHROME_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => {
      try {
        if (code !== 0 || !existsSync(out))
          throw new Error(`lighthouse exited ${code} for ${url}: ${stderr.slice(-500)}`);
        const lhr = JSON.parse(readFileSync(out, 'utf8'));
        const score = (k: string) => Math.round(lhr.categories[k].score * 100);
        const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []) as { duration: number; url: string }[];
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          parse: groupTime(lhr.audits['mainthread-work-breakdown'].details, ['parseHTML']),
          style: groupTime(lhr.audits['mainthread-work-breakdown'].details, ['styleLayout']),
          script: groupTime(lhr.audits['mainthread-work-breakdown'].details, [
            'scriptEvaluation',
            'scriptParseCompile',
          ]),
          longest: Math.max(0, ...longTasks.map((t) => t.duration)),
          documentLongest: Math.max(
            0,
            ...longTasks.filter((t) => t.url === (lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl)).map((t) => t.duration),
          ),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      } catch (e) {
        reject(e);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Lighthouse now and then fails a run for reasons of its own (NO_NAVSTART, twice in a row at times): try again. */
async function lighthouseRetry(url: string, preset: 'mobile' | 'desktop', attempts = 4): Promise<Result> {
  try {
    return await lighthouse(url, preset);
  } catch (e) {
    console.error(String(e).split('\n')[0]);
    if (attempts <= 1) throw e;
    return lighthouseRetry(url, preset, attempts - 1);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function medianResult(rs: Result[]): Result {
  const keys = Object.keys(rs[0]!) as (keyof Result)[];
  return Object.fromEntries(keys.map((k) => [k, median(rs.map((r) => r[k]))])) as unknown as Result;
}

// This project's own build is made first when it is missing or older than the code, as `npm start` does; a folder
// given with --site is measured as it is.
const { why } = arg('site') ? { why: undefined } : buildFirst(process.cwd(), process.argv);
if (why) {
  const status = runBuild(process.cwd(), why);
  if (status !== 0) process.exit(status);
}
if (WITH_CSR && !existsSync('dist/csr/index.html'))
  spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.csr.config.ts'], {
    stdio: 'inherit',
  });
// The routes come from the build's manifest, so only once the build is there.
const ROUTES = arg('routes')?.split(',') ?? sampleRoutes();
const site = await listenLocally(createSiteServer(SITE_DIR));
const csr = WITH_CSR ? await listenLocally(createCsrServer('dist/csr', SITE_DIR)) : undefined;
const before = BEFORE_DIR ? await listenLocally(createSiteServer(BEFORE_DIR)) : undefined;
const rows: string[] = before
  ? [
      '| route | preset | perf before | perf | LCP ms before | LCP ms | TBT ms before | TBT ms | parse HTML ms before | parse HTML ms | style and layout ms before | style and layout ms | script ms before | script ms | longest task ms before | longest task ms | document longest task ms before | document longest task ms | CLS before | CLS | a11y | best practices | SEO | benchmark index |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ]
  : [
      '| route | preset | perf | a11y | best practices | SEO | LCP ms | TBT ms | parse HTML ms | style and layout ms | script ms | longest task ms | document longest task ms | CLS | CSR LCP ms | LCP ratio (CSR / pre-rendered) | benchmark index |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ];
for (const route of ROUTES) {
  for (const preset of PRESETS) {
    const runs: Result[] = [];
    const csrRuns: Result[] = [];
    const beforeRuns: Result[] = [];
    // The comparisons run interleaved with this build's runs (same conditions): the build from before a change on
    // both presets, the client-rendered app on mobile.
    for (let i = 0; i < RUNS; i++) {
      runs.push(await lighthouseRetry(site + route, preset));
      if (before) beforeRuns.push(await lighthouseRetry(before + route, preset));
      if (csr && preset === 'mobile') csrRuns.push(await lighthouseRetry(csr + route, preset));
    }
    const m = medianResult(runs);
    if (before) {
      const b = medianResult(beforeRuns);
      const ms = (k: 'parse' | 'style' | 'script' | 'longest' | 'documentLongest') =>
        `${Math.round(b[k])} | ${Math.round(m[k])}`;
      const row = `| ${route} | ${preset} | ${b.performance} | ${m.performance} | ${Math.round(b.lcp)} | ${Math.round(m.lcp)} | ${Math.round(b.tbt)} | ${Math.round(m.tbt)} | ${ms('parse')} | ${ms('style')} | ${ms('script')} | ${ms('longest')} | ${ms('documentLongest')} | ${b.cls.toFixed(3)} | ${m.cls.toFixed(3)} | ${m.accessibility} | ${m['best-practices']} | ${m.seo} | ${Math.round(m.benchmarkIndex)} |`;
      rows.push(row);
      console.log(row);
      continue;
    }
    const c = csrRuns.length ? medianResult(csrRuns) : undefined;
    const csrCells = c ? `${Math.round(c.lcp)} | ${(c.lcp / m.lcp).toFixed(2)}` : '- | -';
    const row = `| ${route} | ${preset} | ${m.performance} | ${m.accessibility} | ${m['best-practices']} | ${m.seo} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${Math.round(m.parse)} | ${Math.round(m.style)} | ${Math.round(m.script)} | ${Math.round(m.longest)} | ${Math.round(m.documentLongest)} | ${m.cls.toFixed(3)} | ${csrCells} | ${Math.round(m.benchmarkIndex)} |`;
    rows.push(row);
    console.log(row);
  }
}
console.log(`\nMedian of ${RUNS} runs per cell, Lighthouse 12, Debian Chromium, served compressed on 127.0.0.1.\n`);
console.log(rows.join('\n'));
process.exit(0);
