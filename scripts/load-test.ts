/**
 * `npm run load-test`: 200 connections for 20 s against `/`, a service page and an unknown path, with and
 * without compression, against `npm start` and against nginx serving the same files with the site's server
 * block, in the same run. Fails on any error or unexpected status, or if the Node server's open descriptors are
 * not back to where they started, or if its memory keeps growing when the same load is repeated; prints req/s and p99
 * for both, and the Node server's memory.
 * Then wrk (lighter than the Node load generator, so the servers rather than it are measured) on `/` alone, with
 * and without gzip, against both. Options: --connections N, --seconds N. Needs a build (dist/client), Debian's
 * nginx and wrk.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Redirect } from '../schema/routes.ts';
import { startNginx, startNpmStart, type RunningServer } from './local-servers.ts';
import { LOAD_PATHS, cpuSecondsOf, loadRun, openFdsOfTree, residentMb } from './load-run.ts';
import { wrkRun } from './wrk-run.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const connections = arg('connections', 200);
const seconds = arg('seconds', 20);

const root = process.cwd();
const { redirects } = JSON.parse(readFileSync(join(root, '.generated/manifest.json'), 'utf8')) as {
  redirects: Redirect[];
};

/** Open descriptors of every process of a server, once they are down to `target` (or after 20 s). */
async function settle(server: RunningServer, target: number): Promise<number> {
  let fds = openFdsOfTree(server.pids());
  for (let i = 0; i < 100 && fds > target; i++) {
    await new Promise((r) => setTimeout(r, 200));
    fds = openFdsOfTree(server.pids());
  }
  return fds;
}

/** Resident memory of every process of a server, in MB. */
const memoryOf = (server: RunningServer) => server.pids().reduce((mb, pid) => mb + residentMb(pid), 0);

const node = await startNpmStart(root);
const nginx = await startNginx(redirects, join(root, 'dist/client'), { apiUpstream: `127.0.0.1:${node.port}` });
let failed = false;
try {
  // Warm up both, then take the Node server's resting state.
  for (const server of [node, nginx]) await loadRun(server.url, { connections: 10, seconds: 1, compressed: true });
  const fdsBefore = await settle(node, 0);
  const memBefore = memoryOf(node);
  console.log(
    `npm start at rest: ${node.pids().length} processes, ${fdsBefore} open fds, ${memBefore} MB resident (all processes)`,
  );
  console.log(`${connections} connections, ${seconds} s each, cycling ${LOAD_PATHS.join(' ')}`);
  const rows: string[] = [];
  for (const compressed of [false, true]) {
    for (const [name, server] of [
      ['npm start', node],
      ['nginx', nginx],
    ] as [string, RunningServer][]) {
      const r = await loadRun(server.url, { connections, seconds, compressed });
      if (r.errors || r.unexpected) failed = true;
      const row = `${name.padEnd(9)} ${compressed ? 'br/gzip ' : 'identity'}  ${String(r.reqPerSec).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${r.requests} requests, ${r.errors} errors, ${r.unexpected} unexpected`;
      console.log(`${row}; npm start now ${memoryOf(node)} MB resident`);
      rows.push(row);
    }
  }
  console.log(`wrk, / alone, ${connections} connections, ${seconds} s each:`);
  for (const compressed of [false, true])
    for (const [name, server] of [
      ['npm start', node],
      ['nginx', nginx],
    ] as [string, RunningServer][]) {
      const cpuBefore = cpuSecondsOf(server.pids());
      const r = await wrkRun(`${server.url}/`, { connections, seconds, compressed });
      const cpuAfter = cpuSecondsOf(server.pids());
      if (r.errors || r.non2xx) failed = true;
      // The server's own CPU a request, in its code and in the kernel: steadier than req/s on a shared machine.
      const perRequest = (s: number) => ((s * 1e6) / Math.max(1, r.reqPerSec * seconds)).toFixed(1);
      console.log(
        `${name.padEnd(9)} ${compressed ? 'br      ' : 'identity'}  ${String(r.reqPerSec).padStart(6)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  ${r.errors} socket errors, ${r.non2xx} non-2xx; CPU a request ${perRequest(cpuAfter.user - cpuBefore.user)} us user + ${perRequest(cpuAfter.system - cpuBefore.system)} us kernel; npm start now ${memoryOf(node)} MB resident`,
      );
    }
  // A leak grows with the requests served: the same load again must leave the server where the first pass did.
  const passes: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const compressed of [false, true]) {
      const r = await wrkRun(`${node.url}/`, {
        connections,
        seconds: Math.max(2, Math.round(seconds / 4)),
        compressed,
      });
      if (r.errors || r.non2xx) failed = true;
    }
    passes.push(memoryOf(node));
  }
  const growth = passes[2]! - passes[1]!;
  console.log(
    `npm start, the same wrk load three times more: ${passes.join(', ')} MB resident after each (${growth >= 0 ? '+' : ''}${growth} MB between the last two)`,
  );
  if (growth > Math.max(10, passes[1]! * 0.05)) {
    console.error(`Memory grew by ${growth} MB under the same load repeated: a leak.`);
    failed = true;
  }
  const fdsAfter = await settle(node, fdsBefore);
  const memAfter = memoryOf(node);
  console.log(
    `npm start after the runs: ${fdsAfter} open fds (${fdsBefore} before), ${memAfter} MB resident (${memBefore} MB before)`,
  );
  if (fdsAfter > fdsBefore) failed = true;
  if (failed) console.error('Load test FAILED: errors, unexpected statuses, descriptors left open or memory growing.');
} finally {
  await nginx.stop();
  await node.stop();
}
process.exit(failed ? 1 : 0);
