import { availableParallelism, loadavg } from 'node:os';

/** The load averages over 1, 5 and 15 minutes, as "1.2 0.8 0.5": printed beside a benchmark's figures. */
export const loadAverages = (digits = 1): string =>
  loadavg()
    .map((l) => l.toFixed(digits))
    .join(' ');

/** The machine a benchmark ran on: its cores and its load. */
export const machineLine = (): string => `Machine: ${availableParallelism()} cores, load average ${loadAverages()}`;
