import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';
import { formatReport, formatAnnotations, type Problem } from '../../../compiler/problems.ts';

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
    // Links name the page's address; town pages and offers name the service by its slug.
    expect(
      ps.every(
        (p) =>
          (p.code === 'broken-link' && p.message.includes('/services/gas-cap')) ||
          (p.code === 'missing-reference' && p.message.includes('"gas-cap"')),
      ),
    ).toBe(true);
    expect(ps.map((p) => p.location.file)).toContain('content/cities/carlisle.yaml');
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

  it('leaves how many towns, makes or questions the site lists to the owner: an eleventh town warns only about its page, at that town', () => {
    copy.replace('content/pages/about.yaml', /\n {4}- Morrow/, '');
    const file = 'content/areas.yaml';
    copy.write(
      file,
      copy.read(file) +
        '  - city: Morrow\n    state: OH\n    zipCodes: ["45152"]\n    driveTime: 20 min\n    isPrimary: false\n    description: Along the Little Miami, south of the shop.\n',
    );
    const { problems, site } = copy.compile();
    expect(site).toBeDefined();
    const l = lineOf(copy, file, 'city: Morrow');
    expect(
      problems
        .filter((p) => !p.code.startsWith('offer-'))
        .map(
          (p) =>
            `${p.location.file}:${p.location.line}:${p.location.column} ${p.field} ${p.severity} ${p.code} ${p.message}`,
        ),
    ).toEqual([
      `${file}:${l}:11 areas[10].city warning missing-file Morrow has no town page: write content/cities/morrow.yaml`,
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
      'content/pages/cities.yaml\n  content/pages/cities.yaml:L:C  (file)  Missing file: The service areas page, and the words every town page shares (under town:) is expected in content/pages/cities.yaml [missing-file]',
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

describe('the build gate on content in another folder', () => {
  let other: ContentCopy;
  beforeEach(() => {
    other = new ContentCopy('site-content');
  });
  afterEach(() => other.dispose());

  it('passes the untouched content', () => {
    const { problems, site } = other.compile();
    expect(errors(problems)).toEqual([]);
    expect(site).toBeDefined();
  });

  it('reports cross-file problems at files of that folder, not a crash', () => {
    other.replace('site-content/site.yaml', /days: \[Saturday\]/, 'days: [Saturday, Monday]');
    other.replace('site-content/site.yaml', /featuredServices: \[oil-change/, 'featuredServices: [oil-swap');
    other.replace('site-content/pages/home.yaml', /slugs: \[bmw/, 'slugs: [delorean');
    other.replace(
      'site-content/services/transmission-fluid-service.yaml',
      /reuses: transmission-service/,
      'reuses: nope',
    );
    const ps = errors(other.compile().problems);
    const hours = lineOf(other, 'site-content/site.yaml', 'days: [Saturday, Monday]');
    expect(ps.map(line)).toEqual(
      expect.arrayContaining([
        `site-content/site.yaml:${hours}:${'  - days: [Saturday, '.length + 1}  hours[1].days[1]  Monday already has hours in hours[0]: list each day once [hours]`,
        expect.stringMatching(
          /^site-content\/site\.yaml:\d+:\d+ {2}featuredServices\[0\] {2}No service page "oil-swap": expected site-content\/services\/oil-swap\.yaml \[missing-reference\]$/,
        ),
        expect.stringMatching(
          /^site-content\/pages\/home\.yaml:\d+:\d+ {2}makes\.slugs\[0\] {2}No make "delorean" in site-content\/makes\.yaml \[missing-reference\]$/,
        ),
        expect.stringMatching(
          /^site-content\/services\/transmission-fluid-service\.yaml:\d+:\d+ {2}reuses {2}No service page "nope" to reuse: expected site-content\/services\/nope\.yaml \[missing-reference\]$/,
        ),
      ]),
    );
    expect(ps.every((p) => p.location.file.startsWith('site-content/'))).toBe(true);
  });
});

describe('the hint for a link broken in many files', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  const breakIn = (href: string) => {
    copy.replace('content/pages/about.yaml', /href: \/contact[^\n]*/, `href: ${href}`);
    copy.replace('content/pages/fleet.yaml', /href: \/contact[^\n]*/, `href: ${href}`);
    copy.replace('content/pages/how-it-works.yaml', /href: \/contact[^\n]*/, `href: ${href}`);
  };

  it.each([
    ['/pricing', '"/pricing"'],
    ['/pricing#rates', '"/pricing"'],
    ['/pricing?from=about#rates', '"/pricing"'],
  ])('counts the files that link to a missing page, written as %s', (href) => {
    breakIn(href);
    const ps = errors(copy.compile().problems).filter((p) => p.code === 'broken-link');
    expect(ps.map((p) => p.location.file).sort()).toEqual([
      'content/pages/about.yaml',
      'content/pages/fleet.yaml',
      'content/pages/how-it-works.yaml',
    ]);
    for (const p of ps)
      expect(p.message).toBe(
        'No page at "/pricing". (broken in 3 files: check shared data such as navigation.yaml first)',
      );
  });

  it('counts the files that link to a missing section of a page', () => {
    breakIn('/contact#nowhere');
    const ps = errors(copy.compile().problems).filter((p) => p.code === 'broken-anchor');
    expect(ps).toHaveLength(3);
    for (const p of ps) expect(p.message).toMatch(/has no section "#nowhere" .*\(broken in 3 files: /);
  });
});

/** The billion-laughs shape: nine levels of ten aliases each, 10^9 values once expanded. */
function aliasBomb(): string {
  const names = 'abcdefghi'.split('');
  const lines = [`${names[0]}: &${names[0]} [${Array(10).fill('lol').join(', ')}]`];
  for (let i = 1; i < names.length; i++)
    lines.push(
      `${names[i]}: &${names[i]} [${Array(10)
        .fill(`*${names[i - 1]}`)
        .join(', ')}]`,
    );
  return lines.join('\n') + '\n';
}

/** Bytes from a fixed seed: the same "random" file every run. */
function noise(length: number, seed = 7): Buffer {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe('content that would exhaust or garble the build', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  it('refuses a YAML alias bomb at the alias that passes the limit', () => {
    copy.write('content/areas.yaml', copy.read('content/areas.yaml') + aliasBomb());
    const ps = errors(copy.compile().problems);
    const l = lineOf(copy, 'content/areas.yaml', 'd: &d');
    // The 8th "*c" of line d: b holds 10 aliases of 11 values, each *c repeats 111, and so on.
    const column = 'd: &d ['.length + 7 * '*c, '.length + 1;
    expect(ps.map(line)).toEqual([
      `content/areas.yaml:${l}:${column}  d[7]  YAML aliases may repeat at most 10,000 values in a file; with this *c they pass it, and in all they repeat 1,234,567,880. Write the values out, or use fewer aliases [yaml-aliases]`,
    ]);
  });

  it('keeps aliases that repeat a little, like the shared menus of navigation.yaml', () => {
    expect(copy.read('content/navigation.yaml')).toContain('*servicesDropdown');
    expect(errors(copy.compile().problems)).toEqual([]);
  });

  it('reports a file of random bytes as one problem at its first byte that is not text', () => {
    const bytes = noise(64 * 1024);
    writeFileSync(copy.path('content/pages/fleet.yaml'), bytes);
    const ps = errors(copy.compile().problems);
    expect(ps).toHaveLength(1);
    expect(ps.map(line)).toEqual([
      expect.stringMatching(
        /^content\/pages\/fleet\.yaml:1:\d+ {4}The file is not text: byte 0x[0-9A-F]{2} here is not UTF-8\. Save it as plain text \(UTF-8\), or move it out of the content folder if it is not content \[not-text\]$/,
      ),
    ]);
    expect(formatReport(ps).length).toBeLessThan(400);
  });

  it('names the line and column of the first byte that is not UTF-8 in an otherwise good file', () => {
    const text = copy.read('content/pages/about.yaml').replace(/title: /, 'title: caf\u00e9 ');
    const at = text.indexOf('\u00e9');
    const bytes = Buffer.from(text, 'utf8');
    // "é" as Latin-1 (one byte 0xE9) rather than UTF-8.
    const latin1 = Buffer.concat([
      bytes.subarray(0, Buffer.byteLength(text.slice(0, at))),
      Buffer.from([0xe9]),
      Buffer.from(text.slice(at + 1)),
    ]);
    writeFileSync(copy.path('content/pages/about.yaml'), latin1);
    const l = text.slice(0, at).split('\n').length;
    const column = at - text.lastIndexOf('\n', at - 1);
    expect(errors(copy.compile().problems).map(line)).toEqual([
      `content/pages/about.yaml:${l}:${column}    The file is not text: byte 0xE9 here is not UTF-8. Save it as plain text (UTF-8), or move it out of the content folder if it is not content [not-text]`,
    ]);
  });

  it('reports a control character as one problem at its place', () => {
    copy.replace('content/pages/contact.yaml', /title: /, 'title: \u0000');
    const l = lineOf(copy, 'content/pages/contact.yaml', 'title: \u0000');
    const column = copy.read('content/pages/contact.yaml').split('\n')[l - 1]!.indexOf('\u0000') + 1;
    expect(errors(copy.compile().problems).map(line)).toEqual([
      `content/pages/contact.yaml:${l}:${column}    The file is not text: it holds the control character U+0000 here. Save it as plain text (UTF-8), or move it out of the content folder if it is not content [not-text]`,
    ]);
  });

  it('refuses a content file far beyond normal size, naming the limit', () => {
    const file = 'content/services/gas-cap.yaml';
    const padding = Array.from({ length: 5 * 1024 }, (_, i) => `  - ${`Gas cap fact ${i}`.padEnd(1019, '.')}`).join(
      '\n',
    );
    copy.write(file, `${copy.read(file)}\nnotes:\n${padding}\n`);
    expect(errors(copy.compile().problems).map(line)).toEqual([
      `${file}:1:1    The file is 5.0 MB, more than the 128 KB a content file may have: shorten it or split it [file-size]`,
    ]);
  });
});

describe('addresses in content lead only to the site, https://, http://, mailto: and tel:', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  const article = 'content/articles/check-engine-light-what-it-means.md';
  const allowed = 'a link or picture may only be a page of the site ("/contact"), https://, http://, mailto: or tel:';
  /** Appends lines to the article body; returns the 1-based line of each. */
  const appendToArticle = (...lines: string[]) => {
    const before = copy.read(article).split('\n').length;
    copy.write(article, copy.read(article) + lines.join('\n') + '\n');
    return lines.map((_, i) => before + i);
  };

  it('refuses a markdown autolink and a reference definition, at the address', () => {
    const [auto, , def, , use] = appendToArticle(
      'Click <javascript:alert(7)> now.',
      '',
      '[r]: javascript:alert(document.cookie)',
      '',
      'Or [this one][r].',
    );
    expect(use).toBeDefined();
    expect(errors(copy.compile().problems).map(line)).toEqual([
      `${article}:${auto}:8  body  "javascript:" addresses are not allowed: ${allowed}, found "javascript:alert(7)" [unsafe-url]`,
      `${article}:${def}:6  body  "javascript:" addresses are not allowed: ${allowed}, found "javascript:alert(document.cookie)" [unsafe-url]`,
    ]);
  });

  it('refuses other schemes and disguised forms in links and pictures, each at its column', () => {
    const text = [
      '[a](&#106;avascript:alert(1))',
      '[b]( JaVaScRiPt:alert(1) )',
      '[c](java&#x09;script:alert(1))',
      '![d](data:image/svg+xml;base64,PHN2Zz4=)',
      '[e](vbscript:msgbox)',
      '[f](file:///etc/passwd)',
      '[g](//evil.example)',
      '[h](/\\evil.example)',
      '> [i](javascript&colon;alert(1))',
    ];
    const lines = appendToArticle(...text);
    const ps = errors(copy.compile().problems);
    expect(ps.map((p) => `${p.location.line}:${p.location.column} ${p.field} [${p.code}]`)).toEqual(
      lines.map((l, i) => `${l}:${text[i]!.indexOf('(') + 2 + (i === 1 ? 1 : 0)} body [unsafe-url]`),
    );
    expect(ps.map((p) => p.message.replace(/: a link or picture may only be.*?(?=, found)/, ''))).toEqual([
      '"javascript:" addresses are not allowed (a browser reads "&#106;avascript:alert(1)" as "javascript:alert(1)"), found "&#106;avascript:alert(1)"',
      '"javascript:" addresses are not allowed, found "JaVaScRiPt:alert(1)"',
      '"javascript:" addresses are not allowed (a browser reads "java&#x09;script:alert(1)" as "javascript:alert(1)"), found "java&#x09;script:alert(1)"',
      '"data:" addresses are not allowed, found "data:image/svg+xml;base64,PHN2Zz4="',
      '"vbscript:" addresses are not allowed, found "vbscript:msgbox"',
      '"file:" addresses are not allowed, found "file:///etc/passwd"',
      'An address starting with "//" (or a backslash) leads to another site: write "https://" and the host for another site, or a single "/" for a page of this site, found "//evil.example"',
      'An address starting with "//" (or a backslash) leads to another site: write "https://" and the host for another site, or a single "/" for a page of this site, found "/\\\\evil.example"',
      '"javascript:" addresses are not allowed (a browser reads "javascript&colon;alert(1)" as "javascript:alert(1)"), found "javascript&colon;alert(1)"',
    ]);
  });

  it('keeps links to pages, https://, http://, mailto: and the shop phone, in every markdown form', () => {
    appendToArticle(
      'See [oil](/services/oil-change), <https://www.example.com>, www.example.com, [old](http://example.com),',
      '[mail](mailto:service@example.com), [call](tel:+15135550142) and [the rates][rates].',
      '',
      '[rates]: /services/oil-change',
    );
    expect(errors(copy.compile().problems)).toEqual([]);
  });

  it('still holds tel: links to the shop phone, in any letter case and in autolinks', () => {
    const [l] = appendToArticle('Call <TEL:+15135550100> today.');
    expect(errors(copy.compile().problems).map(line)).toEqual([
      `${article}:${l}:7  body  "TEL:+15135550100" does not dial the shop's number (513) 555-0142: use href: call [tel-link]`,
    ]);
  });

  it('refuses unsafe addresses in YAML fields, at the value', () => {
    copy.replace('content/navigation.yaml', /href: \/about/, 'href: " JavaScript:alert(1)"');
    copy.replace('content/pages/fleet.yaml', /href: \/contact#quote/, 'href: //evil.example/contact');
    copy.replace('content/pages/home.yaml', /src: \/media\/hero-poster\.jpg/, 'src: //evil.example/hero.jpg');
    copy.replace('content/pages/advice.yaml', /href: \/[^\n]*/, 'href: "java\\tscript:alert(1)"');
    const ps = errors(copy.compile().problems);
    const at = (file: string, needle: string) => {
      const l = lineOf(copy, file, needle);
      return `${file}:${l}:${copy.read(file).split('\n')[l - 1]!.indexOf(needle) + 1}`;
    };
    expect(
      ps.map((p) => `${p.location.file}:${p.location.line}:${p.location.column} [${p.code}] ${p.message}`).sort(),
    ).toEqual(
      [
        `${at('content/navigation.yaml', '" JavaScript:')} [unsafe-url] "javascript:" addresses are not allowed: ${allowed}, found " JavaScript:alert(1)"`,
        `${at('content/pages/fleet.yaml', '//evil.example/contact')} [unsafe-url] An address starting with "//" (or a backslash) leads to another site: write "https://" and the host for another site, or a single "/" for a page of this site, found "//evil.example/contact"`,
        `${at('content/pages/home.yaml', '//evil.example/hero.jpg')} [unsafe-url] An address starting with "//" (or a backslash) leads to another site: write "https://" and the host for another site, or a single "/" for a page of this site, found "//evil.example/hero.jpg"`,
        `${at('content/pages/advice.yaml', '"java\\tscript')} [unsafe-url] "javascript:" addresses are not allowed (a browser reads "java\\tscript:alert(1)" as "javascript:alert(1)"): ${allowed}, found "java\\tscript:alert(1)"`,
      ].sort(),
    );
    expect(ps.find((p) => p.location.file === 'content/navigation.yaml')!.field).toBe('header.desktop[1].href');
  });
});

describe('pages within the page budget', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  it('refuses a page whose data alone is over the 40 KB (gzip) budget of its HTML, at its longest text', () => {
    const file = 'content/services/gas-cap.yaml';
    // About 90 KB of text that does not compress much: within the file limit, far beyond any real page.
    const words = [...noise(90 * 1024, 11)].map((b) => 'abcdefghijklmnopqrstuvwxyz     '[b % 31]).join('');
    copy.replace(
      file,
      /^ {6}- Your gas cap does more than keep fuel in\./m,
      `      - ${words.replace(/\s+/g, ' ').trim()}.`,
    );
    const { problems, site } = copy.compile();
    expect(site).toBeUndefined();
    const l = lineOf(copy, file, words.replace(/\s+/g, ' ').trim().slice(0, 40));
    expect(errors(problems).map(line)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/services/gas-cap\\.yaml:${l}:9  serviceInfo\\.whatIsIt\\.content\\[0\\]  The page /services/gas-cap would need \\d+ KB of data \\(gzip\\) to start, more than the page budget of 40 KB \\(gzip\\) for all of its HTML: shorten this page \\(its longest text is here\\) \\[page-size\\]$`,
        ),
      ),
    ]);
  });
});
