/**
 * The editor's first read of the repository on Cloudflare Pages (the Pages Function under miniflare, the local
 * double of GitHub behind it): requests that arrive together in a fresh isolate wait for one read of the tree and of
 * each file, and that read is kept alive by the request that started it (its waitUntil), so the others are answered
 * when that one is cancelled (as Cloudflare cancels a request whose browser went away: its context ends, and what
 * it started is dropped unless waitUntil keeps it). The double holds its answers of the files, so that the requests
 * surely overlap.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../support/github-double.ts';
import { startPagesEditor, type PagesEditor } from '../../support/pages-editor.ts';

const ENTRIES = '/admin/content/api/entries';
let p: PagesEditor;
let persist: string;

const isHead = (r: RecordedRequest) => r.path.includes('/git/ref/heads/');
const isTree = (r: RecordedRequest) => r.path.includes('/git/trees/');
const isBlob = (r: RecordedRequest) => r.path.includes('/git/blobs/');

/** The blobs of the text files under content/ at the double's head (what the function reads; pictures by name). */
async function textBlobs(): Promise<Set<string>> {
  const listing = (await p.github.git(['ls-tree', '-r', 'HEAD', 'content/'])).toString();
  return new Set(
    listing
      .split('\n')
      .filter((line) => /\t(?!content\/static\/).*\.(ya?ml|md)$/.test(line))
      .map((line) => line.split(/\s+/)[2]!),
  );
}

async function until(check: () => boolean, what: string) {
  await expect.poll(check, { timeout: 30_000, message: what }).toBe(true);
}

beforeAll(async () => {
  persist = mkdtempSync(join(tmpdir(), 'pages-first-read-'));
  p = await startPagesEditor(process.cwd(), { persist, cancellable: true });
}, 120_000);

afterAll(async () => {
  await p?.close();
  rmSync(persist, { recursive: true, force: true });
});

// A new runtime each time: nothing read from GitHub yet (the session is in D1 and kept).
beforeEach(() => p.restart(), 60_000);

describe('the first read of the repository on Pages, shared by the requests that arrive together', () => {
  it('reads the tree once and each file once for four requests at once, and answers each of them the same', async () => {
    const before = p.github.requests.length;
    const asked = () => p.github.requests.slice(before);
    // The files are answered only once all four requests know the branch's head: each would start its own read.
    const files = p.github.hold(isBlob);
    const answers = Array.from({ length: 4 }, () => p.send(ENTRIES));
    await until(() => asked().filter((r) => isHead(r) && p.github.answered(r)).length === 4, 'four heads answered');
    await until(() => files.waiting() > 0, 'a file asked');
    files.release();
    const bodies = await Promise.all(
      answers.map(async (a) => ({ status: (await a).status, text: await (await a).text() })),
    );
    expect(bodies.map((b) => b.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(bodies.map((b) => b.text)).size).toBe(1);
    expect((JSON.parse(bodies[0]!.text) as { entries: unknown[] }).entries.length).toBeGreaterThan(50);
    expect(asked().filter(isTree)).toHaveLength(1);
    const blobs = asked()
      .filter(isBlob)
      .map((r) => r.path.split('/').pop()!);
    expect(blobs).toHaveLength(new Set(blobs).size);
    expect(new Set(blobs)).toEqual(await textBlobs());
  }, 120_000);

  it('answers the others when the request that started the read is cancelled in the middle of it', async () => {
    const before = p.github.requests.length;
    const asked = () => p.github.requests.slice(before);
    const files = p.github.hold(isBlob);
    const first = p.send(ENTRIES, { headers: { 'x-cancel-id': 'first' } });
    await until(() => files.waiting() > 0, 'the first request reading the files');
    const others = [p.send(ENTRIES), p.send(ENTRIES)];
    await until(
      () => asked().filter((r) => isHead(r) && p.github.answered(r)).length === 3,
      'the others know the head',
    );
    // The others' next step (joining the read under way) follows their head's answer at once: a moment for it.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await p.cancel('first');
    expect((await first).status).toBe(499);
    files.release();
    const answers = await Promise.all(others);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const a of answers)
      expect((JSON.parse(await a.text()) as { entries: unknown[] }).entries.length).toBeGreaterThan(50);
    // Still the one read: the others waited for it rather than starting their own.
    expect(asked().filter(isTree)).toHaveLength(1);
    const blobs = asked()
      .filter(isBlob)
      .map((r) => r.path.split('/').pop()!);
    expect(blobs).toHaveLength(new Set(blobs).size);
  }, 120_000);
});
