import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createEditorApp } from '../../../server/editor/app.ts';
import { prepareUpload } from '../../../server/editor/media.ts';

const repo = join(import.meta.dirname, '../../..');
let root: string;
let app: ReturnType<typeof createEditorApp>;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'picture-uploads-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  app = createEditorApp({ root, assetsDir: join(root, 'no-assets') });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const media = () => readdirSync(join(root, 'content/static/media')).sort();

async function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  const res = await app.request('/api/media', { method: 'POST', body: form });
  return {
    status: res.status,
    body: (await res.json()) as { src: string; width: number; height: number; error?: string },
  };
}
const stored = (src: string) => readFileSync(join(root, 'content/static', src));

/** A plain picture of `width` x `height` made by sharp, in one grey: small to store, however many pixels. */
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#777' } }).toColourspace('b-w');

/** A PNG whose header says `width` x `height` though its pixels are those of a 64 x 48 picture. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await plain(64, 48).png().toBuffer());
  // IHDR is the first chunk: length (4), type (4), width (4), height (4), five more bytes, then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('an uploaded picture', () => {
  it('of 16,000 x 16,000 pixels is refused in words from its header, before its pixels are decoded', async () => {
    const before = media();
    // Its pixels cannot be decoded (they are those of a small picture): only its header can have been read.
    const { status, body } = await upload(await pngClaiming(16000, 16000), 'huge.png');
    expect(status).toBe(413);
    expect(body.error).toBe(
      'The picture is 16,000 × 16,000 pixels (256 megapixels); at most 40 megapixels can be uploaded: save a smaller copy (2,000 pixels wide is plenty for a page)',
    );
    expect(media()).toEqual(before);
  });

  it('just over 40 megapixels is refused, and one at 40 is taken', async () => {
    const over = await upload(await plain(8000, 5001).png().toBuffer(), 'over.png');
    expect(over.status).toBe(413);
    expect(over.body.error).toMatch(/^The picture is 8,000 × 5,001 pixels \(40 megapixels\); at most 40 megapixels/);
    const at = await upload(await plain(8000, 5000).jpeg().toBuffer(), 'at-the-limit.jpg');
    expect(at.status).toBe(201);
    expect(at.body).toMatchObject({ src: '/media/at-the-limit.jpg', width: 8000, height: 5000 });
  });

  it('is published without its EXIF (GPS position, camera), turned upright as the EXIF said', async () => {
    const gps = {
      GPSLatitudeRef: 'N',
      GPSLatitude: '39/1 26/1 0/1',
      GPSLongitudeRef: 'W',
      GPSLongitude: '84/1 12/1 0/1',
    };
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: gps })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: 200, height: 100 });
    // The GPS directory's pointer (tag 0x8825) is in the EXIF sent, in either byte order.
    expect(sent.exif!.includes(Buffer.from([0x88, 0x25])) || sent.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { status, body } = await upload(photo, 'IMG_0042.JPG');
    expect(status).toBe(201);
    expect(body).toMatchObject({ src: '/media/img-0042.jpg', width: 100, height: 200 });
    const kept = stored(body.src);
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(kept.includes('PhoneCo')).toBe(false);
    expect(kept.includes('Exif')).toBe(false);
  });

  it('is published without what was hidden after its end', async () => {
    const png = await plain(64, 48).png().toBuffer();
    const hidden = Buffer.from('<?php system($_GET["c"]); ?>');
    const { status, body } = await upload(Buffer.concat([png, hidden]), 'logo.png');
    expect(status).toBe(201);
    const kept = stored(body.src);
    expect(kept.includes(hidden)).toBe(false);
    expect(kept.subarray(-8).toString('latin1')).toBe('IEND\xaeB`\x82');
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
    for (const width of [640]) expect(existsSync(join(root, 'content/static/media', `logo-${width}.avif`))).toBe(true);
  });

  it('that is damaged is refused in words', async () => {
    const png = await plain(64, 48).png().toBuffer();
    const { status, body } = await upload(png.subarray(0, 60), 'cut.png');
    expect(status).toBe(415);
    expect(body.error).toBe('The picture cannot be read: it may be damaged');
  });
});

describe('the files an upload adds (what a draft keeps until it is published)', () => {
  it('are the picture and its AVIF and WebP versions at each width under its own, and nothing is written', async () => {
    const before = media();
    const photo = await plain(1200, 900).jpeg().toBuffer();
    const taken = new Set(['static/media/van.jpg']);
    const prepared = await prepareUpload(new File([new Uint8Array(photo)], 'Van.JPG'), (f) => taken.has(f));
    expect(media()).toEqual(before);
    expect(prepared).toMatchObject({ src: '/media/van-2.jpg', width: 1200, height: 900 });
    expect([...prepared.files.keys()]).toEqual([
      'static/media/van-2.jpg',
      'static/media/van-2-640.avif',
      'static/media/van-2-640.webp',
      'static/media/van-2-1024.avif',
      'static/media/van-2-1024.webp',
    ]);
    for (const [file, bytes] of prepared.files) {
      const meta = await sharp(bytes).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(file.replace('van-2.', 'van-2-1200.'))![1]);
      const format = { jpg: 'jpeg', avif: 'heif', webp: 'webp' }[file.split('.').pop()!];
      expect(meta).toMatchObject({ width, height: (width * 3) / 4, format });
    }
  });

  it('never take the name of a sized version already there', async () => {
    const photo = await plain(800, 600).png().toBuffer();
    const prepared = await prepareUpload(new File([new Uint8Array(photo)], 'lift.png'), (f) =>
      f.startsWith('static/media/lift-640.'),
    );
    expect(prepared.src).toBe('/media/lift-2.png');
  });
});
