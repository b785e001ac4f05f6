import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { readFileSync } from 'node:fs';
import { loadYaml } from '../../../compiler/loaders/yaml.ts';
import { loadMarkdown } from '../../../compiler/loaders/markdown.ts';
import { Special } from '../../../schema/special.ts';
import { Article } from '../../../schema/article.ts';
import { describeIssue } from '../../../compiler/describe-issue.ts';
import { ContentCopy, lineOf, problemLine } from '../../support/content-copy.ts';
import { compile } from '../../../compiler/compile.ts';

const SPECIAL = readFileSync('content/specials/free-brake-inspection.yaml', 'utf8');
const ARTICLE = readFileSync('content/articles/check-engine-light-what-it-means.md', 'utf8');

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isRealDay = (y: number, m: number, d: number) => {
  const probe = new Date(Date.UTC(y, m - 1, d));
  return m >= 1 && m <= 12 && d >= 1 && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
};

/** A date as an owner types it: year, then two digits of month and day, any of which may be wrong. */
const typed = fc
  .record({
    y: fc.integer({ min: 1970, max: 2199 }),
    m: fc.integer({ min: 0, max: 99 }),
    d: fc.integer({ min: 0, max: 99 }),
  })
  .map(({ y, m, d }) => ({ y, m, d, text: `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}` }));

/** The free-brake-inspection offer with its end date written as `ends` (bare, as YAML dates are usually written, or quoted). */
function parseSpecial(ends: string) {
  const text = SPECIAL.replace(/^ends: .*$/m, `ends: ${ends}`);
  const loaded = loadYaml('content/specials/x.yaml', text);
  expect(loaded.problems).toEqual([]);
  return Special.safeParse(loaded.data, { reportInput: true });
}

describe('a date is a date only if that day exists', () => {
  test.prop([typed.filter(({ y, m, d }) => !isRealDay(y, m, d)), fc.constantFrom('', '"', "'")])(
    'every impossible date is refused at its field, bare or quoted, never rolled over into another day',
    ({ text }, quote) => {
      const result = parseSpecial(`${quote}${text}${quote}`);
      expect(result.success).toBe(false);
      const issues = result.error!.issues.filter((i) => i.path.join('.') === 'ends');
      expect(issues).toHaveLength(1);
      expect(describeIssue(issues[0]!)).toMatch(/^(There is no month \d+|\w+ \d{4} has no day \d+)/);
    },
  );

  const realDay = fc
    .date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
    .map((date) => ({ text: date.toISOString().slice(0, 10) }));
  test.prop([realDay])('every real date is kept as written', ({ text }) => {
    const result = parseSpecial(text);
    expect(result.success).toBe(true);
    expect(result.data!.ends).toBe(text);
  });

  test.prop([typed.filter(({ y, m, d }) => !isRealDay(y, m, d))])(
    "an article's date is held to the same rule",
    ({ text }) => {
      const loaded = loadMarkdown('content/articles/x.md', ARTICLE.replace(/^date: .*$/m, `date: ${text}`));
      expect(Article.safeParse(loaded.data).success).toBe(false);
    },
  );

  it('names what is wrong in the words an owner understands', () => {
    const message = (ends: string) => describeIssue(parseSpecial(ends).error!.issues[0]!);
    expect(message('2026-22-12')).toBe(
      'There is no month 22: a date is written year-month-day, like "2026-12-31", found "2026-22-12"',
    );
    expect(message('2026-02-30')).toBe('February 2026 has no day 30 (it has 28 days), found "2026-02-30"');
    expect(message('2028-02-30')).toBe('February 2028 has no day 30 (it has 29 days), found "2028-02-30"');
    expect(message('2026-04-31')).toBe('April 2026 has no day 31 (it has 30 days), found "2026-04-31"');
    expect(message('2026-12-1')).toBe('Expected a date written year-month-day, like "2026-12-01", found "2026-12-1"');
    expect(message('12/01/2026')).toBe('Expected a date written year-month-day, like "2026-12-01", found "12/01/2026"');
    expect(message('soon')).toBe('Expected a date written year-month-day, like "2026-12-31", found "soon"');
    expect(parseSpecial('2028-02-29').success).toBe(true);
  });
});

describe('dates on a copy of the real content', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());
  const file = 'content/specials/winter-ready-package.yaml';

  it('refuses an offer ending on a day that does not exist, at its end date, and builds nothing', () => {
    copy.replace(file, /^ends: .*$/m, 'ends: 2026-22-12');
    const { problems, site } = copy.compile();
    expect(site).toBeUndefined();
    expect(problems.filter((p) => p.severity === 'error').map(problemLine)).toEqual([
      `${file}:${lineOf(copy, file, 'ends:')}:7  ends  error: There is no month 22: a date is written year-month-day, like "2026-12-31", found "2026-22-12" [schema]`,
    ]);
  });

  it('refuses February 30 in an offer and in an article', () => {
    copy.replace(file, /^starts: .*$/m, 'starts: 2026-02-30');
    const article = 'content/articles/check-engine-light-what-it-means.md';
    copy.replace(article, /^date: .*$/m, 'date: 2024-02-30');
    const ps = copy.compile().problems.filter((p) => p.severity === 'error');
    expect(ps.map(problemLine).sort()).toEqual([
      `${article}:${lineOf(copy, article, 'date:')}:7  date  error: February 2024 has no day 30 (it has 29 days), found "2024-02-30" [schema]`,
      `${file}:${lineOf(copy, file, 'starts:')}:9  starts  error: February 2026 has no day 30 (it has 28 days), found "2026-02-30" [schema]`,
    ]);
  });

  it('warns about an offer that would run for more than a year from its start, or from today once started', () => {
    const check = (today: string) =>
      compile(copy.root, 'content', { today, pages: false }).problems.filter(
        (p) => p.code === 'offer-long' && p.location.file === file,
      );
    copy.replace(file, /^ends: .*$/m, 'ends: 2027-11-02');
    const at = `${file}:${lineOf(copy, file, 'ends:')}:7  ends  warning: "Winter Ready Package for $79.95" would run for more than a year`;
    expect(check('2026-10-15').map(problemLine)).toEqual([
      `${at}, from November 1, 2026 through November 2, 2027: check the year of its dates, or end it within a year and renew it then [offer-long]`,
    ]);
    expect(check('2026-11-01').map(problemLine)).toEqual([
      `${at}, from today through November 2, 2027: check the year of its dates, or end it within a year and renew it then [offer-long]`,
    ]);
    expect(check('2026-11-02')).toEqual([]);
    copy.replace(file, /^ends: .*$/m, 'ends: 2027-11-01');
    expect(check('2026-10-15')).toEqual([]);
  });
});
