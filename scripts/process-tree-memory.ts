import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TIME = '/usr/bin/time';
const CPU_MARK = 'cpu-seconds: ';

/** Wall time and the peak of the summed resident memory of a command and every process it started. */
export interface RunMeasure {
  seconds: number;
  /** Largest sum of resident set sizes over the whole process tree seen in any one sample. */
  peakMB: number;
  /** User plus system CPU time of the whole tree (from /usr/bin/time when installed): steadier than wall time
   *  on a machine shared with other work. */
  cpuSeconds?: number;
  ok: boolean;
  stderr: string;
  stdout: string;
}

/** Parent pid of every live process, read from /proc/<pid>/stat (field 4, after the parenthesised name). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(name), ppid);
    } catch {
      // the process ended between listing and reading
    }
  }
  return map;
}

function rssKB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** A process and all its live descendants. */
function tree(root: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const out: number[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    out.push(pid);
    stack.push(...(byParent.get(pid) ?? []));
  }
  return out;
}

/** Summed resident memory (KB) of a process and all its descendants (threads share their process's memory). */
export function treeRssKB(root: number): number {
  return tree(root).reduce((total, pid) => total + rssKB(pid), 0);
}

/** User plus system CPU seconds a process and its live descendants have used so far (/proc/<pid>/stat, at 100 ticks a second). */
export function treeCpuSeconds(root: number): number {
  let ticks = 0;
  for (const pid of tree(root))
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended between listing and reading
    }
  return ticks / 100;
}

/**
 * Runs a command, sampling the summed resident memory of its process tree every `everyMs` (Linux /proc).
 * Sampling can miss a peak shorter than the interval; 50 ms is well under the life of any build step.
 */
export function runMeasured(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; everyMs?: number },
): Promise<RunMeasure> {
  return new Promise((resolve) => {
    const started = performance.now();
    // GNU time (Debian's "time" package) reports the CPU time of the command and everything it waited for.
    const timed = existsSync(TIME);
    const child = timed
      ? spawn(TIME, ['-f', `${CPU_MARK}%U %S`, command, ...args], { cwd: options.cwd, env: options.env ?? process.env })
      : spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    let peakKB = 0;
    const timer = setInterval(() => {
      if (child.pid) peakKB = Math.max(peakKB, treeRssKB(child.pid));
    }, options.everyMs ?? 50);
    child.on('close', (code) => {
      clearInterval(timer);
      const cpu = new RegExp(`${CPU_MARK}([\\d.]+) ([\\d.]+)`).exec(stderr);
      if (cpu) stderr = stderr.slice(0, cpu.index);
      resolve({
        cpuSeconds: cpu ? Number(cpu[1]) + Number(cpu[2]) : undefined,
        seconds: (performance.now() - started) / 1000,
        peakMB: Math.round(peakKB / 1024),
        ok: code === 0,
        stderr,
        stdout,
      });
    });
  });
}
