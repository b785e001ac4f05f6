/**
 * `npm run audit`: `npm audit --omit=dev` with a verdict: fails on any high or critical advisory against
 * what ships to visitors (the production dependencies). When the advisory service cannot be reached (an
 * offline machine, a registry mirror without the audit endpoint) it says so and passes, unless
 * AUDIT_REQUIRED=1 (GitHub Actions), where an unreachable service fails too.
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict, type AuditJson } from './audit/verdict.ts';

const run = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  timeout: 90_000,
});
let report: AuditJson;
try {
  report = JSON.parse(run.stdout) as AuditJson;
} catch {
  report = {
    message: run.error
      ? `npm audit did not finish: ${run.error.message}`
      : (run.stderr || run.stdout).trim().split('\n').at(-1),
  };
}
const verdict = auditVerdict(report, process.env.AUDIT_REQUIRED === '1');
(verdict.ok ? console.log : console.error)(verdict.lines.join('\n'));
process.exit(verdict.ok ? 0 : 1);
