import { afterAll, expect, test as example } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compile, type CompileResult } from '../../../compiler/compile.ts';
import { emit } from '../../../compiler/emit.ts';
import { KeptFiles, type KeptFile } from '../../../compiler/kept-files.ts';
import {
  COMPILE_CACHE_FILE,
  fileHash,
  generatedFiles,
  readCompileCache,
  writeCompileCache,
} from '../../../scripts/compile-cache.ts';
import { ContentCopy } from '../../support/content-copy.ts';

/** A day every offer of the content is shown on. */
const TODAY = '2026-11-26';
const COMPILER = 'the compiler of this test';
const copy = new ContentCopy();
const out = mkdtempSync(join(tmpdir(), 'kept-files-'));
afterAll(() => {
  copy.dispose();
  rmSync(out, { recursive: true, force: true });
});

/** The files the edits write, as they are before any edit. */
const original = new Map(
  [
    'makes/hyundai.yaml',
    'services/brake-service.yaml',
    'services/oil-change.yaml',
    'services/_defaults.yaml',
    'services/suspension-repair.yaml',
    'site.yaml',
    'cities/mason.yaml',
    'cities/lebanon.yaml',
    'specials/climate-check.yaml',
    'articles/check-engine-light-what-it-means.md',
    'static/media/owner.svg',
  ].map((file) => [file, copy.read(`content/${file}`)]),
);
const textOf = (file: string) => original.get(file)!;
/** The files an edit may add, removed when everything is put back. */
const added = ['services/oil-change-copy.yaml', 'services/second-oil-change.yaml', 'services/renamed-brakes.yaml'];
/** Puts every file back as it was, the added ones removed; and, asked to, the compile's store too. */
const startOver = (options: { forgetStore?: boolean } = {}) => {
  apply(new Map([...original, ...added.map((file) => [file, null] as const)]));
  if (options.forgetStore) rmSync(copy.path(COMPILE_CACHE_FILE), { force: true });
};

/** Files under content/ -> their new text, or null to remove them. */
type Edit = ReadonlyMap<string, string | null>;

/**
 * Edits of what a check reads of the content besides a file (the shop's phone, the pictures, the pages there are)
 * and of a file that the changed value finds something in: a finding kept with the wrong shared values shows.
 */
const sharedEdit: fc.Arbitrary<Edit> = fc.oneof(
  // The shop's phone: every file's phone check reads it; a number written in a page is another problem with it.
  fc
    .constantFrom('(513) 555-0142', '(513) 555-0199')
    .map((phone) => new Map([['site.yaml', textOf('site.yaml').replace(/^phone: .*$/m, `phone: ${phone}`)]])),
  fc.constant(
    new Map([
      [
        'services/oil-change.yaml',
        textOf('services/oil-change.yaml').replace(/^summary: (.*)$/m, 'summary: $1 Call 513-555-0199.'),
      ],
    ]),
  ),
  // A picture replaced under the same name by one whose size cannot be read, and put back.
  fc
    .constantFrom('not a picture', textOf('static/media/owner.svg'))
    .map((text) => new Map([['static/media/owner.svg', text]])),
  fc
    .constantFrom(null, textOf('services/oil-change.yaml'))
    .map((text) => new Map([['services/oil-change.yaml', text]])),
);

/** Owners' edits of every kind: changed, added, removed and renamed files, broken ones, and shared words. */
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc
    .record({ low: fc.integer({ min: 10, max: 400 }), high: fc.integer({ min: 10, max: 400 }) })
    .map(
      ({ low, high }) =>
        new Map([['makes/hyundai.yaml', textOf('makes/hyundai.yaml').replace('$40-$70', `$${low}-$${high}`)]]),
    ),
  fc
    .constantFrom('Brakes and More', 'Oil Change')
    .map(
      (name) =>
        new Map([
          [
            'services/brake-service.yaml',
            textOf('services/brake-service.yaml').replace(/^name: .*$/m, `name: ${name}`),
          ],
        ]),
    ),
  // What service pages take from other files: the defaults under every page, and a page another one reuses (power
  // steering takes its reviews from suspension repair).
  fc
    .constantFrom('Same-Day Repairs', 'Same-Day Service')
    .map(
      (title) =>
        new Map([['services/_defaults.yaml', textOf('services/_defaults.yaml').replace('Same-Day Service', title)]]),
    ),
  fc.constant(
    new Map([
      [
        'services/suspension-repair.yaml',
        textOf('services/suspension-repair.yaml').replace(
          'What local drivers say about our suspension repairs',
          'What drivers around here say about our suspension work',
        ),
      ],
    ]),
  ),
  // Renamed: the same bytes under another name (its page moves, links to the old address break).
  fc.constant(
    new Map([
      ['services/brake-service.yaml', null],
      ['services/renamed-brakes.yaml', textOf('services/brake-service.yaml')],
    ]),
  ),
  fc.constant(new Map([['services/oil-change.yaml', null]])),
  // A copy of another page: its words are a warning at the copy, naming the line of the page it copies.
  fc
    .constantFrom('oil-change-copy', 'second-oil-change')
    .map((slug) => new Map([[`services/${slug}.yaml`, textOf('services/oil-change.yaml')]])),
  sharedEdit,
  fc.constant(
    new Map([
      ['cities/mason.yaml', textOf('cities/mason.yaml').replace(/^intro:[\s\S]*?(?=^\w)/m, 'intro: [Short.]\n')],
    ]),
  ),
  // Broken files: not YAML at all, against the schema, a markdown file without its front matter.
  fc.constant(new Map([['cities/lebanon.yaml', `${textOf('cities/lebanon.yaml')}\n  broken: [\n`]])),
  fc.constant(
    new Map([
      ['specials/climate-check.yaml', textOf('specials/climate-check.yaml').replace(/^title: .*$/m, 'title: [1, 2]')],
    ]),
  ),
  fc.constant(
    new Map([
      [
        'articles/check-engine-light-what-it-means.md',
        textOf('articles/check-engine-light-what-it-means.md').replace(/^---\n/, ''),
      ],
    ]),
  ),
  // The body of an article, and its front matter.
  fc
    .constantFrom('Few things ruin', 'Nothing ruins')
    .map(
      (start) =>
        new Map([
          [
            'articles/check-engine-light-what-it-means.md',
            textOf('articles/check-engine-light-what-it-means.md').replace('Few things ruin', start),
          ],
        ]),
    ),
  fc.constant(
    new Map([
      [
        'articles/check-engine-light-what-it-means.md',
        textOf('articles/check-engine-light-what-it-means.md').replace('readTime: 4 min read', 'readTime: 5 min read'),
      ],
    ]),
  ),
  // Everything put back as it was.
  fc.constant(new Map([...original, ...added.map((file) => [file, null] as const)])),
);

function apply(e: Edit) {
  for (const [file, text] of e) {
    const path = copy.path(`content/${file}`);
    if (text === null) {
      if (existsSync(path)) unlinkSync(path);
    } else writeFileSync(path, text);
  }
}

/** Every file `emit()` writes for a compiled site, with its text, written under `dir`. */
function emitted(result: CompileResult, dir: string): Map<string, string> {
  rmSync(dir, { recursive: true, force: true });
  if (!result.site) return new Map();
  emit(result.site, dir);
  return filesIn(join(dir, '.generated'));
}

/** Every file under `dir`, with its text. */
const filesIn = (dir: string) =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name), 'utf8')]),
  );

/**
 * A build's compile as the build makes it: from what the last one kept (in the copy's dist/), writing the generated
 * files into the copy's own folder over those of the last build (knowing what it wrote), keeping for the next.
 */
function compileKept(): { result: CompileResult; reused: number; kept: KeptFiles; generated: Map<string, string> } {
  const kept = readCompileCache(copy.root, COMPILER);
  const result = compile(copy.root, 'content', { today: TODAY, kept });
  if (result.site) emit(result.site, copy.root, kept.emitOptions());
  writeCompileCache(copy.root, COMPILER, kept);
  return { result, reused: kept.reused, kept, generated: result.site ? filesIn(copy.path('.generated')) : new Map() };
}

const clean = () => compile(copy.root, 'content', { today: TODAY });

/**
 * The same problems and the same generated files, byte for byte; with `generated`, the files a build wrote over
 * the last build's are those too.
 */
function expectSame(kept: CompileResult, fresh: CompileResult, generated?: Map<string, string>) {
  expect(kept.problems).toEqual(fresh.problems);
  const clean = emitted(fresh, join(out, 'clean'));
  expect(emitted(kept, join(out, 'kept'))).toEqual(clean);
  if (generated && fresh.site) expect(generated).toEqual(clean);
}

test.prop([fc.array(edit, { minLength: 1, maxLength: 5 })], { numRuns: 15 })(
  'a compile that takes unchanged files from the last build finds the same problems and makes the same files as a clean one',
  (edits) => {
    startOver({ forgetStore: true });
    compileKept();
    for (const e of edits) {
      apply(e);
      const { result, reused, kept, generated } = compileKept();
      expect(reused).toBeGreaterThan(0);
      expect(kept.reusedFindings).toBeGreaterThan(0);
      expectSame(result, clean(), generated);
    }
  },
  600_000,
);

test.prop([fc.array(sharedEdit, { minLength: 2, maxLength: 6 })], { numRuns: 15 })(
  "what a check found in an unchanged file is taken only with the same shared values, the shop's phone, the pictures and the pages",
  (edits) => {
    startOver({ forgetStore: true });
    compileKept();
    for (const e of edits) {
      apply(e);
      const { result, generated } = compileKept();
      expectSame(result, clean(), generated);
    }
  },
  600_000,
);

example('every unchanged file is taken from the store, and only those', () => {
  startOver({ forgetStore: true });
  const first = compileKept();
  expect(first.reused).toBe(0);
  const files = readCompileCache(copy.root, COMPILER);
  compile(copy.root, 'content', { today: TODAY, kept: files });
  const all = files.reused;
  expect(all).toBeGreaterThan(50);
  apply(new Map([['makes/hyundai.yaml', textOf('makes/hyundai.yaml').replace('$40-$70', '$45-$75')]]));
  expect(compileKept().reused).toBe(all - 1);
  // A broken file is never kept: it is read again, and its problems found again, each time.
  apply(new Map([['cities/lebanon.yaml', `${textOf('cities/lebanon.yaml')}\n  broken: [\n`]]));
  const broken = compileKept();
  expect(broken.reused).toBe(all - 1);
  expect(compileKept().reused).toBe(all - 1);
  expect(broken.result.problems.filter((p) => p.location.file === 'content/cities/lebanon.yaml')).not.toEqual([]);
  expectSame(compileKept().result, clean());
});

example('a store made by another compiler, or one that cannot be read, is not used', () => {
  startOver();
  compileKept();
  expect(readCompileCache(copy.root, 'another compiler').now.size).toBe(0);
  const other = readCompileCache(copy.root, 'another compiler');
  compile(copy.root, 'content', { today: TODAY, kept: other });
  expect(other.reused).toBe(0);
  writeFileSync(copy.path(COMPILE_CACHE_FILE), 'not a store');
  const { result, reused } = compileKept();
  expect(reused).toBe(0);
  expectSame(result, clean());
});

example('the comparison finds a file taken from the store when its bytes changed (a store that ignored them)', () => {
  startOver();
  // A store whose hash ignores the bytes: every file of the same name is "unchanged".
  const first = new KeptFiles(new Map(), () => 'the same');
  compile(copy.root, 'content', { today: TODAY, kept: first });
  apply(new Map([['makes/hyundai.yaml', textOf('makes/hyundai.yaml').replace('$40-$70', '$70-$40')]]));
  const wrong = compile(copy.root, 'content', { today: TODAY, kept: new KeptFiles(first.now, () => 'the same') });
  const fresh = clean();
  // The reversed prices are an error a clean compile finds; the stale record hides it.
  expect(fresh.problems.some((p) => p.location.file === 'content/makes/hyundai.yaml')).toBe(true);
  expect(() => expectSame(wrong, fresh)).toThrow();
});

example('a build of unchanged content takes every finding of every kept file, and writes no generated file', () => {
  startOver({ forgetStore: true });
  compileKept();
  const second = compileKept();
  expect(second.kept.madeFindings).toBe(0);
  // Every finding kept: each of the five checks of a file (tokens, addresses, links, pictures, phones), and for an
  // entry its words to compare with the others', for a service page whether it was complete.
  const findings = [...second.kept.now.values()].map((k) => [...(k.record.found?.keys() ?? [])]);
  expect(findings.every((checks) => checks.length >= 5)).toBe(true);
  expect(findings.flat().filter((check) => check === 'service-complete').length).toBeGreaterThan(20);
  expect(findings.flat().filter((check) => check.startsWith('copied-words:')).length).toBeGreaterThan(50);
  expect(second.kept.reusedFindings).toBe(findings.flat().length);
  const times = () =>
    new Map([...second.generated.keys()].map((f) => [f, statSync(copy.path(join('.generated', f))).mtimeMs]));
  const before = times();
  const third = compileKept();
  expect(third.kept.madeFindings).toBe(0);
  expect(times()).toEqual(before);
  // Another phone: every other file's phone check is made again (and the five checks of site.yaml, and the logos it
  // names), and kept with it for the build after.
  apply(new Map([['site.yaml', textOf('site.yaml').replace(/^phone: .*$/m, 'phone: (513) 555-0199')]]));
  expect(compileKept().kept.madeFindings).toBe(third.reused - 1 + 6);
  expect(compileKept().kept.madeFindings).toBe(0);
});

example(
  'a page of an entry is taken while its inputs are the same, without reading its data file back, and made again when one changes',
  () => {
    startOver({ forgetStore: true });
    const first = compileKept();
    expect(first.kept.pages?.takenCount).toBe(0);
    const entryPages = first.kept.pages!.now.size;
    expect(entryPages).toBeGreaterThan(30);
    expect(compileKept().kept.pages?.takenCount).toBe(entryPages);

    // Neither the compile nor the emit reads a page taken back from its data file: the file is as it was written.
    const reads: string[] = [];
    const kept = readCompileCache(copy.root, COMPILER, (stamps) => {
      const files = generatedFiles(copy.root, stamps);
      return { intact: files.intact, read: (file) => (reads.push(file), files.read(file)) };
    });
    const result = compile(copy.root, 'content', { today: TODAY, kept });
    emit(result.site!, copy.root, kept.emitOptions());
    writeCompileCache(copy.root, COMPILER, kept);
    expect(kept.pages?.takenCount).toBe(entryPages);
    expect(reads).toEqual([]);
    // Emitted elsewhere, a page taken is read back, and is what a clean compile makes.
    expectSame(result, clean());
    expect(reads.length).toBe(entryPages);

    // A make's prices: its page alone is made again, and the build is what a clean one makes.
    apply(new Map([['makes/hyundai.yaml', textOf('makes/hyundai.yaml').replace('$40-$70', '$45-$75')]]));
    const one = compileKept();
    expect(one.kept.pages?.takenCount).toBe(entryPages - 1);
    expect(one.kept.pages?.wasTakenAt('/cars/hyundai')).toBe(false);
    expectSame(one.result, clean(), one.generated);
    // The shop's phone is in every page's inputs (the site's facts): every page is made again.
    apply(new Map([['site.yaml', textOf('site.yaml').replace(/^phone: .*$/m, 'phone: (513) 555-0199')]]));
    const all = compileKept();
    expect(all.kept.pages?.takenCount).toBe(0);
    expectSame(all.result, clean(), all.generated);
  },
);

example('the logos the content names are found in every file, whether it was read or taken from the store', () => {
  startOver({ forgetStore: true });
  const named = (text: string) => [...text.matchAll(/simple-icons:([a-z0-9]+)/g)].map((m) => m[1]!);
  const makes = copy.read('content/makes.yaml');
  const all = [...new Set(named(makes))].sort();
  expect(all.length).toBeGreaterThan(5);
  expect(compileKept().result.site!.logos).toEqual(all);
  expect(compileKept().result.site!.logos).toEqual(all);
  // A logo named in another file, taken from the store the next time.
  apply(new Map([['makes/hyundai.yaml', `${textOf('makes/hyundai.yaml')}\n# simple-icons:porsche\n`]]));
  const withPorsche = [...new Set([...all, 'porsche'])].sort();
  expect(compileKept().result.site!.logos).toEqual(withPorsche);
  expect(compileKept().result.site!.logos).toEqual(withPorsche);
  expect(clean().site!.logos).toEqual(withPorsche);
});

example('a generated file changed or removed since the last build is written again', () => {
  startOver();
  compileKept();
  const [file, text] = [...compileKept().generated].find(([f]) => f.startsWith('pages/'))!;
  // The same size: only its time on disk tells.
  writeFileSync(
    copy.path(join('.generated', file)),
    text.replace(/[a-z]/, (c) => (c === 'a' ? 'b' : 'a')),
  );
  const manifest = copy.path('.generated/manifest.json');
  unlinkSync(manifest);
  const { result, generated } = compileKept();
  expect(generated.get(file)).toBe(text);
  expect(existsSync(manifest)).toBe(true);
  expectSame(result, clean(), generated);
});

/** A store that takes a check's finding whatever the shared values it was found with. */
class Careless extends KeptFiles {
  override found<T>(file: string, check: string, _inputs: string, find: () => T): T {
    return super.found(file, check, '', find);
  }
}

example('the comparison finds a finding taken with other shared values (a store that ignored them)', () => {
  startOver();
  const compileCareless = (store: ReadonlyMap<string, KeptFile>) => {
    const kept = new Careless(store, fileHash);
    return { result: compile(copy.root, 'content', { today: TODAY, kept }), kept };
  };
  apply(
    new Map([
      [
        'services/oil-change.yaml',
        textOf('services/oil-change.yaml').replace(/^summary: (.*)$/m, 'summary: $1 Call 513-555-0199.'),
      ],
    ]),
  );
  const first = compileCareless(new Map());
  apply(new Map([['site.yaml', textOf('site.yaml').replace(/^phone: .*$/m, 'phone: (513) 555-0199')]]));
  const wrong = compileCareless(first.kept.now).result;
  const fresh = clean();
  // Written with the shop's new number, the page's number is another problem; the stale finding names the old one.
  expect(fresh.problems.some((p) => p.location.file === 'content/services/oil-change.yaml')).toBe(true);
  expect(() => expectSame(wrong, fresh)).toThrow();
});
