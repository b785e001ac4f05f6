import { afterAll, expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { existsSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { compile } from '../../../compiler/compile.ts';
import { IncrementalCompiler, type Change } from '../../../compiler/incremental.ts';
import { ContentCopy } from '../../support/content-copy.ts';

/** A day every offer of the content is shown on: an offer's change reaches the pages of the services it names. */
const TODAY = '2026-11-26';
const copy = new ContentCopy();
afterAll(() => rmSync(copy.root, { recursive: true, force: true }));
const original = new Map<string, string>();
const textOf = (file: string) => {
  if (!original.has(file)) original.set(file, copy.read(`content/${file}`));
  return original.get(file)!;
};

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
  fc.constant<Change>(new Map()).map(() => new Map([...original].map(([file, text]) => [file, text]))),
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

test.prop([fc.array(change, { minLength: 1, maxLength: 4 })], { numRuns: 8 })(
  'the warm compiler, after any changes, finds what a compile of the whole content finds and makes the same pages',
  (changes) => {
    apply(new Map([...original].map(([file, text]) => [file, text])));
    const warm = new IncrementalCompiler(copy.root, 'content', { today: TODAY });
    warm.compile();
    for (const c of changes) {
      // The gate's check of the change before it is written, then the compile after it is.
      const checked = warm.check(c);
      apply(c);
      const expected = full();
      expect(checked.problems).toEqual(expected.problems);
      expect(checked.site).toEqual(expected.site);
      const compiled = warm.compile();
      expect(compiled.problems).toEqual(expected.problems);
      expect(compiled.site).toEqual(expected.site);
    }
  },
  600_000,
);
