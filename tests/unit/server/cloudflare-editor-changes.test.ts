/**
 * Delete, an entry's history, restore, undo and the pictures panel of the editor on Cloudflare Pages, in
 * Cloudflare's runtime (miniflare) against the local double of GitHub: each change is one commit made through
 * `createCommitOnBranch`, as on `npm start` each is one git commit; a refusal or a conflict commits nothing.
 */
import sharp from 'sharp';
import { pngClaiming } from '../../support/test-pictures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagesEditor, type PagesEditor } from '../../support/pages-editor.ts';

let p: PagesEditor;
const HYUNDAI = 'content/makes/hyundai.yaml';

type Json = Record<string, unknown>;
/** The editor's API, as the Pages editor harness calls it. */
const call = <T = Json>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  p.api<T>(method, path, body, headers);
const commitCalls = () => p.github.requests.filter((r) => r.operation === 'createCommitOnBranch').length;
const version = async (path: string) => (await call<{ version: string }>('GET', `/entry/${path}`)).body.version;
async function setHyundaiPrice(price: string) {
  const entry = await call<{ version: string; data: { commonServices: { estimatedCost: string }[] } }>(
    'GET',
    '/entry/make/hyundai',
  );
  entry.body.data.commonServices[0]!.estimatedCost = price;
  return call('PUT', '/entry/make/hyundai', { version: entry.body.version, data: entry.body.data });
}

beforeAll(async () => {
  p = await startPagesEditor();
}, 120_000);
afterAll(() => p?.close());

describe('the pictures panel on Pages lists the repository’s pictures', () => {
  it('lists each picture of the tree with its sized versions and where it is shown, fetching no picture', async () => {
    // The entries' text is read once (they say where a picture is shown); the pictures are known by name only.
    await call('GET', '/entries');
    const blobs = p.github.requests.filter((r) => r.path.includes('/git/blobs/')).length;
    const { status, body } = await call<{ pictures: { src: string; files: string[]; usedBy: string[] }[] }>(
      'GET',
      '/media',
    );
    expect(status).toBe(200);
    const poster = body.pictures.find((x) => x.src === '/media/hero-poster.jpg');
    expect(poster?.files).toEqual([
      'static/media/hero-poster.jpg',
      'static/media/hero-poster-1024.avif',
      'static/media/hero-poster-1024.webp',
      'static/media/hero-poster-1600.avif',
      'static/media/hero-poster-1600.webp',
      'static/media/hero-poster-640.avif',
      'static/media/hero-poster-640.webp',
    ]);
    expect(body.pictures.map((x) => x.src)).not.toContain('/media/hero-poster-640.avif');
    expect(body.pictures.find((x) => x.src === '/media/og.png')?.usedBy).toEqual(['Shop details (content/site.yaml)']);
    expect(p.github.requests.filter((r) => r.path.includes('/git/blobs/')).length).toBe(blobs);
  });

  it('deletes a picture no entry shows, with its sized versions, as one commit; undo brings it back byte for byte', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 250]);
    await p.github.commitElsewhere({
      'content/static/media/spare-van.png': bytes,
      'content/static/media/spare-van-640.webp': new Uint8Array([9, 9]),
    });
    const res = await call('DELETE', '/media', { src: '/media/spare-van.png' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await p.github.log())[0]).toBe('Delete the picture /media/spare-van.png');
    const head = await p.github.head();
    expect((await p.github.git(['diff', '--name-status', `${head}^`, head])).toString()).toBe(
      'D\tcontent/static/media/spare-van-640.webp\nD\tcontent/static/media/spare-van.png\n',
    );
    const next = await call<{ commit: string; subject: string }>('GET', '/undo');
    expect(next.body).toMatchObject({ commit: head, subject: 'Delete the picture /media/spare-van.png' });
    expect((await call('POST', '/undo', { commit: head })).status).toBe(200);
    expect(await p.github.git(['show', 'HEAD:content/static/media/spare-van.png'])).toEqual(Buffer.from(bytes));
  });

  it('refuses to delete a picture an entry shows, naming it, and one named by anything but its address', async () => {
    const before = commitCalls();
    const shown = await call<{ error: string }>('DELETE', '/media', { src: '/media/og.png' });
    expect(shown.status).toBe(422);
    expect(shown.body.error).toBe(
      'Not deleted: one entry shows the picture: Shop details (content/site.yaml). Change it first, then delete the picture.',
    );
    for (const src of [{ src: ['/media/og.png'] }, { src: 'static/media/og.png' }, { src: '/media/../../README.md' }])
      expect((await call('DELETE', '/media', src)).status).toBe(404);
    expect(commitCalls()).toBe(before);
  });
});

describe('a picture uploaded on Pages', () => {
  async function upload(bytes: Uint8Array, name: string) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], name));
    const res = await p.send('/admin/content/api/media', { method: 'POST', body: form });
    return {
      status: res.status,
      body: (await res.json()) as { src: string; width: number; height: number; error?: string },
    };
  }
  const GPS = {
    GPSLatitudeRef: 'N',
    GPSLatitude: '39/1 26/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '84/1 12/1 0/1',
  };

  it('is committed as one new file without its EXIF (GPS position, camera), upright, and listed', async () => {
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0a0' } })
      .jpeg()
      .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: GPS })
      .toBuffer();
    const sent = await sharp(photo).withMetadata({ orientation: 6 }).toBuffer();
    expect(sent.includes('PhoneCo')).toBe(true);
    const res = await upload(sent, 'Van at the Shop.JPG');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ src: '/media/van-at-the-shop.jpg', width: 100, height: 200 });
    expect((await p.github.log())[0]).toBe('Add the picture /media/van-at-the-shop.jpg');
    const head = await p.github.head();
    expect((await p.github.git(['diff', '--name-status', `${head}^`, head])).toString()).toBe(
      'A\tcontent/static/media/van-at-the-shop.jpg\n',
    );
    const kept = await p.github.git(['show', `${head}:content/static/media/van-at-the-shop.jpg`]);
    expect(kept.includes('PhoneCo')).toBe(false);
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 100, orientation: 6 });
    expect(await sharp(kept).raw().toBuffer()).toEqual(await sharp(sent).raw().toBuffer());
    const again = await upload(sent, 'van at the shop.jpg');
    expect(again.body.src).toBe('/media/van-at-the-shop-2.jpg');
    const listed = await call<{ pictures: { src: string; usedBy: string[] }[] }>('GET', '/media');
    expect(listed.body.pictures).toContainEqual(
      expect.objectContaining({ src: '/media/van-at-the-shop.jpg', usedBy: [] }),
    );
  });

  it('refuses in words what it cannot clean, a picture too large by its header or its bytes, and commits nothing', async () => {
    const before = commitCalls();
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
      .avif()
      .toBuffer();
    const refused = await upload(avif, 'photo.avif');
    expect(refused.status).toBe(415);
    expect(refused.body.error).toMatch(/^Here the editor takes JPEG and PNG pictures only/);
    const huge = await pngClaiming(100_000, 1_000);
    expect((await upload(huge, 'huge.png')).body.error).toMatch(/^The picture is 100,000 × 1,000 pixels/);
    const heavy = await upload(new Uint8Array(8 * 1024 * 1024 + 1), 'heavy.jpg');
    expect(heavy.status).toBe(413);
    expect(heavy.body.error).toBe('The picture is 8.0 MB; at most 8 MB can be uploaded');
    expect((await upload(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg')).status).toBe(415);
    expect(commitCalls()).toBe(before);
  });
});

describe('delete, history, restore and undo on Pages, through createCommitOnBranch', () => {
  it('deletes an entry as one commit of its removal, and undo brings it back as it was', async () => {
    const file = 'content/specials/first-responder-discount.yaml';
    const text = await p.github.fileAtHead(file);
    const res = await call('DELETE', '/entry/special/first-responder-discount', {
      version: await version('special/first-responder-discount'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, file: 'specials/first-responder-discount.yaml' });
    const head = await p.github.head();
    expect((await p.github.git(['diff', '--name-status', `${head}^`, head])).toString()).toBe(`D\t${file}\n`);
    expect((await p.github.git(['show', '-s', '--format=%B', head])).toString()).toMatch(
      /\n\nEdited-with: site editor\n/,
    );
    const undo = await call<{ undone: string }>('POST', '/undo', {});
    expect(undo.body.undone).toMatch(/^Delete /);
    expect(await p.github.fileAtHead(file)).toBe(text);
  });

  it('refuses to delete a service other pages link to, naming them, and commits nothing', async () => {
    const before = commitCalls();
    const head = await p.github.head();
    const res = await call<{ error: string }>('DELETE', '/entry/service/fuel-pump', {
      version: await version('service/fuel-pump'),
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/^Not deleted: 2 entries link to \/services\/fuel-pump: /);
    expect(commitCalls()).toBe(before);
    expect(await p.github.head()).toBe(head);
  });

  it('refuses a delete of another version than the one there now, and of a file the site needs', async () => {
    const before = commitCalls();
    const stale = await call<{ conflict: boolean; error: string }>(
      'DELETE',
      '/entry/special/first-responder-discount',
      {
        version: 'old',
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toBe(true);
    expect((await call('DELETE', '/entry/site', {})).status).toBe(400);
    expect((await call('DELETE', '/entry/service/..%2F..%2Fpackage', {})).status).toBe(400);
    expect(commitCalls()).toBe(before);
  });

  it('lists every change of an entry in words, the editor’s and others’ on GitHub, newest first', async () => {
    expect((await setHyundaiPrice('$45-$75')).status).toBe(200);
    const text = (await p.github.fileAtHead(HYUNDAI))!;
    await p.github.commitElsewhere({ [HYUNDAI]: text.replace('$45-$75', '$44-$74') }, 'A price typed on github.com');
    const { body } = await call<{
      version: string;
      changes: { author: string; subject: string; words: string[]; current: boolean }[];
    }>('GET', '/history/make/hyundai');
    expect(body.changes.slice(0, 2).map((c) => `${c.subject}: ${c.words.join('; ')}`)).toEqual([
      'A price typed on github.com: Hyundai › Common repairs 1 › Price range: $45-$75 → $44-$74',
      'Edit /cars/hyundai: Hyundai › Common repairs 1 › Price range: $40-$70 → $45-$75',
    ]);
    expect(body.changes.map((c) => c.current)).toEqual([true, ...body.changes.slice(1).map(() => false)]);
    expect(body.changes[0]!.author).toBe('Site owner');
    expect(body.version).toBe(await version('make/hyundai'));
  });

  it('refuses an undo that would take back a later edit made on GitHub, and commits nothing', async () => {
    const before = commitCalls();
    const res = await call<{ error: string }>('POST', '/undo', {});
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "Not undone: Hyundai (/cars/hyundai) changed after “Edit /cars/hyundai”. Use the entry's history to restore an earlier version.",
    );
    expect(commitCalls()).toBe(before);
  });

  it('restores an earlier version through the gate as a new commit; a stale version is a conflict', async () => {
    const history = (
      await call<{ version: string; changes: { commit: string; words: string[] }[] }>('GET', '/history/make/hyundai')
    ).body;
    const editorVersion = history.changes[1]!;
    const text = (await p.github.git(['show', `${editorVersion.commit}:${HYUNDAI}`])).toString();
    const before = commitCalls();
    const stale = await call('POST', '/restore/make/hyundai', { commit: editorVersion.commit, version: 'old' });
    expect(stale.status).toBe(409);
    expect(
      (await call('POST', '/restore/make/hyundai', { commit: 'f'.repeat(40), version: history.version })).status,
    ).toBe(404);
    expect((await call('POST', '/restore/make/hyundai', { version: history.version })).status).toBe(404);
    expect(commitCalls()).toBe(before);
    const res = await call('POST', '/restore/make/hyundai', { commit: editorVersion.commit, version: history.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await p.github.fileAtHead(HYUNDAI)).toBe(text);
    expect((await p.github.log())[0]).toMatch(/^Restore \/cars\/hyundai as of \d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('asks which change Undo takes back, and refuses to undo another one than the owner confirmed', async () => {
    const next = await call<{ commit: string; subject: string; date: string }>('GET', '/undo');
    expect(next.body.subject).toMatch(/^Restore \/cars\/hyundai/);
    expect(next.body.commit).toBe(await p.github.head());
    const before = commitCalls();
    const other = await call<{ conflict: boolean }>('POST', '/undo', { commit: 'a'.repeat(40) });
    expect(other.status).toBe(409);
    expect(other.body.conflict).toBe(true);
    expect(commitCalls()).toBe(before);
    expect((await call('POST', '/undo', { commit: next.body.commit })).status).toBe(200);
    expect((await p.github.log())[0]).toMatch(/^Undo: Restore \/cars\/hyundai/);
  });

  it('never puts the token in an answer or a log line, and sends nothing but to GitHub', () => {
    expect(p.answers.length).toBeGreaterThan(10);
    for (const answer of p.answers) expect(answer).not.toContain(p.github.token);
    expect(p.logged()).not.toContain(p.github.token);
    expect(p.elsewhere).toEqual([]);
  });
});
