import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { openFds } from './local-servers.ts';
import { entryPath } from '../schema/routes.ts';

/** The paths every load run cycles through: the home page, a service page, an unknown path (404). */
export const LOAD_PATHS = ['/', entryPath('service', 'oil-change'), '/no-such-page'] as const;

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers other than 200 (the two pages) and 404 (the unknown path), or a 404 count that is not a third. */
  unexpected: number;
}

/** Resident memory of a process, in MB. */
export function residentMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Runs `connections` connections for `seconds` against a server, each cycling through LOAD_PATHS, with
 * `Accept-Encoding: br, gzip` or without it.
 */
export async function loadRun(
  url: string,
  options: { connections: number; seconds: number; compressed: boolean },
): Promise<LoadResult> {
  const headers: Record<string, string> = options.compressed ? { 'accept-encoding': 'br, gzip' } : {};
  const r = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: LOAD_PATHS.map((path) => ({ method: 'GET' as const, path, headers })),
  });
  const total = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  const notFound = r.statusCodeStats?.['404']?.count ?? 0;
  const ok = r.statusCodeStats?.['200']?.count ?? 0;
  // Each connection cycles through the three paths: the 404s are a third, give or take one per connection.
  const thirdsOff = Math.abs(notFound * 3 - total) > options.connections * 3;
  return {
    requests: total,
    reqPerSec: Math.round(total / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    unexpected: total - ok - notFound + (thirdsOff ? 1 : 0),
  };
}

/** Open descriptors of a process and its children (nginx: master and workers). */
export function openFdsOfTree(pids: readonly number[]): number {
  return pids.reduce((n, pid) => n + openFds(pid), 0);
}

/** CPU time a set of processes has used so far, in seconds: in their own code (user) and in the kernel (system). */
export function cpuSecondsOf(pids: readonly number[]): { user: number; system: number } {
  const ticks = 100; // USER_HZ, 100 on Linux
  return pids.reduce(
    (sum, pid) => {
      try {
        // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return { user: sum.user + Number(fields[11]) / ticks, system: sum.system + Number(fields[12]) / ticks };
      } catch {
        return sum;
      }
    },
    { user: 0, system: 0 },
  );
}
