/**
 * Pictures cleaned without an image library (the editor on Pages): what is taken out, what stays, and what is
 * refused. sharp, here only, makes the test pictures and reads what comes out.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { pngClaiming, smallPng } from '../../support/test-pictures.ts';
import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_PIXELS, exifOrientation, stripPicture } from '../../../server/editor/picture-strip.ts';

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '39/1 26/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 12/1 0/1' };
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

async function phonePhoto(options: { progressive?: boolean; orientation?: number } = {}) {
  const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0a0' } })
    .jpeg({ progressive: options.progressive ?? false })
    .withExifMerge({ IFD0: { Make: 'PhoneCo', ImageDescription: 'secret-note' }, IFD3: GPS })
    .toBuffer();
  const oriented = options.orientation
    ? await sharp(photo).withMetadata({ orientation: options.orientation }).toBuffer()
    : photo;
  // A comment segment after the start, and a file hidden after the picture's end.
  const comment = Buffer.from([0xff, 0xfe, 0, 11, ...Buffer.from('a comment')]);
  return Buffer.concat([oriented.subarray(0, 2), comment, oriented.subarray(2), Buffer.from('HIDDEN-ZIP')]);
}

const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();

describe('a JPEG cleaned without decoding it', () => {
  it.each([false, true])(
    'loses its EXIF, GPS, comment and trailing bytes, and keeps its pixels (progressive: %s)',
    async (progressive) => {
      const sent = await phonePhoto({ progressive });
      expect(has(sent, 'PhoneCo') && has(sent, 'a comment') && has(sent, 'HIDDEN-ZIP')).toBe(true);
      const out = stripPicture(sent);
      if (!('bytes' in out)) throw new Error(out.problem);
      expect(out).toMatchObject({ kind: 'jpg', width: 200, height: 100 });
      for (const text of ['Exif', 'PhoneCo', 'secret-note', 'a comment', 'HIDDEN-ZIP'])
        expect(has(out.bytes, text)).toBe(false);
      const meta = await sharp(out.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 100, isProgressive: progressive });
      expect(meta.exif).toBeUndefined();
      expect(await pixels(out.bytes)).toEqual(await pixels(sent));
    },
  );

  it('keeps only the orientation of a photo taken sideways, so that it shows upright, and says its upright size', async () => {
    const sent = await phonePhoto({ orientation: 6 });
    const out = stripPicture(sent);
    if (!('bytes' in out)) throw new Error(out.problem);
    expect(out).toMatchObject({ width: 100, height: 200 });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif!.length).toBeLessThan(40);
    expect(has(out.bytes, 'PhoneCo')).toBe(false);
    expect(exifOrientation(meta.exif!)).toBe(6);
    const { info } = await sharp(out.bytes).autoOrient().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 100, height: 200 });
  });

  it('refuses a picture over the limit by its header, before anything else, and a cut one as damaged', async () => {
    const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
    const huge = Buffer.from(small);
    huge.writeUInt16BE(10_000, sof + 5); // height
    huge.writeUInt16BE(5_000, sof + 7); // width
    expect(5_000 * 10_000).toBeGreaterThan(MAX_PICTURE_PIXELS);
    expect(stripPicture(huge)).toEqual({
      problem: expect.stringMatching(/^The picture is 5,000 × 10,000 pixels \(50 megapixels\); at most 40 megapixels/),
      status: 413,
    });
    expect(stripPicture(small.subarray(0, small.length - 40))).toMatchObject({
      status: 415,
      problem: expect.stringMatching(/damaged/),
    });
  });
});

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

describe('a PNG cleaned without decoding it', () => {
  it('loses its text, EXIF and time chunks and what follows its end, and keeps its pixels and colours', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#a0a' } })
      .png()
      .toBuffer();
    const iend = png.length - 12;
    const sent = Buffer.concat([
      png.subarray(0, 33),
      chunk('tEXt', Buffer.from('Comment\0where-it-was-taken')),
      chunk('eXIf', Buffer.from('MM\0*GPS-secret')),
      chunk('tIME', Buffer.alloc(7)),
      chunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      png.subarray(33, iend),
      chunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0secret')),
      png.subarray(iend),
      Buffer.from('HIDDEN'),
    ]);
    const out = stripPicture(sent);
    if (!('bytes' in out)) throw new Error(out.problem);
    expect(out).toMatchObject({ kind: 'png', width: 30, height: 20 });
    for (const text of ['tEXt', 'eXIf', 'tIME', 'iTXt', 'secret', 'where-it-was-taken', 'HIDDEN'])
      expect(has(out.bytes, text)).toBe(false);
    expect(has(out.bytes, 'gAMA')).toBe(true);
    expect(await pixels(out.bytes)).toEqual(await pixels(png));
  });

  it('refuses a PNG with a chunk the picture needs that is not known, and one over the limit by its header', async () => {
    const png = await smallPng();
    const unknown = Buffer.concat([png.subarray(0, 33), chunk('ZZZZ', Buffer.alloc(1)), png.subarray(33)]);
    expect(stripPicture(unknown)).toMatchObject({ status: 415 });
    const huge = await pngClaiming(100_000, 1_000);
    expect(stripPicture(huge)).toMatchObject({ status: 413 });
  });
});

describe('other kinds', () => {
  it('refuses WebP and AVIF in words, and what is no picture', async () => {
    const make = sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } });
    for (const bytes of [await make.clone().webp().toBuffer(), await make.clone().avif().toBuffer()])
      expect(stripPicture(bytes)).toEqual({
        problem: expect.stringMatching(
          /^Here the editor takes JPEG and PNG pictures only .*save the picture as JPEG or PNG/,
        ),
        status: 415,
      });
    expect(stripPicture(Buffer.from('<svg onload="alert(1)"/>'))).toMatchObject({
      status: 415,
      problem: expect.stringMatching(/^Not a picture/),
    });
  });
});
