import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';
import { compile } from '../../../compiler/compile.ts';
import { pictureSize, versionSources } from '../../../compiler/picture-facts.ts';
import { renderMarkdown, ARTICLE_PICTURE_SIZES } from '../../../compiler/markdown.ts';
import { Picture, PicturesContext } from '../../../src/ui/picture.tsx';
import { OfferCard, OFFER_PICTURE_SIZES } from '../../../src/sections/specials/offer-card.tsx';
import { SpecialsBand } from '../../../src/sections/specials/specials-band.tsx';
import { SiteContext } from '../../../src/app/site-context.tsx';
import { layoutData } from '../../../compiler/page-data/layout-data.ts';
import type { PageDataOf } from '../../../schema/page-data.ts';
import type { Problem } from '../../../compiler/problems.ts';

const errors = (ps: Problem[]) => ps.filter((p) => p.severity === 'error');

describe("a picture's size, read from its file", () => {
  it('is the size it is shown at: a photo turned by its EXIF is as wide as its header is tall', async () => {
    const upright = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    expect(pictureSize(upright)).toEqual({ width: 40, height: 30 });
    const turned = await sharp(upright).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(pictureSize(turned)).toEqual({ width: 30, height: 40 });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"></svg>');
    expect(pictureSize(svg)).toEqual({ width: 600, height: 400 });
  });

  it('is unknown for a file that is no picture', () => {
    expect(pictureSize(Buffer.from('not a picture at all'))).toBeUndefined();
    expect(pictureSize(new Uint8Array())).toBeUndefined();
  });
});

describe("a picture's sized versions in srcset", () => {
  const names = [
    'van.jpg',
    'van-1600.webp',
    'van-640.avif',
    'van-1024.avif',
    'van-640.webp',
    'van-1024.webp',
    'van-1600.avif',
    'vanity-640.avif',
    'van-640.png',
    'van-x.avif',
  ];

  it('lists each format, AVIF first, its files from the narrowest, with their widths; nothing of another picture', () => {
    expect(versionSources('/media/van.jpg', 4032, names)).toEqual([
      {
        type: 'image/avif',
        srcSet: '/media/van-640.avif 640w, /media/van-1024.avif 1024w, /media/van-1600.avif 1600w',
      },
      {
        type: 'image/webp',
        srcSet: '/media/van-640.webp 640w, /media/van-1024.webp 1024w, /media/van-1600.webp 1600w',
      },
    ]);
  });

  it('says the width a version has: one named 640 of a picture 500 pixels wide is 500 wide', () => {
    expect(versionSources('/media/van.jpg', 500, ['van.jpg', 'van-640.avif'])).toEqual([
      { type: 'image/avif', srcSet: '/media/van-640.avif 500w' },
    ]);
    expect(versionSources('/media/van.jpg', 500, ['van.jpg'])).toEqual([]);
  });
});

describe('the Picture of a page', () => {
  const facts = {
    '/media/van.jpg': {
      width: 4032,
      height: 3024,
      sources: [{ type: 'image/avif' as const, srcSet: '/media/van-640.avif 640w, /media/van-1024.avif 1024w' }],
    },
    '/media/owner.svg': { width: 600, height: 600, sources: [] },
  };
  const html = (src: string, sizes: string) =>
    renderToStaticMarkup(
      createElement(
        PicturesContext.Provider,
        { value: facts },
        createElement(Picture, { image: { src, alt: 'Our van' }, sizes, loading: 'lazy' }),
      ),
    );

  it('is the photo with its versions and sizes, and its width and height from the build', () => {
    expect(html('/media/van.jpg', '(min-width: 432px) 384px, 100vw')).toBe(
      '<picture class="contents"><source type="image/avif" srcSet="/media/van-640.avif 640w, /media/van-1024.avif 1024w" sizes="(min-width: 432px) 384px, 100vw"/>' +
        '<img src="/media/van.jpg" alt="Our van" width="4032" height="3024" loading="lazy" decoding="async"/></picture>',
    );
  });

  it('is a plain img for a drawing, which has no versions', () => {
    expect(html('/media/owner.svg', '100vw')).toBe(
      '<img src="/media/owner.svg" alt="Our van" width="600" height="600" loading="lazy" decoding="async"/>',
    );
  });
});

describe("an article's picture", () => {
  const facts = {
    width: 1200,
    height: 900,
    sources: [{ type: 'image/webp' as const, srcSet: '/media/lift-640.webp 640w, /media/lift-1024.webp 1024w' }],
  };

  it('carries its size and its versions in the article column’s sizes', () => {
    const html = renderMarkdown('![The lift](/media/lift.jpg)', (src) =>
      src === '/media/lift.jpg' ? facts : undefined,
    );
    expect(html).toBe(
      `<p><picture><source type="image/webp" srcset="/media/lift-640.webp 640w, /media/lift-1024.webp 1024w" sizes="${ARTICLE_PICTURE_SIZES}">` +
        '<img src="/media/lift.jpg" alt="The lift" width="1200" height="900" decoding="async"></picture></p>\n',
    );
  });

  it('is a plain img without the facts', () => {
    expect(renderMarkdown('![The lift](/media/lift.jpg)')).toBe('<p><img src="/media/lift.jpg" alt="The lift"></p>\n');
  });
});

describe('the build, on a copy of the content', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  it("gives the About page its uploaded photo's size from the file, and its versions", async () => {
    const photo = sharp({ create: { width: 1200, height: 900, channels: 3, background: '#456' } });
    writeFileSync(copy.path('content/static/media/dave.jpg'), await photo.clone().jpeg().toBuffer());
    for (const w of [640, 1024])
      for (const ext of ['avif', 'webp'] as const)
        writeFileSync(
          copy.path(`content/static/media/dave-${w}.${ext}`),
          await photo.clone().resize({ width: w })[ext]().toBuffer(),
        );
    copy.replace('content/pages/about.yaml', /src: \/media\/owner\.svg/, 'src: /media/dave.jpg');
    const { problems, site } = copy.compile();
    expect(errors(problems)).toEqual([]);
    const about = site!.pages.find((p) => p.route.path === '/about')!;
    expect(about.data.pictures).toEqual({
      '/media/dave.jpg': {
        width: 1200,
        height: 900,
        sources: [
          { type: 'image/avif', srcSet: '/media/dave-640.avif 640w, /media/dave-1024.avif 1024w' },
          { type: 'image/webp', srcSet: '/media/dave-640.webp 640w, /media/dave-1024.webp 1024w' },
        ],
      },
    });
    const home = site!.pages.find((p) => p.route.path === '/')!;
    expect(home.data.pictures['/media/hero-poster.jpg']).toMatchObject({ width: 1600, height: 900 });
  });

  it("gives a special's card its picture with the picture's size and versions, wherever the card shows", async () => {
    const photo = sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a53' } });
    writeFileSync(copy.path('content/static/media/oil.jpg'), await photo.clone().jpeg().toBuffer());
    for (const ext of ['avif', 'webp'] as const)
      writeFileSync(
        copy.path(`content/static/media/oil-640.${ext}`),
        await photo.clone().resize({ width: 640 })[ext]().toBuffer(),
      );
    copy.replace(
      'content/specials/synthetic-oil-change.yaml',
      /^offer:/m,
      'image:\n  src: /media/oil.jpg\n  alt: A mechanic pouring oil into an engine\noffer:',
    );
    const { problems, site } = compile(copy.root, 'content', { today: '2026-12-01' });
    expect(errors(problems)).toEqual([]);
    const page = (path: string) => site!.pages.find((p) => p.route.path === path)!;
    const facts = {
      width: 1600,
      height: 1200,
      sources: [
        { type: 'image/avif', srcSet: '/media/oil-640.avif 640w' },
        { type: 'image/webp', srcSet: '/media/oil-640.webp 640w' },
      ],
    };
    const image = { src: '/media/oil.jpg', alt: 'A mechanic pouring oil into an engine' };
    for (const path of ['/specials', '/', '/services/oil-change']) {
      expect(page(path).data.pictures['/media/oil.jpg'], path).toEqual(facts);
      expect(JSON.stringify(page(path).data), path).toContain(JSON.stringify(image));
    }
    // Only the pages that show the offer carry its picture.
    expect(page('/services/gas-cap').data.pictures['/media/oil.jpg']).toBeUndefined();
    const offers = (page('/specials').data as { offers: { slug: string; image?: unknown }[] }).offers;
    expect(offers.filter((o) => o.image).map((o) => [o.slug, o.image])).toEqual([['synthetic-oil-change', image]]);
    expect(page('/specials').head.jsonLd.filter((o) => 'image' in o && o['@type'] === 'Offer')).toEqual([
      expect.objectContaining({
        name: 'Full Synthetic Oil Change for $59.95',
        image: 'https://www.kesslerautotruck.com/media/oil.jpg',
      }),
    ]);
    // The card draws it above its name, lazily, at the card's width; a card without a picture has none.
    const specials = page('/specials').data as PageDataOf<'specials'>;
    const drawn = (pictures: PageDataOf<'specials'>['pictures'], node: ReactElement) =>
      renderToStaticMarkup(
        createElement(
          SiteContext.Provider,
          { value: layoutData(site!.content, site!.today) },
          createElement(PicturesContext.Provider, { value: pictures }, node),
        ),
      );
    const card = (slug: string) =>
      drawn(
        specials.pictures,
        createElement(OfferCard, { offer: specials.offers.find((o) => o.slug === slug)!, labels: specials.page.card }),
      );
    const oil = card('synthetic-oil-change');
    expect(oil).toContain(
      '<picture class="contents"><source type="image/avif" srcSet="/media/oil-640.avif 640w" sizes="(min-width: 1152px) 488px, (min-width: 768px) calc(50vw - 88px), calc(100vw - 84px)"/>',
    );
    expect(oil).toMatch(
      /<img src="\/media\/oil\.jpg" alt="A mechanic pouring oil into an engine" width="1600" height="1200" loading="lazy" decoding="async" class="coupon-picture [^"]*"\/><\/picture><div[^>]*><h3/,
    );
    expect(card('winter-ready-package')).not.toMatch(/<img|<picture/);
    // In a band, at the width of the band's columns: three on the home page (five offers), one on the oil change's.
    const band = (path: string) => {
      const data = page(path).data as PageDataOf<'home'>;
      return drawn(data.pictures, createElement(SpecialsBand, { specials: data.specials! }));
    };
    expect(band('/')).toContain(`sizes="${OFFER_PICTURE_SIZES.three}"`);
    expect(band('/services/oil-change')).toContain(`sizes="${OFFER_PICTURE_SIZES.one}"`);
  });

  it('refuses a picture whose size cannot be read, at its field', () => {
    writeFileSync(copy.path('content/static/media/broken.jpg'), 'this is not a picture');
    copy.replace('content/pages/about.yaml', /src: \/media\/owner\.svg/, 'src: /media/broken.jpg');
    const at = lineOf(copy, 'content/pages/about.yaml', 'src: /media/broken.jpg');
    const found = errors(copy.compile().problems);
    expect(found.map((p) => [p.code, p.location.line, p.field, p.message])).toEqual([
      [
        'damaged-picture',
        at,
        'owner.image.src',
        'The picture content/static/media/broken.jpg cannot be read: its width and height are not in the file. Upload the picture again, or another copy of it',
      ],
    ]);
  });

  it('refuses the width and height the owner used to write: the file says them', () => {
    copy.replace('content/pages/about.yaml', /src: \/media\/owner\.svg\n/, 'src: /media/owner.svg\n    width: 600\n');
    expect(errors(copy.compile().problems).map((p) => [p.code, p.field])).toEqual([['schema', 'owner.image.width']]);
  });
});
