/**
 * The owner's draft on Cloudflare Pages, in Cloudflare's runtime (miniflare) against the local double of GitHub:
 * kept in D1 (across requests and a restart of the function), with the answers and refusals of `npm start`'s
 * draft, and published as one `createCommitOnBranch` with the head the gate checked, the gate over the whole draft.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FieldProblem } from '../../../server/editor/field-errors.ts';
import { startPagesEditor, type PagesEditor } from '../../support/pages-editor.ts';

let p: PagesEditor;
let persist: string;
const HYUNDAI = 'content/makes/hyundai.yaml';
const HONDA = 'content/makes/honda.yaml';

type Json = Record<string, unknown>;
type Data = Json & { name: string; commonServices: { estimatedCost: string; href?: string }[] };
interface Listed {
  revision: string;
  changes: { file: string; title: string; words: string[]; conflict: boolean }[];
}

/** The editor's API, as the Pages editor harness calls it. */
const call = <T = Json>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  p.api<T>(method, path, body, headers);
const commitCalls = () => p.github.requests.filter((r) => r.operation === 'createCommitOnBranch').length;
const read = async (path: string) =>
  (await call<{ version: string; data: Data; drafted?: boolean }>('GET', `/entry/${path}`)).body;
async function toDraft(path: string, change: (d: Data) => void) {
  const entry = await read(path);
  change(entry.data);
  return call<Json & { errors?: FieldProblem[] }>('PUT', `/draft/entry/${path}`, {
    version: entry.version,
    data: entry.data,
  });
}
const draft = async () => (await call<Listed>('GET', '/draft')).body;

beforeAll(async () => {
  persist = mkdtempSync(join(tmpdir(), 'pages-drafts-'));
  p = await startPagesEditor(process.cwd(), { persist });
}, 120_000);
afterAll(async () => {
  await p?.close();
  rmSync(persist, { recursive: true, force: true });
});
beforeEach(async () => {
  const { revision, changes } = await draft();
  if (changes.length) expect((await call('DELETE', '/draft', { revision })).status).toBe(200);
});

describe('the draft on Pages', () => {
  it('keeps a change unpublished in D1: nothing is committed, the entry opens as the draft has it', async () => {
    const config = (await call<Json>('GET', '/config')).body;
    expect(config).toMatchObject({ drafts: true, preview: true, publishing: true });
    const head = await p.github.head();
    const commits = commitCalls();
    const res = await toDraft('make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ drafted: true, count: 1, page: '/cars/hyundai' });
    expect(commitCalls()).toBe(commits);
    expect(await p.github.head()).toBe(head);
    const entry = await read('make/hyundai');
    expect(entry.drafted).toBe(true);
    expect(entry.data.commonServices[0]!.estimatedCost).toBe('$45-$75');
    const listed = await draft();
    expect(listed.changes).toEqual([
      expect.objectContaining({ file: 'makes/hyundai.yaml', title: 'Hyundai', conflict: false }),
    ]);
    expect(listed.changes[0]!.words.join('\n')).toContain('$45-$75');
  });

  it('is kept across a restart of the function (a new isolate, nothing in memory) and the session too', async () => {
    expect((await toDraft('make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$46-$76'))).status).toBe(200);
    const before = await draft();
    await p.restart();
    const after = await draft();
    expect(after).toEqual(before);
    expect((await read('make/hyundai')).data.commonServices[0]!.estimatedCost).toBe('$46-$76');
  });

  it('publishes the whole draft as one commit on the head the gate checked, naming the pages, and empties it', async () => {
    expect((await toDraft('make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$47-$77'))).status).toBe(200);
    expect((await toDraft('make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$51-$81'))).status).toBe(200);
    const head = await p.github.head();
    const commits = commitCalls();
    const res = await call<Json & { published: { commit: string }; pages: string[] }>('POST', '/draft/publish', {
      revision: (await draft()).revision,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ count: 2, pages: ['/cars/hyundai', '/cars/honda'] });
    expect(commitCalls()).toBe(commits + 1);
    const commit = res.body.published.commit;
    expect(await p.github.head()).toBe(commit);
    expect((await p.github.git(['rev-parse', `${commit}^`])).toString().trim()).toBe(head);
    expect((await p.github.log())[0]).toBe('Edit /cars/hyundai and /cars/honda');
    expect((await p.github.git(['show', '--format=%b', '-s', commit])).toString()).toContain(
      'Edited-with: site editor',
    );
    expect((await p.github.git(['diff', '--name-only', head, commit])).toString().trim().split('\n')).toEqual([
      HONDA,
      HYUNDAI,
    ]);
    expect(await p.github.fileAtHead(HYUNDAI)).toContain('$47-$77');
    expect((await draft()).changes).toEqual([]);
    expect((await read('make/hyundai')).drafted).toBeUndefined();
  });

  it("saved at once from the draft's version, the entry is committed and leaves the draft", async () => {
    expect((await toDraft('make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$52-$82'))).status).toBe(200);
    const entry = await read('make/honda');
    const res = await call<Json>('PUT', '/entry/make/honda', { version: entry.version, data: entry.data });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await p.github.fileAtHead(HONDA)).toContain('$52-$82');
    expect((await draft()).changes).toEqual([]);
  });

  it('takes a new entry and a delete, lists them in words, and publishes them with an edit as one commit', async () => {
    const config = (await call<Json>('GET', '/config')).body;
    expect(config.draftPictures).toBe(true);
    const special = (await read('special/climate-check')).data;
    const added = await call<Json>('POST', '/draft/entries/special', {
      slug: 'winter-battery-check',
      data: { ...special, title: 'Winter Battery Check', code: 'BATT2026' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ drafted: true, file: 'specials/winter-battery-check.yaml', count: 1 });
    const listed = (await call<{ entries: { file: string; title: string }[] }>('GET', '/entries')).body.entries;
    expect(listed.find((e) => e.file === 'specials/winter-battery-check.yaml')?.title).toBe('Winter Battery Check');
    expect(await read('special/winter-battery-check')).toMatchObject({ drafted: true, added: true });
    const taken = await call<Json>('POST', '/draft/delete/special/climate-check', {
      version: (await read('special/climate-check')).version,
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ drafted: true, count: 2 });
    expect(await read('special/climate-check')).toMatchObject({ drafted: true, deleting: true });
    expect((await toDraft('make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$55-$85'))).status).toBe(200);
    const commits = commitCalls();
    const head = await p.github.head();
    const before = await draft();
    expect(before.changes.map((c) => c.words.join(' '))).toEqual([
      'New special: Winter Battery Check',
      'Delete the special A/C and Heater Performance Check for $49.95',
      expect.stringContaining('$55-$85'),
    ]);
    const res = await call<Json & { published: { commit: string } }>('POST', '/draft/publish', {
      revision: before.revision,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(commitCalls()).toBe(commits + 1);
    expect((await p.github.log())[0]).toBe(
      'Add content/specials/winter-battery-check.yaml; delete content/specials/climate-check.yaml; edit /cars/honda',
    );
    expect(
      (await p.github.git(['diff', '--no-renames', '--name-status', head, res.body.published.commit])).toString(),
    ).toBe(`M\t${HONDA}\nD\tcontent/specials/climate-check.yaml\nA\tcontent/specials/winter-battery-check.yaml\n`);
    expect((await draft()).changes).toEqual([]);
    // The site as it was, for the tests after this one.
    await p.github.commitElsewhere({
      'content/specials/climate-check.yaml': (
        await p.github.git(['show', `${head}:content/specials/climate-check.yaml`])
      ).toString(),
    });
  });

  it('is discarded whole, or one change at a time, committing nothing', async () => {
    const head = await p.github.head();
    await toDraft('make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$48-$78'));
    await toDraft('make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$53-$83'));
    expect((await call('DELETE', '/draft/entry/make/honda', {})).body).toMatchObject({ count: 1 });
    expect((await call('DELETE', '/draft/entry/make/honda', {})).status).toBe(404);
    expect((await draft()).changes.map((c) => c.file)).toEqual(['makes/hyundai.yaml']);
    const res = await call('DELETE', '/draft', { revision: (await draft()).revision });
    expect(res.body).toEqual({ discarded: 1 });
    expect((await draft()).changes).toEqual([]);
    expect(await p.github.head()).toBe(head);
  });
});

describe('the draft on Pages refuses', () => {
  it('everything without a session, from another site or without the CSRF token, before asking GitHub', async () => {
    await toDraft('make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$49-$79'));
    const before = await draft();
    const entry = await read('make/honda');
    const asked = p.github.requests.length;
    const anonymous = { cookie: '', 'x-csrf-token': '' };
    for (const [method, path, body] of [
      ['GET', '/draft', undefined],
      ['PUT', '/draft/entry/make/honda', entry],
      ['POST', '/draft/publish', { revision: before.revision }],
      ['DELETE', '/draft', { revision: before.revision }],
      ['DELETE', '/draft/entry/make/hyundai', {}],
      ['POST', '/draft/entries/special', { slug: 'winter-battery-check', data: {} }],
      ['POST', '/draft/delete/special/climate-check', { version: 'any' }],
    ] as const)
      expect((await call(method, path, body, anonymous)).status, `${method} ${path}`).toBe(401);
    for (const headers of [
      { origin: 'https://evil.test' },
      { 'x-csrf-token': 'not-the-token' },
      { 'x-csrf-token': '' },
    ] as Record<string, string>[]) {
      expect((await call('POST', '/draft/publish', { revision: before.revision }, headers)).status).toBe(403);
      expect((await call('DELETE', '/draft', { revision: before.revision }, headers)).status).toBe(403);
      expect((await call('PUT', '/draft/entry/make/honda', entry, headers)).status).toBe(403);
      expect((await call('POST', '/draft/delete/special/climate-check', { version: 'any' }, headers)).status).toBe(403);
    }
    expect(p.github.requests.length).toBe(asked);
    expect(await draft()).toEqual(before);
  });

  it('a change the gate refuses, at its field, and markup in the data, keeping the draft as it was', async () => {
    const before = await draft();
    const res = await toDraft('make/hyundai', (d) => (d.commonServices[0]!.href = 'javascript:alert(1)'));
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.path.join('.'))).toContain('commonServices.0.href');
    // Markup and a prototype's name as keys: refused at the file, the markup never sent back as markup.
    const site = await read('site');
    const body = `{"version":"${site.version}","data":${JSON.stringify(site.data).replace(/^\{/, '{"__proto__":{"polluted":1},"<img src=x onerror=alert(1)>":"<script>alert(1)</script>",')}}`;
    const keys = await p.send('/admin/content/api/draft/entry/site', { method: 'PUT', body });
    expect(keys.status).toBe(422);
    expect(await keys.text()).not.toContain('<script>');
    expect(
      (await p.send('/admin/content/api/draft/entry/site', { method: 'PUT', body: '{"version":1,"data":"<b>"}' }))
        .status,
    ).toBe(400);
    expect(
      (
        await p.send('/admin/content/api/draft/entry/make/..%2Fsite', {
          method: 'PUT',
          body: '{"version":"","data":{}}',
        })
      ).status,
    ).toBe(400);
    expect(await draft()).toEqual(before);
  });

  it('publishing an entry changed on GitHub since the draft took it: nothing committed, the draft kept', async () => {
    await toDraft('make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$44-$74'));
    const text = (await p.github.fileAtHead(HYUNDAI))!;
    const theirs = await p.github.commitElsewhere({ [HYUNDAI]: text.replace('name: Hyundai', 'name: Hyundai Motors') });
    const before = await draft();
    expect(before.changes.map((c) => c.conflict)).toEqual([true]);
    const res = await call<{ error: string; conflict: boolean }>('POST', '/draft/publish', {
      revision: before.revision,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(
      /^Not published: Hyundai Motors \(\/cars\/hyundai\) changed since you put it in the draft/,
    );
    const again = await toDraft('make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$43-$73'));
    expect(again.status).toBe(409);
    expect(await p.github.head()).toBe(theirs);
    expect(await draft()).toEqual(before);
    await p.github.commitElsewhere({ [HYUNDAI]: text });
  });

  it('a draft the gate refuses as a whole: the problem at its field, nothing committed, nothing lost', async () => {
    expect((await toDraft('make/hyundai', (d) => (d.name = 'Genesis'))).status).toBe(200);
    // Meanwhile another make takes the same name on github.com.
    const nissan = (await p.github.fileAtHead('content/makes/nissan.yaml'))!;
    const theirs = await p.github.commitElsewhere({
      'content/makes/nissan.yaml': nissan.replace(/^name: .*$/m, 'name: Genesis'),
    });
    const before = await draft();
    const commits = commitCalls();
    const res = await call<{ error: string; errors: (FieldProblem & { entry?: { title: string } })[] }>(
      'POST',
      '/draft/publish',
      { revision: before.revision },
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(
      /^Not published: one problem would reach the site\. Nothing was published and the draft is kept/,
    );
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'name', code: 'duplicate-name' })]);
    expect(commitCalls()).toBe(commits);
    expect(await p.github.head()).toBe(theirs);
    expect(await draft()).toEqual(before);
    await p.github.commitElsewhere({ 'content/makes/nissan.yaml': nissan });
  });

  it('a delete in the draft other entries need, in the words of a delete at once; a new entry of a taken name', async () => {
    const before = await draft();
    const res = await call<{ error: string }>('POST', '/draft/delete/service/fuel-pump', {
      version: (await read('service/fuel-pump')).version,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/^Not deleted: 2 entries link to \/services\/fuel-pump: /);
    const stale = await call('POST', '/draft/delete/special/climate-check', { version: 'old' });
    expect(stale.status).toBe(409);
    const taken = await call<{ error: string }>('POST', '/draft/entries/make', {
      slug: 'honda',
      data: (await read('make/honda')).data,
    });
    expect(taken).toEqual({
      status: 409,
      body: { error: 'There is already an entry named "honda": choose another name' },
    });
    expect(await draft()).toEqual(before);
  });

  it('publishing or discarding a draft other than the one the owner looked at', async () => {
    await toDraft('make/hyundai', (d) => (d.commonServices[0]!.estimatedCost = '$45-$75'));
    const looked = (await draft()).revision;
    await toDraft('make/honda', (d) => (d.commonServices[0]!.estimatedCost = '$50-$80'));
    const before = await draft();
    const head = await p.github.head();
    expect((await call('POST', '/draft/publish', { revision: looked })).status).toBe(409);
    expect((await call('DELETE', '/draft', { revision: looked })).status).toBe(409);
    expect((await call('DELETE', '/draft', {})).status).toBe(409);
    expect(await draft()).toEqual(before);
    expect(await p.github.head()).toBe(head);
  });

  it('publishing an empty draft', async () => {
    const res = await call<{ error: string }>('POST', '/draft/publish', { revision: (await draft()).revision });
    expect(res).toEqual({ status: 409, body: { error: 'The draft is empty: there is nothing to publish.' } });
  });
});
