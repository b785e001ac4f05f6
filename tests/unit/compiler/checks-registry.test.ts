import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { ContentCopy } from '../../support/content-copy.ts';
import { importsOf } from '../../support/source-files.ts';

const CHECKS = 'compiler/checks';

describe('the registry of content checks', () => {
  it('runs every check of its folder: a check module not imported by checks/index.ts fails here, by name', () => {
    const registered = new Set(importsOf(`${CHECKS}/index.ts`).map((i) => i.from.replace(/^\.\//, '')));
    const modules = readdirSync(CHECKS).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'context.ts');
    expect(modules.length).toBeGreaterThan(5);
    expect(modules.filter((m) => !registered.has(m))).toEqual([]);
  });
});

describe('every check on content in another folder', () => {
  let other: ContentCopy;
  beforeEach(() => {
    other = new ContentCopy('site-content');
  });
  afterEach(() => other.dispose());

  it('gives positioned problems at files of that folder, never an exception', () => {
    // One mistake for each check: tokens, addresses, links, phones, slugs, counts, specials and towns (a served
    // town without a page is the case that once crashed on a literal "content/areas.yaml").
    other.replace('site-content/pages/about.yaml', /title: /, 'title: About {shopname} ');
    const article = 'site-content/articles/check-engine-light-what-it-means.md';
    other.write(article, `${other.read(article)}\n[Read this](javascript:alert(1))\n`);
    other.replace('site-content/navigation.yaml', /href: \/about/, 'href: /abuot');
    other.replace('site-content/pages/fleet.yaml', /title: /, 'title: Call 513-555-0199 ');
    other.replace('site-content/services/gas-cap.yaml', /summary: /, 'aliases: [oil-change]\nsummary: ');
    other.replace('site-content/makes/honda.yaml', /\$45-\$75/, '$95-$75');
    other.replace('site-content/specials/free-brake-inspection.yaml', /brake-service/, 'brake-servise');
    other.replace('site-content/cities/mason.yaml', /oil-change/, 'oil-chnage');
    other.remove('site-content/cities/franklin.yaml');
    other.replace('site-content/pages/about.yaml', 'src: /media/owner.svg', 'src: /media/ownr.svg');

    const { problems } = other.compile();
    const codes = new Set(problems.map((p) => p.code));
    for (const code of [
      'unknown-token',
      'unsafe-url',
      'broken-link',
      'phone-number',
      'duplicate-slug',
      'price-range',
      'missing-reference',
      'missing-file',
      'missing-picture',
    ])
      expect(codes, code).toContain(code);
    expect(problems.filter((p) => !p.location.file.startsWith('site-content/'))).toEqual([]);
    expect(problems.every((p) => p.location.line >= 1 && p.location.column >= 1)).toBe(true);
    expect(
      problems.find((p) => p.code === 'missing-file' && p.message.startsWith('Franklin has no town page')),
    ).toMatchObject({
      location: { file: 'site-content/areas.yaml' },
      message: 'Franklin has no town page: write site-content/cities/franklin.yaml',
    });
    expect(problems.find((p) => p.code === 'missing-picture')?.message).toBe(
      'No picture at "/media/ownr.svg": expected the file site-content/static/media/ownr.svg, found none. Did you mean "/media/owner.svg"?',
    );
    expect(problems.find((p) => p.message.includes('"oil-chnage"'))?.message).toContain(
      'No service page "oil-chnage" in site-content/services.',
    );
  });
});
