import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEditorApp } from '../../../server/editor/app.ts';
import { errorTree, fieldId, type FieldProblem } from '../../../server/editor/field-errors.ts';
import { editorConfig } from '../../../server/editor/editor-config.ts';

const repo = join(import.meta.dirname, '../../..');
let root: string;
let app: ReturnType<typeof createEditorApp>;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-api-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  app = createEditorApp({ root, assetsDir: join(root, 'no-assets') });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = (rel: string) => readFileSync(join(root, 'content', rel), 'utf8');
const get = async (path: string) => app.request(`/api${path}`);
const put = (path: string, body: unknown) =>
  app.request(`/api${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const post = (path: string, body: unknown) =>
  app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Read {
  version: string;
  data: Record<string, unknown> & { commonServices: { estimatedCost: string; href?: string }[] };
}
const read = async (path: string) => (await (await get(path)).json()) as Read;

describe('the editor API', () => {
  it('lists every entry of every collection', async () => {
    const { entries } = (await (await get('/entries')).json()) as { entries: { collection: string; slug?: string }[] };
    expect(entries.some((e) => e.collection === 'site')).toBe(true);
    expect(entries.filter((e) => e.collection === 'service').length).toBe(
      readdirSync(join(root, 'content/services')).filter((f) => !f.startsWith('_')).length,
    );
  });

  it('saves a changed price range as one changed line', async () => {
    const before = file('makes/hyundai.yaml');
    const entry = await read('/entry/make/hyundai');
    entry.data.commonServices[0]!.estimatedCost = '$45-$75';
    const res = await put('/entry/make/hyundai', { version: entry.version, data: entry.data });
    expect(res.status).toBe(200);
    const after = file('makes/hyundai.yaml');
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['    estimatedCost: $45-$75']);
    expect(after.split('\n').length).toBe(before.split('\n').length);
  });

  it('refuses a second save based on the old version, and writes nothing', async () => {
    const entry = await read('/entry/make/hyundai');
    entry.data.commonServices[0]!.estimatedCost = '$50-$80';
    expect((await put('/entry/make/hyundai', { version: entry.version, data: entry.data })).status).toBe(200);
    const before = file('makes/hyundai.yaml');
    entry.data.commonServices[0]!.estimatedCost = '$55-$85';
    const res = await put('/entry/make/hyundai', { version: entry.version, data: entry.data });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { conflict: boolean }).conflict).toBe(true);
    expect(file('makes/hyundai.yaml')).toBe(before);
  });

  it('refuses another phone number with the gate message at the field, and writes nothing', async () => {
    const before = file('makes/hyundai.yaml');
    const entry = await read('/entry/make/hyundai');
    (entry.data.commonServices[1] as Record<string, unknown>).description = 'Call 513-555-0199 for brakes';
    const res = await put('/entry/make/hyundai', { version: entry.version, data: entry.data });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: FieldProblem[] };
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      file: 'makes/hyundai.yaml',
      code: 'phone-number',
      path: ['commonServices', 1, 'description'],
    });
    expect(errors[0]!.message).toContain('{phone}');
    // The path lands on the form field that shows the value.
    expect(errorTree(errors, entry.data)).toEqual({
      commonServices: { 1: { description: { __errors: [errors[0]!.message] } } },
    });
    expect(fieldId(errors[0]!.path)).toBe('root_commonServices_1_description');
    expect(
      editorConfig()
        .find((c) => c.name === 'make')!
        .fields.map((f) => f.path),
    ).toContain('commonServices[].description');
    expect(file('makes/hyundai.yaml')).toBe(before);
  });

  it('refuses a link to a page that does not exist', async () => {
    const before = file('makes/hyundai.yaml');
    const entry = await read('/entry/make/hyundai');
    entry.data.commonServices[0]!.href = '/services/oil-chnage';
    const res = await put('/entry/make/hyundai', { version: entry.version, data: entry.data });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: FieldProblem[] };
    expect(errors[0]).toMatchObject({ code: 'broken-link', path: ['commonServices', 0, 'href'] });
    expect(errors[0]!.message).toContain('Did you mean "/services/oil-change"');
    expect(file('makes/hyundai.yaml')).toBe(before);
  });

  it('saves an unchanged entry without touching the file', async () => {
    const before = file('site.yaml');
    const entry = await read('/entry/site');
    const res = await put('/entry/site', { version: entry.version, data: entry.data });
    expect(await res.json()).toMatchObject({ saved: false, unchanged: true });
    expect(file('site.yaml')).toBe(before);
  });

  it('adds a special under the file name the site expects', async () => {
    const data = {
      title: 'Spring Alignment Check',
      summary: 'A four-wheel alignment check with a printout of every angle.',
      offer: { type: 'fixed-price', value: 29 },
      finePrint: 'Cars and light trucks. One per vehicle.',
      services: ['wheel-alignment'],
      starts: '2026-01-01',
      ends: '2030-12-31',
    };
    const res = await post('/entries/special', { slug: 'spring-alignment-check', data });
    expect(res.status).toBe(201);
    const text = file('specials/spring-alignment-check.yaml');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../.generated/schemas/special.json');
    expect(text).toContain('starts: 2026-01-01');
    expect((await post('/entries/special', { slug: 'spring-alignment-check', data })).status).toBe(409);
  });

  it('refuses a new special for a service page that does not exist', async () => {
    const data = {
      title: 'Nothing',
      summary: 'x',
      offer: { type: 'amount-off', value: 10 },
      finePrint: 'x',
      services: ['no-such-service'],
      starts: '2026-01-01',
      ends: '2030-12-31',
    };
    const res = await post('/entries/special', { slug: 'nothing', data });
    expect(res.status).toBe(422);
    expect(existsSync(join(root, 'content/specials/nothing.yaml'))).toBe(false);
  });

  it.each([
    ['/entry/service/..%2F..%2Fpackage', 400],
    ['/entry/service/..', 404],
    ['/entry/service/Oil-Change', 400],
    ['/entry/nope/x', 404],
    ['/entry/site/extra', 404],
    ['/entry/service/does-not-exist', 404],
  ])('refuses to read %s', async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });

  it('refuses a save that is not JSON, or whose data is not an object', async () => {
    const headers = { 'content-type': 'text/plain' };
    expect((await app.request('/api/entry/site', { method: 'PUT', headers, body: '{}' })).status).toBe(400);
    expect((await put('/entry/site', { version: 'x', data: 'text' })).status).toBe(400);
    expect((await put('/entry/site', { version: 'x', data: [1] })).status).toBe(400);
    expect((await post('/entries/special', { slug: '../../x', data: {} })).status).toBe(400);
  });

  it('refuses markup that would be a script link, at its field', async () => {
    const entry = await read('/entry/make/hyundai');
    entry.data.commonServices[0]!.href = 'javascript:alert(1)';
    const res = await put('/entry/make/hyundai', { version: entry.version, data: entry.data });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: FieldProblem[] };
    expect(errors.some((e) => e.path.join('.') === 'commonServices.0.href')).toBe(true);
  });

  it('refuses keys the schema does not have, prototype keys included, and writes nothing', async () => {
    const before = file('site.yaml');
    const entry = await read('/entry/site');
    const body = `{"version":"${entry.version}","data":${JSON.stringify(entry.data).replace(/^\{/, '{"__proto__":{"polluted":1},"extra":"<script>alert(1)</script>",')}}`;
    const res = await app.request('/api/entry/site', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: FieldProblem[] };
    expect(errors.map((e) => e.field).sort()).toEqual(['__proto__', 'extra']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(file('site.yaml')).toBe(before);
  });

  it('takes only pictures as uploads', async () => {
    const form = new FormData();
    form.set('file', new File(['<svg onload="alert(1)"/>'], 'x.svg', { type: 'image/svg+xml' }));
    const res = await app.request('/api/media', { method: 'POST', body: form });
    expect(res.status).toBe(415);
    const big = new FormData();
    big.set('file', new File([new Uint8Array(9 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    expect([413]).toContain((await app.request('/api/media', { method: 'POST', body: big })).status);
  });

  it('stores an uploaded picture with its AVIF and WebP versions', async () => {
    const png = readFileSync(join(repo, 'content/static/media/og.png'));
    const form = new FormData();
    form.set('file', new File([png], 'Shop Front.PNG', { type: 'image/png' }));
    const res = await app.request('/api/media', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as { src: string; width: number; files: string[] };
    expect(saved.src).toBe('/media/shop-front.png');
    expect(saved.files).toContain('static/media/shop-front-640.avif');
    expect(saved.files).toContain('static/media/shop-front-640.webp');
    for (const f of saved.files) expect(existsSync(join(root, 'content', f))).toBe(true);
  });
});
