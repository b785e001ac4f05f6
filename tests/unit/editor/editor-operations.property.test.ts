import { afterAll, beforeAll, describe, expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { compile } from '../../../compiler/compile.ts';
import { DraftStore, draftPathOf } from '../../../server/editor/drafts.ts';
import { EditorClone } from '../../support/editor-clone.ts';

/**
 * Random sequences of the owner's operations on the site server's editor (save, new entry, upload, delete, undo,
 * restore, and saves the gate refuses), on a scratch git clone. After every step: the working tree is clean, the
 * commit changed only the files of the entry or picture the step touched (none when it was refused), nothing
 * outside content/ ever changed, and the content passes the compiler's check, as `npm run check` runs it.
 * The same with the draft (issue 29): new entries, deletes, uploads and edits saved to it, items taken out of it,
 * published or discarded, among saves published at once: nothing is committed before publishing, publishing commits
 * only the draft's files, and the draft's folder holds exactly the files the draft names (no orphan picture).
 */
let p: EditorClone;
let start: string;
let picture: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  p = new EditorClone();
  start = p.git('rev-parse', 'HEAD');
  // A small picture: its upload makes one sized version of each kind, so the steps stay quick.
  picture = new Uint8Array(
    await sharp({ create: { width: 24, height: 16, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => p.dispose());

type Data = Record<string, unknown>;
const SPECIAL = 'climate-check';
const NEW_SPECIALS = ['spring-offer', 'fall-offer'];

const op = fc.oneof(
  fc.record({
    kind: fc.constant('save' as const),
    entry: fc.constantFrom('make/hyundai', 'make/honda'),
    n: fc.nat(90),
  }),
  fc.record({ kind: fc.constant('save-article' as const), words: fc.constantFrom('Check it yearly.', 'Ask us.') }),
  fc.record({
    kind: fc.constant('refused-save' as const),
    href: fc.constantFrom('javascript:alert(1)', '/services/no-such-page'),
  }),
  fc.record({ kind: fc.constant('new' as const), slug: fc.constantFrom(...NEW_SPECIALS) }),
  {
    arbitrary: fc.record({ kind: fc.constant('upload' as const), name: fc.constantFrom('Van.png', 'Bay 2.png') }),
    weight: 2,
  },
  fc.record({
    kind: fc.constant('delete' as const),
    entry: fc.constantFrom(
      `special/${SPECIAL}`,
      ...NEW_SPECIALS.map((s) => `special/${s}`),
      'town/mason',
      'service/fuel-pump',
    ),
  }),
  fc.record({
    kind: fc.constant('delete-picture' as const),
    src: fc.constantFrom('/media/van.png', '/media/bay-2.png', '/media/og.png'),
  }),
  { arbitrary: fc.record({ kind: fc.constant('undo' as const) }), weight: 3 },
  fc.record({ kind: fc.constant('restore' as const), pick: fc.nat(20) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const fileOf = (entry: string) => {
  const [collection, slug] = entry.split('/');
  const folder = { make: 'makes', special: 'specials', town: 'cities', service: 'services' }[collection!];
  return `content/${folder}/${slug}.yaml`;
};
const read = async (entry: string) => (await p.call<{ version: string; data: Data }>('GET', `/entry/${entry}`)).body;

/** Runs one operation; returns the answer's status and the files it may change (under the project). */
async function run(o: Op): Promise<{ status: number; may: string[] }> {
  switch (o.kind) {
    case 'save': {
      const { version, data } = await read(o.entry);
      (data.commonServices as Data[])[0]!.estimatedCost = `$${o.n + 10}-$${o.n + 40}`;
      const res = await p.call('PUT', `/entry/${o.entry}`, { version, data });
      return { status: res.status, may: [fileOf(o.entry)] };
    }
    case 'save-article': {
      const slug = 'article/check-engine-light-what-it-means';
      const entry = (await p.call<{ version: string; data: Data; body: string }>('GET', `/entry/${slug}`)).body;
      const res = await p.call('PUT', `/entry/${slug}`, {
        version: entry.version,
        data: entry.data,
        body: `${entry.body.trim()}\n\n${o.words}\n`,
      });
      return { status: res.status, may: ['content/articles/check-engine-light-what-it-means.md'] };
    }
    case 'refused-save': {
      const { version, data } = await read('make/hyundai');
      (data.commonServices as Data[])[0]!.href = o.href;
      const res = await p.call('PUT', '/entry/make/hyundai', { version, data });
      expect(res.status).toBe(422);
      return { status: res.status, may: [] };
    }
    case 'new': {
      const template = await p.call<{ data: Data }>('GET', `/entry/special/${SPECIAL}`);
      // The template may have been deleted by an earlier step: then the new entry is made from what is known of it.
      const data = template.status === 200 ? template.body.data : { ...SPECIAL_DATA };
      // Without the template's coupon code: two offers may not share one, and the new entry would always be refused.
      const res = await p.call('POST', '/entries/special', {
        slug: o.slug,
        data: { ...data, title: `Offer ${o.slug}`, code: undefined },
      });
      return { status: res.status, may: [`content/specials/${o.slug}.yaml`] };
    }
    case 'upload': {
      const res = await p.upload(picture, o.name);
      return { status: res.status, may: (res.body.files ?? []).map((f) => `content/${f}`) };
    }
    case 'delete': {
      const entry = await p.call<{ version: string }>('GET', `/entry/${o.entry}`);
      const res = await p.call('DELETE', `/entry/${o.entry}`, { version: entry.body.version });
      if (o.entry === 'service/fuel-pump') expect(res.status).toBe(422);
      return { status: res.status, may: [fileOf(o.entry)] };
    }
    case 'delete-picture': {
      const listed = await p.call<{ pictures: { src: string; files: string[] }[] }>('GET', '/media');
      const files = listed.body.pictures.find((x) => x.src === o.src)?.files ?? [];
      const res = await p.call('DELETE', '/media', { src: o.src });
      if (o.src === '/media/og.png') expect(res.status).toBe(422);
      return { status: res.status, may: files.map((f) => `content/${f}`) };
    }
    case 'undo': {
      const next = await p.call<{ commit?: string }>('GET', '/undo');
      const may = next.body.commit
        ? p.git('diff-tree', '--no-commit-id', '--name-only', '-r', next.body.commit).split('\n')
        : [];
      const res = await p.call('POST', '/undo', { commit: next.body.commit });
      return { status: res.status, may };
    }
    case 'restore': {
      const history = await p.call<{ version?: string; changes: { commit: string; deleted: boolean }[] }>(
        'GET',
        '/history/make/hyundai',
      );
      const versions = history.body.changes.filter((c) => !c.deleted);
      const chosen = versions[o.pick % versions.length]!;
      const res = await p.call('POST', '/restore/make/hyundai', {
        commit: chosen.commit,
        version: history.body.version,
      });
      return { status: res.status, may: ['content/makes/hyundai.yaml'] };
    }
  }
}

const SPECIAL_DATA = {
  title: 'A spring offer',
  summary: 'Vent temperatures and a leak test.',
  offer: { type: 'fixed-price', value: 49.95 },
  finePrint: 'Parts are extra.',
  services: ['air-conditioning'],
  starts: '2026-10-01',
  ends: '2027-09-30',
};

describe('any sequence of the owner’s operations', () => {
  test.prop([fc.array(op, { minLength: 2, maxLength: 5 })], { numRuns: 6, endOnFailure: true })(
    'keeps the working tree clean, changes only what each step touches, and leaves content the check passes',
    async (ops) => {
      for (const o of ops) {
        const before = p.git('rev-parse', 'HEAD');
        const { status, may } = await run(o);
        const after = p.git('rev-parse', 'HEAD');
        const step = `${JSON.stringify(o)} answered ${status}`;
        expect(p.git('status', '--porcelain'), step).toBe('');
        const changed = p.git('diff', '--name-only', before, after).split('\n').filter(Boolean);
        if (status >= 400) expect(after, step).toBe(before);
        for (const file of changed) expect(may, `${step}: ${file} changed`).toContain(file);
        expect(p.git('diff', '--name-only', start, after, '--', '.', ':!content'), step).toBe('');
        const errors = compile(p.root, 'content', { pages: false }).problems.filter((x) => x.severity === 'error');
        expect(errors, step).toEqual([]);
      }
    },
    120_000,
  );
});

const draftOp = fc.oneof(
  fc.record({ kind: fc.constant('draft-new' as const), slug: fc.constantFrom(...NEW_SPECIALS) }),
  fc.record({ kind: fc.constant('draft-upload' as const), name: fc.constantFrom('Van.png', 'Dave.png') }),
  fc.record({
    kind: fc.constant('draft-delete' as const),
    entry: fc.constantFrom(`special/${SPECIAL}`, ...NEW_SPECIALS.map((s) => `special/${s}`), 'service/fuel-pump'),
  }),
  fc.record({ kind: fc.constant('draft-save' as const), n: fc.nat(90) }),
  fc.record({ kind: fc.constant('draft-drop' as const), pick: fc.nat(10) }),
  { arbitrary: fc.record({ kind: fc.constant('publish' as const) }), weight: 2 },
  fc.record({ kind: fc.constant('discard' as const) }),
  fc.record({ kind: fc.constant('save' as const), entry: fc.constant('make/hyundai'), n: fc.nat(90) }),
  fc.record({ kind: fc.constant('upload' as const), name: fc.constantFrom('Van.png') }),
);
type DraftOp = typeof draftOp extends fc.Arbitrary<infer T> ? T : never;

const drafts = () => new DraftStore(draftPathOf(p.root));
/** Every file the draft would write or remove, under the project. */
const draftFiles = () => {
  const d = drafts();
  return [
    ...d.changes().flatMap((c) => [c.file, ...c.removes]),
    ...d.pictures().flatMap((x) => x.files.map((f) => f.file)),
  ].map((f) => `content/${f}`);
};
/** The files in the draft's folder, and those the draft names there. */
const heldOnDisk = () => {
  const dir = drafts().heldDir;
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => relative(dir, join(e.parentPath, e.name)))
        .sort()
    : [];
};
const heldNamed = () =>
  drafts()
    .pictures()
    .flatMap((x) => x.files.map((f) => f.held))
    .sort();

interface Listed {
  revision: string;
  changes: { kind: string; collection?: string; slug?: string; src?: string }[];
}

async function runDraft(o: DraftOp): Promise<{ status: number; may: string[] }> {
  switch (o.kind) {
    case 'draft-new': {
      const res = await p.call('POST', '/draft/entries/special', {
        slug: o.slug,
        data: { ...SPECIAL_DATA, title: `Offer ${o.slug}` },
      });
      return { status: res.status, may: [] };
    }
    case 'draft-upload':
      return { status: (await p.upload(picture, o.name, '/draft/media')).status, may: [] };
    case 'draft-delete': {
      const entry = await p.call<{ version: string }>('GET', `/entry/${o.entry}`);
      const res = await p.call('POST', `/draft/delete/${o.entry}`, { version: entry.body.version });
      if (o.entry === 'service/fuel-pump') expect(res.status).toBe(422);
      return { status: res.status, may: [] };
    }
    case 'draft-save': {
      const { version, data } = await read('make/hyundai');
      (data.commonServices as Data[])[0]!.estimatedCost = `$${o.n + 10}-$${o.n + 40}`;
      return { status: (await p.call('PUT', '/draft/entry/make/hyundai', { version, data })).status, may: [] };
    }
    case 'draft-drop': {
      const { changes } = (await p.call<Listed>('GET', '/draft')).body;
      const item = changes[o.pick % Math.max(1, changes.length)];
      if (!item) return { status: 200, may: [] };
      const res =
        item.kind === 'picture'
          ? await p.call('DELETE', '/draft/media', { src: item.src })
          : await p.call('DELETE', `/draft/entry/${item.collection}${item.slug ? `/${item.slug}` : ''}`, {});
      expect(res.status).toBe(200);
      return { status: res.status, may: [] };
    }
    case 'publish': {
      const may = draftFiles();
      const res = await p.call('POST', '/draft/publish', {
        revision: (await p.call<Listed>('GET', '/draft')).body.revision,
      });
      if (res.status === 200) expect(drafts().count()).toBe(0);
      return { status: res.status, may };
    }
    case 'discard': {
      const res = await p.call('DELETE', '/draft', { revision: (await p.call<Listed>('GET', '/draft')).body.revision });
      expect(res.status).toBe(200);
      expect(drafts().count()).toBe(0);
      return { status: res.status, may: [] };
    }
    default:
      return run(o);
  }
}

describe('any sequence of the owner’s operations with the draft', () => {
  test.prop([fc.array(draftOp, { minLength: 3, maxLength: 7 })], { numRuns: 6, endOnFailure: true })(
    'commits nothing before publishing, publishes only the draft’s files, and leaves no file the draft does not name',
    async (ops) => {
      for (const o of ops) {
        const before = p.git('rev-parse', 'HEAD');
        const { status, may } = await runDraft(o);
        const after = p.git('rev-parse', 'HEAD');
        const step = `${JSON.stringify(o)} answered ${status}`;
        expect(p.git('status', '--porcelain'), step).toBe('');
        if (status >= 400 || (o.kind !== 'publish' && o.kind !== 'save' && o.kind !== 'upload'))
          expect(after, step).toBe(before);
        const changed = p.git('diff', '--name-only', before, after).split('\n').filter(Boolean);
        for (const file of changed) expect(may, `${step}: ${file} changed`).toContain(file);
        expect(heldOnDisk(), step).toEqual(heldNamed());
        const errors = compile(p.root, 'content', { pages: false }).problems.filter((x) => x.severity === 'error');
        expect(errors, step).toEqual([]);
      }
      await p.call('DELETE', '/draft', { revision: (await p.call<Listed>('GET', '/draft')).body.revision });
    },
    180_000,
  );
});
