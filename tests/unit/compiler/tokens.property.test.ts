import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { interpolate, mapStrings, TOKEN } from '../../../compiler/tokens.ts';

const tokens = { phone: '(513) 555-0100', shopName: 'Kessler' };
/** Texts made of tokens, known and unknown, broken braces and plain words. */
const text = fc
  .array(fc.constantFrom('{phone}', '{shopName}', '{unknown}', '{', '}', 'Call ', 'now.', 'x'), { maxLength: 8 })
  .map((parts) => parts.join(''));
/** Values as JSON text has them, like content: fast-check's JSON values include -0, which JSON text writes as 0. */
const json = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe('token interpolation', () => {
  test.prop([fc.oneof(text, fc.string())])('replaces exactly what the token pattern finds, fast path or not', (s) => {
    expect(interpolate(s, tokens)).toBe(s.replace(TOKEN, (whole, name: string) => tokens[name as 'phone'] ?? whole));
  });

  test.prop([json])('mapStrings keeps the shape and passes every string through', (value) => {
    const mark = (s: string) => `<${s}>`;
    const expected: unknown = JSON.parse(JSON.stringify(value), (_, v: unknown) =>
      typeof v === 'string' ? mark(v) : v,
    );
    expect(mapStrings(value, mark)).toStrictEqual(expected);
  });

  it('keeps a key named __proto__ as data, never as the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": "yes"}, "a": "x"}') as Record<string, unknown>;
    const mapped = mapStrings(parsed, (s) => s.toUpperCase());
    expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
    expect(Object.keys(mapped)).toEqual(['__proto__', 'a']);
    expect((mapped as { polluted?: string }).polluted).toBeUndefined();
    expect(JSON.stringify(mapped)).toBe('{"__proto__":{"polluted":"YES"},"a":"X"}');
  });
});
