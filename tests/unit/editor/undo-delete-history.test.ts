import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGate } from '../../../server/editor/gate.ts';
import { EditorClone } from '../../support/editor-clone.ts';

const repo = join(import.meta.dirname, '../../..');

/** Every file under a folder with its bytes. */
function filesUnder(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => {
        const path = join(d.parentPath, d.name);
        return [path.slice(dir.length + 1), readFileSync(path).toString('base64')];
      }),
  );
}

describe('the gate', () => {
  it('checks removed and changed pictures without touching the real ones', async () => {
    const root = mkdtempSync(join(tmpdir(), 'editor-gate-test-'));
    try {
      cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
      const before = filesUnder(join(root, 'content'));
      const overlay = new Map<string, Uint8Array | string | null>([
        ['static/media/hero-poster.jpg', null],
        ['static/media/hero-poster-640.avif', null],
        ['static/media/og.png', new Uint8Array([1, 2, 3])],
        ['static/media/new.png', new Uint8Array([4])],
        ['specials/climate-check.yaml', null],
      ]);
      await runGate(root, 'content', overlay);
      expect(filesUnder(join(root, 'content'))).toEqual(before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('undo, delete, history and restore on the site server', () => {
  let p: EditorClone;
  beforeAll(() => {
    p = new EditorClone();
  });
  afterAll(() => p.dispose());

  const commits = () => Number(p.git('rev-list', '--count', 'HEAD'));
  const staticFiles = () => filesUnder(join(p.root, 'content/static'));
  async function setHyundaiPrice(price: string) {
    const entry = await p.call<{ version: string; data: { commonServices: { estimatedCost: string }[] } }>(
      'GET',
      '/entry/make/hyundai',
    );
    entry.body.data.commonServices[0]!.estimatedCost = price;
    return p.call('PUT', '/entry/make/hyundai', { version: entry.body.version, data: entry.body.data });
  }
  const undo = async () => {
    const next = await p.call<{ commit?: string }>('GET', '/undo');
    return p.call<{ undone?: string; error?: string }>('POST', '/undo', { commit: next.body.commit });
  };

  it('undoing an upload removes that upload only: every other picture stays, and undo goes on', async () => {
    const original = p.file('makes/hyundai.yaml');
    expect((await setHyundaiPrice('$41-$71')).status).toBe(200);
    const pictures = staticFiles();
    const png = new Uint8Array(readFileSync(join(repo, 'content/static/media/og.png')));
    const upload = await p.upload(png, 'Van.png');
    expect(upload.status).toBe(201);
    expect(p.git('status', '--porcelain')).toBe('');

    const undone = await undo();
    expect(undone.status).toBe(200);
    expect(undone.body.undone).toBe('Add the picture /media/van.png');
    for (const f of upload.body.files) expect(existsSync(join(p.root, 'content', f))).toBe(false);
    expect(staticFiles()).toEqual(pictures);
    expect(p.git('status', '--porcelain')).toBe('');

    expect((await undo()).status).toBe(200);
    expect(p.file('makes/hyundai.yaml')).toBe(original);
    expect(p.git('status', '--porcelain')).toBe('');
  });

  it.each([
    ['special/climate-check', 'specials/climate-check.yaml', 'Delete content/specials/climate-check.yaml'],
    ['town/mason', 'cities/mason.yaml', 'Delete /cities/mason'],
    [
      'article/check-engine-light-what-it-means',
      'articles/check-engine-light-what-it-means.md',
      'Delete /advice/check-engine-light-what-it-means',
    ],
  ])('deletes %s as one commit, which undo brings back', async (path, file, subject) => {
    const text = p.file(file);
    const before = commits();
    const res = await p.call('DELETE', `/entry/${path}`, { version: await p.version(path) });
    expect(res.status).toBe(200);
    expect(p.file(file)).toBeUndefined();
    expect(p.git('log', '-1', '--format=%B')).toBe(`${subject}\n\nEdited-with: site editor`);
    expect(p.git('diff', '--name-status', 'HEAD~1', 'HEAD')).toBe(`D\tcontent/${file}`);
    expect(commits()).toBe(before + 1);
    expect(p.git('status', '--porcelain')).toBe('');
    expect((await undo()).status).toBe(200);
    expect(p.file(file)).toBe(text);
    expect(p.git('status', '--porcelain')).toBe('');
  });

  it('refuses to delete a service other pages link to, naming them, and writes nothing', async () => {
    const before = commits();
    const res = await p.call<{ error: string }>('DELETE', '/entry/service/fuel-pump', {
      version: await p.version('service/fuel-pump'),
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/^Not deleted: 2 entries link to \/services\/fuel-pump: /);
    expect(res.body.error).toContain('All Services (/services)');
    expect(res.body.error).toContain('(/cities/carlisle)');
    expect(p.file('services/fuel-pump.yaml')).toBeDefined();
    expect(commits()).toBe(before);
  });

  it('refuses a delete without the version shown, and of a file the site needs', async () => {
    expect((await p.call('DELETE', '/entry/special/first-responder-discount', { version: 'old' })).status).toBe(409);
    expect((await p.call('DELETE', '/entry/special/first-responder-discount')).status).toBe(409);
    const site = await p.call<{ error: string }>('DELETE', '/entry/site', {});
    expect(site).toEqual({ status: 400, body: { error: 'Shop details cannot be deleted: the site needs it' } });
    expect((await p.call('DELETE', '/entry/about', {})).status).toBe(400);
    expect((await p.call('DELETE', '/entry/service/..%2F..%2Fpackage', {})).status).toBe(400);
    expect(p.file('specials/first-responder-discount.yaml')).toBeDefined();
  });

  it('undo of a new entry removes it, and a new service or make page can be deleted', async () => {
    for (const [collection, from, slug, name, file] of [
      ['service', 'fuel-pump', 'fuel-pump-check', 'Fuel Pump Check', 'services/fuel-pump-check.yaml'],
      ['make', 'hyundai', 'audi', 'Audi', 'makes/audi.yaml'],
    ] as const) {
      const { data } = (await p.call<{ data: object }>('GET', `/entry/${collection}/${from}`)).body;
      Object.assign(data, { name });
      const created = await p.call('POST', `/entries/${collection}`, { slug, data });
      expect(created.status).toBe(201);
      expect((await undo()).status).toBe(200);
      expect(p.file(file)).toBeUndefined();
      expect(p.git('status', '--porcelain')).toBe('');
      expect((await p.call('POST', `/entries/${collection}`, { slug, data })).status).toBe(201);
      const deleted = await p.call('DELETE', `/entry/${collection}/${slug}`, {
        version: await p.version(`${collection}/${slug}`),
      });
      expect(deleted.status).toBe(200);
      expect(p.file(file)).toBeUndefined();
      expect(p.git('status', '--porcelain')).toBe('');
    }
  });

  it('deletes a picture no entry shows, with its sized versions; refuses one that is shown, naming where', async () => {
    const png = new Uint8Array(readFileSync(join(repo, 'content/static/media/og.png')));
    const upload = await p.upload(png, 'Shop front.png');
    const pictures = staticFiles();
    const listed = await p.call<{ pictures: { src: string; files: string[]; usedBy: string[] }[] }>('GET', '/media');
    expect(listed.body.pictures.find((x) => x.src === upload.body.src)?.files.sort()).toEqual(
      [...upload.body.files].sort(),
    );
    expect(listed.body.pictures.find((x) => x.src === '/media/og.png')?.usedBy).toEqual([
      'Shop details (content/site.yaml)',
    ]);

    const res = await p.call('DELETE', '/media', { src: upload.body.src });
    expect(res.status).toBe(200);
    for (const f of upload.body.files) expect(existsSync(join(p.root, 'content', f))).toBe(false);
    expect(p.git('status', '--porcelain')).toBe('');
    expect((await undo()).status).toBe(200);
    expect(staticFiles()).toEqual(pictures);

    const shown = await p.call<{ error: string }>('DELETE', '/media', { src: '/media/og.png' });
    expect(shown.status).toBe(422);
    expect(shown.body.error).toBe(
      'Not deleted: one entry shows the picture: Shop details (content/site.yaml). Change it first, then delete the picture.',
    );
    expect((await p.call('DELETE', '/media', { src: '/media/../../package.json' })).status).toBe(404);
    expect(staticFiles()).toEqual(pictures);
  });

  it('deletes with an entry the pictures only it shows, keeps those another shows, and undo brings them back byte for byte', async () => {
    const png = new Uint8Array(readFileSync(join(repo, 'content/static/media/og.png')));
    const own = await p.upload(png, 'Climate check.png');
    const shared = await p.upload(png, 'Shared.png');
    expect([own.status, shared.status]).toEqual([201, 201]);
    // The special shows both pictures in its text; a town page shows the shared one too.
    const special = p.file('specials/climate-check.yaml')!;
    writeFileSync(
      join(p.root, 'content/specials/climate-check.yaml'),
      `${special}# Pictures: ${own.body.src} ${shared.body.src}\n`,
    );
    const town = p.file('cities/mason.yaml')!;
    writeFileSync(join(p.root, 'content/cities/mason.yaml'), `${town}# Picture: ${shared.body.src}\n`);
    p.git('commit', '-qam', 'Name the pictures');
    const before = staticFiles();

    const res = await p.call<{ pictures: string[] }>('DELETE', '/entry/special/climate-check', {
      version: await p.version('special/climate-check'),
    });
    expect(res.status).toBe(200);
    expect(res.body.pictures).toEqual([own.body.src]);
    for (const f of own.body.files) expect(existsSync(join(p.root, 'content', f))).toBe(false);
    for (const f of shared.body.files) expect(existsSync(join(p.root, 'content', f))).toBe(true);
    expect(p.git('diff', '--name-status', 'HEAD~1', 'HEAD').split('\n').sort()).toEqual(
      ['specials/climate-check.yaml', ...own.body.files].map((f) => `D\tcontent/${f}`).sort(),
    );
    expect(p.git('status', '--porcelain')).toBe('');

    expect((await undo()).status).toBe(200);
    expect(staticFiles()).toEqual(before);
    expect(p.git('status', '--porcelain')).toBe('');
  });

  it('publishes a picture deleted in the draft in one commit, and undo brings its files back byte for byte', async () => {
    const png = new Uint8Array(readFileSync(join(repo, 'content/static/media/og.png')));
    const upload = await p.upload(png, 'Old sign.png');
    expect(upload.status).toBe(201);
    const before = staticFiles();
    expect((await p.call('POST', '/draft/media/delete', { src: upload.body.src })).status).toBe(200);
    for (const f of upload.body.files) expect(existsSync(join(p.root, 'content', f))).toBe(true);
    const { body: draft } = await p.call<{ revision: string }>('GET', '/draft');
    const count = commits();
    expect((await p.call('POST', '/draft/publish', { revision: draft.revision })).status).toBe(200);
    expect(commits()).toBe(count + 1);
    expect(p.git('log', '-1', '--format=%s')).toBe(`Delete the picture ${upload.body.src}`);
    expect(p.git('diff', '--name-status', 'HEAD~1', 'HEAD').split('\n').sort()).toEqual(
      upload.body.files.map((f) => `D\tcontent/${f}`).sort(),
    );
    expect(p.git('status', '--porcelain')).toBe('');

    const undone = await undo();
    expect(undone.body.undone).toBe(`Delete the picture ${upload.body.src}`);
    expect(staticFiles()).toEqual(before);
    expect(p.git('status', '--porcelain')).toBe('');
  });

  it('lists every change of an entry in words, when and by whom', async () => {
    expect((await setHyundaiPrice('$45-$75')).status).toBe(200);
    const { body } = await p.call<{
      changes: { commit: string; date: string; author: string; words: string[]; current: boolean }[];
    }>('GET', '/history/make/hyundai');
    const [last] = body.changes;
    expect(last!.words).toEqual(['Hyundai › Common repairs 1 › Price range: $40-$70 → $45-$75']);
    expect(last!.author).toBe('Dave Kessler');
    expect(new Date(last!.date).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(last!.current).toBe(true);
    // The undone saves of the first test are there too, newest first, down to the file's first commit.
    expect(body.changes.map((c) => c.words[0])).toContain(
      'Hyundai › Common repairs 1 › Price range: $40-$70 → $41-$71',
    );
    expect(body.changes.map((c) => c.words[0])).toContain(
      'Hyundai › Common repairs 1 › Price range: $41-$71 → $40-$70',
    );
    expect(body.changes.at(-1)!.words).toEqual(['Hyundai: added']);
  });

  it('restores any earlier version through the gate, as a new commit', async () => {
    expect((await setHyundaiPrice('$46-$76')).status).toBe(200);
    const history = (
      await p.call<{ version: string; changes: { commit: string; words: string[] }[] }>('GET', '/history/make/hyundai')
    ).body;
    const older = history.changes.find((c) => c.words[0]?.endsWith('→ $41-$71'))!;
    const text = p.git('show', `${older.commit}:content/makes/hyundai.yaml`);
    const before = commits();
    expect((await p.call('POST', '/restore/make/hyundai', { commit: older.commit, version: 'old' })).status).toBe(409);
    expect(
      (await p.call('POST', '/restore/make/hyundai', { commit: 'f'.repeat(40), version: history.version })).status,
    ).toBe(404);
    const res = await p.call('POST', '/restore/make/hyundai', { commit: older.commit, version: history.version });
    expect(res.status).toBe(200);
    expect(p.file('makes/hyundai.yaml')).toBe(`${text}\n`);
    expect(commits()).toBe(before + 1);
    expect(p.git('log', '-1', '--format=%s')).toMatch(/^Restore \/cars\/hyundai as of \d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(p.git('status', '--porcelain')).toBe('');
    const words = (await p.call<{ changes: { words: string[] }[] }>('GET', '/history/make/hyundai')).body.changes[0]!
      .words;
    expect(words).toEqual(['Hyundai › Common repairs 1 › Price range: $46-$76 → $41-$71']);
  });

  it('refuses to restore a version the gate would refuse, and writes nothing', async () => {
    // A version that links to a service page deleted since.
    const { data } = (await p.call<{ data: object }>('GET', '/entry/service/fuel-pump')).body;
    Object.assign(data, { name: 'Gone Soon Check' });
    expect((await p.call('POST', '/entries/service', { slug: 'gone-soon', data })).status).toBe(201);
    const entry = (
      await p.call<{ version: string; data: { commonServices: { href?: string }[] } }>('GET', '/entry/make/hyundai')
    ).body;
    const href = entry.data.commonServices[0]!.href;
    entry.data.commonServices[0]!.href = '/services/gone-soon';
    expect((await p.call('PUT', '/entry/make/hyundai', { version: entry.version, data: entry.data })).status).toBe(200);
    const linked = p.git('rev-parse', 'HEAD');
    entry.data.commonServices[0]!.href = href;
    expect(
      (await p.call('PUT', '/entry/make/hyundai', { version: await p.version('make/hyundai'), data: entry.data }))
        .status,
    ).toBe(200);
    expect(
      (await p.call('DELETE', '/entry/service/gone-soon', { version: await p.version('service/gone-soon') })).status,
    ).toBe(200);
    const text = p.file('makes/hyundai.yaml');
    const before = commits();
    const res = await p.call<{ errors: { field: string }[] }>('POST', '/restore/make/hyundai', {
      commit: linked,
      version: await p.version('make/hyundai'),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => e.field)).toContain('commonServices[0].href');
    expect(p.file('makes/hyundai.yaml')).toBe(text);
    expect(commits()).toBe(before);
  });

  it('refuses an undo that would take back a later edit made outside the editor, and changes nothing', async () => {
    expect((await setHyundaiPrice('$47-$77')).status).toBe(200);
    const edited = p.file('makes/hyundai.yaml')!.replace('$47-$77', '$48-$78');
    writeFileSync(join(p.root, 'content/makes/hyundai.yaml'), edited);
    p.git('commit', '--quiet', '-am', 'A price typed in the file');
    const before = commits();
    const res = await undo();
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "Not undone: Hyundai (/cars/hyundai) changed after “Edit /cars/hyundai”. Use the entry's history to restore an earlier version.",
    );
    expect(p.file('makes/hyundai.yaml')).toBe(edited);
    expect(commits()).toBe(before);
    // The entry's history has both, and restores the editor's version as a new change.
    const history = await p.call<{ version: string; changes: { commit: string; author: string; subject: string }[] }>(
      'GET',
      '/history/make/hyundai',
    );
    expect(history.body.changes.slice(0, 2).map((c) => `${c.author}: ${c.subject}`)).toEqual([
      'Dev: A price typed in the file',
      'Dave Kessler: Edit /cars/hyundai',
    ]);
  });

  it.each([
    ['a commit that is an option', { commit: '--output=/tmp/x', version: 'x' }],
    ['a commit of another file', { commit: 'HEAD~1', version: 'x' }],
    ['no commit', {}],
  ])('refuses to restore %s', async (_, body) => {
    const before = commits();
    const res = await p.call('POST', '/restore/make/hyundai', { ...body, version: await p.version('make/hyundai') });
    expect(res.status).toBe(404);
    expect(commits()).toBe(before);
  });

  it('refuses a delete whose body is not JSON, or names a picture by anything but its address', async () => {
    const res = await p.app.request('/api/entry/special/first-responder-discount', {
      method: 'DELETE',
      headers: { 'content-type': 'text/plain' },
      body: 'version=x',
    });
    expect(res.status).toBe(400);
    for (const src of [{ src: ['/media/og.png'] }, { src: 'static/media/og.png' }, { src: '/media/' }])
      expect((await p.call('DELETE', '/media', src)).status).toBe(404);
    expect(p.file('specials/first-responder-discount.yaml')).toBeDefined();
    expect(existsSync(join(p.root, 'content/static/media/og.png'))).toBe(true);
  });

  it('undoes only the change the owner confirmed', async () => {
    const next = await p.call<{ commit: string; subject: string }>('GET', '/undo');
    expect(next.body.subject).toBe('Edit /cars/hyundai');
    const before = commits();
    const res = await p.call('POST', '/undo', { commit: 'a'.repeat(40) });
    expect(res.status).toBe(409);
    expect(commits()).toBe(before);
    expect(p.file('makes/hyundai.yaml')).toContain('$48-$78');
  });
});
