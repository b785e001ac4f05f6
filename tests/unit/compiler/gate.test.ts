import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';
import { formatReport, formatAnnotations, type Problem } from '../../../scripts/compiler/problems.ts';

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

const errors = (ps: Problem[]) => ps.filter((p) => p.severity === 'error');
const line = (p: Problem) =>
  `${p.location.file}:${p.location.line}:${p.location.column}  ${p.field}  ${p.message} [${p.code}]`;

describe('the build gate on a copy of the real content', () => {
  it('passes the untouched content', () => {
    const { problems, site } = copy.compile();
    expect(errors(problems)).toEqual([]);
    expect(site).toBeDefined();
  });

  it('reports a schema error at the exact nested node, with what was expected and found', () => {
    copy.replace('content/services/oil-change.yaml', / {4}- icon: timer/, '    - icon: stopwatch');
    const { problems, site } = copy.compile();
    expect(site).toBeUndefined();
    const l = lineOf(copy, 'content/services/oil-change.yaml', 'icon: stopwatch');
    expect(errors(problems).map(line)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/services/oil-change\\.yaml:${l}:13  hero\\.features\\[0\\]\\.icon  Expected one of 43 allowed values, found "stopwatch" \\[schema\\]$`,
        ),
      ),
    ]);
  });

  it('reports a missing required field at the object that lacks it, and an unknown field at its key', () => {
    copy.replace(
      'content/pages/home.yaml',
      / {2}badge: Family-Owned in Lebanon, Ohio Since \{founded\}\n/,
      '  bagde: Family-Owned\n',
    );
    const ps = errors(copy.compile().problems);
    const l = lineOf(copy, 'content/pages/home.yaml', 'bagde:');
    expect(ps.map(line).sort()).toEqual([
      `content/pages/home.yaml:${l}:3  hero.badge  Required: expected text, but the field is missing [schema]`,
      `content/pages/home.yaml:${l}:3  hero.bagde  Unknown field "bagde": check the spelling or remove it [schema]`,
    ]);
  });

  it('reports YAML syntax errors with line and column', () => {
    copy.replace('content/areas.yaml', / {2}- city: Mason/, '  - city: Mason\n   bad: [unclosed');
    const ps = errors(copy.compile().problems);
    expect(ps[0]!.code).toBe('yaml-syntax');
    expect(ps[0]!.location.file).toBe('content/areas.yaml');
    expect(ps[0]!.location.line).toBeGreaterThanOrEqual(lineOf(copy, 'content/areas.yaml', 'bad: [unclosed'));
  });

  it('offsets markdown front matter lines so errors point into the file', () => {
    const file = 'content/articles/check-engine-light-what-it-means.md';
    copy.replace(file, /category: Diagnostics/, 'category: Gossip');
    const [p] = errors(copy.compile().problems);
    expect(line(p!)).toBe(
      `${file}:${lineOf(copy, file, 'category: Gossip')}:11  category  Expected one of "Maintenance", "Safety", "Seasonal", "Diagnostics", "Electrical", found "Gossip" [schema]`,
    );
  });

  it('rejects a second phone number and a tel: link that dials another number, at their lines and fields', () => {
    copy.replace('content/pages/about.yaml', /title: /, 'title: Call 513-555-0199 now ');
    copy.replace('content/navigation.yaml', /href: \/about/, 'href: "tel:+15135550100"');
    const ps = errors(copy.compile().problems);
    expect(ps.map((p) => [p.code, p.location.file, p.location.line]).sort()).toEqual([
      ['phone-number', 'content/pages/about.yaml', lineOf(copy, 'content/pages/about.yaml', '513-555-0199')],
      ['tel-link', 'content/navigation.yaml', lineOf(copy, 'content/navigation.yaml', 'tel:+15135550100')],
    ]);
    expect(ps.find((p) => p.code === 'phone-number')!.message).toBe(
      `"513-555-0199" is not the shop's number (513) 555-0142: write {phone} instead`,
    );
    expect(ps.find((p) => p.code === 'tel-link')!.field).toMatch(/^header\.desktop\[1\]\.href$/);
  });

  it('asks for {phone} instead of a copy of the canonical number', () => {
    copy.replace('content/pages/contact.yaml', /phoneNote: /, 'phoneNote: Dial (513) 555-0142. ');
    const [p] = errors(copy.compile().problems);
    expect(p!.code).toBe('phone-number');
    expect(p!.field).toBe('phoneNote');
  });

  it('reports broken links with a suggestion, broken anchors, and links in markdown bodies', () => {
    copy.replace('content/navigation.yaml', /href: \/services\/oil-change/, 'href: /services/oil-chnage');
    copy.replace('content/pages/home.yaml', /href: \/#service-request/, 'href: /#nowhere');
    const article = 'content/articles/check-engine-light-what-it-means.md';
    copy.write(article, copy.read(article) + '\nSee [our prices](/pricing).\n');
    const ps = errors(copy.compile().problems);
    const messages = ps.map((p) => `${p.location.file}:${p.location.line} ${p.field} ${p.message}`);
    expect(messages).toContain(
      `content/navigation.yaml:${lineOf(copy, 'content/navigation.yaml', 'oil-chnage')} header.desktop[2].dropdown[0].href and header.mobile[3].dropdown[0].href No page at "/services/oil-chnage". Did you mean "/services/oil-change"?`,
    );
    expect(
      messages.some((m) => m.startsWith('content/pages/home.yaml') && m.includes('has no section "#nowhere"')),
    ).toBe(true);
    expect(messages).toContain(`${article}:${lineOf(copy, article, '(/pricing)')} body No page at "/pricing".`);
  });

  it('names both files when two pages claim the same alias, and an alias that shadows a page', () => {
    copy.replace('content/services/brake-service.yaml', /^name: /m, 'aliases: [inspection, oil-change]\nname: ');
    const ps = errors(copy.compile().problems).filter((p) => p.code === 'duplicate-slug');
    expect(ps.map((p) => p.location.file).sort()).toEqual([
      'content/services/brake-service.yaml',
      'content/services/brake-service.yaml',
      'content/services/multi-point-inspection.yaml',
    ]);
    expect(ps.map((p) => p.message).sort()).toMatchInlineSnapshot(`
      [
        ""oil-change" is already the address of the page content/services/oil-change.yaml",
        "The alias "inspection" is also claimed by content/services/brake-service.yaml: keep it in one file",
        "The alias "inspection" is also claimed by content/services/multi-point-inspection.yaml: keep it in one file",
      ]
    `);
  });

  it('reports references to things that do not exist: reused pages, home makes, featured services', () => {
    copy.replace(
      'content/services/transmission-fluid-service.yaml',
      /reuses: transmission-service/,
      'reuses: gearbox-magic',
    );
    copy.replace('content/pages/home.yaml', /slugs: \[bmw/, 'slugs: [delorean');
    copy.replace('content/site.yaml', /featuredServices: \[oil-change/, 'featuredServices: [oil-swap');
    const ps = errors(copy.compile().problems).filter((p) => p.code === 'missing-reference');
    expect(ps.map((p) => `${p.location.file} ${p.field}: ${p.message}`).sort()).toMatchInlineSnapshot(`
      [
        "content/pages/home.yaml makes.slugs[0]: No make "delorean" in content/makes.yaml",
        "content/services/transmission-fluid-service.yaml reuses: No service page "gearbox-magic" to reuse: expected content/services/gearbox-magic.yaml",
        "content/site.yaml featuredServices[0]: No service page "oil-swap": expected content/services/oil-swap.yaml",
      ]
    `);
  });

  it('reports a missing page that other files link to, in every file that links to it', () => {
    copy.remove('content/services/gas-cap.yaml');
    const ps = errors(copy.compile().problems);
    expect(ps.length).toBeGreaterThan(0);
    expect(ps.every((p) => p.code === 'broken-link' && p.message.includes('/services/gas-cap'))).toBe(true);
  });

  it('catches reuse cycles, inverted price ranges, unordered mileages and days listed twice', () => {
    copy.replace(
      'content/services/transmission-service.yaml',
      /^name: /m,
      'reuses: transmission-fluid-service\nname: ',
    );
    copy.replace('content/makes/honda.yaml', /\$45-\$75/, '$75-$45');
    copy.replace('content/makes/nissan.yaml', /mileage: "?15,000"?/, 'mileage: "4,000"');
    copy.replace('content/site.yaml', /days: \[Saturday\]/, 'days: [Saturday, Monday]');
    const codes = errors(copy.compile().problems)
      .map((p) => `${p.code} ${p.location.file} ${p.field}`)
      .sort();
    expect(codes).toEqual(
      expect.arrayContaining([
        'hours content/site.yaml hours[1].days[1]',
        expect.stringMatching(/^mileage-order content\/makes\/nissan\.yaml maintenanceSchedule\[1\]\.mileage$/),
        expect.stringMatching(/^price-range content\/makes\/honda\.yaml commonServices\[\d\]\.estimatedCost$/),
        expect.stringMatching(/^reuse-cycle content\/services\/transmission-(fluid-)?service\.yaml reuses$/),
      ]),
    );
  });

  it('warns when a count the spec fixes changes, without failing the build', () => {
    copy.replace('content/pages/about.yaml', /\n {4}- Morrow/, '');
    const { problems, site } = copy.compile();
    expect(site).toBeDefined();
    expect(problems.map((p) => `${p.severity} ${p.code} ${p.message}`)).toEqual([
      'warning count The site should show 12 about towns, found 11',
    ]);
  });

  it('reports unknown tokens', () => {
    copy.replace('content/pages/fleet.yaml', /title: /, 'title: Fleet care by {shopNmae} ');
    const [p] = errors(copy.compile().problems);
    expect(p!.code).toBe('unknown-token');
    expect(p!.message).toMatch(/^Unknown token "\{shopNmae\}": use one of \{shopName\}, \{phone\}/);
  });

  it('reports every problem at once, grouped by file, and as GitHub annotations', () => {
    copy.replace('content/services/oil-change.yaml', / {4}- icon: timer/, '    - icon: stopwatch');
    copy.replace('content/navigation.yaml', /href: \/services\/oil-change/, 'href: /services/nope');
    copy.replace('content/pages/about.yaml', /title: /, 'title: Call 513-555-0199 ');
    copy.remove('content/pages/cities.yaml');
    const { problems } = copy.compile();
    const report = formatReport(problems).replaceAll(/:\d+:\d+/g, ':L:C');
    expect(report).toContain(
      'content/pages/cities.yaml\n  content/pages/cities.yaml:L:C  (file)  Missing file: The service areas page is expected in content/pages/cities.yaml [missing-file]',
    );
    expect(report).toMatch(/errors?, \d+ warnings? in \d+ files?\.$/);
    // A missing page file stops the cross-file checks; schema problems of every file are still all reported.
    expect(problems.filter((p) => p.code === 'schema').length).toBe(1);
    const annotations = formatAnnotations(problems).split('\n');
    expect(annotations).toContainEqual(
      expect.stringMatching(
        /^::error file=content\/services\/oil-change\.yaml,line=\d+,col=13,title=schema::hero\.features\[0\]\.icon: Expected one of 43/,
      ),
    );
  });

  it('reports schema, link and phone problems of many files in one run', () => {
    copy.replace('content/services/oil-change.yaml', / {4}- icon: timer/, '    - icon: stopwatch');
    copy.replace('content/navigation.yaml', /href: \/services\/oil-change/, 'href: /services/nope');
    copy.replace('content/pages/about.yaml', /title: /, 'title: Call 513-555-0199 ');
    copy.replace('content/makes/honda.yaml', /\$45-\$75/, '$75-$45');
    const codes = new Set(errors(copy.compile().problems).map((p) => p.code));
    expect([...codes].sort()).toEqual(['broken-link', 'phone-number', 'price-range', 'schema']);
  });
});
