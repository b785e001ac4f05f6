import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EditorProject } from '../support/editor-project.ts';
import { createLiveBuild } from '../../server/editor/live-build.ts';

// The server's own rebuild after an editor's save, in a clone of the project that starts from this build.
let project: EditorProject;
const swaps: string[][] = [];
let live: ReturnType<typeof createLiveBuild>;
/** dist/client as the build made it. */
let built: Map<string, string>;
const client = () => join(project.root, 'dist/client');

/** Every file of dist/client with a hash of its bytes. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of readdirSync(client(), { recursive: true, withFileTypes: true }))
    if (e.isFile()) {
      const file = join(e.parentPath, e.name);
      files.set(relative(client(), file), createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
  return files;
}
const changedBetween = (a: Map<string, string>, b: Map<string, string>) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f)).sort();
const edit = (file: string, from: string, to: string) => {
  const path = join(project.root, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(path, text.replace(from, to));
};

beforeAll(() => {
  project = new EditorProject({ withBuild: true });
  live = createLiveBuild(project.root, { onSwap: (files) => void swaps.push(files) });
  built = snapshot();
});
afterAll(() => project?.dispose());

describe("the server's rebuild after a save (server/editor/live-build.ts)", () => {
  it('renders nothing again and writes nothing when the content is as the build left it', async () => {
    const before = snapshot();
    const report = await live.rebuild();
    expect(report).toMatchObject({ pages: 0, written: [], removed: [] });
    expect(changedBetween(before, snapshot())).toEqual([]);
  });

  it('renders only the page an edit reaches, with its data, and tells the server which files changed', async () => {
    const before = snapshot();
    edit('content/makes/hyundai.yaml', 'estimatedCost: $40-$70', 'estimatedCost: $45-$75');
    const report = await live.rebuild();
    const changed = changedBetween(before, snapshot());
    expect(report.pages).toBe(1);
    expect(changed).toEqual(
      ['cars/hyundai/index.html', 'cars/hyundai/index.html.br', 'cars/hyundai/index.html.gz'].sort(),
    );
    expect([...swaps.at(-1)!].sort()).toEqual(changed);
    expect(readFileSync(join(client(), 'cars/hyundai/index.html'), 'utf8')).toContain('$45-$75');
  });

  it('makes the same bytes as the build: taken back, the edit leaves the site as the build made it', async () => {
    edit('content/makes/hyundai.yaml', 'estimatedCost: $45-$75', 'estimatedCost: $40-$70');
    await live.rebuild();
    expect(changedBetween(built, snapshot())).toEqual([]);
    // The not-found page, rendered by the server, is the one vike rendered for the build.
    const vike = readFileSync(join(client(), '404.html'), 'utf8');
    const state = JSON.parse(readFileSync(join(project.root, 'dist/build-state.json'), 'utf8')) as {
      units: Record<string, unknown>;
    };
    delete state.units['page:404'];
    writeFileSync(join(project.root, 'dist/build-state.json'), JSON.stringify(state));
    expect((await live.rebuild()).written).toContain('404.html');
    expect(readFileSync(join(client(), '404.html'), 'utf8')).toBe(vike);
  });

  it('leaves the site as it was when the content has an error, and says what it is', async () => {
    const before = snapshot();
    edit('content/makes/hyundai.yaml', 'name: Hyundai', 'name: ""');
    await expect(live.rebuild()).rejects.toThrow(/content\/makes\/hyundai\.yaml/);
    expect(changedBetween(before, snapshot())).toEqual([]);
    edit('content/makes/hyundai.yaml', 'name: ""', 'name: Hyundai');
  });

  it('leaves the site as it was when a page fails to render, the other changed pages included', async () => {
    const before = snapshot();
    // Two pages change; the second one's page component is gone from the server bundle, so it cannot render.
    edit('content/makes/hyundai.yaml', 'estimatedCost: $40-$70', 'estimatedCost: $46-$76');
    edit('content/services/oil-change.yaml', 'name: Oil Change', 'name: Oil Change Service');
    const serverDir = join(project.root, 'dist/server');
    const chunk = readdirSync(join(serverDir, 'chunks')).find((f) =>
      readFileSync(join(serverDir, 'chunks', f), 'utf8').includes('ServicePage'),
    );
    expect(chunk).toBeDefined();
    rmSync(join(serverDir, 'chunks', chunk!));
    await expect(live.rebuild()).rejects.toThrow();
    expect(changedBetween(before, snapshot())).toEqual([]);
  });
});
