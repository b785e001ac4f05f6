/**
 * The owner's first save does not wait for a first compile of all content: opening the editor's page starts it in
 * the background (server/editor/app.ts, warmGate), while reading entries through the API alone does not.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEditorApp } from '../../../server/editor/app.ts';
import { warmCompiler } from '../../../compiler/incremental.ts';

const repo = join(import.meta.dirname, '../../..');
const root = mkdtempSync(join(tmpdir(), 'editor-warm-'));
cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the editor's compiler", () => {
  it('is warmed in the background once the owner opens the editor', async () => {
    const app = createEditorApp({ root, assetsDir: join(root, 'no-assets') });
    expect((await app.request('/api/entries')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2500));
    expect(warmCompiler(root).keptValues).toBe(0);
    expect((await app.request('/')).status).toBe(200);
    await expect.poll(() => warmCompiler(root).keptValues, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
  });
});
