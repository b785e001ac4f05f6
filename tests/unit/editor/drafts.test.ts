import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEditorApp } from '../../../server/editor/app.ts';
import { DraftStore, draftPathOf } from '../../../server/editor/drafts.ts';
import type { Publisher } from '../../../server/editor/publish.ts';
import type { ContentSource } from '../../../compiler/content-source.ts';

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

const editor = () =>
  createEditorApp({
    root,
    assetsDir: join(root, 'no-assets'),
    publisher,
    preview: (path, source) => {
      previews.push({ path, source });
      return Promise.resolve(path === '/cars/hyundai' ? '<!doctype html><p>the page</p>' : undefined);
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
    expect(await res.text()).toBe('<!doctype html><p>the page</p>');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/^sandbox allow-same-origin;/);
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
