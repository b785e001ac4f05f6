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

  /** Values whose strings are texts with tokens or without, as content is: most of it has none. */
  const content = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.integer(),
      fc.array(tie('value')),
      fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', '__proto__'), tie('value')),
    ),
  })).value;

  test.prop([content])(
    'mapStrings copies only the lists and objects in which a string changed, and never changes what it is given',
    (value) => {
      const fill = (s: string) => interpolate(s, tokens);
      const before = JSON.stringify(value);
      const expected: unknown = JSON.parse(JSON.stringify(value), (_, v: unknown) =>
        typeof v === 'string' ? fill(v) : v,
      );
      const mapped = mapStrings(value, fill);
      expect(JSON.stringify(mapped)).toBe(JSON.stringify(expected));
      expect(JSON.stringify(value)).toBe(before);
      // The same object exactly where nothing in it changed, a new one exactly where something did.
      const walk = (a: unknown, b: unknown): void => {
        if (!a || typeof a !== 'object') return;
        expect(b === a).toBe(JSON.stringify(mapStrings(a, fill)) === JSON.stringify(a));
        for (const key of Object.keys(a))
          walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
      };
      walk(value, mapped);
    },
  );

  it('keeps a key named __proto__ as data, never as the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": "yes"}, "a": "x"}') as Record<string, unknown>;
    const mapped = mapStrings(parsed, (s) => s.toUpperCase());
    expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
    expect(Object.keys(mapped)).toEqual(['__proto__', 'a']);
    expect((mapped as { polluted?: string }).polluted).toBeUndefined();
    expect(JSON.stringify(mapped)).toBe('{"__proto__":{"polluted":"YES"},"a":"X"}');
  });
});
