/** The editor's answer when the gate refuses a change: the same on the site's server and on a static host. */
import type { Context } from 'hono';
import { toFieldProblems } from './field-errors.ts';
import type { GateResult } from './gate.ts';

/** A 422 naming each problem at its field, or undefined when the gate let the change through. */
export function gateRefusal(c: Context, gate: GateResult, contentDir: string, file: string): Response | undefined {
  if (gate.ok) return undefined;
  const errors = toFieldProblems(gate.errors, contentDir);
  return c.json(
    {
      error: `Not saved: ${errors.length} problem${errors.length === 1 ? '' : 's'} would reach the site`,
      file,
      errors,
      gateMs: Math.round(gate.ms),
    },
    422,
  );
}
