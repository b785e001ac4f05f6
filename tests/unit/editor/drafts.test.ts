import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createEditorApp } from '../../../server/editor/app.ts';
import { DraftStore, draftPathOf } from '../../../server/editor/drafts.ts';
import type { Publisher } from '../../../server/editor/publish.ts';
import type { ContentSource } from '../../../compiler/content-source.ts';
import { sha256Source } from '../../../server/csp-source.ts';

const repo = join(import.meta.dirname, '../../..');
let root: string;
let app: ReturnType<typeof createEditorApp>;
/** What the publisher was asked to commit: one entry per commit. */
let commits: { files: string[]; message: string }[];
/** What the preview was asked to draw, and the content it was given. */
let previews: { path: string; source: ContentSource }[];

const publisher: Publisher = {
  publish: (files, message) => {
    commits.push({ files: [...files].sort(), message });
    return Promise.resolve({ commit: 'c'.repeat(40), buildMs: 1 });
  },
  undoPlan: () => Promise.resolve(undefined),
  history: () => Promise.resolve([]),
  fileHistory: () => Promise.resolve([]),
};

const HYUNDAI_PREVIEW = '<!doctype html><style>.draft-only{color:red}</style><p class="draft-only">the page</p>';
const editor = () =>
  createEditorApp({
    root,
    assetsDir: join(root, 'no-assets'),
    publisher,
    preview: (path, source) => {
      previews.push({ path, source });
      // The About page as the renderer draws a picture: its file, and its versions in a srcset.
      if (path === '/about')
        return Promise.resolve(
          '<!doctype html><img src="/media/dave.jpg" srcset="/media/dave-640.avif 640w, /media/og.png 1200w" alt="">',
        );
      // A page with rules of its own, which the draft may have given it (no page of the build need have them).
      return Promise.resolve(path === '/cars/hyundai' ? HYUNDAI_PREVIEW : undefined);
    },
  });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-drafts-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  rmSync(join(root, 'content'), { recursive: true, force: true });
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  rmSync(join(root, 'data'), { recursive: true, force: true });
  commits = [];
  previews = [];
  app = editor();
});

const file = (rel: string) => readFileSync(join(root, 'content', rel), 'utf8');
const original = (rel: string) => readFileSync(join(repo, 'content', rel), 'utf8');
const json = (method: string, path: string, body?: unknown) =>
  app.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

type Data = Record<string, unknown> & { commonServices: { estimatedCost: string }[]; name: string };
interface Read {
  version: string;
  data: Data;
  drafted?: boolean;
}
const read = async (path: string) => (await (await app.request(`/api${path}`)).json()) as Read;
interface DraftList {
  revision: string;
  changes: { file: string; title: string; page?: string; words: string[]; conflict: boolean }[];
}
const draft = async () => (await (await app.request('/api/draft')).json()) as DraftList;

/** Opens the entry, changes it and saves it to the draft. */
async function toDraft(path: string, change: (d: Data) => void) {
  const entry = await read(path);
  change(entry.data);
  return json('PUT', `/draft${path}`, { version: entry.version, data: entry.data });
}

describe('the draft', () => {
  it('keeps changes of several entries unpublished, lists them in words and opens each as the draft has it', async () => {
    const hyundai = await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    expect(hyundai.status).toBe(200);
    expect(await hyundai.json()).toMatchObject({ drafted: true, count: 1, page: '/cars/hyundai' });
    expect((await toDraft('/entry/make/honda', (d) => (d.name = 'Honda and Acura'))).status).toBe(200);

    // Nothing is written to the content, nothing is committed.
    expect(file('makes/hyundai.yaml')).toBe(original('makes/hyundai.yaml'));
    expect(file('makes/honda.yaml')).toBe(original('makes/honda.yaml'));
    expect(commits).toEqual([]);

    const { changes } = await draft();
    expect(changes.map((c) => [c.file, c.page, c.words, c.conflict])).toEqual([
      ['makes/hyundai.yaml', '/cars/hyundai', ['Hyundai › Common repairs 1 › Price range: $40-$70 → $45-$75'], false],
      ['makes/honda.yaml', '/cars/honda', ['Honda › Make: Honda → Honda and Acura'], false],
    ]);
    const opened = await read('/entry/make/hyundai');
    expect(opened.drafted).toBe(true);
    expect(opened.data.commonServices[0]!.estimatedCost).toBe('$45-$75');
    expect((await read('/entry/make/acura')).drafted).toBeUndefined();
  });

  it('survives a restart of the server, in data/editor-draft.json', async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    expect(existsSync(draftPathOf(root))).toBe(true);
    app = editor();
    expect((await draft()).changes.map((c) => c.file)).toEqual(['makes/hyundai.yaml']);
    expect((await read('/entry/make/hyundai')).data.commonServices[0]!.estimatedCost).toBe('$45-$75');
  });

  it('takes a change back out when the entry is saved to the draft as it is published', async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    const back = await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$40-$70'));
    expect(await back.json()).toMatchObject({ drafted: false, unchanged: true, count: 0 });
    expect((await draft()).changes).toEqual([]);
  });

  it('publishes every change at once: one gate, one commit naming the pages, and an empty draft', async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    await toDraft('/entry/make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$50-$80'));
    const { revision } = await draft();
    const res = await json('POST', '/draft/publish', { revision });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ count: 2, pages: ['/cars/hyundai', '/cars/honda'] });
    expect(commits).toEqual([
      { files: ['makes/honda.yaml', 'makes/hyundai.yaml'], message: 'Edit /cars/hyundai and /cars/honda' },
    ]);
    expect(file('makes/hyundai.yaml')).toContain('estimatedCost: $45-$75');
    expect(file('makes/honda.yaml')).toContain('estimatedCost: $50-$80');
    expect((await draft()).changes).toEqual([]);
    expect((await json('POST', '/draft/publish', { revision: (await draft()).revision })).status).toBe(409);
  });

  it('is discarded whole, or one change at a time, leaving the content as it is', async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    await toDraft('/entry/make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$50-$80'));
    expect((await json('DELETE', '/draft/entry/make/honda', {})).status).toBe(200);
    expect((await draft()).changes.map((c) => c.file)).toEqual(['makes/hyundai.yaml']);
    expect((await json('DELETE', '/draft/entry/make/honda', {})).status).toBe(404);
    const res = await json('DELETE', '/draft', { revision: (await draft()).revision });
    expect(await res.json()).toEqual({ discarded: 1 });
    expect((await draft()).changes).toEqual([]);
    expect(file('makes/hyundai.yaml')).toBe(original('makes/hyundai.yaml'));
    expect(commits).toEqual([]);
  });

  it("saved at once from the draft's version, the entry is published and leaves the draft", async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    await toDraft('/entry/make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$50-$80'));
    const entry = await read('/entry/make/hyundai');
    const res = await json('PUT', '/entry/make/hyundai', { version: entry.version, data: entry.data });
    expect(res.status).toBe(200);
    expect(commits).toEqual([{ files: ['makes/hyundai.yaml'], message: 'Edit /cars/hyundai' }]);
    expect(file('makes/hyundai.yaml')).toContain('estimatedCost: $45-$75');
    expect((await draft()).changes.map((c) => c.file)).toEqual(['makes/honda.yaml']);
  });

  it('publishes the files a change carries (pictures uploaded while editing) in the same commit', async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    const store = new DraftStore(draftPathOf(root));
    const bytes = readFileSync(join(root, 'content/static/media/og.png'));
    mkdirSync(store.heldDir, { recursive: true });
    writeFileSync(join(store.heldDir, 'held-1'), bytes);
    const change = store.change('makes/hyundai.yaml')!;
    store.put({ ...change, files: [{ file: 'static/media/new-front.png', held: 'held-1' }] });
    const listed = await draft();
    expect(listed.changes[0]!.words).toContain('Hyundai: with the file static/media/new-front.png');
    expect((await json('POST', '/draft/publish', { revision: listed.revision })).status).toBe(200);
    expect(commits[0]!.files).toEqual(['makes/hyundai.yaml', 'static/media/new-front.png']);
    expect(readFileSync(join(root, 'content/static/media/new-front.png')).equals(bytes)).toBe(true);
    expect(existsSync(join(store.heldDir, 'held-1'))).toBe(false);
  });

  it("previews a page with the draft's content, as a page without scripts that only the editor may frame", async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    const res = await app.request('/preview?page=/cars/hyundai');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(HYUNDAI_PREVIEW);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/^sandbox allow-same-origin;/);
    // Its style allowed by its own hash, and no other.
    expect(csp).toContain(`style-src 'self' '${sha256Source('.draft-only{color:red}')}';`);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const { source } = previews[0]!;
    const text = (path: string) => new TextDecoder().decode(source.read(path));
    expect(text('content/makes/hyundai.yaml')).toContain('estimatedCost: $45-$75');
    expect(text('content/makes/honda.yaml')).toBe(original('makes/honda.yaml'));
    expect(source.list('content/makes')!.map((e) => e.name)).toContain('hyundai.yaml');

    expect((await app.request('/preview?page=/cars/nothing')).status).toBe(404);
    for (const page of ['https://example.com/', '/cars/<script>', '//evil.test'])
      expect((await app.request(`/preview?page=${encodeURIComponent(page)}`)).status, page).toBe(404);
  });
});

/** A 900 x 600 photo, as a phone would send it under `name`. */
const photo = async (name: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 900, height: 600, channels: 3, background: '#357' } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    name,
  );

async function uploadToDraft(name: string) {
  const form = new FormData();
  form.set('file', await photo(name));
  const res = await app.request('/api/draft/media', { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { src: string; width: number; count: number } };
}

/** A new special like the A/C check, named `title`. */
async function newSpecial(slug: string, title: string) {
  const { data } = await read('/entry/special/climate-check');
  return json('POST', '/draft/entries/special', { slug, data: { ...data, title, code: 'BATT25' } });
}

const media = () => readdirSync(join(root, 'content/static/media')).sort();
const heldFiles = () => {
  const dir = new DraftStore(draftPathOf(root)).heldDir;
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => /\.\w+$/.test(String(f))) : [];
};

describe('new entries, deletes and pictures in the draft', () => {
  it('keep a new special, a picture and a delete out of the content until published, listed in words', async () => {
    const before = media();
    const created = await newSpecial('winter-battery-check', 'Winter Battery Check');
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ drafted: true, count: 1, slug: 'winter-battery-check' });
    const uploaded = await uploadToDraft('Dave.jpg');
    expect(uploaded).toMatchObject({ status: 201, body: { src: '/media/dave.jpg', width: 900, count: 2 } });
    const deleted = await json('POST', '/draft/delete/special/first-responder-discount', {
      version: (await read('/entry/special/first-responder-discount')).version,
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ drafted: true, count: 3 });

    // Nothing in the content, nothing committed; the picture's files wait in the draft's folder.
    expect(existsSync(join(root, 'content/specials/winter-battery-check.yaml'))).toBe(false);
    expect(file('specials/first-responder-discount.yaml')).toBe(original('specials/first-responder-discount.yaml'));
    expect(media()).toEqual(before);
    expect(heldFiles()).toHaveLength(3);
    expect(commits).toEqual([]);

    const { changes } = await draft();
    expect(changes.map((c) => c.words)).toEqual([
      ['New special: Winter Battery Check'],
      ['Delete the special 10% Off Labor for Military and First Responders'],
      ['New picture: dave.jpg (and its sized versions)'],
    ]);
    expect(changes.map((c) => [c.file, (c as { preview?: string }).preview])).toEqual([
      ['specials/winter-battery-check.yaml', '/specials'],
      ['specials/first-responder-discount.yaml', '/specials'],
      ['static/media/dave.jpg', undefined],
    ]);
    // The new entry opens as the draft has it, and is edited there.
    const opened = await read('/entry/special/winter-battery-check');
    expect(opened).toMatchObject({ drafted: true, data: { title: 'Winter Battery Check' } });
    const again = await json('PUT', '/draft/entry/special/winter-battery-check', {
      version: opened.version,
      data: { ...opened.data, title: 'Winter Battery Check and Test' },
    });
    expect(again.status).toBe(200);
    expect((await draft()).changes[0]!.words).toEqual(['New special: Winter Battery Check and Test']);
    // Listed among the entries with the draft's name, the deleted one still there until published.
    const { entries } = (await (await app.request('/api/entries')).json()) as {
      entries: { file: string; title: string }[];
    };
    expect(entries.find((e) => e.file === 'specials/winter-battery-check.yaml')?.title).toBe(
      'Winter Battery Check and Test',
    );
    expect(entries.some((e) => e.file === 'specials/first-responder-discount.yaml')).toBe(true);
    expect((await read('/entry/special/first-responder-discount')) as unknown).toMatchObject({
      drafted: true,
      deleting: true,
    });
  });

  it('publishes them in one commit with the picture an entry of the draft shows, and leaves no held file', async () => {
    await newSpecial('winter-battery-check', 'Winter Battery Check');
    await uploadToDraft('Dave.jpg');
    const about = await read('/entry/about');
    (about.data.owner as { image: { src: string } }).image.src = '/media/dave.jpg';
    expect((await json('PUT', '/draft/entry/about', { version: about.version, data: about.data })).status).toBe(200);
    await json('POST', '/draft/delete/special/first-responder-discount', {
      version: (await read('/entry/special/first-responder-discount')).version,
    });

    const res = await json('POST', '/draft/publish', { revision: (await draft()).revision });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ count: 4, pages: ['/specials', '/about'] });
    expect(commits).toEqual([
      {
        files: [
          'pages/about.yaml',
          'specials/first-responder-discount.yaml',
          'specials/winter-battery-check.yaml',
          'static/media/dave-640.avif',
          'static/media/dave-640.webp',
          'static/media/dave.jpg',
        ],
        message:
          'Add content/specials/winter-battery-check.yaml and the picture /media/dave.jpg; edit /about; delete content/specials/first-responder-discount.yaml',
      },
    ]);
    expect(file('specials/winter-battery-check.yaml')).toContain('title: Winter Battery Check');
    expect(existsSync(join(root, 'content/specials/first-responder-discount.yaml'))).toBe(false);
    expect(file('pages/about.yaml')).toContain('src: /media/dave.jpg');
    expect(media()).toEqual(expect.arrayContaining(['dave-640.avif', 'dave-640.webp', 'dave.jpg']));
    expect(heldFiles()).toEqual([]);
    expect((await draft()).changes).toEqual([]);
  });

  it("shows the draft's pictures in the preview, from the editor, and only those", async () => {
    await uploadToDraft('Dave.jpg');
    const page = await (await app.request('/preview?page=/about')).text();
    expect(page).toBe(
      '<!doctype html><img src="/preview/media/dave.jpg" srcset="/preview/media/dave-640.avif 640w, /media/og.png 1200w" alt="">',
    );
    // The picture drawn in the frame: the preview got the draft's bytes too (its size is read from them).
    expect(previews[0]!.source.stat('content/static/media/dave.jpg')?.size).toBeGreaterThan(0);
    const served = await app.request('/preview/media/dave-640.avif');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    for (const name of ['og.png', 'dave.txt', '..%2Fdrafts.json', 'dave-1600.avif'])
      expect((await app.request(`/preview/media/${name}`)).status, name).toBe(404);
  });

  it('takes each out of the draft, and a discard leaves nothing behind', async () => {
    await newSpecial('winter-battery-check', 'Winter Battery Check');
    await uploadToDraft('Dave.jpg');
    await uploadToDraft('Dave.jpg');
    await json('POST', '/draft/delete/special/first-responder-discount', {
      version: (await read('/entry/special/first-responder-discount')).version,
    });
    // A second picture of the same name takes another, as an upload published at once does.
    expect((await draft()).changes.map((c) => c.file)).toEqual([
      'specials/winter-battery-check.yaml',
      'specials/first-responder-discount.yaml',
      'static/media/dave.jpg',
      'static/media/dave-2.jpg',
    ]);
    expect((await json('DELETE', '/draft/entry/special/winter-battery-check', {})).status).toBe(200);
    expect((await json('DELETE', '/draft/entry/special/first-responder-discount', {})).status).toBe(200);
    expect((await json('DELETE', '/draft/media', { src: '/media/dave-2.jpg' })).status).toBe(200);
    expect((await json('DELETE', '/draft/media', { src: '/media/dave-2.jpg' })).status).toBe(404);
    expect((await draft()).changes.map((c) => c.file)).toEqual(['static/media/dave.jpg']);
    expect(heldFiles()).toHaveLength(3);

    await newSpecial('winter-battery-check', 'Winter Battery Check');
    const res = await json('DELETE', '/draft', { revision: (await draft()).revision });
    expect(await res.json()).toEqual({ discarded: 2 });
    expect(heldFiles()).toEqual([]);
    expect(existsSync(new DraftStore(draftPathOf(root)).heldDir)).toBe(false);
    expect(existsSync(join(root, 'content/specials/winter-battery-check.yaml'))).toBe(false);
    expect(file('specials/first-responder-discount.yaml')).toBe(original('specials/first-responder-discount.yaml'));
    expect(commits).toEqual([]);
  });

  it('publishes a picture of the draft with the entry that shows it when that entry is published at once', async () => {
    await uploadToDraft('Dave.jpg');
    await uploadToDraft('Bay.jpg');
    const about = await read('/entry/about');
    (about.data.owner as { image: { src: string } }).image.src = '/media/dave.jpg';
    expect((await json('PUT', '/entry/about', { version: about.version, data: about.data })).status).toBe(200);
    expect(commits).toEqual([
      {
        files: [
          'pages/about.yaml',
          'static/media/dave-640.avif',
          'static/media/dave-640.webp',
          'static/media/dave.jpg',
        ],
        message: 'Edit /about',
      },
    ]);
    expect(media()).toEqual(expect.arrayContaining(['dave.jpg', 'dave-640.avif']));
    // The other picture still waits; only its files are held.
    expect((await draft()).changes.map((c) => c.file)).toEqual(['static/media/bay.jpg']);
    expect(heldFiles()).toHaveLength(3);
  });

  it('refuses at once a delete that other entries need, in the words of a delete published at once', async () => {
    const { version } = await read('/entry/service/air-conditioning');
    const drafted = await json('POST', '/draft/delete/service/air-conditioning', { version });
    const atOnce = await json('DELETE', '/entry/service/air-conditioning', { version });
    expect(drafted.status).toBe(422);
    const words = ((await drafted.json()) as { error: string }).error;
    expect(words).toMatch(/^Not deleted: .* \/services\/air-conditioning/);
    expect(words).toBe(((await atOnce.json()) as { error: string }).error);
    expect((await draft()).changes).toEqual([]);
    // A name already taken, on disk or in the draft, is refused for a new entry.
    expect((await newSpecial('climate-check', 'Another')).status).toBe(409);
    await newSpecial('winter-battery-check', 'Winter Battery Check');
    expect((await newSpecial('winter-battery-check', 'Again')).status).toBe(409);
  });

  it('judges the draft as a whole: a delete taking a picture that an entry of the draft shows is refused', async () => {
    // An article shows a picture no other entry does: deleting it takes the picture along.
    const form = new FormData();
    form.set('file', await photo('rotor.jpg'));
    expect((await app.request('/api/media', { method: 'POST', body: form })).status).toBe(201);
    const article = 'articles/brake-warning-signs-you-should-never-ignore.md';
    writeFileSync(join(root, 'content', article), `${original(article)}\n![A worn rotor](/media/rotor.jpg)\n`);
    const about = await read('/entry/about');
    (about.data.owner as { image: { src: string } }).image.src = '/media/rotor.jpg';
    expect((await json('PUT', '/draft/entry/about', { version: about.version, data: about.data })).status).toBe(200);
    const { version } = await read('/entry/article/brake-warning-signs-you-should-never-ignore');
    const refused = await json('POST', '/draft/delete/article/brake-warning-signs-you-should-never-ignore', {
      version,
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Not deleted: one entry needs .*About/);
    expect((await draft()).changes.map((c) => c.file)).toEqual(['pages/about.yaml']);

    // The other way round, the About page changed outside the editor after the delete joined the draft.
    await json('DELETE', '/draft/entry/about', {});
    expect(
      (await json('POST', '/draft/delete/article/brake-warning-signs-you-should-never-ignore', { version })).status,
    ).toBe(200);
    expect((await draft()).changes[0]!.words[0]).toMatch(
      /with its picture \/media\/rotor\.jpg \(shown on no other page\)$/,
    );
    writeFileSync(
      join(root, 'content/pages/about.yaml'),
      original('pages/about.yaml').replace('src: /media/owner.svg', 'src: /media/rotor.jpg'),
    );
    const before = commits.length;
    const publish = await json('POST', '/draft/publish', { revision: (await draft()).revision });
    expect(publish.status).toBe(422);
    const { errors } = (await publish.json()) as { errors: { file: string; code: string }[] };
    expect(errors).toEqual([expect.objectContaining({ file: 'pages/about.yaml', code: 'missing-picture' })]);
    expect(existsSync(join(root, 'content', article))).toBe(true);
    expect(media()).toContain('rotor.jpg');
    expect(commits.length).toBe(before);
  });
});

/** A photo uploaded and published at once (its commit forgotten): a picture of the site that no entry shows. */
async function uploadAtOnce(name: string) {
  const form = new FormData();
  form.set('file', await photo(name));
  const res = await app.request('/api/media', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  commits = [];
  return (await res.json()) as { src: string; files: string[] };
}

interface PictureListed {
  src: string;
  files: string[];
  usedBy: string[];
  drafted?: boolean;
  deleting?: boolean;
}
const pictures = async () =>
  ((await (await app.request('/api/media')).json()) as { pictures: PictureListed[] }).pictures;

describe('the Pictures panel with the draft', () => {
  it("lists the draft's pictures first, marked, and where the draft's entries show them", async () => {
    await uploadToDraft('Dave.jpg');
    const about = await read('/entry/about');
    (about.data.owner as { image: { src: string } }).image.src = '/media/dave.jpg';
    expect((await json('PUT', '/draft/entry/about', { version: about.version, data: about.data })).status).toBe(200);
    const listed = await pictures();
    expect(listed[0]).toEqual({
      src: '/media/dave.jpg',
      files: ['static/media/dave.jpg', 'static/media/dave-640.avif', 'static/media/dave-640.webp'],
      usedBy: ['About Us (/about)'],
      drafted: true,
    });
    // The site's pictures follow, none of them marked; the one the About page shows no more is shown nowhere.
    const site = listed.slice(1);
    expect(site.map((p) => p.src)).toContain('/media/og.png');
    expect(site.every((p) => !p.drafted && !p.deleting)).toBe(true);
    expect(site.find((p) => p.src === '/media/owner.svg')?.usedBy).toEqual([]);
  });

  it('deletes a picture in the draft: listed in words, kept on the site, published with the draft in one commit', async () => {
    const van = await uploadAtOnce('Van.jpg');
    await uploadToDraft('Dave.jpg');
    const deleted = await json('POST', '/draft/media/delete', { src: van.src });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ drafted: true, src: '/media/van.jpg', count: 2 });
    // Asked twice, it is one delete.
    expect(await (await json('POST', '/draft/media/delete', { src: van.src })).json()).toMatchObject({ count: 2 });
    expect(media()).toEqual(expect.arrayContaining(['van.jpg', 'van-640.avif', 'van-640.webp']));
    expect((await pictures()).find((p) => p.src === van.src)).toMatchObject({ deleting: true, usedBy: [] });
    const { changes } = await draft();
    expect(changes.map((c) => [c.file, c.words])).toEqual([
      ['static/media/dave.jpg', ['New picture: dave.jpg (and its sized versions)']],
      ['static/media/van.jpg', ['Delete the picture /media/van.jpg and its sized versions']],
    ]);
    expect(commits).toEqual([]);
    // The preview draws the pages without it.
    await app.request('/preview?page=/cars/hyundai');
    expect(previews[0]!.source.stat('content/static/media/van-640.avif')).toBeUndefined();

    const res = await json('POST', '/draft/publish', { revision: (await draft()).revision });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ count: 2 });
    expect(commits).toEqual([
      {
        files: [
          'static/media/dave-640.avif',
          'static/media/dave-640.webp',
          'static/media/dave.jpg',
          'static/media/van-640.avif',
          'static/media/van-640.webp',
          'static/media/van.jpg',
        ],
        message: 'Add the picture /media/dave.jpg; delete the picture /media/van.jpg',
      },
    ]);
    expect(media().filter((m) => m.startsWith('van'))).toEqual([]);
    expect(media()).toEqual(expect.arrayContaining(['dave.jpg', 'dave-640.avif', 'dave-640.webp']));
    expect((await draft()).changes).toEqual([]);
  });

  it("takes a picture's delete out of the draft, and a delete published at once takes it out too", async () => {
    const van = await uploadAtOnce('Van.jpg');
    expect((await json('POST', '/draft/media/delete', { src: van.src })).status).toBe(200);
    const dropped = await json('DELETE', '/draft/media', { src: van.src });
    expect(await dropped.json()).toEqual({ dropped: '/media/van.jpg', count: 0 });
    expect((await pictures()).find((p) => p.src === van.src)?.deleting).toBeUndefined();

    expect((await json('POST', '/draft/media/delete', { src: van.src })).status).toBe(200);
    expect((await json('DELETE', '/media', { src: van.src })).status).toBe(200);
    expect(commits.map((c) => c.message)).toEqual(['Delete the picture /media/van.jpg']);
    expect((await draft()).changes).toEqual([]);
    expect(media().filter((m) => m.startsWith('van'))).toEqual([]);
  });

  it('works where saves are not commits (npm run edit): publishing the draft removes the files from the content', async () => {
    const van = await uploadAtOnce('Van.jpg');
    app = createEditorApp({ root, assetsDir: join(root, 'no-assets') });
    expect(await (await app.request('/api/config')).json()).toMatchObject({ publishing: false, drafts: true });
    expect((await json('POST', '/draft/media/delete', { src: van.src })).status).toBe(200);
    expect(media()).toContain('van.jpg');
    const res = await json('POST', '/draft/publish', { revision: (await draft()).revision });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ count: 1, published: {} });
    expect(media().filter((m) => m.startsWith('van'))).toEqual([]);
    expect(commits).toEqual([]);
  });

  it('says when a picture deleted in the draft left the site since, and publishes nothing then', async () => {
    const van = await uploadAtOnce('Van.jpg');
    await json('POST', '/draft/media/delete', { src: van.src });
    rmSync(join(root, 'content/static/media/van-640.webp'));
    const { changes, revision } = await draft();
    expect(changes.map((c) => c.conflict)).toEqual([true]);
    const res = await json('POST', '/draft/publish', { revision });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Not published: van\.jpg changed since/);
    expect(media()).toEqual(expect.arrayContaining(['van.jpg', 'van-640.avif']));
    expect(commits).toEqual([]);
  });

  it('refuses an edit of the draft that shows a picture deleted in it, at its field', async () => {
    const van = await uploadAtOnce('Van.jpg');
    await json('POST', '/draft/media/delete', { src: van.src });
    const about = await read('/entry/about');
    (about.data.owner as { image: { src: string } }).image.src = van.src;
    const res = await json('PUT', '/draft/entry/about', { version: about.version, data: about.data });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: { code: string; path: string[] }[] };
    expect(errors).toEqual([expect.objectContaining({ code: 'missing-picture' })]);
    expect((await draft()).changes.map((c) => c.file)).toEqual(['static/media/van.jpg']);
  });
});
