import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { loadYaml } from '../../../compiler/loaders/yaml.ts';
import { checkPhones } from '../../../compiler/checks/phones.ts';
import type { CheckContext } from '../../../compiler/checks/context.ts';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';

const SHOP = '(513) 555-0142';
const FILE = 'content/pages/about.yaml';

/**
 * The phone problems of one text field written as `text` in a page file; `after`, lines after it (a comment that
 * names tel: makes the check go through the file line by line, as it does for a file that may hold a number).
 */
function phoneProblems(text: string, after = '') {
  const loaded = loadYaml(FILE, `meta:\n  title: ${JSON.stringify(text)}\n${after}`);
  const ctx = {
    content: { site: { phone: SHOP } },
    files: new Map([[FILE, loaded]]),
    collectionOf: new Map(),
    fileOf: () => 'content/site.yaml',
  } as unknown as CheckContext;
  return checkPhones(ctx);
}

/** A number written as people write it: with or without +1 or 1, the area code bare or in parentheses, any separators. */
const written = (area: string, exchange: string, line: string) =>
  fc
    .record({
      country: fc.constantFrom('', '1', '1 ', '1-', '1.', '+1', '+1 ', '+1-', '+1.'),
      areaCode: fc.constantFrom('bare', 'parentheses', 'none'),
      afterArea: fc.constantFrom('', ' ', '-', '.'),
      beforeLine: fc.constantFrom('', ' ', '-', '.'),
    })
    .map(({ country, areaCode, afterArea, beforeLine }) => {
      const local = `${exchange}${beforeLine}${line}`;
      if (areaCode === 'none') return local;
      const code = areaCode === 'bare' ? area : `(${area})`;
      return `${country}${code}${afterArea}${local}`;
    });

const around = fc.tuple(
  fc.constantFrom('', 'Call ', 'Call us at ', 'Questions? ', 'Phone: '),
  fc.constantFrom('', '.', ' today', ', any time', '!'),
);

describe('the shop number, however it is written, is written {phone}', () => {
  test.prop([written('513', '555', '0142'), around])(
    'every way of writing the shop number is one problem at its column',
    (number, [before, after]) => {
      const ps = phoneProblems(`${before}${number}${after}`);
      expect(ps.map((p) => [p.code, p.field, p.location.column])).toEqual([
        ['phone-number', 'meta.title', '  title: "'.length + before.length + 1],
      ]);
      expect(ps[0]!.message).toMatch(/write \{phone\} instead/i);
    },
  );

  test.prop([
    fc
      .tuple(fc.integer({ min: 200, max: 999 }), fc.integer({ min: 200, max: 999 }), fc.integer({ min: 0, max: 9999 }))
      .filter(([a, e, l]) => !(a === 513 && e === 555 && l === 142) && !(e === 555 && l === 142)),
    fc.boolean(),
  ])('every other number is one problem naming the shop number', ([a, e, l], withArea) => {
    const number = withArea ? `${a}-${e}-${String(l).padStart(4, '0')}` : `${e}-${String(l).padStart(4, '0')}`;
    const ps = phoneProblems(`Call ${number} now`);
    expect(ps.map((p) => p.message)).toEqual([`"${number}" is not the shop's number ${SHOP}: write {phone} instead`]);
  });

  it('says what is missing when the area code is left out', () => {
    expect(phoneProblems('Call 555-0142').map((p) => p.message)).toEqual([
      `"555-0142" is the shop's number without its area code: write {phone} instead, so visitors from out of town can call and a change in content/site.yaml reaches this page too`,
    ]);
  });

  it('leaves numbers that are not phone numbers alone', () => {
    for (const text of [
      'Every 5,000-7,500 miles',
      'Zip 45036-1234',
      'Codes P0455, P0456 or P0457',
      'From $1,250 to $2,500',
      'Open 7:30-5:30',
      'Since 1998, 12,000 miles, 2026-12-31',
      'Part 123456789012',
      'Coupon OIL5995',
      'Models 2015-2020',
      'Mileage 100000',
    ])
      expect(phoneProblems(text), text).toEqual([]);
  });
});

describe('a file without anything like a number or a tel: link', () => {
  // Text of digits, the separators people write numbers with, words and tel: links, over several lines.
  const piece = fc.oneof(
    fc.stringMatching(/^[0-9]{1,11}$/),
    fc.constantFrom(' ', '-', '.', '(', ')', '+', '+1 ', '1-', ', ', '$', '/', '#', 'tel:', 'TEL:', 'Call ', 'P0'),
    fc.constantFrom('(513) 555-0142', '555-0142', '5135550142', '937.555.0199', 'tel:+15135550142', 'tel:555'),
  );
  const text = fc.array(piece, { maxLength: 12 }).map((p) => p.join(''));
  test.prop([text])('has exactly the problems it has when the check goes through it line by line', (t) => {
    expect(phoneProblems(t)).toEqual(phoneProblems(t, '# tel:\n'));
  });
});

describe('on a copy of the real content', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  it('catches the number as ten bare digits and without its area code, each at its line', () => {
    copy.replace('content/pages/about.yaml', /title: /, 'title: Call 5135550142 ');
    copy.replace('content/pages/contact.yaml', /phoneNote: /, 'phoneNote: Dial 555-0142. ');
    const ps = copy.compile().problems.filter((p) => p.code === 'phone-number');
    expect(ps.map((p) => `${p.location.file}:${p.location.line} ${p.field}`).sort()).toEqual([
      `content/pages/about.yaml:${lineOf(copy, 'content/pages/about.yaml', '5135550142')} meta.title`,
      `content/pages/contact.yaml:${lineOf(copy, 'content/pages/contact.yaml', '555-0142.')} phoneNote`,
    ]);
  });
});
