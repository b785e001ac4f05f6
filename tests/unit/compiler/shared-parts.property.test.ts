import { expect, test as example } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { serialize } from 'node:v8';
import { sharedWith } from '../../../compiler/shared-parts.ts';

/** Two values alike in parts: the second made from the first, some of its parts changed. */
const alike = fc
  .jsonValue()
  .chain((value) =>
    fc.tuple(
      fc.constant(value),
      fc.oneof(fc.constant(structuredClone(value)), fc.jsonValue(), fc.constant({ wrapped: value })),
    ),
  );

test.prop([alike])('gives a value equal to the first, keys in the same order, whatever the second', ([value, base]) => {
  expect(JSON.stringify(sharedWith(value, base))).toBe(JSON.stringify(value));
  expect(sharedWith(value, base)).toStrictEqual(value);
});

test.prop([fc.jsonValue()])('gives the second value itself when the two are equal', (value) => {
  const base = structuredClone(value);
  expect(sharedWith(value, base) === base || typeof value !== 'object' || value === null).toBe(true);
});

example('shares each equal part, and only those; keys in another order are not the same', () => {
  const data = { hero: { title: 'Oil Change', list: ['a', 'b'] }, price: '$40', order: { a: 1, b: 2 } };
  const entry = { hero: { title: 'Oil Change', list: ['a', 'b'] }, price: '$45', order: { b: 2, a: 1 } };
  const shared = sharedWith(entry, data);
  expect(shared).toStrictEqual(entry);
  expect(shared.hero).toBe(data.hero);
  expect(shared).not.toBe(data);
  expect(shared.order).not.toBe(data.order);
  expect(Object.keys(shared.order)).toEqual(['b', 'a']);
  // Stored together, the shared parts are written once.
  expect(serialize([data, shared]).length).toBeLessThan(serialize([data, structuredClone(entry)]).length);
});

example('a key named __proto__ stays an own property, and a date is left as it is', () => {
  const value = JSON.parse('{"__proto__": {"x": 1}, "y": [1]}') as Record<string, unknown>;
  const shared = sharedWith(value, { y: [1] });
  expect(Object.keys(shared)).toEqual(['__proto__', 'y']);
  expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
  const day = new Date('2026-11-27');
  expect(sharedWith({ day }, { day: new Date('2026-11-27') }).day).toBe(day);
});
