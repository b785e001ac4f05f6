/**
 * What the draft refuses: every refusal leaves the content and the draft as they were. The editor is mounted behind
 * the back office's login, as `npm start` runs it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createEditorApp } from '../../../server/editor/app.ts';
import type { FieldProblem } from '../../../server/editor/field-errors.ts';
import { CSRF_HEADER } from '../../../server/admin/guard.ts';
import { adminHarness, ORIGIN, type AdminHarness } from '../../support/admin-harness.ts';

const repo = join(import.meta.dirname, '../../..');
let root: string;
let h: AdminHarness;
let session: { cookie: string; csrf: string };
let published: string[][];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'draft-refusals-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  const editor = createEditorApp({
    root,
    assetsDir: join(root, 'no-assets'),
    publisher: {
      publish: (files) => {
        published.push(files);
        return Promise.resolve({});
      },
      undoPlan: () => Promise.resolve(undefined),
      history: () => Promise.resolve([]),
      fileHistory: () => Promise.resolve([]),
    },
    preview: () => Promise.resolve('<!doctype html><p>the page</p>'),
  });
  h = await adminHarness({}, true, { mount: { '/content': editor }, editorPath: '/admin/content' });
  session = await h.login();
});
afterAll(() => {
  h.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  rmSync(join(root, 'content'), { recursive: true, force: true });
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  rmSync(join(root, 'data'), { recursive: true, force: true });
  published = [];
});

const file = (rel: string) => readFileSync(join(root, 'content', rel), 'utf8');
const original = (rel: string) => readFileSync(join(repo, 'content', rel), 'utf8');
const draftFile = () => {
  try {
    return readFileSync(join(root, 'data/editor-draft.json'), 'utf8');
  } catch {
    return undefined;
  }
};

/** A request of the editor's API as the owner's page sends it (session, same origin, CSRF token), or as told. */
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  h.fetch(`/admin/content/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: session.cookie,
      origin: ORIGIN,
      [CSRF_HEADER]: session.csrf,
      ...headers,
    },
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

type Data = Record<string, unknown> & { name: string; commonServices: { estimatedCost: string; href?: string }[] };
const read = async (path: string) => (await (await call('GET', path)).json()) as { version: string; data: Data };
async function toDraft(path: string, change: (d: Data) => void) {
  const entry = await read(path);
  change(entry.data);
  return call('PUT', `/draft${path}`, { version: entry.version, data: entry.data });
}
const revision = async () => ((await (await call('GET', '/draft')).json()) as { revision: string }).revision;

describe('the draft refuses', () => {
  it('everything without a session: nothing is read, saved, published, discarded or previewed', async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    const before = draftFile();
    const anonymous = { cookie: '', [CSRF_HEADER]: '' };
    expect((await call('GET', '/draft', undefined, anonymous)).status).toBe(401);
    const entry = await read('/entry/make/hyundai');
    expect((await call('PUT', '/draft/entry/make/hyundai', entry, anonymous)).status).toBe(401);
    expect((await call('POST', '/draft/publish', { revision: await revision() }, anonymous)).status).toBe(401);
    expect((await call('DELETE', '/draft', { revision: await revision() }, anonymous)).status).toBe(401);
    const preview = await h.fetch('/admin/content/preview?page=/cars/hyundai');
    expect(preview.status).toBe(303);
    expect(await preview.text()).not.toContain('the page');
    expect(draftFile()).toBe(before);
    expect(file('makes/hyundai.yaml')).toBe(original('makes/hyundai.yaml'));
    expect(published).toEqual([]);
  });

  it('a change from another site, or without the CSRF token', async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    const before = draftFile();
    const body = { revision: await revision() };
    expect((await call('POST', '/draft/publish', body, { origin: 'https://evil.test' })).status).toBe(403);
    expect((await call('DELETE', '/draft', body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await call('POST', '/draft/publish', body, { [CSRF_HEADER]: 'not-the-token' })).status).toBe(403);
    const entry = await read('/entry/make/honda');
    expect((await call('PUT', '/draft/entry/make/honda', entry, { origin: 'https://evil.test' })).status).toBe(403);
    expect(draftFile()).toBe(before);
    expect(published).toEqual([]);
  });

  it('markup in the data, at its field, keeping the draft as it was', async () => {
    const link = await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.href = 'javascript:alert(1)'));
    expect(link.status).toBe(422);
    const { errors } = (await link.json()) as { errors: FieldProblem[] };
    expect(errors.map((e) => e.path.join('.'))).toContain('commonServices.0.href');

    const entry = await read('/entry/site');
    const body = `{"version":"${entry.version}","data":${JSON.stringify(entry.data).replace(/^\{/, '{"__proto__":{"polluted":1},"<img src=x onerror=alert(1)>":"<script>alert(1)</script>",')}}`;
    const keys = await call('PUT', '/draft/entry/site', body);
    expect(keys.status).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await keys.text()).not.toContain('<script>');
    expect(draftFile()).toBeUndefined();
    expect((await call('PUT', '/draft/entry/site', '{"version":1,"data":"<b>"}')).status).toBe(400);
    expect((await call('PUT', '/draft/entry/make/..%2Fsite', { version: '', data: {} })).status).toBe(400);
  });

  it('a change of a file that changed on disk since the draft took it: nothing is published, the draft is kept', async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    const edited = original('makes/hyundai.yaml').replace('name: Hyundai', 'name: Hyundai Motors');
    writeFileSync(join(root, 'content/makes/hyundai.yaml'), edited);
    const before = draftFile();

    const listed = (await (await call('GET', '/draft')).json()) as { changes: { conflict: boolean }[] };
    expect(listed.changes.map((c) => c.conflict)).toEqual([true]);
    const res = await call('POST', '/draft/publish', { revision: await revision() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^Not published: Hyundai Motors \(\/cars\/hyundai\) changed since you put it in the draft/,
    );
    const again = await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$46-$76'));
    expect(again.status).toBe(409);
    expect(file('makes/hyundai.yaml')).toBe(edited);
    expect(draftFile()).toBe(before);
    expect(published).toEqual([]);
  });

  it('a draft the gate refuses as a whole: the problems in words at their fields, nothing published, nothing lost', async () => {
    expect((await toDraft('/entry/make/hyundai', (d) => (d.name = 'Genesis'))).status).toBe(200);
    expect((await toDraft('/entry/make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$50-$80'))).status).toBe(
      200,
    );
    // Meanwhile another make takes the same name outside the editor (a file edited by hand).
    writeFileSync(
      join(root, 'content/makes/nissan.yaml'),
      original('makes/nissan.yaml').replace(/^name: .*$/m, 'name: Genesis'),
    );
    const before = draftFile();
    const res = await call('POST', '/draft/publish', { revision: await revision() });
    expect(res.status).toBe(422);
    const answer = (await res.json()) as { error: string; errors: (FieldProblem & { entry?: { title: string } })[] };
    expect(answer.error).toMatch(
      /^Not published: one problem would reach the site\. Nothing was published and the draft is kept/,
    );
    expect(answer.errors).toEqual([expect.objectContaining({ field: 'name', code: 'duplicate-name' })]);
    expect(answer.errors[0]!.message).toContain('"Genesis" is already listed');
    expect(draftFile()).toBe(before);
    expect(file('makes/hyundai.yaml')).toBe(original('makes/hyundai.yaml'));
    expect(file('makes/honda.yaml')).toBe(original('makes/honda.yaml'));
    expect(published).toEqual([]);
  });

  it('publishing or discarding a draft other than the one the owner looked at', async () => {
    await toDraft('/entry/make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    const looked = await revision();
    await toDraft('/entry/make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$50-$80'));
    const before = draftFile();
    expect((await call('POST', '/draft/publish', { revision: looked })).status).toBe(409);
    expect((await call('DELETE', '/draft', { revision: looked })).status).toBe(409);
    expect((await call('DELETE', '/draft', {})).status).toBe(409);
    expect(draftFile()).toBe(before);
    expect(published).toEqual([]);
  });

  it('to be framed by another page: the preview is a sandbox without scripts, the editor keeps its own policy', async () => {
    const preview = await h.fetch('/admin/content/preview?page=/cars/hyundai', { headers: { cookie: session.cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-security-policy')).toMatch(
      /^sandbox allow-same-origin;.*frame-ancestors 'self'/,
    );
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const page = await h.fetch('/admin/content/', { headers: { cookie: session.cookie } });
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("frame-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // A policy that does not start with the sandbox is replaced by the back office's.
    const api = await call('GET', '/draft');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

/** A photo sent as the editor's upload sends it, with the session's headers unless told otherwise. */
async function upload(headers: Record<string, string> = {}) {
  const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'dave.jpg'));
  return h.fetch('/admin/content/api/draft/media', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      cookie: session.cookie,
      origin: ORIGIN,
      [CSRF_HEADER]: session.csrf,
      ...headers,
    },
    body: form,
  });
}
const special = async () => ({
  slug: 'winter-battery-check',
  data: { ...(await read('/entry/special/climate-check')).data, title: 'Winter Battery Check', code: 'BATT25' },
});
const held = () => {
  const dir = join(root, 'data/editor-draft-files');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
};
const media = () => readdirSync(join(root, 'content/static/media')).sort();

describe('the draft refuses new entries, deletes and pictures', () => {
  const refusals = [
    ['without a session', { cookie: '', [CSRF_HEADER]: '' }, 401],
    ['from another site', { origin: 'https://evil.test' }, 403],
    ['from another site (by Sec-Fetch-Site)', { origin: '', 'sec-fetch-site': 'cross-site' }, 403],
    ['without the CSRF token', { [CSRF_HEADER]: '' }, 403],
  ] as const;
  it.each(refusals)('%s: nothing joins or leaves the draft, nothing is written', async (_, headers, status) => {
    const mediaBefore = media();
    expect((await call('POST', '/draft/entries/special', await special(), headers)).status).toBe(status);
    const { version } = await read('/entry/special/climate-check');
    expect((await call('POST', '/draft/delete/special/climate-check', { version }, headers)).status).toBe(status);
    expect((await upload(headers)).status).toBe(status);
    expect(draftFile()).toBeUndefined();
    expect(held()).toBe(0);

    // With a picture in the draft, it is neither taken out nor shown.
    expect((await upload()).status).toBe(201);
    const before = draftFile();
    expect((await call('DELETE', '/draft/media', { src: '/media/dave.jpg' }, headers)).status).toBe(status);
    expect(draftFile()).toBe(before);
    expect(held()).toBeGreaterThan(0);
    expect(media()).toEqual(mediaBefore);
    expect(existsSync(join(root, 'content/specials/winter-battery-check.yaml'))).toBe(false);
    expect(file('specials/climate-check.yaml')).toBe(original('specials/climate-check.yaml'));
    expect(published).toEqual([]);
    expect((await call('DELETE', '/draft', { revision: await revision() })).status).toBe(200);
  });

  it("a draft's picture to anyone but the editor's own session: no bytes without the login", async () => {
    expect((await upload()).status).toBe(201);
    const anonymous = await h.fetch('/admin/content/preview/media/dave.jpg');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('content-type') ?? '').not.toMatch(/^image\//);
    const forged = await h.fetch('/admin/content/preview/media/dave.jpg', {
      headers: { cookie: 'admin_session=forged' },
    });
    expect(forged.status).toBe(303);
    const own = await h.fetch('/admin/content/preview/media/dave.jpg', { headers: { cookie: session.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toBe('no-store');
    // Served under the back office's own policy: nothing in it may run, and no other page may frame it.
    expect(own.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await call('DELETE', '/draft', { revision: await revision() })).status).toBe(200);
  });

  it("markup in a new entry's name: kept as text in the draft and said as text, never as markup", async () => {
    const name = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const { data } = await special();
    const res = await call('POST', '/draft/entries/special', {
      slug: 'winter-battery-check',
      data: { ...data, title: name },
    });
    expect(res.status).toBe(201);
    expect(file('specials/climate-check.yaml')).toBe(original('specials/climate-check.yaml'));
    const listed = await call('GET', '/draft');
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
    const { changes } = (await listed.json()) as { changes: { words: string[]; title: string }[] };
    expect(changes.map((c) => c.words)).toEqual([[`New special: ${name}`]]);
    // The review's page itself is the editor's, with no entry's words in it.
    const page = await (await h.fetch('/admin/content/', { headers: { cookie: session.cookie } })).text();
    expect(page).not.toContain('onerror');
    expect((await call('DELETE', '/draft', { revision: await revision() })).status).toBe(200);
  });
});

describe("the draft refuses a picture's delete", () => {
  const refusals = [
    ['without a session', { cookie: '', [CSRF_HEADER]: '' }, 401],
    ['from another site', { origin: 'https://evil.test' }, 403],
    ['from another site (by Sec-Fetch-Site)', { origin: '', 'sec-fetch-site': 'cross-site' }, 403],
    ['without the CSRF token', { [CSRF_HEADER]: '' }, 403],
  ] as const;
  it.each(refusals)('%s: it neither joins nor leaves the draft, and the picture stays', async (_, headers, status) => {
    const mediaBefore = media();
    expect((await call('POST', '/draft/media/delete', { src: '/media/shop.svg' }, headers)).status).toBe(status);
    expect(draftFile()).toBeUndefined();
    expect((await call('POST', '/draft/media/delete', { src: '/media/shop.svg' })).status).toBe(200);
    const before = draftFile();
    expect((await call('DELETE', '/draft/media', { src: '/media/shop.svg' }, headers)).status).toBe(status);
    expect((await call('POST', '/draft/publish', { revision: await revision() }, headers)).status).toBe(status);
    expect(draftFile()).toBe(before);
    expect(media()).toEqual(mediaBefore);
    expect(published).toEqual([]);
  });

  it('of a picture an entry shows, in the words of a delete published at once, the draft as it was', async () => {
    const drafted = await call('POST', '/draft/media/delete', { src: '/media/og.png' });
    const atOnce = await call('DELETE', '/media', { src: '/media/og.png' });
    expect(drafted.status).toBe(422);
    const words = ((await drafted.json()) as { error: string }).error;
    expect(words).toBe(
      'Not deleted: one entry shows the picture: Shop details (content/site.yaml). Change it first, then delete the picture.',
    );
    expect(words).toBe(((await atOnce.json()) as { error: string }).error);
    expect(draftFile()).toBeUndefined();

    // Shown by an entry only as the draft has it: refused too, naming that entry.
    const about = await read('/entry/about');
    (about.data.owner as { image: { src: string } }).image.src = '/media/shop.svg';
    expect((await call('PUT', '/draft/entry/about', { version: about.version, data: about.data })).status).toBe(200);
    const before = draftFile();
    const shown = await call('POST', '/draft/media/delete', { src: '/media/shop.svg' });
    expect(shown.status).toBe(422);
    expect(((await shown.json()) as { error: string }).error).toMatch(
      /^Not deleted: one entry shows the picture: About/,
    );
    expect(draftFile()).toBe(before);
    expect(media()).toContain('shop.svg');
    expect(published).toEqual([]);
  });

  it('with markup in the name of the entry that shows it: said as text in JSON, never as markup', async () => {
    const name = '<img src=x onerror=alert(1)>Brakes';
    const path = '/entry/article/brake-warning-signs-you-should-never-ignore';
    const article = (await (await call('GET', path)).json()) as { version: string; data: Data; body: string };
    const saved = await call('PUT', `/draft${path}`, {
      version: article.version,
      data: { ...article.data, title: name },
      body: `${article.body}\n![The shop](/media/shop.svg)\n`,
    });
    expect(saved.status).toBe(200);
    const refused = await call('POST', '/draft/media/delete', { src: '/media/shop.svg' });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await refused.json()) as { error: string }).error).toBe(
      `Not deleted: one entry shows the picture: ${name} (/advice/brake-warning-signs-you-should-never-ignore). Change it first, then delete the picture.`,
    );
    const listed = (await (await call('GET', '/media')).json()) as { pictures: { src: string; usedBy: string[] }[] };
    expect(listed.pictures.find((p) => p.src === '/media/shop.svg')?.usedBy).toEqual([
      `${name} (/advice/brake-warning-signs-you-should-never-ignore)`,
    ]);
    expect(media()).toContain('shop.svg');
    expect((await call('DELETE', '/draft', { revision: await revision() })).status).toBe(200);
  });

  it('of anything but a picture of the site, by its address', async () => {
    expect((await upload()).status).toBe(201);
    const before = draftFile();
    // A picture of the draft is taken out of it, not deleted; a path is no address.
    for (const src of ['/media/dave.jpg', '/media/../../package.json', 'static/media/shop.svg', ['/media/shop.svg']])
      expect((await call('POST', '/draft/media/delete', { src })).status, JSON.stringify(src)).toBe(404);
    expect((await call('POST', '/draft/media/delete', '<b>shop.svg</b>')).status).toBe(400);
    expect(draftFile()).toBe(before);
    expect((await call('DELETE', '/draft', { revision: await revision() })).status).toBe(200);
  });
});
