import { expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { slugify } from '../../../schema/slug.ts';
import { Slug } from '../../../schema/primitives.ts';

test.prop([fc.string({ unit: 'grapheme', maxLength: 40 })])(
  'slugify is idempotent and yields a valid slug or nothing',
  (s) => {
    const once = slugify(s);
    expect(slugify(once)).toBe(once);
    if (once) expect(Slug.safeParse(once).success).toBe(true);
  },
);

test.prop([fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/)])('a valid slug is its own slug', (s) => {
  expect(slugify(s)).toBe(s);
});

test('names of makes', () => {
  expect(['Mercedes-Benz', 'Land Rover', 'Alfa Romeo', 'Citroën'].map(slugify)).toEqual([
    'mercedes-benz',
    'land-rover',
    'alfa-romeo',
    'citroen',
  ]);
});

test('names of towns: every served town has a valid address for its page', async () => {
  const { readFileSync } = await import('node:fs');
  const { load } = await import('js-yaml');
  const areas = (load(readFileSync('content/areas.yaml', 'utf8')) as { areas: { city: string }[] }).areas;
  for (const a of areas) expect(Slug.safeParse(slugify(a.city)).success, a.city).toBe(true);
  expect(['Clearcreek Township', 'West Chester', 'Lebanon'].map(slugify)).toEqual([
    'clearcreek-township',
    'west-chester',
    'lebanon',
  ]);
});
