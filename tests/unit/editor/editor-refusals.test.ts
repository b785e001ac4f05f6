import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEditorApp } from '../../../server/editor/app.ts';
import type { FieldProblem } from '../../../server/editor/field-errors.ts';

/** An entry's data as the editor reads it: groups and lists of fields. */
type Data = Record<string, unknown>;
const at = <T>(data: Data, ...keys: (string | number)[]) =>
  keys.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], data) as T;

const repo = join(import.meta.dirname, '../../..');
let root: string;
let app: ReturnType<typeof createEditorApp>;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-refusals-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  app = createEditorApp({ root, assetsDir: join(root, 'no-assets') });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = (rel: string) => readFileSync(join(root, 'content', rel), 'utf8');
const send = (method: string, path: string, body: unknown) =>
  app.request(`/api${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const read = async (path: string) =>
  (await (await app.request(`/api${path}`)).json()) as { version: string; data: Data; body?: string };

/** Saves `change` made to the entry at `path`; answers the status and the problems of a refusal. */
async function save(path: string, change: (data: Data) => void) {
  const entry = await read(path);
  change(entry.data);
  const res = await send('PUT', path, { version: entry.version, data: entry.data });
  return { status: res.status, errors: ((await res.json()) as { errors?: FieldProblem[] }).errors ?? [] };
}

const TEL_ONLY = 'A "tel:" link holds a phone number only (digits, spaces, "+", "-", brackets); better: href: call';

describe('the editor refuses at the field what `npm run check` refuses', () => {
  it('a tel: link that holds anything but a phone number', async () => {
    const before = file('makes/hyundai.yaml');
    const { status, errors } = await save('/entry/make/hyundai', (d) => {
      at<{ href: string }>(d, 'commonServices', 0).href = 'tel:javascript:alert(1)';
    });
    expect(status).toBe(422);
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'makes/hyundai.yaml',
        code: 'unsafe-url',
        path: ['commonServices', 0, 'href'],
        message: `${TEL_ONLY}, found "tel:javascript:alert(1)"`,
      }),
    ]);
    expect(file('makes/hyundai.yaml')).toBe(before);
  });

  it('a picture that does not exist, with the closest one there is', async () => {
    const before = file('pages/about.yaml');
    const { status, errors } = await save('/entry/about', (d) => {
      at<{ src: string }>(d, 'owner', 'image').src = '/media/ownr.svg';
    });
    expect(status).toBe(422);
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'pages/about.yaml',
        code: 'missing-picture',
        path: ['owner', 'image', 'src'],
        message:
          'No picture at "/media/ownr.svg": expected the file content/static/media/ownr.svg, found none. Did you mean "/media/owner.svg"?',
      }),
    ]);
    expect(errors[0]!.line).toBeGreaterThan(1);
    expect(file('pages/about.yaml')).toBe(before);
  });

  it("a special's picture that does not exist, at its field, and the special is not saved", async () => {
    const before = file('specials/winter-ready-package.yaml');
    const { status, errors } = await save('/entry/special/winter-ready-package', (d) => {
      d.image = { src: '/media/hero-postr.jpg', alt: 'A pickup truck on the lift' };
    });
    expect(status).toBe(422);
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'specials/winter-ready-package.yaml',
        code: 'missing-picture',
        path: ['image', 'src'],
        message:
          'No picture at "/media/hero-postr.jpg": expected the file content/static/media/hero-postr.jpg, found none. Did you mean "/media/hero-poster.jpg"?',
      }),
    ]);
    expect(file('specials/winter-ready-package.yaml')).toBe(before);
  });

  it("a picture that does not exist in an article's text", async () => {
    const path = '/entry/article/check-engine-light-what-it-means';
    const entry = await read(path);
    const res = await send('PUT', path, {
      version: entry.version,
      data: entry.data,
      body: `${entry.body ?? ''}\n\n![The lift](/media/nope.jpg)\n`,
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: FieldProblem[] };
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'missing-picture',
        path: ['body'],
        message: 'No picture at "/media/nope.jpg": expected the file content/static/media/nope.jpg, found none',
      }),
    ]);
  });

  it('a date that does not exist, in the words the date field shows', async () => {
    const data = {
      title: 'Leap Check',
      summary: 'A check on a day that is not.',
      offer: { type: 'amount-off', value: 10 },
      finePrint: 'One per vehicle.',
      services: ['brake-service'],
      starts: '13/01/2026',
      ends: '02/30/2026',
    };
    const res = await send('POST', '/entries/special', { slug: 'leap-check', data });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: FieldProblem[] };
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      [
        ['starts'],
        'There is no month 13: a date is written month/day/year, like 01/13/2026 for January 13, 2026, or year-month-day, found "13/01/2026"',
      ],
      [['ends'], 'February 2026 has no day 30 (it has 28 days), found "02/30/2026"'],
    ]);
    expect(existsSync(join(root, 'content/specials/leap-check.yaml'))).toBe(false);
  });
});

describe('an entry name too long for a file name', () => {
  const long = `spring-${'brake-'.repeat(48)}check`; // 300 characters
  const words = 'An entry name is at most 80 characters (this one has 300): shorten it';

  it('is refused in words on every request that names an entry, and nothing is written', async () => {
    expect(long).toHaveLength(300);
    const specials = readdirSync(join(root, 'content/specials'));
    for (const res of [
      await app.request(`/api/entry/special/${long}`),
      await send('PUT', `/entry/special/${long}`, { version: 'x', data: {} }),
      await send('POST', '/entries/special', { slug: long, data: {} }),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: words });
    }
    expect(readdirSync(join(root, 'content/specials'))).toEqual(specials);
  });
});
