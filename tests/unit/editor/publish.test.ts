import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEditorApp } from '../../../server/editor/app.ts';
import { createGitPublisher } from '../../../server/editor/publish.ts';

const repo = join(import.meta.dirname, '../../..');
let root: string;
let builds = 0;
let app: ReturnType<typeof createEditorApp>;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const file = (rel: string) => readFileSync(join(root, 'content', rel), 'utf8');

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-git-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'add', '.');
  git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '--quiet', '-m', 'Content');
  const publisher = createGitPublisher({
    root,
    author: { name: 'Dave Kessler', email: 'dave@example.com' },
    rebuild: async () => void builds++,
  });
  app = createEditorApp({ root, assetsDir: join(root, 'none'), publisher });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function savePrice(price: string) {
  const entry = (await (await app.request('/api/entry/make/honda')).json()) as {
    version: string;
    data: { commonServices: { estimatedCost: string }[] };
  };
  entry.data.commonServices[0]!.estimatedCost = price;
  return app.request('/api/entry/make/honda', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version: entry.version, data: entry.data }),
  });
}
const undo = () => app.request('/api/undo', { method: 'POST' });

describe('saves on the site server', () => {
  it('commits each save in the owner’s name, naming the page, then rebuilds', async () => {
    const original = file('makes/honda.yaml');
    expect((await savePrice('$41-$71')).status).toBe(200);
    expect(git('log', '-1', '--format=%an <%ae>|%s')).toBe('Dave Kessler <dave@example.com>|Edit /cars/honda');
    expect(git('log', '-1', '--format=%b')).toContain('Edited-with: site editor');
    expect(git('diff', '--numstat', 'HEAD~1', 'HEAD')).toBe('1\t1\tcontent/makes/honda.yaml');
    expect(git('status', '--porcelain')).toBe('');
    expect(builds).toBe(1);
    expect((await savePrice('$42-$72')).status).toBe(200);

    // Undo takes back the last change, then the one before, then says there is nothing left.
    const first = (await (await undo()).json()) as { undone: string };
    expect(first.undone).toBe('Edit /cars/honda');
    expect(file('makes/honda.yaml')).toContain('$41-$71');
    expect(git('log', '-1', '--format=%s')).toBe('Undo: Edit /cars/honda');
    expect((await undo()).status).toBe(200);
    expect(file('makes/honda.yaml')).toBe(original);
    expect((await undo()).status).toBe(409);
    expect(builds).toBe(4);
  });

  it('lists the editor’s changes, newest first', async () => {
    const { changes } = (await (await app.request('/api/history')).json()) as { changes: { subject: string }[] };
    expect(changes.map((c) => c.subject)).toEqual([
      'Undo: Edit /cars/honda',
      'Undo: Edit /cars/honda',
      'Edit /cars/honda',
      'Edit /cars/honda',
    ]);
  });
});
