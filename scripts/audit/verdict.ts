/** What `npm audit --json` answers: a report, or the error of an unreachable advisory service. */
export interface AuditJson {
  metadata?: { vulnerabilities?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical' | 'total', number> };
  vulnerabilities?: Record<string, { severity: string; range: string }>;
  message?: string;
  error?: { summary?: string };
}

export interface Verdict {
  ok: boolean;
  lines: string[];
}

/**
 * Passes when no production dependency has a high or critical advisory. An unreachable advisory service
 * passes with a warning unless `required` (then the absence of an answer fails too).
 */
export function auditVerdict(report: AuditJson, required: boolean): Verdict {
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.error?.summary || report.message || 'no answer';
    return { ok: !required, lines: [`npm audit: the advisory service could not be reached (${why}).`] };
  }
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(
    ([, v]) => v.severity === 'high' || v.severity === 'critical',
  );
  return {
    ok: serious.length === 0,
    lines: [
      `npm audit (production dependencies): ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.`,
      ...serious.map(([name, v]) => `  ${v.severity}: ${name} ${v.range}`),
    ],
  };
}
