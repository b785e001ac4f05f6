import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';
import type { Problem } from '../../../compiler/problems.ts';

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

const errors = (ps: Problem[]) => ps.filter((p) => p.severity === 'error');
const line = (p: Problem) =>
  `${p.location.file}:${p.location.line}:${p.location.column}  ${p.field}  ${p.message} [${p.code}]`;
const ARTICLE = 'content/articles/check-engine-light-what-it-means.md';

describe('a tel: link holds a phone number only', () => {
  const TEL_ONLY = 'A "tel:" link holds a phone number only (digits, spaces, "+", "-", brackets); better: href: call';

  it('refuses tel:javascript: in a link field, at the field, like any unsafe address', () => {
    copy.replace('content/navigation.yaml', /href: \/about/, 'href: "tel:javascript:alert(1)"');
    const nav = lineOf(copy, 'content/navigation.yaml', 'tel:javascript');
    expect(errors(copy.compile().problems).map(line)).toEqual([
      `content/navigation.yaml:${nav}:13  header.desktop[1].href  ${TEL_ONLY}, found "tel:javascript:alert(1)" [unsafe-url]`,
    ]);
  });

  it('refuses tel:javascript: in an article, at the line and column of the address', () => {
    copy.write(ARTICLE, `${copy.read(ARTICLE)}\n[Call us](tel:javascript:alert(1))\n`);
    const body = lineOf(copy, ARTICLE, '(tel:javascript');
    expect(errors(copy.compile().problems).map(line)).toEqual([
      `${ARTICLE}:${body}:11  body  ${TEL_ONLY}, found "tel:javascript:alert(1)" [unsafe-url]`,
    ]);
  });

  it('still takes the shop number written as a tel: link', () => {
    copy.replace('content/navigation.yaml', /href: \/about/, 'href: "tel:+1-513-555-0142"');
    expect(errors(copy.compile().problems)).toEqual([]);
  });
});

describe('a picture that does not exist', () => {
  it('is refused at its picture field, with the file it expected and the closest picture there is', () => {
    copy.replace('content/pages/how-it-works.yaml', 'src: /media/mobile-van.svg', 'src: /media/mobile-vam.svg');
    copy.replace('content/pages/about.yaml', 'src: /media/owner.svg', 'src: /media/nope.jpg');
    const { problems, site } = copy.compile();
    expect(site).toBeUndefined();
    const van = lineOf(copy, 'content/pages/how-it-works.yaml', 'mobile-vam');
    const owner = lineOf(copy, 'content/pages/about.yaml', 'nope.jpg');
    expect(errors(problems).map(line).sort()).toEqual([
      `content/pages/about.yaml:${owner}:10  owner.image.src  No picture at "/media/nope.jpg": expected the file content/static/media/nope.jpg, found none [missing-picture]`,
      `content/pages/how-it-works.yaml:${van}:10  hero.image.src  No picture at "/media/mobile-vam.svg": expected the file content/static/media/mobile-vam.svg, found none. Did you mean "/media/mobile-van.svg"? [missing-picture]`,
    ]);
  });

  it("is refused at a special's picture field, as at every other picture", () => {
    const file = 'content/specials/free-brake-inspection.yaml';
    copy.replace(
      file,
      /^offer:/m,
      'image:\n  src: /media/brake-pads.jpg\n  alt: Worn brake pads beside new ones\noffer:',
    );
    const { problems, site } = copy.compile();
    expect(site).toBeUndefined();
    expect(errors(problems).map(line)).toEqual([
      `${file}:${lineOf(copy, file, 'brake-pads.jpg')}:8  image.src  No picture at "/media/brake-pads.jpg": expected the file content/static/media/brake-pads.jpg, found none [missing-picture]`,
    ]);
  });

  it('is refused in an article, at the line and column of its address', () => {
    copy.write(
      ARTICLE,
      `${copy.read(ARTICLE)}\n![Our van](/media/mobile-van.png)\n\n![A lift](media/hero-poster.jpg)\n`,
    );
    const ps = errors(copy.compile().problems);
    expect(ps.map(line)).toEqual([
      `${ARTICLE}:${lineOf(copy, ARTICLE, 'mobile-van.png')}:12  body  No picture at "/media/mobile-van.png": expected the file content/static/media/mobile-van.png, found none. Did you mean "/media/mobile-van.svg"? [missing-picture]`,
      `${ARTICLE}:${lineOf(copy, ARTICLE, '(media/hero')}:11  body  No picture at "/advice/media/hero-poster.jpg" (where "media/hero-poster.jpg" leads from this page): expected the file content/static/advice/media/hero-poster.jpg, found none. Did you mean "/media/hero-poster.jpg"? [missing-picture]`,
    ]);
  });

  it('is found in every picture the content names: the untouched content has them all', () => {
    expect(errors(copy.compile().problems)).toEqual([]);
  });
});

describe('npm run check', () => {
  // Its own generated folder, so that this test never races another run over the shared bundle.
  const GENERATED = '.generated-pictures-check-test';
  afterAll(() => rmSync(resolve(GENERATED), { recursive: true, force: true }));

  it('refuses a missing picture and a tel: link to a script as the editor does, and exits 1', () => {
    copy.replace('content/pages/about.yaml', 'src: /media/owner.svg', 'src: /media/ownr.svg');
    copy.write(ARTICLE, `${copy.read(ARTICLE)}\n[Call us](tel:javascript:alert(1))\n`);
    const r = spawnSync(process.execPath, [join(process.cwd(), 'scripts/run-check.mjs')], {
      cwd: copy.root,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_ACTIONS: '', BUILD_DATE: '2026-11-22', GENERATED_DIR: GENERATED },
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    const owner = lineOf(copy, 'content/pages/about.yaml', 'ownr.svg');
    const body = lineOf(copy, ARTICLE, '(tel:javascript');
    expect(r.stderr).toContain(
      `content/pages/about.yaml:${owner}:10  owner.image.src  No picture at "/media/ownr.svg": expected the file content/static/media/ownr.svg, found none. Did you mean "/media/owner.svg"? [missing-picture]`,
    );
    expect(r.stderr).toContain(`${ARTICLE}:${body}:11  body  A "tel:" link holds a phone number only`);
  }, 120_000);
});
