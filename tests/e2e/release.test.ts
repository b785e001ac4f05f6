/**
 * The release as a server runs it: the project's files and its build copied to a scratch folder, installed there
 * with `npm ci --omit=dev` (production dependencies only: no TypeScript loader, no bundler), and `npm start` run
 * there. It serves the pages, takes a request, logs the owner in and publishes an edit, all with plain node; the
 * owner's tools (`npm run admin:password`, `npm run requests`, `npm run deploy:config`) run there with plain node too.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/admin/password.ts';
import { loadServerContent } from '../../server/requests/node-content.ts';
import { validBodies } from '../support/request-handler-suite.ts';
import { freePort, ShopServer } from '../support/request-server.ts';

const PASSWORD = 'a long owner passphrase';
const release = mkdtempSync(join(tmpdir(), 'release-'));
let server: ShopServer;
let install = '';
let passwordHash = '';
const DATABASE_URL = `file:${join(release, 'requests.db')}`;

/**
 * `npm run <script> -- <args>` in the release, with `input` on standard input. Asynchronous: a test that blocked on
 * it kept the server's close of an idle keep-alive connection unread, and its next fetch went out on that socket
 * ("other side closed").
 */
const npmRun = (script: string, args: string[] = [], input = '') =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: release,
      env: { ...process.env, DATABASE_URL },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject).on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });

/** The processes under `pid` (children first), from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n)))
    try {
      // "pid (command) state ppid ...": the command may hold spaces, so the fields are read after its ")".
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone meanwhile */
    }
  const under = (p: number): number[] =>
    [...parents].filter(([, parent]) => parent === p).flatMap(([child]) => [child, ...under(child)]);
  return under(pid);
}

const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

beforeAll(async () => {
  // What a clone holds (tracked files and new ones not ignored), then the build.
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(f));
  for (const file of files) {
    mkdirSync(dirname(join(release, file)), { recursive: true });
    cpSync(file, join(release, file), { preserveTimestamps: true });
  }
  for (const dir of ['dist', '.generated'])
    cpSync(dir, join(release, dir), { recursive: true, preserveTimestamps: true });
  const started = performance.now();
  const ci = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: release, encoding: 'utf8' });
  install = `npm ci --omit=dev: ${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (ci.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${ci.stderr.slice(-3000)}`);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: release });
  git('init', '--quiet');
  git('add', 'content');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'The site');
  // The owner's password, hashed by the release's own tool: the login below proves the hash is right.
  const made = await npmRun('admin:password', [], `${PASSWORD}\n`);
  passwordHash = /^ADMIN_PASSWORD_HASH='(scrypt\$[^']+)'$/m.exec(made.stdout)?.[1] ?? '';
  if (!passwordHash) throw new Error(`npm run admin:password in the release failed:\n${made.stdout}${made.stderr}`);
  server = new ShopServer(
    await freePort(),
    {
      ADMIN_PASSWORD_HASH: passwordHash,
      DATABASE_URL,
      SERVER_WORKERS: '2',
      EDITOR_AUTHOR_NAME: 'Dave Kessler',
      EDITOR_AUTHOR_EMAIL: 'dave@example.com',
    },
    release,
  );
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(release, { recursive: true, force: true });
});

describe('the release, installed with production dependencies only and started with plain node', () => {
  it('has none of the development tools installed', () => {
    console.log(install);
    for (const tool of ['tsx', 'esbuild', 'vite', 'vike', 'typescript', 'vitest'])
      expect(existsSync(join(release, 'node_modules', tool)), tool).toBe(false);
  });

  it('is served by a plain node process running the built server, with no loader or compiler', () => {
    const processes = descendants(server.pid!).map((pid) => ({ pid, argv: commandLine(pid) }));
    const node = processes.filter((p) => /(^|\/)node$/.test(p.argv[0]!));
    // The primary, and the two worker processes asked for (server/node/site-cluster.ts), each the built server.
    const worker = [join(release, 'dist/server/start.mjs')];
    expect(node.map((p) => p.argv.slice(1))).toEqual([['scripts/start.mjs'], worker, worker]);
    for (const { pid } of node) expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).not.toMatch(/esbuild|tsx/);
    expect(server.output).not.toMatch(/Building first/);
  });

  it('serves the pages', async () => {
    for (const path of ['/', '/services/oil-change', '/cars/hyundai']) {
      const res = await fetch(server.baseUrl + path, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>');
    }
    expect((await fetch(`${server.baseUrl}/no-such-page`)).status).toBe(404);
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, database: { ok: true }, build: { ok: true } });
  });

  it('takes a request posted by a form', async () => {
    const body = validBodies(loadServerContent(release))['contact-quote'];
    const res = await fetch(`${server.baseUrl}/api/requests/contact-quote`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
      body: new URLSearchParams(body).toString(),
    });
    expect(res.status).toBe(303);
  });

  it('lists and marks the requests with npm run requests, run by plain node from the build', async () => {
    const pkg = JSON.parse(readFileSync(join(release, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const script of ['requests', 'admin:password', 'deploy:config'])
      expect(pkg.scripts[script], script).toMatch(/^node dist\/server\/[a-z-]+\.mjs$/);
    const listed = await npmRun('requests', ['--json']);
    expect(listed.status, listed.stderr).toBe(0);
    const requests = JSON.parse(listed.stdout) as { id: string; form: string; status: string }[];
    expect(requests.map((r) => [r.form, r.status])).toEqual([['contact-quote', 'new']]);
    const marked = await npmRun('requests', ['--mark', requests[0]!.id.slice(0, 6), 'contacted']);
    expect(marked.stdout).toMatch(
      new RegExp(`The request from \\S.* \\(${requests[0]!.id}\\) is now contacted \\(was new\\)\\.`),
    );
    expect((await npmRun('requests')).stdout).toContain('contacted');
    expect((await npmRun('requests', ['--what'])).stderr).toContain('Unknown option --what');
  });

  it('hashes a password with npm run admin:password, and writes the service files with npm run deploy:config', async () => {
    expect(await verifyPassword(PASSWORD, passwordHash)).toBe(true);
    expect(await verifyPassword('not the password', passwordHash)).toBe(false);
    expect((await npmRun('admin:password', [], 'short\n')).stderr).not.toBe('');
    const deploy = await npmRun('deploy:config', ['--host', 'shop.example.com']);
    expect(deploy.status, deploy.stderr).toBe(0);
    expect(readFileSync(join(release, 'dist/deploy/nginx-site.conf'), 'utf8')).toContain(
      'server_name shop.example.com;',
    );
    expect(readFileSync(join(release, 'dist/deploy/kessler-site.service'), 'utf8')).toContain('ExecStart=');
  });

  it('logs the owner in, and publishes an edit of the editor: committed, and the page served with it', async () => {
    const base = server.baseUrl;
    const wrong = await fetch(`${base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'not the password' }).toString(),
    });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const login = await fetch(`${base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    expect(login.status).toBe(303);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const editor = await (await fetch(`${base}/admin/content/`, { headers: { cookie } })).text();
    const csrf = /name="csrf-token" content="([^"]+)"/.exec(editor)![1]!;
    expect((await fetch(`${base}/admin/content/assets/editor.js`, { headers: { cookie } })).status).toBe(200);
    const headers = { cookie, origin: base, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const entry = (await (await fetch(`${base}/admin/content/api/entry/make/hyundai`, { headers })).json()) as {
      version: string;
      data: { commonServices: { estimatedCost: string }[] };
    };
    // Every worker process holds the page in memory before the save (new connections go to each in turn)...
    const everyWorker = () =>
      Promise.all(
        Array.from({ length: 8 }, async () =>
          (await fetch(`${base}/cars/hyundai`, { headers: { connection: 'close' } })).text(),
        ),
      );
    for (const page of await everyWorker()) expect(page).not.toContain('$43-$73');
    entry.data.commonServices[0]!.estimatedCost = '$43-$73';
    const save = await fetch(`${base}/admin/content/api/entry/make/hyundai`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version: entry.version, data: entry.data }),
    });
    const saved = (await save.json()) as { saved: boolean; published: { commit?: string; error?: string } };
    expect(save.status).toBe(200);
    expect(saved.published.error).toBeUndefined();
    expect(saved.published.commit).toMatch(/^[0-9a-f]{40}$/);
    // ...and every one serves the new page as soon as the save has answered.
    for (const page of await everyWorker()) expect(page).toContain('$43-$73');
    const log = execFileSync('git', ['log', '-1', '--format=%an|%s'], { cwd: release, encoding: 'utf8' });
    expect(log.trim()).toBe('Dave Kessler|Edit /cars/hyundai');
  });
});
