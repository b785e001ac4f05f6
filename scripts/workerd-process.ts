/**
 * The workerd processes miniflare starts for this process, and what they use: CPU time (user + system, from
 * /proc/<pid>/stat, which counts the isolate's work and nothing of this process) and resident memory. For the
 * measurements of the Pages Function's work in Cloudflare's runtime (Linux only).
 */
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The workerd processes miniflare started (children of this process). */
export function workerdPids(): number[] {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .filter((n) => {
      try {
        const stat = readFileSync(`/proc/${n}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === process.pid && stat.includes('(workerd)');
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A process's CPU time so far, in ms. */
export const cpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime = 0, stime = 0] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
};

/** A process's resident memory now (VmRSS) or at its peak (VmHWM), in MB. */
export const memoryMB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
