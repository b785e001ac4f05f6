/**
 * `npm run build [-- --clean]`: content check and compile, with the Vite bundle (client and server) through vike
 * beside it, skipped when no code changed; then pre-rendering in worker threads, one page at a time, each page's HTML
 * written with its .br as soon as it is rendered (without it for Cloudflare Pages: `--for-cloudflare-pages`, or
 * CF_PAGES=1, which Pages' own build sets); pages whose inputs did not change are not rendered again; last the static
 * extras (sitemap, robots, redirects, headers). Beside the pre-rendering, the site's server (dist/server/start.mjs,
 * run by `npm start`) and the editor's browser bundle (dist/admin) are bundled. `--clean` forgets the previous build.
 * See docs/decisions/009-prerender-in-workers.md.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  mkdirSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { basename, dirname, join, relative } from 'node:path';
import { codeHash, emptyState, publicFiles, readState, writeState, type BuildState } from './build-cache.ts';
import { GENERATED_DIR } from '../compiler/generated-dir.ts';
import { pageKinds, pageComponentFile, type PageKind } from '../schema/page-kinds.ts';
import { LAYOUT_DATA_FILE } from '../schema/data-files.ts';
import {
  compressedNames,
  compressibleFiles,
  kindOf,
  pageCopiesWanted,
  removeCopies,
  writeCompressed,
} from './precompress.ts';
import { keptCompressionDir, pruneKeptCompression } from './kept-compression.ts';
import { ContentErrors, compileInThread, startPool } from './prerender/pool.ts';
import { availableParallelism } from 'node:os';
import { bundleThreads, keptThreadModules } from './prerender/thread-module.ts';
import { hashOf, pageHash, type Unit, type UnitResult } from './prerender/units.ts';
import { hostFiles, type StaticFile } from './static-output.ts';
import { siteBuildFile } from './site-build-file.ts';
import { inlineHashes, mergeHashes, toastStyleHash } from './csp-hashes.ts';
import { bundleServer } from './server-bundle.ts';
import { bundleWorkerRenderer, WORKER_RENDERER } from './worker-renderer.ts';
import { bundleKey, keepBundle, restoreBundle } from './kept-bundle.ts';
import { filesUnder } from './files-under.ts';
import { bundleEditor } from './editor-bundle.ts';
import { compilerHash } from './compile-cache.ts';

const root = process.cwd();
/** More pages than one worker renders in about the time another takes to start (about 3 ms a page, 0.3 s). */
const MANY_PAGES = 100;
const dist = join(root, 'dist');
const outDir = join(dist, 'client');
const clean = process.argv.includes('--clean');
// With --clean: run the bundlers even when a bundle of the same code is kept (scripts/kept-bundle.ts).
const rebundle = process.argv.includes('--rebundle');
const started = performance.now();
const startedAt = Date.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const phases: string[] = [];
let phaseStart = started;
// The peak resident memory of this process (its own thread, the compile thread and the render workers; the bundler
// is a process of its own) during each step, sampled every 50 ms.
let phasePeak = 0;
const sampling = setInterval(() => (phasePeak = Math.max(phasePeak, process.memoryUsage.rss())), 50).unref();
// The CPU time of this process (every thread; not the bundler's process) during each step: on a machine shared with
// other work the wall time says little, the CPU time much more.
let phaseCpu = process.cpuUsage();
/** Notes how long the step that just ended took, its CPU time and its peak memory, for the build's last line. */
const phase = (name: string) => {
  const now = performance.now();
  const cpu = process.cpuUsage(phaseCpu);
  phasePeak = Math.max(phasePeak, process.memoryUsage.rss());
  phases.push(
    `${name} ${((now - phaseStart) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s) ` +
      `${Math.round(phasePeak / 2 ** 20)} MB`,
  );
  phaseStart = now;
  phaseCpu = process.cpuUsage();
  phasePeak = 0;
};

/**
 * The Vite bundle (client and server) through vike, in a child process that runs beside the content compile: the
 * bundle does not read the content. vike recognises its CLI by path (`vite build` would skip vike's steps).
 */
function bundle(): Promise<number> {
  const vike = spawn(process.execPath, [join(root, 'node_modules/vike/bin.js'), 'build'], {
    stdio: 'inherit',
    cwd: root,
    // The bundler's native code (rolldown) allocates with mimalloc, which by default keeps freed memory for a
    // while: returned at once, the bundler's peak is about 50 MB lower, at the same speed.
    env: { ...process.env, MIMALLOC_PURGE_DELAY: '0' },
  });
  const stop = () => vike.kill();
  process.on('exit', stop);
  // A failed bundle stops the build once the compile beside it has reported its own problems.
  return new Promise((resolve) => {
    vike.on('error', () => resolve(1));
    vike.on('close', (code) => {
      process.off('exit', stop);
      resolve(code ?? 1);
    });
  });
}

/**
 * Writes the static extras whose text changed, with their .br as pages have theirs (none for Cloudflare Pages: a
 * build for another host than the last one's adds or removes them); returns every file they own.
 */
function writeExtras(extras: StaticFile[]): string[] {
  const outputs: string[] = [];
  for (const { file, text } of extras) {
    const path = join(outDir, file);
    const raw = Buffer.from(text);
    const inside = !relative(outDir, path).startsWith('..');
    const same = existsSync(path) && readFileSync(path).equals(raw);
    if (!same) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, raw);
    }
    if (inside && !pageCopies) removeCopies(path);
    else if (inside && (!same || !compressedNames(path, raw.length, 'page').every((f) => existsSync(f))))
      writeCompressed(path, raw, 'page');
    const owned = inside ? [path, `${path}.br`, `${path}.gz`] : [];
    outputs.push(...owned.filter((f) => existsSync(f)).map((f) => relative(outDir, f)));
  }
  return outputs;
}

/**
 * Moves a folder aside (one rename); the function returned deletes it in the background, with whatever an
 * interrupted build left aside before, and its promise ends when they are gone.
 */
function moveAside(dir: string): () => Promise<void> {
  renameSync(dir, `${dir}.discarded-${process.pid}`);
  return () => discard(dir);
}

function discard(dir: string): Promise<void> {
  const parent = dirname(dir);
  const aside = readdirSync(parent).filter((name) => name.startsWith(`${basename(dir)}.discarded-`));
  return Promise.all(aside.map((name) => rm(join(parent, name), { recursive: true, force: true }))).then(() => {});
}

/** Removes what the previous build wrote and this one did not, and the folders that leaves empty. */
function removeStale(before: BuildState, after: BuildState): number {
  const kept = new Set(Object.values(after.units).flatMap((u) => u.outputs));
  let removed = 0;
  for (const file of Object.values(before.units).flatMap((u) => u.outputs)) {
    if (kept.has(file)) continue;
    rmSync(join(outDir, file), { force: true });
    removed++;
    for (let dir = dirname(join(outDir, file)); dir.startsWith(outDir + '/'); dir = dirname(dir)) {
      if (!existsSync(dir) || readdirSync(dir).length) break;
      rmdirSync(dir);
    }
  }
  return removed;
}

// A registered page kind without its component would only fail when its first page renders: say so first.
const codeRoot = fileURLToPath(new URL('..', import.meta.url));
const withoutComponent = (Object.keys(pageKinds) as PageKind[]).filter(
  (k) => !existsSync(join(codeRoot, pageComponentFile(k))),
);
for (const kind of withoutComponent)
  console.error(
    `The page kind "${kind}" (schema/page-kinds.ts) has no component: create ${pageComponentFile(kind)} with the page as its default export.`,
  );
if (withoutComponent.length) process.exit(1);

const code = codeHash(root);
// Pages with their compressed copies, unless the build is for Cloudflare Pages (scripts/precompress.ts); every page's
// input hash says which, so that a build for the other host writes every page again.
const pageCopies = pageCopiesWanted(process.argv, process.env);
const renderHash = pageCopies ? code : hashOf(code, 'pages without compressed copies');
// A clean build moves the previous output aside at once and deletes it in the background once the pages are written
// (deleting the files of 10,000 pages took 13 s of this machine's time before the compile could start). Deleted
// while the workers wrote, it made the build 2.2-3.7 s longer at 10,000 pages and its peak 100 MB higher: on this
// machine's disk (ext4 without a journal) creating a file steps over every inode freed in the last minute or so.
const discardAside = clean && existsSync(dist) ? moveAside(dist) : undefined;
// Content files unchanged since the last build are taken from what its compile kept, unless this one is clean or
// the compiler changed (scripts/compile-cache.ts).
const cache = { compiler: compilerHash(codeRoot), fresh: clean };
// The compile starts at once when the threads' modules of this code are there; else they are made while the bundler
// starts (both take a moment before any thread can run).
const keptThreads = keptThreadModules();
const threadsReady = keptThreads ? Promise.resolve(keptThreads) : bundleThreads();
const compiling = keptThreads
  ? compileInThread(root, keptThreads.compile, { cache })
  : threadsReady.then((threads) => compileInThread(root, threads.compile, { cache }));
compiling.catch(() => {}); // awaited below, once the render workers are on their way
let previous = clean ? emptyState(code) : readState(root);
const key = bundleKey(root, code);
let bundled = previous.codeHash !== code || !existsSync(join(dist, 'server/entry.mjs')) || !existsSync(outDir);
// A clean build of code an earlier build bundled takes that bundle instead of making it again.
const keptUnits = clean && !rebundle ? restoreBundle(root, key) : undefined;
if (keptUnits) {
  bundled = false;
  previous = { ...previous, bundleKey: key, units: keptUnits };
  console.log(`Bundle of this code (${key.slice(0, 12)}) taken from node_modules/.cache/build-bundle.`);
}
// The server's bundle is made again when its code changed (or was never made here).
const serverKept = !bundled && previous.bundleKey === key && existsSync(join(dist, 'server/start.mjs'));
const layout = join(GENERATED_DIR, LAYOUT_DATA_FILE);
const setup = { root, outDir, layout, codeHash: renderHash, bundleCode: code, pageCopies };
// The bundle runs beside the compile, and the pre-render workers start as soon as the server bundle is there (at
// once when it is kept), so that loading it overlaps the compile too. Memory allows it: the bundler (about 400 MB,
// most of it its native code's) ends within about 2 s, before the compile of a large content set reaches its peak
// (about 430 MB at 10,000 pages, near its end); idle workers hold about 30 MB each.
const bundling = bundled ? bundle() : Promise.resolve(0);
const threads = await threadsReady;
// A build over the last one's output usually renders a few pages: one worker starts beside the compile (on the core
// the compile leaves), the others only if there are many pages to render. Both workers loading beside the compile
// made the compile of 10,000 files 0.2 s longer on this 2-core machine.
const starting = bundling.then((status) =>
  status === 0 ? startPool(setup, threads.render, bundled || clean ? undefined : 1) : undefined,
);
// Once the bundle is there, while the compile may still run on one core: the server and the editor's page are
// bundled (vike's bundle, made before, empties dist/server) and the workers compress the bundle's files (Vite emptied
// dist/client: they are all there is). Their failures are reported once the compile is done.
const serverBundled = bundling.then((status) =>
  status === 0 ? Promise.all([serverKept ? undefined : bundleServer(root), bundleEditor(root)]) : undefined,
);
const bundleUnits: Unit[] = [];
/** What the bundler wrote into dist/client (relative to it), for the bundle kept for the next clean build. */
let bundlerFiles: string[] = [];
const bundleCompressed = starting.then((pool) => {
  if (!pool || !bundled) return { results: [], rendered: 0 };
  bundlerFiles = filesUnder(outDir).map((file) => relative(outDir, file));
  for (const file of compressibleFiles(outDir)) {
    const rel = relative(outDir, file);
    bundleUnits.push({ kind: 'compress', key: `bundle:${rel}`, file: rel, compression: kindOf(file) });
  }
  return pool.run(bundleUnits, () => undefined);
});
for (const started of [serverBundled, bundleCompressed]) started.catch(() => {});
const compiled = await compiling.catch((error: unknown) => {
  if (error instanceof ContentErrors) return undefined;
  throw error;
});
// A build that stops still deletes the output a clean build moved aside (a later clean build would, too).
if (!compiled) {
  await Promise.all([starting.then((pool) => pool?.close()), discardAside?.()]);
  process.exit(1);
}
const { pages, notFound, extras, redirects, logos } = compiled.content;
phase('compile');
const status = await bundling;
if (status !== 0) {
  await discardAside?.();
  process.exit(status);
}
if (bundled) phase('bundle (beside the compile)');
const pool = (await starting)!;
const compressed = await bundleCompressed;
// Vite emptied dist/client: nothing of the previous build is left to reuse or remove.
if (bundled) previous = emptyState(code);
else if (!keptUnits)
  console.log(`Bundle unchanged (code hash ${code.slice(0, 12)}): kept dist/client/assets and dist/server.`);

const units: Unit[] = [];
units.push({ kind: 'not-found', key: 'page:404', ...notFound }, { kind: 'stylesheet', key: 'stylesheet' });
for (const p of pages) units.push({ kind: 'page', key: `page:${p.path}`, ...p });

// A page whose input hash is the last build's, with its document still there, is not sent to a worker: the compile
// knows the hash of each data file's text, so no file is read to find it unchanged.
const layoutHash = hashOf(readFileSync(join(root, layout), 'utf8'));
const unchanged: UnitResult[] = [];
const toRender = units.filter((u) => {
  if (u.kind === 'stylesheet') {
    // Made from the code alone: written again when the code changed or its file is gone.
    const before = previous.units[u.key];
    if (before?.hash !== renderHash || !before.outputs.every((f) => existsSync(join(outDir, f)))) return true;
    unchanged.push({ key: u.key, hash: renderHash });
    return false;
  }
  if (u.kind === 'compress' || u.dataHash === undefined) return true;
  const hash = pageHash(renderHash, layoutHash, u.kind === 'page' ? u.path : undefined, u.dataHash);
  const html = u.kind === 'page' ? join(outDir, u.path, 'index.html') : join(outDir, '404.html');
  if (previous.units[u.key]?.hash !== hash || !existsSync(html)) return true;
  unchanged.push({ key: u.key, hash });
  return false;
});
if (toRender.length > MANY_PAGES) pool.widen(availableParallelism());
const rendering = await pool.run(toRender, (key) => previous.units[key]?.hash);
const results = [...compressed.results, ...unchanged, ...rendering.results];
const rendered = compressed.rendered + rendering.rendered;
units.push(...bundleUnits);
// The workers end while the build writes what follows.
const closing = pool.close();
phase('render');
const discarding = discardAside?.();
// The page renderer for the editor's Pages Function, from vike's bundle and the tags the pre-render workers learnt.
const workerRendered = bundleWorkerRenderer(root, key, logos, previous.rendererKey);
const next: BuildState = {
  version: 1,
  codeHash: code,
  bundleKey: key,
  startedAt,
  ...(pageCopies ? {} : { pageCopies }),
  units: {},
};
// Bundle files are made only when the code changed; otherwise they stay as the build that made them left them.
if (!bundled)
  for (const [key, unit] of Object.entries(previous.units)) if (key.startsWith('bundle:')) next.units[key] = unit;
for (const r of results) {
  const before = previous.units[r.key];
  const styles = r.outputs ? r.styles : before?.styles;
  next.units[r.key] = { hash: r.hash, outputs: r.outputs ?? before!.outputs, ...(styles ? { styles } : {}) };
}
// Every page carries the same inline scripts (the loader, the speculation rules): the home page and 404.html name
// them all. Each page carries the rules of the stylesheet it uses: the hashes of every page's style element, each
// once, sorted (a rebuild lists them as a clean build does); the toast library adds its style element later.
// tests/build checks every page against the list.
const pageStyles = Object.values(next.units).flatMap((u) => u.styles ?? []);
const hashes = mergeHashes([
  ...['index.html', '404.html'].map((f) => ({
    script: inlineHashes(readFileSync(join(outDir, f), 'utf8')).script,
    style: [],
  })),
  { script: [], style: [...new Set(pageStyles)].sort() },
  { script: [], style: [toastStyleHash(root)] },
]);
// The public folder as the bundler copied it (the server's rebuild after a save brings in what the owner adds).
next.units['public'] = { hash: '', outputs: publicFiles(root) };
next.units['extras'] = {
  hash: '',
  // site-build.json says which commit this is, for the editor on a static host to see when a save is live.
  outputs: writeExtras([...extras, ...hostFiles(redirects, hashes), siteBuildFile(root)]),
};
const removed = removeStale(previous, next);
phase('extras');

// The documents of the pages found unchanged were there a moment ago.
const seen = new Set(unchanged.map((u) => u.key));
const missing = pages.filter((p) => !seen.has(`page:${p.path}`) && !existsSync(join(outDir, p.path, 'index.html')));
if (missing.length || !existsSync(join(outDir, '404.html'))) {
  console.error(
    `Pre-rendering missed ${missing.length} pages${existsSync(join(outDir, '404.html')) ? '' : ' and 404.html'}: ${missing
      .slice(0, 5)
      .map((p) => p.path)
      .join(', ')}`,
  );
  process.exit(1);
}
await discarding;
pruneKeptCompression(keptCompressionDir(root));
next.rendererKey = await Promise.all([serverBundled, workerRendered])
  .then(([, rendererKey]) => rendererKey)
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
writeState(root, next);
// The compile thread keeps its store for the next build while the pages render.
await Promise.all([compiled.stored, closing]);
if (bundled) {
  const bundleOutputs = Object.fromEntries(Object.entries(next.units).filter(([k]) => k.startsWith('bundle:')));
  const compressedFiles = Object.values(bundleOutputs).flatMap((u) => u.outputs);
  keepBundle(root, key, [...new Set([...bundlerFiles, ...compressedFiles])], bundleOutputs, [
    basename(WORKER_RENDERER),
  ]);
}
clearInterval(sampling);
console.log(
  `Built ${pages.length} pages into dist/client in ${seconds()} s: ${rendered} files rendered or written, ` +
    `${units.length - rendered} unchanged, ${removed} stale removed${bundled ? '' : ', bundle reused'}` +
    `${pageCopies ? '' : ', for Cloudflare Pages (pages without compressed copies)'} (${phases.join(', ')}).`,
);
