import { spawn } from 'node:child_process';

export interface WrkResult {
  reqPerSec: number;
  /** Latency percentiles, in milliseconds. */
  p50: number;
  p99: number;
  /** Socket errors (connect, read, write, timeout) and answers other than 2xx or 3xx. */
  errors: number;
  non2xx: number;
}

/** wrk's duration ("850.00us", "12.34ms", "1.20s") in milliseconds. */
export function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`Not a wrk duration: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(Number(m[1]) * scale * 10) / 10;
}

/** What wrk's report with `--latency` says. */
export function parseWrk(output: string): WrkResult {
  const number = (re: RegExp) => Number(re.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    reqPerSec: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? '0ms'),
    p99: wrkMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '0ms'),
    errors: socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
  };
}

/** Debian's wrk against one address: two threads, `connections` connections, `seconds` seconds. */
export function wrkRun(
  url: string,
  options: { connections: number; seconds: number; compressed: boolean },
): Promise<WrkResult> {
  const args = ['-t2', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '--timeout', '10s'];
  // As a browser asks: both servers send the build's brotli (a page has no .gz; a client with gzip alone gets it
  // made by the server).
  if (options.compressed) args.push('-H', 'Accept-Encoding: gzip, deflate, br');
  const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', (e) => reject(new Error(`wrk did not run (apt-get install wrk): ${e.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk failed (${code}):\n${output}`)),
    );
  });
}
