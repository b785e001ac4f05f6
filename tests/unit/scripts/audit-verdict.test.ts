import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../../scripts/audit/verdict.ts';

const counts = (high: number, critical: number) => ({
  info: 0,
  low: 1,
  moderate: 2,
  high,
  critical,
  total: 3 + high + critical,
});

describe('the audit verdict', () => {
  it('passes with only low and moderate advisories', () => {
    const v = auditVerdict(
      { metadata: { vulnerabilities: counts(0, 0) }, vulnerabilities: { a: { severity: 'moderate', range: '<2' } } },
      true,
    );
    expect(v).toEqual({
      ok: true,
      lines: ['npm audit (production dependencies): 0 critical, 0 high, 2 moderate, 1 low.'],
    });
  });

  it('fails on a high or critical advisory and names the package', () => {
    const v = auditVerdict(
      {
        metadata: { vulnerabilities: counts(1, 1) },
        vulnerabilities: {
          a: { severity: 'high', range: '<2' },
          b: { severity: 'critical', range: '*' },
          c: { severity: 'low', range: '<1' },
        },
      },
      false,
    );
    expect(v.ok).toBe(false);
    expect(v.lines.slice(1)).toEqual(['  high: a <2', '  critical: b *']);
  });

  it('warns and passes when the advisory service cannot be reached, unless an answer is required', () => {
    const offline = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      error: { summary: '' },
    };
    expect(auditVerdict(offline, false)).toEqual({
      ok: true,
      lines: [`npm audit: the advisory service could not be reached (${offline.message}).`],
    });
    expect(auditVerdict(offline, true).ok).toBe(false);
  });
});
