import { afterAll, expect, test as example } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { existsSync, readdirSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { compile } from '../../../compiler/compile.ts';
import { IncrementalCompiler, type Change } from '../../../compiler/incremental.ts';
import { ContentCopy } from '../../support/content-copy.ts';

/** A day every offer of the content is shown on: an offer's change reaches the pages of the services it names. */
const TODAY = '2026-11-26';
const copy = new ContentCopy();
afterAll(() => rmSync(copy.root, { recursive: true, force: true }));
/** The files the changes write, as they are before any change. */
const original = new Map(
  [
    'makes/hyundai.yaml',
    'services/brake-service.yaml',
    'services/oil-change.yaml',
    'site.yaml',
    'cities/mason.yaml',
    'cities/lebanon.yaml',
    'specials/climate-check.yaml',
    'specials/free-brake-inspection.yaml',
  ].map((file) => [file, copy.read(`content/${file}`)]),
);
const textOf = (file: string) => original.get(file)!;
// The copies a change may add are removed when the files are put back.
const added = ['services/oil-change-copy.yaml', 'services/second-oil-change.yaml'];

/** Owners' changes, each as the files it writes (paths under content/; null removes), of every kind the checks and pages read. */
const change = fc.oneof(
  // A price on one make page (the lower price above the higher is an error).
  fc
    .record({ low: fc.integer({ min: 10, max: 400 }), high: fc.integer({ min: 10, max: 400 }) })
    .map(
      ({ low, high }): Change =>
        new Map([['makes/hyundai.yaml', textOf('makes/hyundai.yaml').replace('$40-$70', `$${low}-$${high}`)]]),
    ),
  // A service renamed: to a name of its own, or to another page's (a duplicate name).
  fc
    .constantFrom('Brakes and More', 'Oil Change', 'Engine Repair')
    .map(
      (name): Change =>
        new Map([
          [
            'services/brake-service.yaml',
            textOf('services/brake-service.yaml').replace(/^name: .*$/m, `name: ${name}`),
          ],
        ]),
    ),
  // A service page removed (the site names it among its featured services) or added as a copy of another.
  fc.constant<Change>(new Map([['services/oil-change.yaml', null]])),
  fc
    .constantFrom('oil-change-copy', 'second-oil-change')
    .map((slug): Change => new Map([[`services/${slug}.yaml`, textOf('services/oil-change.yaml')]])),
  // A copy under a name of its own: its words are another page's (a warning at the newer of the two files).
  fc.constant<Change>(
    new Map([
      [
        'services/second-oil-change.yaml',
        textOf('services/oil-change.yaml').replace(/^name: .*$/m, 'name: Oil Change Plus'),
      ],
    ]),
  ),
  // The shop's phone (every file's phone check reads it) and a shared word every page reads.
  fc
    .constantFrom('(513) 555-0142', '(513) 555-0199')
    .map((phone): Change => new Map([['site.yaml', textOf('site.yaml').replace(/^phone: .*$/m, `phone: ${phone}`)]])),
  // A town's introduction cut short (a thin page), and a file that is not YAML at all.
  fc.constant<Change>(
    new Map([
      ['cities/mason.yaml', textOf('cities/mason.yaml').replace(/^intro:[\s\S]*?(?=^\w)/m, 'intro: [Short.]\n')],
    ]),
  ),
  fc.constant<Change>(new Map([['cities/lebanon.yaml', `${textOf('cities/lebanon.yaml')}\n  broken: [\n`]])),
  // An offer removed, or renamed (the service pages it names show its title).
  fc.constant<Change>(new Map([['specials/climate-check.yaml', null]])),
  fc.constant<Change>(
    new Map([
      [
        'specials/free-brake-inspection.yaml',
        textOf('specials/free-brake-inspection.yaml').replace(/^title: .*$/m, 'title: Brake Check on Us'),
      ],
    ]),
  ),
  // Every file put back as it was.
  fc.constant<Change>(new Map([...original, ...added.map((file) => [file, null] as const)])),
);

function apply(c: Change) {
  for (const [file, text] of c) {
    const path = copy.path(`content/${file}`);
    if (text === null) {
      if (existsSync(path)) unlinkSync(path);
    } else writeFileSync(path, text);
  }
}

const full = () => compile(copy.root, 'content', { today: TODAY });

/**
 * What may happen on disk between the gate's check of a change and the compile after it is saved: nothing (the
 * save), another change written too, or the change's files older than the rest (a copy of a page is then the
 * first of the two, and the other page the copy).
 */
type Meanwhile = { other: Change } | { older: true };
const meanwhile: fc.Arbitrary<Meanwhile | undefined> = fc.option(
  fc.oneof(
    change.map((other) => ({ other })),
    fc.constant({ older: true }),
  ),
  { nil: undefined, freq: 2 },
);

function happen(c: Change, m: Meanwhile) {
  if ('other' in m) return apply(m.other);
  const past = new Date('2000-01-01T00:00:00Z');
  for (const file of c.keys())
    if (existsSync(copy.path(`content/${file}`))) utimesSync(copy.path(`content/${file}`), past, past);
}

test.prop([fc.array(fc.record({ c: change, m: meanwhile }), { minLength: 1, maxLength: 4 })], { numRuns: 12 })(
  'the warm compiler, after any changes, finds what a compile of the whole content finds and makes the same pages',
  (steps) => {
    apply(new Map([...original, ...added.map((file) => [file, null] as const)]));
    const warm = new IncrementalCompiler(copy.root, 'content', { today: TODAY });
    warm.compile();
    for (const { c, m } of steps) {
      // The gate's check of the change before it is written, then the compile after it is.
      const checked = warm.check(c);
      apply(c);
      const expected = full();
      expect(checked.problems).toEqual(expected.problems);
      expect(checked.site).toEqual(expected.site);
      if (m) happen(c, m);
      const now = m ? full() : expected;
      const compiled = warm.compile();
      expect(compiled.problems).toEqual(now.problems);
      expect(compiled.site).toEqual(now.site);
    }
  },
  600_000,
);

example("a save is compiled once: the compile after it is the gate's, unless the saved file is not the newest", () => {
  apply(new Map([...original, ...added.map((file) => [file, null] as const)]));
  const at = (iso: string) => new Date(iso);
  for (const file of readdirSync(copy.path('content'), { recursive: true, encoding: 'utf8' }))
    utimesSync(copy.path(`content/${file}`), at('2026-11-01T00:00:00Z'), at('2026-11-01T00:00:00Z'));
  const warm = new IncrementalCompiler(copy.root, 'content', {
    today: TODAY,
    now: () => Date.parse('2026-11-26T12:00:00Z'),
  });
  warm.compile();
  const save = (c: Change, savedAt: string) => {
    const checked = warm.check(c);
    apply(c);
    for (const file of c.keys()) utimesSync(copy.path(`content/${file}`), at(savedAt), at(savedAt));
    return { checked, compiled: warm.compile(), expected: full() };
  };
  const copied: Change = new Map([
    [
      'services/second-oil-change.yaml',
      textOf('services/oil-change.yaml').replace(/^name: .*$/m, 'name: Oil Change Plus'),
    ],
  ]);
  const once = save(copied, '2026-11-26T12:00:01Z');
  expect(once.compiled.site).toBe(once.checked.site);
  expect(once.compiled).toEqual(once.expected);
  expect(once.expected.problems.map((p) => p.location.file)).toContain('content/services/second-oil-change.yaml');
  // Saved with a time before the page it copies: that page is now the copy, and the compile says so.
  const older = save(
    new Map([...copied, ['services/oil-change.yaml', `${textOf('services/oil-change.yaml')}\n`]]),
    '2026-10-01T00:00:00Z',
  );
  expect(older.compiled.site).not.toBe(older.checked.site);
  expect(older.compiled).toEqual(older.expected);
});
