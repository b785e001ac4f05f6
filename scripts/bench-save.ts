/**
 * The owner's save on the site's server, timed from the editor's save request to the public page showing the
 * change: a scratch copy of the project (scripts/synthetic-site.ts, `extraPages` more pages), built, committed to a
 * git repository of its own, served by `npm start` with the editor behind the login; then `saves` saves of one
 * price on /cars/hyundai, each polled for on the public page every 20 ms. Also the server's CPU time per save (its
 * whole process tree, from the request until the page is served) and its memory at rest after the saves.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadAverages } from './machine/load-average.ts';
import { freePort, ShopServer } from '../tests/support/request-server.ts';
import { scratchProject } from './synthetic-site.ts';
import { entryPath } from '../schema/routes.ts';
import { treeCpuSeconds, treeRssKB } from './process-tree-memory.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchSaves(
  root: string,
  options: { extraPages: number; saves: number; password: string; hash: string },
): Promise<string> {
  const { dir } = scratchProject(root, options.extraPages);
  cpSync(join(root, 'package-lock.json'), join(dir, 'package-lock.json'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  git('init', '--quiet');
  git('add', '-A', 'content');
  git('-c', 'user.name=Bench', '-c', 'user.email=bench@localhost', 'commit', '--quiet', '-m', 'Content');
  const started = performance.now();
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: dir, encoding: 'utf8', maxBuffer: 256 << 20 });
  if (build.status !== 0)
    throw new Error(`The build failed:\n${build.stdout.slice(-2000)}${build.stderr.slice(-2000)}`);
  const buildSeconds = ((performance.now() - started) / 1000).toFixed(1);
  const server = new ShopServer(await freePort(), { ADMIN_PASSWORD_HASH: options.hash }, dir);
  await server.start();
  try {
    const base = server.baseUrl;
    const login = await fetch(`${base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: options.password }).toString(),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const editorPage = await (await fetch(`${base}/admin/content/`, { headers: { cookie } })).text();
    const csrf = /name="csrf-token" content="([^"]+)"/.exec(editorPage)![1]!;
    const headers = { cookie, origin: base, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const times: number[] = [];
    const cpu: number[] = [];
    const pid = server.pid!;
    for (let i = 0; i < options.saves; i++) {
      const entry = (await (await fetch(`${base}/admin/content/api/entry/make/hyundai`, { headers })).json()) as {
        version: string;
        data: { commonServices: { estimatedCost: string }[] };
      };
      const price = `$${141 + i}-$${171 + i}`;
      entry.data.commonServices[0]!.estimatedCost = price;
      const start = performance.now();
      const cpuBefore = treeCpuSeconds(pid);
      const save = await fetch(`${base}/admin/content/api/entry/make/hyundai`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ version: entry.version, data: entry.data }),
      });
      if (save.status !== 200) throw new Error(`The save answered ${save.status}: ${await save.text()}`);
      const saved = (await save.json()) as { published?: { error?: string } };
      if (saved.published?.error) throw new Error(`The save was not published: ${saved.published.error}`);
      for (let polls = 0; !(await (await fetch(base + entryPath('make', 'hyundai'))).text()).includes(price); polls++) {
        if (polls > 3000) throw new Error('The saved price was not served within a minute');
        await new Promise((r) => setTimeout(r, 20));
      }
      times.push(performance.now() - start);
      cpu.push(treeCpuSeconds(pid) - cpuBefore);
    }
    // At rest: the saves done, the server idle for a few seconds.
    await new Promise((r) => setTimeout(r, 5000));
    const restMB = treeRssKB(pid) / 1024;
    const pages = options.extraPages ? `${options.extraPages.toLocaleString('en-US')} more pages` : 'this site';
    return (
      `save to served, ${pages} (built in ${buildSeconds} s): median ${(median(times) / 1000).toFixed(2)} s of ` +
      `${times.length} (${times.map((t) => (t / 1000).toFixed(2)).join(' ')}); server CPU per save median ` +
      `${median(cpu).toFixed(2)} s; memory at rest ${restMB.toFixed(0)} MB (process tree); load average ${loadAverages(2)}`
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
