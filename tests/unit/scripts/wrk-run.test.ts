import { describe, expect, it } from 'vitest';
import { parseWrk, wrkMs } from '../../../scripts/wrk-run.ts';

const report = `Running 10s test @ http://127.0.0.1:8080/
  2 threads and 200 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    21.40ms   10.12ms 312.00ms   88.12%
    Req/Sec     4.71k   612.33     6.02k    70.50%
  Latency Distribution
     50%   19.87ms
     75%   24.01ms
     90%   30.55ms
     99%    1.02s
  93812 requests in 10.01s, 1.21GB read
  Socket errors: connect 0, read 3, write 0, timeout 2
  Non-2xx or 3xx responses: 7
Requests/sec:   9372.17
Transfer/sec:    123.45MB
`;

describe("wrk's report", () => {
  it('reads durations in every unit wrk prints', () => {
    expect([wrkMs('850.00us'), wrkMs('12.34ms'), wrkMs('1.20s'), wrkMs('1.50m')]).toEqual([0.9, 12.3, 1200, 90_000]);
    expect(() => wrkMs('fast')).toThrow(/Not a wrk duration/);
  });

  it('reads requests per second, p50 and p99, socket errors and other answers', () => {
    expect(parseWrk(report)).toEqual({ reqPerSec: 9372, p50: 19.9, p99: 1020, errors: 5, non2xx: 7 });
  });
});
