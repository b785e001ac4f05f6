/**
 * Pictures in the draft on Cloudflare Pages, in Cloudflare's runtime (miniflare) against the local double of GitHub:
 * an upload waits in the draft (its bytes in D1, in parts under a row's 2 MB), is listed in words and shown to the
 * editor's session only, and is published in the draft's one commit or discarded leaving nothing behind; a picture
 * of the site deleted in the draft likewise. The picture committed from Pages ends up with the same `srcset` as an
 * upload of `npm start` once the build has made its versions (scripts/picture-versions.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { pngClaiming, smallPng } from '../../support/test-pictures.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileSource } from '../../../compiler/file-source.ts';
import { pictureFacts } from '../../../compiler/picture-facts.ts';
import { makeMissingVersions } from '../../../scripts/picture-versions.ts';
import { prepareUpload } from '../../../server/editor/media.ts';
import { MAX_DRAFT_PICTURE_BYTES } from '../../../server/editor/github-draft-pictures.ts';
import { startPagesEditor, type PagesEditor } from '../../support/pages-editor.ts';

let p: PagesEditor;
let scratch: string;

type Json = Record<string, unknown>;
interface Listed {
  revision: string;
  changes: (Json & { kind: string; src?: string; words: string[]; conflict: boolean })[];
}
interface Uploaded {
  src: string;
  width: number;
  height: number;
  drafted?: boolean;
  count?: number;
  error?: string;
}

/** The editor's API, as the Pages editor harness calls it. */
const call = <T = Json>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  p.api<T>(method, path, body, headers);
async function upload(bytes: Uint8Array, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  const res = await p.send('/admin/content/api/draft/media', { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Uploaded };
}
const preview = (name: string, headers: Record<string, string> = {}) =>
  p.send(`/admin/content/preview/media/${name}`, { headers });
const commitCalls = () => p.github.requests.filter((r) => r.operation === 'createCommitOnBranch').length;
const draft = async () => (await call<Listed>('GET', '/draft')).body;
const heldRows = async () => Number((await p.rows('SELECT COUNT(*) AS n FROM editor_draft_files'))[0]!.n);
const about = async () =>
  (await call<{ version: string; data: { owner: { image: { src: string; alt: string } } } }>('GET', '/entry/about'))
    .body;

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '39/1 26/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 12/1 0/1' };
/** A phone's photo: EXIF with the camera and where it was taken, turned a quarter by its orientation. */
const phonePhoto = async (width = 200, height = 100, colour = '#0a0') =>
  sharp(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: GPS })
      .toBuffer(),
  )
    .withMetadata({ orientation: 6 })
    .toBuffer();

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'pages-pictures-'));
  p = await startPagesEditor(process.cwd(), { persist: join(scratch, 'd1') });
}, 120_000);
afterAll(async () => {
  await p?.close();
  rmSync(scratch, { recursive: true, force: true });
});
beforeEach(async () => {
  const { revision, changes } = await draft();
  if (changes.length) expect((await call('DELETE', '/draft', { revision })).status).toBe(200);
});

describe('a picture uploaded into the draft on Pages', () => {
  it('waits in D1, committing nothing; is listed in words; is shown to the session only; survives a restart', async () => {
    expect((await call('GET', '/config')).body).toMatchObject({ drafts: true, draftPictures: true });
    const head = await p.github.head();
    const commits = commitCalls();
    const sent = await phonePhoto();
    const res = await upload(sent, 'Van at the Shop.JPG');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ src: '/media/van-at-the-shop.jpg', width: 100, height: 200, drafted: true, count: 1 });
    expect(commitCalls()).toBe(commits);
    expect(await p.github.head()).toBe(head);

    const listed = await draft();
    expect(listed.changes).toEqual([
      expect.objectContaining({
        kind: 'picture',
        src: '/media/van-at-the-shop.jpg',
        file: 'static/media/van-at-the-shop.jpg',
        title: 'van-at-the-shop.jpg',
        words: ['New picture: van-at-the-shop.jpg'],
        conflict: false,
      }),
    ]);
    const pictures = (await call<{ pictures: Json[] }>('GET', '/media')).body.pictures;
    expect(pictures[0]).toEqual({
      src: '/media/van-at-the-shop.jpg',
      files: ['static/media/van-at-the-shop.jpg'],
      usedBy: [],
      drafted: true,
    });

    // The editor's small copy: the picture cleaned as a commit would carry it, with headers that keep it inert.
    const shown = await preview('van-at-the-shop.jpg');
    expect(shown.status).toBe(200);
    expect(Object.fromEntries(shown.headers)).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    // The back office's own policy: nothing but the site's own files, no inline script.
    expect(shown.headers.get('content-security-policy')).toMatch(/^default-src '(self|none)'/);
    const bytes = Buffer.from(await shown.arrayBuffer());
    expect(bytes.includes('PhoneCo')).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 100, orientation: 6 });
    expect(await sharp(bytes).raw().toBuffer()).toEqual(await sharp(sent).raw().toBuffer());
    const anonymous = await preview('van-at-the-shop.jpg', { cookie: '' });
    expect(anonymous.status).not.toBe(200);
    expect(Buffer.from(await anonymous.arrayBuffer()).includes(bytes.subarray(0, 64))).toBe(false);
    for (const name of ['other.jpg', 'van-at-the-shop.svg', '..%2F..%2Fsite.yaml'])
      expect((await preview(name)).status, name).toBe(404);

    // Another upload of the same name takes another: the draft's picture holds it.
    expect((await upload(sent, 'van at the shop.jpg')).body.src).toBe('/media/van-at-the-shop-2.jpg');
    const before = await draft();
    await p.restart();
    expect(await draft()).toEqual(before);
    expect(Buffer.from(await (await preview('van-at-the-shop.jpg')).arrayBuffer()).equals(bytes)).toBe(true);
    expect(commitCalls()).toBe(commits);
  });

  it('is published with the entry that shows it as one commit; the build gives it the srcset of an npm start upload', async () => {
    const sent = await phonePhoto(1800, 1200, '#2a4d69');
    const up = await upload(sent, 'Dave at the bench.jpg');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const src = up.body.src;
    expect(src).toBe('/media/dave-at-the-bench.jpg');
    const entry = await about();
    entry.data.owner.image = { src, alt: 'Dave Kessler at the bench' };
    const saved = await call('PUT', '/draft/entry/about', { version: entry.version, data: entry.data });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const listed = await draft();
    expect(listed.changes.map((c) => c.kind)).toEqual(['entry', 'picture']);
    const held = await heldRows();
    expect(held).toBeGreaterThan(0);

    const head = await p.github.head();
    const commits = commitCalls();
    const res = await call<Json & { published: { commit: string }; count: number }>('POST', '/draft/publish', {
      revision: listed.revision,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ count: 2, pages: ['/about'] });
    expect(commitCalls()).toBe(commits + 1);
    const commit = res.body.published.commit;
    expect((await p.github.git(['rev-parse', `${commit}^`])).toString().trim()).toBe(head);
    expect((await p.github.log())[0]).toBe(`Edit /about; add the picture ${src}`);
    expect((await p.github.git(['diff', '--name-status', head, commit])).toString()).toBe(
      'M\tcontent/pages/about.yaml\nA\tcontent/static/media/dave-at-the-bench.jpg\n',
    );
    const committed = await p.github.git(['show', `${commit}:content/static/media/dave-at-the-bench.jpg`]);
    expect(committed.includes('PhoneCo')).toBe(false);
    expect((await draft()).changes).toEqual([]);
    expect(await heldRows()).toBe(0);
    expect((await preview('dave-at-the-bench.jpg')).status).toBe(404);

    // The Pages build's copy of that commit: its versions made before the build, then the picture as the pages
    // show it, against the same photo uploaded through `npm start`'s editor.
    const pages = join(scratch, 'pages-build');
    writeFileSync(join(scratch, 'content.tar'), await p.github.git(['archive', '--format=tar', commit, 'content']));
    rmSync(pages, { recursive: true, force: true });
    execFileSync('mkdir', ['-p', pages]);
    execFileSync('tar', ['-xf', join(scratch, 'content.tar'), '-C', pages]);
    const made = await makeMissingVersions(join(pages, 'content/static/media'));
    expect(made.made.filter((f) => f.startsWith('dave-at-the-bench-')).sort()).toEqual([
      'dave-at-the-bench-1024.avif',
      'dave-at-the-bench-1024.webp',
      'dave-at-the-bench-640.avif',
      'dave-at-the-bench-640.webp',
    ]);
    expect((await makeMissingVersions(join(pages, 'content/static/media'))).made).toEqual([]);

    const node = join(scratch, 'npm-start/content/static/media');
    execFileSync('mkdir', ['-p', node]);
    const prepared = await prepareUpload(new File([new Uint8Array(sent)], 'Dave at the bench.jpg'), () => false);
    expect(prepared.src).toBe(src);
    for (const [file, bytes] of prepared.files) writeFileSync(join(scratch, 'npm-start/content', file), bytes);

    const facts = (root: string) => pictureFacts(fileSource(root), 'content/static').of(src);
    const fromPages = facts(pages);
    const fromNode = facts(join(scratch, 'npm-start'));
    expect(fromPages).toEqual(fromNode);
    expect(fromPages?.sources.map((s) => s.srcSet)).toEqual([
      '/media/dave-at-the-bench-640.avif 640w, /media/dave-at-the-bench-1024.avif 1024w',
      '/media/dave-at-the-bench-640.webp 640w, /media/dave-at-the-bench-1024.webp 1024w',
    ]);
    // The versions themselves: the same widths, heights and formats as npm start's.
    for (const name of readdirSync(node).filter((n) => n.startsWith('dave-at-the-bench-'))) {
      const [ours, theirs] = await Promise.all([
        sharp(readFileSync(join(pages, 'content/static/media', name))).metadata(),
        sharp(readFileSync(join(node, name))).metadata(),
      ]);
      expect([ours.format, ours.width, ours.height], name).toEqual([theirs.format, theirs.width, theirs.height]);
    }
    await p.github.commitElsewhere({
      'content/pages/about.yaml': (await p.github.git(['show', `${head}:content/pages/about.yaml`])).toString(),
    });
  });

  it('saved at once, an entry that shows a picture of the draft takes it into its commit, and the draft lets it go', async () => {
    const up = await upload(await phonePhoto(300, 200, '#884400'), 'Front desk.jpg');
    const src = up.body.src;
    const entry = await about();
    entry.data.owner.image = { src, alt: 'The front desk' };
    const head = await p.github.head();
    const res = await call('PUT', '/entry/about', { version: entry.version, data: entry.data });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const now = await p.github.head();
    expect((await p.github.log())[0]).toBe('Edit /about');
    expect((await p.github.git(['diff', '--name-status', head, now])).toString()).toBe(
      'M\tcontent/pages/about.yaml\nA\tcontent/static/media/front-desk.jpg\n',
    );
    expect((await draft()).changes).toEqual([]);
    expect(await heldRows()).toBe(0);
    await p.github.commitElsewhere({
      'content/pages/about.yaml': (await p.github.git(['show', `${head}:content/pages/about.yaml`])).toString(),
    });
  });

  it('taken out of the draft, or discarded with it, leaves nothing behind and commits nothing', async () => {
    const head = await p.github.head();
    const commits = commitCalls();
    const one = await upload(await phonePhoto(), 'one.jpg');
    const taken = await call('DELETE', '/draft/media', { src: one.body.src });
    expect(taken).toEqual({ status: 200, body: { dropped: '/media/one.jpg', count: 0 } });
    expect(await heldRows()).toBe(0);
    expect((await preview('one.jpg')).status).toBe(404);
    expect(await call('DELETE', '/draft/media', { src: one.body.src })).toEqual({
      status: 404,
      body: { error: 'This picture is not in the draft' },
    });

    await upload(await phonePhoto(), 'two.jpg');
    await upload(await phonePhoto(), 'three.jpg');
    const entry = await about();
    entry.data.owner.image.alt = 'Dave Kessler, owner';
    expect((await call('PUT', '/draft/entry/about', { version: entry.version, data: entry.data })).status).toBe(200);
    expect(await heldRows()).toBeGreaterThan(0);
    const res = await call('DELETE', '/draft', { revision: (await draft()).revision });
    expect(res.body).toEqual({ discarded: 3 });
    expect((await draft()).changes).toEqual([]);
    expect(await heldRows()).toBe(0);
    expect((await preview('two.jpg')).status).toBe(404);
    expect(commitCalls()).toBe(commits);
    expect(await p.github.head()).toBe(head);
  });

  it('keeps pictures of several megabytes in parts under D1’s row limit, and refuses more than the draft may hold', async () => {
    // PNGs stored without compression: about 6.3 MB each, every byte of them different.
    const big = (seed: number) => {
      const raw = Buffer.alloc(1500 * 1400 * 3);
      for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761 + seed * 40503) >>> 24;
      return sharp(raw, { raw: { width: 1500, height: 1400, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    };
    const first = await big(1);
    let held = 0;
    let n = 0;
    while (held + first.length <= MAX_DRAFT_PICTURE_BYTES) {
      const res = await upload(n ? await big(n + 1) : first, `big ${n}.png`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      held += first.length;
      n++;
    }
    const parts = await p.rows(
      'SELECT held, COUNT(*) AS parts, MAX(LENGTH(data)) AS widest FROM editor_draft_files GROUP BY held',
    );
    expect(parts).toHaveLength(n);
    for (const row of parts) {
      expect(Number(row.parts)).toBeGreaterThan(1);
      expect(Number(row.widest)).toBeLessThan(2_000_000);
    }
    // Compared by hash: a deep comparison of megabytes would describe each differing byte.
    const digest = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    expect(digest(new Uint8Array(await (await preview('big-0.png')).arrayBuffer()))).toBe(digest(first));
    const commits = commitCalls();
    const refused = await upload(await big(99), 'one more.png');
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatch(
      /^The draft already holds \d+\.\d MB of pictures, and at most 16 MB can wait in it here: publish the draft first, then upload this picture \(6\.\d MB\)$/,
    );
    expect((await draft()).changes).toHaveLength(n);
    expect(commitCalls()).toBe(commits);
  });
});

describe('a picture of the site deleted in the draft on Pages', () => {
  it('waits, marked, until the draft is published in one commit with its versions; one an entry shows is refused', async () => {
    const png = await smallPng();
    await p.github.commitElsewhere({
      'content/static/media/spare-van.png': png,
      'content/static/media/spare-van-640.webp': new Uint8Array([9, 9]),
    });
    const head = await p.github.head();
    const res = await call('POST', '/draft/media/delete', { src: '/media/spare-van.png' });
    expect(res).toEqual({ status: 200, body: { drafted: true, src: '/media/spare-van.png', count: 1 } });
    expect(await p.github.head()).toBe(head);
    const listed = await draft();
    expect(listed.changes).toEqual([
      expect.objectContaining({
        kind: 'picture',
        deleting: true,
        words: ['Delete the picture /media/spare-van.png and its sized versions'],
        conflict: false,
      }),
    ]);
    const pictures = (await call<{ pictures: Json[] }>('GET', '/media')).body.pictures;
    expect(pictures.find((x) => x.src === '/media/spare-van.png')).toMatchObject({ deleting: true });
    const published = await call<{ published: { commit: string } }>('POST', '/draft/publish', {
      revision: listed.revision,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await p.github.log())[0]).toBe('Delete the picture /media/spare-van.png');
    expect((await p.github.git(['diff', '--name-status', head, published.body.published.commit])).toString()).toBe(
      'D\tcontent/static/media/spare-van-640.webp\nD\tcontent/static/media/spare-van.png\n',
    );
    const shown = await call<{ error: string }>('POST', '/draft/media/delete', { src: '/media/og.png' });
    expect(shown.status).toBe(422);
    expect(shown.body.error).toMatch(/^Not deleted: one entry shows the picture: Shop details \(content\/site\.yaml\)/);
    expect((await draft()).changes).toEqual([]);
  });
});

describe('the draft’s pictures on Pages refuse', () => {
  it('an upload without a session, from another site or without the CSRF token, before anything is kept', async () => {
    const photo = await phonePhoto();
    const asked = p.github.requests.length;
    expect((await upload(photo, 'a.jpg', { cookie: '', 'x-csrf-token': '' })).status).toBe(401);
    expect((await upload(photo, 'a.jpg', { origin: 'https://evil.test' })).status).toBe(403);
    expect((await upload(photo, 'a.jpg', { 'x-csrf-token': '' })).status).toBe(403);
    expect((await upload(photo, 'a.jpg', { 'x-csrf-token': 'not-the-token' })).status).toBe(403);
    for (const [method, path, body] of [
      ['DELETE', '/draft/media', { src: '/media/a.jpg' }],
      ['POST', '/draft/media/delete', { src: '/media/og.png' }],
    ] as const) {
      expect((await call(method, path, body, { cookie: '', 'x-csrf-token': '' })).status).toBe(401);
      expect((await call(method, path, body, { origin: 'https://evil.test' })).status).toBe(403);
      expect((await call(method, path, body, { 'x-csrf-token': '' })).status).toBe(403);
    }
    expect(p.github.requests.length).toBe(asked);
    expect((await draft()).changes).toEqual([]);
    expect(await heldRows()).toBe(0);
  });

  it('a file that is not a JPEG or PNG, and one too large, in words, keeping nothing', async () => {
    const commits = commitCalls();
    expect(await upload(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg')).toEqual({
      status: 415,
      body: { error: 'Not a picture: upload a JPEG or PNG file' },
    });
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
      .webp()
      .toBuffer();
    const other = await upload(webp, 'photo.webp');
    expect(other.status).toBe(415);
    expect(other.body.error).toMatch(/^Here the editor takes JPEG and PNG pictures only/);
    const heavy = await upload(new Uint8Array(8 * 1024 * 1024 + 1), 'heavy.jpg');
    expect(heavy).toEqual({ status: 413, body: { error: 'The picture is 8.0 MB; at most 8 MB can be uploaded' } });
    expect((await upload(new Uint8Array(9 * 1024 * 1024), 'heavier.jpg')).status).toBe(413);
    const huge = await pngClaiming(100_000, 1_000);
    expect((await upload(huge, 'huge.png')).body.error).toMatch(/^The picture is 100,000 × 1,000 pixels/);
    expect((await draft()).changes).toEqual([]);
    expect(await heldRows()).toBe(0);
    expect(commitCalls()).toBe(commits);
  });
});
