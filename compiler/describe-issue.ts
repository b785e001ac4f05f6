import type { z } from 'zod';
import { closest } from './closest.ts';

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') {
    // Control characters (a tab inside an address, say) are shown as escapes, not as invisible space.
    // eslint-disable-next-line no-control-regex -- control characters are what this shows
    const visible = value.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
    return visible.length > 60 ? `"${visible.slice(0, 57)}..."` : `"${visible}"`;
  }
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

const kind: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

/** A zod issue in the owner's words: what was expected and what was found. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      // A schema's own words for a missing field (zod's own message starts "Invalid input").
      if (input === undefined && !/^Invalid input/.test(issue.message)) return `Required: ${issue.message}`;
      if (input === undefined)
        return `Required: expected ${kind[issue.expected] ?? issue.expected}, but the field is missing`;
      return `Expected ${kind[issue.expected] ?? issue.expected}, found ${show(input)}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}: check the spelling or remove ${issue.keys.length > 1 ? 'them' : 'it'}`;
    case 'invalid_value': {
      if (issue.values.length <= 8)
        return `Expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, found ${show(input)}`;
      const near = typeof input === 'string' ? closest(input, issue.values.map(String), 3) : [];
      return `Expected one of ${issue.values.length} allowed values${near.length ? ` (closest: ${near.map((v) => `"${v}"`).join(', ')})` : ''}, found ${show(input)}`;
    }
    case 'too_small':
      if (issue.origin === 'array')
        return `Expected at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}, found ${show(input)}`;
      if (issue.origin === 'string' && issue.minimum === 1) return issue.message;
      return `${issue.message}, found ${show(input)}`;
    case 'too_big':
      if (issue.origin === 'array')
        return `Expected at most ${issue.maximum} item${Number(issue.maximum) === 1 ? '' : 's'}, found ${show(input)}`;
      if (issue.origin === 'string') return `${issue.message} (found ${String(input).length})`;
      return `${issue.message}, found ${show(input)}`;
    case 'invalid_union':
      return `Expected ${issue.message.replace(/^Invalid input:?\s*/i, '') || 'a different kind of value'}, found ${show(input)}`;
    default:
      return input === undefined ? issue.message : `${issue.message}, found ${show(input)}`;
  }
}
