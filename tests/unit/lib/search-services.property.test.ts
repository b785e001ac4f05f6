import { describe, expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { searchServices, fillSearchMessage } from '../../../src/lib/search-services.ts';
import type { DirectoryCategory } from '../../../schema/directory.ts';

const word = fc.stringMatching(/^[A-Za-z][A-Za-z &-]{0,14}$/);
const category: fc.Arbitrary<DirectoryCategory> = fc.record({
  title: word,
  icon: fc.constant('wrench' as const),
  services: fc.array(fc.record({ name: word, href: fc.constant('/services') }), { minLength: 1, maxLength: 6 }),
});
const directory = fc.array(category, { minLength: 0, maxLength: 8 });
const real = (load(readFileSync('content/pages/services.yaml', 'utf8')) as { categories: DirectoryCategory[] })
  .categories;

/** A query: sometimes a piece of a real name or title, sometimes anything, with random case and padding. */
const queryFor = (cats: DirectoryCategory[]) =>
  fc.oneof(
    fc.string({ maxLength: 6 }),
    fc
      .constantFrom('', ...cats.flatMap((c) => [c.title, ...c.services.map((s) => s.name)]))
      .chain((t) =>
        fc.tuple(fc.nat(t.length), fc.nat(t.length)).map(([a, b]) => t.slice(Math.min(a, b), Math.max(a, b))),
      ),
  );

const matches = (c: DirectoryCategory, s: { name: string }, q: string) =>
  c.title.toLowerCase().includes(q.trim().toLowerCase()) || s.name.toLowerCase().includes(q.trim().toLowerCase());

describe('directory search', () => {
  test.prop([directory.chain((d) => fc.tuple(fc.constant(d), queryFor(d)))])(
    'returns exactly the matching services, drops empty groups, counts never increase',
    ([cats, q]) => {
      const r = searchServices(cats, q);
      if (!q.trim()) {
        expect(r.groups.map((g) => g.category)).toEqual(cats);
        return;
      }
      const expected = cats.flatMap((c) =>
        c.services.filter((s) => matches(c, s, q)).map((s) => `${c.title}/${s.name}`),
      );
      expect(r.groups.flatMap((g) => g.services.map((s) => `${g.category.title}/${s.name}`)).sort()).toEqual(
        expected.sort(),
      );
      expect(r.groups.every((g) => g.matchCount > 0 && g.matchCount === g.services.length)).toBe(true);
      for (let i = 1; i < r.groups.length; i++)
        expect(r.groups[i - 1]!.matchCount).toBeGreaterThanOrEqual(r.groups[i]!.matchCount);
      expect(r.total).toBe(expected.length);
    },
  );

  test.prop([
    directory.chain((d) => fc.tuple(fc.constant(d), queryFor(d))),
    fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 }),
    fc.string({ unit: fc.constantFrom(' ', '\n'), maxLength: 3 }),
  ])('padding and letter case never change the result', ([cats, q], before, after) => {
    const base = searchServices(cats, q);
    for (const variant of [`${before}${q}${after}`, q.toUpperCase(), q.toLowerCase()]) {
      const r = searchServices(cats, variant);
      expect(r.groups.map((g) => [g.category.title, g.services.map((s) => s.name)])).toEqual(
        base.groups.map((g) => [g.category.title, g.services.map((s) => s.name)]),
      );
    }
  });

  test.prop([queryFor(real)])('on the real directory too', (q) => {
    const r = searchServices(real, q);
    for (const g of r.groups) for (const s of g.services) expect(matches(g.category, s, q) || !q.trim()).toBe(true);
  });

  test('examples from the real directory', () => {
    const r = searchServices(real, '  BRAKE ');
    expect(r.query).toBe('BRAKE');
    expect(r.groups[0]!.category.title).toMatch(/Brake/);
    expect(searchServices(real, 'zzzz').groups).toEqual([]);
    expect(fillSearchMessage('Found {count} service(s) matching "{query}"', { count: 3, query: '$& x' })).toBe(
      'Found 3 service(s) matching "$& x"',
    );
  });
});
