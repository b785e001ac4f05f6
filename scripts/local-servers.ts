import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redirect } from '../schema/routes.ts';
import { NGINX_BROTLI_MODULE, nginxConfig } from './host-config.ts';
import { readCspHashes } from '../server/node/csp-hashes.ts';

export const NGINX = '/usr/sbin/nginx';

/**
 * The environment without a test runner's own variables (NODE_ENV=test, MODE, BASE_URL, SSR, VITEST...): they change
 * how Vite and vike build, and a server started from a test runs, and builds if it must, as it would in service.
 */
export function withoutTestRunnerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(VITEST.*|TEST|MODE|BASE_URL|SSR|PROD|DEV|NODE_ENV)$/.test(k)),
  );
}

/** Starts `server` on a free port of this machine and gives its address (`http://127.0.0.1:<port>`). */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** How many file descriptors a process has open. */
export function openFds(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** The deepest process under `pid` (npm -> sh -> tsx -> node): the one that serves. */
function leafProcess(pid: number): number {
  for (;;) {
    let children: string[];
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      return pid;
    }
    if (children.length === 0) return pid;
    pid = Number(children.at(-1));
  }
}

async function waitUntilAnswering(url: string, what: string, log: () => string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(url, { headers: { connection: 'close' } });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${what} did not answer at ${url}:\n${log()}`);
}

export interface RunningServer {
  url: string;
  port: number;
  /** The process that serves (for /proc/<pid>/fd and memory): with worker processes, the last of them. */
  pid: number;
  /** Every process of the server as it is now (npm start: the primary and its workers; nginx: master and workers). */
  pids(): number[];
  stop(): Promise<void>;
}

/** The processes under `pid`, children before their own children, from /proc. */
function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** The node processes under `pid` (npm and its shell left out). */
function nodeProcesses(pid: number): number[] {
  return descendants(pid).filter((p) => {
    try {
      return /(^|\/)node$/.test(readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0')[0]!);
    } catch {
      return false;
    }
  });
}

function stopper(child: ChildProcess, cleanup: () => void = () => {}) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        cleanup();
        return resolve();
      }
      child.once('exit', () => {
        cleanup();
        resolve();
      });
      // npm start runs in its own process group: end the group (npm, tsx, node) and nothing else.
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    });
}

/**
 * Starts the real `npm start` on a free port (the site must be built) and waits until it answers. Unless `env` names
 * a DATABASE_URL, it gets a request store of its own in a temporary folder, removed when it stops: the requests,
 * login failures and events of a test or a load test never go into the project's data/requests.db (the owner's or
 * the developer's own store, whose login throttle would also remember the guesses of a run some minutes before).
 */
export async function startNpmStart(root = process.cwd(), env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const store = env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'npm-start-'));
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...withoutTestRunnerEnv(),
      ...(store && { DATABASE_URL: `file:${join(store, 'requests.db')}` }),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, () => store && rmSync(store, { recursive: true, force: true }));
  try {
    await waitUntilAnswering(url, 'npm start', () => output);
  } catch (error) {
    // A server that never answered is stopped, and its store goes with it.
    await stop();
    throw error;
  }
  return { url, port, pid: leafProcess(child.pid!), pids: () => nodeProcesses(child.pid!), stop };
}

/**
 * Starts Debian's nginx (with its brotli_static module) with the site's server block over `root`, /api/ proxied to
 * `apiUpstream`.
 */
export async function startNginx(
  redirects: readonly Redirect[],
  root: string,
  options: { apiUpstream?: string; workers?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const conf = join(dir, 'nginx.conf');
  const block = nginxConfig(redirects, root, port, readCspHashes(root), options.apiUpstream).replace(
    `listen ${port};`,
    `listen 127.0.0.1:${port};`,
  );
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
load_module ${NGINX_BROTLI_MODULE};
daemon off;
worker_processes ${options.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${block}
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const log = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  await waitUntilAnswering(url, 'nginx', log);
  return {
    url,
    port,
    pid: child.pid!,
    pids: () => [child.pid!, ...descendants(child.pid!)],
    stop: stopper(child, () => rmSync(dir, { recursive: true, force: true })),
  };
}
