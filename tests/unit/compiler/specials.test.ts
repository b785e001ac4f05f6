import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compile } from '../../../compiler/compile.ts';
import { buildDate } from '../../../compiler/build-date.ts';
import { offerHeadline, offerStatus } from '../../../compiler/specials.ts';
import { formatIsoDate } from '../../../schema/format.ts';
import { formatReport, type Problem } from '../../../compiler/problems.ts';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';

const offerCodes = new Set(['offer-dates', 'offer-expired', 'offer-upcoming', 'offer-ending', 'missing-reference']);
const offerProblems = (ps: readonly Problem[]) => formatReport(ps.filter((p) => offerCodes.has(p.code)));

/** The build output that shows offers: /specials, the home band, and one service page's band. */
function output(copy: ContentCopy, today: string) {
  const { problems, site } = compile(copy.root, 'content', { today });
  const page = (path: string) => site?.pages.find((p) => p.route.path === path);
  const specials = page('/specials');
  const slugsOf = (d: unknown) => ((d as { offers?: { slug: string }[] } | undefined)?.offers ?? []).map((o) => o.slug);
  return {
    problems,
    site,
    onSpecials: slugsOf(specials?.data),
    onHome: slugsOf((page('/')?.data as { specials?: object } | undefined)?.specials),
    onBatteryPage: slugsOf(
      (page('/services/battery-replacement')?.data as { specials?: object } | undefined)?.specials,
    ),
    offerLd: (specials?.head.jsonLd ?? []).filter((o) => (o as { '@type': string })['@type'] === 'Offer'),
  };
}

const ALL = [
  'climate-check',
  'first-responder-discount',
  'free-brake-inspection',
  'synthetic-oil-change',
  'winter-ready-package',
];

describe('offers and the day the build runs as', { timeout: 60_000 }, () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  it('current: every real offer is on /specials, the home page and the service pages it names, with Offer data', () => {
    const out = output(copy, '2026-11-22');
    expect(out.problems.filter((p) => offerCodes.has(p.code))).toEqual([]);
    expect([...out.onSpecials].sort()).toEqual(ALL);
    expect([...out.onHome].sort()).toEqual(ALL);
    expect(out.onBatteryPage).toEqual(['winter-ready-package']);
    const specials = out.site!.pages.find((p) => p.route.path === '/specials')!.data as {
      offers: { slug: string; validity: string; headline: string }[];
    };
    expect(specials.offers.find((o) => o.slug === 'winter-ready-package')).toMatchObject({
      validity: 'Valid through February 28, 2027',
      headline: '$79.95',
    });
    expect(out.offerLd).toHaveLength(5);
    expect(out.offerLd.find((o) => (o as { name: string }).name.startsWith('Winter'))).toMatchObject({
      '@type': 'Offer',
      validFrom: '2026-11-01',
      validThrough: '2027-02-28',
      price: '79.95',
      priceCurrency: 'USD',
    });
  });

  it('at least one real offer stays current through the coming year', () => {
    for (const day of ['2026-11-22', '2027-03-01', '2027-06-15', '2027-09-01', '2027-11-22']) {
      const out = output(copy, day);
      expect(out.onSpecials.length, day).toBeGreaterThan(0);
    }
  });

  it('ending soon: an offer whose last day is within 7 days is still shown, with a warning', () => {
    const out = output(copy, '2027-02-21');
    expect(out.onSpecials).toContain('winter-ready-package');
    const line = lineOf(copy, 'content/specials/winter-ready-package.yaml', 'ends:');
    expect(offerProblems(out.problems)).toBe(
      [
        'content/specials/winter-ready-package.yaml',
        `  content/specials/winter-ready-package.yaml:${line}:7  ends  warning: "Winter Ready Package for $79.95" ends in 7 days (February 28, 2027) [offer-ending]`,
        '',
        '0 errors, 1 warning in 1 file.',
      ].join('\n'),
    );
    expect(offerProblems(output(copy, '2027-02-20').problems)).toBe('0 errors, 0 warnings in 0 files.');
    expect(output(copy, '2027-02-28').problems.find((p) => p.code === 'offer-ending')?.message).toContain('ends today');
  });

  it('expired: an offer past its last day is left out everywhere, with a warning that names it', () => {
    const out = output(copy, '2027-03-01');
    expect(out.onSpecials).not.toContain('winter-ready-package');
    expect(out.onHome).not.toContain('winter-ready-package');
    expect(out.onBatteryPage).toEqual([]);
    expect(out.offerLd.map((o) => (o as { name: string }).name)).not.toContain('Winter Ready Package for $79.95');
    const line = lineOf(copy, 'content/specials/winter-ready-package.yaml', 'ends:');
    expect(offerProblems(out.problems)).toContain(
      `content/specials/winter-ready-package.yaml:${line}:7  ends  warning: "Winter Ready Package for $79.95" ended on February 28, 2027 and is left out of the site [offer-expired]`,
    );
    expect(out.site).toBeDefined();
  });

  it('not yet: an offer that starts later is left out until its start day, then shown', () => {
    copy.write(
      'content/specials/spring-ac.yaml',
      [
        'title: $20 Off an A/C Recharge',
        'summary: Get ready for the first hot week.',
        'offer: { type: amount-off, value: 20 }',
        'finePrint: Refrigerant extra.',
        'services: [air-conditioning]',
        'starts: 2027-04-01',
        'ends: 2027-05-31',
        '',
      ].join('\n'),
    );
    const before = output(copy, '2027-03-31');
    expect(before.onSpecials).not.toContain('spring-ac');
    expect(offerProblems(before.problems)).toContain(
      'content/specials/spring-ac.yaml:6:9  starts  warning: "$20 Off an A/C Recharge" starts on April 1, 2027 and is left out of the site until then [offer-upcoming]',
    );
    const on = output(copy, '2027-04-01');
    expect(on.onSpecials).toContain('spring-ac');
    const card = (
      on.site!.pages.find((p) => p.route.path === '/specials')!.data as {
        offers: { slug: string; headline: string }[];
      }
    ).offers.find((o) => o.slug === 'spring-ac');
    expect(card?.headline).toBe('$20 off');
    expect(on.problems.filter((p) => p.location.file.endsWith('spring-ac.yaml'))).toEqual([]);
  });

  it('no current offer: /specials is still built, with no offers, and home and service pages show none', () => {
    const out = output(copy, '2028-06-01');
    expect(out.site).toBeDefined();
    expect(out.onSpecials).toEqual([]);
    expect(out.onHome).toEqual([]);
    expect(out.problems.filter((p) => p.code === 'offer-expired')).toHaveLength(5);
  });

  it('end before start is an error at the end date; the build stops', () => {
    copy.replace('content/specials/climate-check.yaml', 'ends: 2027-09-30', 'ends: 2026-09-30');
    const out = output(copy, '2026-11-22');
    expect(out.site).toBeUndefined();
    const line = lineOf(copy, 'content/specials/climate-check.yaml', 'ends:');
    expect(offerProblems(out.problems)).toContain(
      `content/specials/climate-check.yaml:${line}:7  ends  The offer ends (2026-09-30) before it starts (2026-10-01): check both dates [offer-dates]`,
    );
  });

  it('a reference to a missing service is an error at that entry, with a suggestion', () => {
    copy.replace(
      'content/specials/synthetic-oil-change.yaml',
      'services: [oil-change, maintenance]',
      'services: [oil-change, maintenence]',
    );
    const out = output(copy, '2026-11-22');
    expect(out.site).toBeUndefined();
    const line = lineOf(copy, 'content/specials/synthetic-oil-change.yaml', 'maintenence');
    expect(offerProblems(out.problems)).toContain(
      `content/specials/synthetic-oil-change.yaml:${line}:24  services[1]  No service page "maintenence" in content/services. Did you mean "maintenance"? [missing-reference]`,
    );
  });

  it("dates the footer's copyright line by the day the build runs as, never a year written in content", () => {
    for (const today of ['2026-11-22', '2031-01-01']) {
      const { site } = compile(copy.root, 'content', { today });
      expect(site!.content.navigation.footer.copyright).toBe(
        `© ${today.slice(0, 4)} ${site!.content.site.name}. All rights reserved.`,
      );
    }
  });

  it('BUILD_DATE sets the day; without it the day is today in the shop time zone', () => {
    expect(buildDate('2026-12-01', 'America/New_York')).toBe('2026-12-01');
    // 03:00 UTC on December 1 is still November 30 in Lebanon, Ohio.
    expect(buildDate(undefined, 'America/New_York', new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(buildDate('', 'America/New_York', new Date('2026-12-01T06:00:00Z'))).toBe('2026-12-01');
    expect(() => buildDate('2026-02-30', 'America/New_York')).toThrowErrorMatchingInlineSnapshot(
      `[Error: BUILD_DATE must be a calendar date like 2026-12-01, found "2026-02-30"]`,
    );
    const before = process.env.BUILD_DATE;
    try {
      process.env.BUILD_DATE = '2027-03-01';
      const { problems } = compile(copy.root, 'content', { pages: false });
      expect(problems.map((p) => p.code)).toContain('offer-expired');
    } finally {
      if (before === undefined) delete process.env.BUILD_DATE;
      else process.env.BUILD_DATE = before;
    }
  });

  it('words and status of an offer', () => {
    expect(offerHeadline({ type: 'fixed-price', value: 0 })).toBe('Free');
    expect(offerHeadline({ type: 'fixed-price', value: 1299.5 })).toBe('$1,299.5');
    expect(offerHeadline({ type: 'percent-off', value: 15 })).toBe('15% off');
    expect(formatIsoDate('2026-12-31')).toBe('December 31, 2026');
    const s = { starts: '2026-12-01', ends: '2026-12-31' };
    expect(['2026-11-30', '2026-12-01', '2026-12-31', '2027-01-01'].map((d) => offerStatus(s, d))).toEqual([
      'upcoming',
      'current',
      'current',
      'expired',
    ]);
  });
});

describe('an offer without its service pages', () => {
  it('is refused at the field in the schema’s words, not zod’s', () => {
    const copy = new ContentCopy();
    try {
      copy.replace('content/specials/climate-check.yaml', /^services: .*\n/m, '');
      const problem = copy.compile().problems.find((p) => p.location.file.endsWith('specials/climate-check.yaml'));
      expect(problem).toMatchObject({
        field: 'services',
        message: 'Required: Name at least one service page the offer applies to',
      });
    } finally {
      copy.dispose();
    }
  });
});
