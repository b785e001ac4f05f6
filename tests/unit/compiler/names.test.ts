import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';
import type { Problem } from '../../../compiler/problems.ts';

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

const named = (ps: Problem[]) =>
  ps
    .filter((p) => p.code === 'duplicate-name')
    .map((p) => `${p.location.file}:${p.location.line}:${p.location.column}  ${p.field}  ${p.severity}: ${p.message}`);

describe('things that are named are unique by name, and the problem names both places', () => {
  it('a town listed twice in the service areas, with another drive time', () => {
    const file = 'content/areas.yaml';
    copy.write(
      file,
      copy.read(file) +
        '  - city: mason\n    state: OH\n    zipCodes: ["45040"]\n    driveTime: 25 min\n    isPrimary: false\n    description: Again.\n',
    );
    const { problems, site } = copy.compile();
    expect(site).toBeUndefined();
    const first = lineOf(copy, file, 'city: Mason');
    const second = lineOf(copy, file, 'city: mason');
    const count = copy.read(file).split('\n  - city:').length - 2;
    expect(named(problems)).toEqual([
      `${file}:${second}:11  areas[${count}].city  error: The town "mason" is already listed: Towns served 2 › Town at line ${first}. List each town once, with one drive time: remove one of the two`,
    ]);
  });

  it('a town without its page listed twice: one problem for the name, one warning for the page', () => {
    const file = 'content/areas.yaml';
    const morrow =
      '  - city: Morrow\n    state: OH\n    zipCodes: ["45152"]\n    driveTime: 20 min\n    isPrimary: false\n    description: South.\n';
    copy.write(file, copy.read(file) + morrow + morrow);
    const ps = copy.compile().problems.filter((p) => p.location.file === file);
    expect(ps.map((p) => `${p.field} ${p.code}`)).toEqual([
      'areas[10].city missing-file',
      'areas[11].city duplicate-name',
    ]);
  });

  it('a make listed twice under another slug', () => {
    const file = 'content/makes.yaml';
    copy.replace(file, /(\n {2}- name: Honda\n)/, '$1    slug: honda-cars\n  - name: Honda\n');
    const ps = named(copy.compile().problems);
    expect(ps).toHaveLength(1);
    expect(ps[0]).toMatch(
      new RegExp(
        `^${file}:\\d+:\\d+  makes\\[\\d+\\]\\.name  error: The make "Honda" is already listed: Makes \\d+ › Make at line \\d+\\. `,
      ),
    );
  });

  it('a make page copied from another that keeps its name', () => {
    copy.write('content/makes/kia.yaml', copy.read('content/makes/hyundai.yaml'));
    expect(named(copy.compile().problems)).toEqual([
      `content/makes/kia.yaml:${lineOf(copy, 'content/makes/kia.yaml', 'name:')}:7  name  error: The make page name "Hyundai" is already listed: content/makes/hyundai.yaml:${lineOf(copy, 'content/makes/hyundai.yaml', 'name:')} (Make). Give this make page its own make (a copied page keeps the old name until you change it)`,
    ]);
  });

  it('a service page copied from another that keeps its name, and offers and articles of one title, at the newer file', () => {
    copy.write('content/services/gas-cap-recall.yaml', copy.read('content/services/gas-cap.yaml'));
    copy.write('content/specials/brakes-again.yaml', copy.read('content/specials/free-brake-inspection.yaml'));
    const article = 'content/articles/tire-care-and-wheel-alignment-basics.md';
    const written = /^title: (.*)$/m.exec(copy.read('content/articles/check-engine-light-what-it-means.md'))![1]!;
    copy.replace(article, /^title: .*$/m, `title: ${written}`);
    const title = JSON.parse(written) as string;
    const ps = named(copy.compile().problems);
    expect(ps).toEqual([
      `content/services/gas-cap-recall.yaml:2:7  name  error: The service name "Gas Cap Replacement" is already listed: content/services/gas-cap.yaml:2 (Name of the service). Give this service page its own name (a copied page keeps the old name until you change it)`,
      `content/specials/brakes-again.yaml:2:8  title  error: The offer title "Free Brake Inspection" is already listed: content/specials/free-brake-inspection.yaml:2 (Name of the offer). Give each offer its own title`,
      `content/specials/brakes-again.yaml:${lineOf(copy, 'content/specials/brakes-again.yaml', 'code:')}:7  code  error: The coupon code "BRAKEFREE" is already listed: content/specials/free-brake-inspection.yaml:${lineOf(copy, 'content/specials/free-brake-inspection.yaml', 'code:')} (Coupon code). Give each offer its own code, or none (a copied offer keeps the old code until you change it)`,
      `content/articles/tire-care-and-wheel-alignment-basics.md:2:8  title  error: The article title "${title}" is already listed: content/articles/check-engine-light-what-it-means.md:2 (Title). Give each article its own title`,
    ]);
  });

  it('takes the file names from the content folder it checks', () => {
    const other = new ContentCopy('site-content');
    try {
      const file = 'site-content/areas.yaml';
      other.replace(file, /city: Mason/, 'city: Lebanon');
      const lines = other.read(file).split('\n');
      const [first, second] = lines.flatMap((l, i) => (l.includes('city: Lebanon') ? [i + 1] : []));
      expect(named(other.compile().problems)).toEqual([
        `${file}:${second}:11  areas[1].city  error: The town "Lebanon" is already listed: Towns served 1 › Town at line ${first}. List each town once, with one drive time: remove one of the two`,
      ]);
    } finally {
      other.dispose();
    }
  });
});
