import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { parseRange } from '../../../server/node/byte-range.ts';
import { evaluatePreconditions, ifRangeHolds } from '../../../server/node/conditionals.ts';

describe('byte ranges', () => {
  it('serves one satisfiable range and rejects the rest', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-1000', 100)).toEqual({ start: 90, end: 99 });
    for (const bad of ['bytes=50-10', 'bytes=abc', 'bytes=-', 'bytes=100-', 'bytes=-0', 'bytes=1e3-'])
      expect(parseRange(bad, 100), bad).toBe('unsatisfiable');
    for (const ignored of [undefined, 'items=0-1', 'bytes=0-1,5-6']) expect(parseRange(ignored, 100)).toBe('ignore');
    expect(parseRange('bytes=0-0', 0)).toBe('unsatisfiable');
  });

  test.prop([fc.string(), fc.nat(10_000)])('any range is inside the file or not served', (header, size) => {
    const r = parseRange(`bytes=${header}`, size);
    if (typeof r === 'string') return;
    expect(r.start).toBeGreaterThanOrEqual(0);
    expect(r.end).toBeGreaterThanOrEqual(r.start);
    expect(r.end).toBeLessThan(size);
  });
});

describe('preconditions', () => {
  const file = { etag: '"abc-10"', mtimeMs: Date.parse('2026-01-01T00:00:00.500Z') };
  const at = (iso: string) => new Date(iso).toUTCString();

  it('follows the order of RFC 9110 section 13.2.2', () => {
    expect(evaluatePreconditions({}, file)).toBe('proceed');
    expect(evaluatePreconditions({ 'if-none-match': '*' }, file)).toBe('not-modified');
    expect(evaluatePreconditions({ 'if-none-match': '"x", W/"abc-10"' }, file)).toBe('not-modified');
    expect(evaluatePreconditions({ 'if-none-match': '"x"' }, file)).toBe('proceed');
    // If-None-Match decides alone: If-Modified-Since is then not looked at.
    expect(
      evaluatePreconditions({ 'if-none-match': '"x"', 'if-modified-since': at('2027-01-01T00:00:00Z') }, file),
    ).toBe('proceed');
    expect(evaluatePreconditions({ 'if-modified-since': at('2026-01-01T00:00:00Z') }, file)).toBe('not-modified');
    expect(evaluatePreconditions({ 'if-modified-since': at('2025-12-31T23:59:59Z') }, file)).toBe('proceed');
    expect(evaluatePreconditions({ 'if-modified-since': 'yesterday' }, file)).toBe('proceed');
    expect(evaluatePreconditions({ 'if-match': '"x"' }, file)).toBe('failed');
    expect(evaluatePreconditions({ 'if-match': 'W/"abc-10"' }, file)).toBe('failed');
    expect(evaluatePreconditions({ 'if-match': '"abc-10"' }, file)).toBe('proceed');
    expect(evaluatePreconditions({ 'if-unmodified-since': at('2025-12-31T00:00:00Z') }, file)).toBe('failed');
  });

  it('lets a range apply only for the same strong tag or date', () => {
    expect(ifRangeHolds(undefined, file)).toBe(true);
    expect(ifRangeHolds('"abc-10"', file)).toBe(true);
    expect(ifRangeHolds('W/"abc-10"', file)).toBe(false);
    expect(ifRangeHolds('"x"', file)).toBe(false);
    expect(ifRangeHolds(at('2026-01-01T00:00:00Z'), file)).toBe(true);
    expect(ifRangeHolds(at('2026-01-02T00:00:00Z'), file)).toBe(false);
  });
});
