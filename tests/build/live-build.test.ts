import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EditorProject } from '../support/editor-project.ts';
import { createLiveBuild } from '../../server/editor/live-build.ts';
import { inlineHashes } from '../../scripts/csp-hashes.ts';
import { wholeStylesheetFile } from '../../server/style-policy.ts';

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
/** The text of a page's style element. */
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
/** The pages with a style element that the site's policy (_csp.json, as the build wrote it) does not allow. */
function stylesOutsidePolicy(): string[] {
  const allowed = new Set((JSON.parse(readFileSync(join(client(), '_csp.json'), 'utf8')) as { style: string[] }).style);
  const outside: string[] = [];
  for (const e of readdirSync(client(), { recursive: true, withFileTypes: true }))
    if (e.isFile() && e.name.endsWith('.html')) {
      const file = join(e.parentPath, e.name);
      if (inlineHashes(readFileSync(file, 'utf8')).style.some((h) => !allowed.has(h)))
        outside.push(relative(client(), file));
    }
  return outside;
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
    // The page and its brotli: a page has no .gz (the server gzips it for the few clients without brotli).
    expect(changed).toEqual(['cars/hyundai/index.html', 'cars/hyundai/index.html.br']);
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

  it('serves a picture added to the public folder at once, and stops serving one taken out of it', async () => {
    const bytes = readFileSync(join(project.root, 'content/static/media/og.png'));
    const added = join(project.root, 'content/static/media/new-sign.png');
    writeFileSync(added, bytes);
    let report = await live.rebuild();
    expect(report.written).toEqual(['media/new-sign.png']);
    expect(swaps.at(-1)).toEqual(['media/new-sign.png']);
    expect(readFileSync(join(client(), 'media/new-sign.png')).equals(bytes)).toBe(true);
    // Unchanged since: nothing copied again.
    expect((await live.rebuild()).written).toEqual([]);
    // Replaced by another picture of the same name.
    const other = readFileSync(join(project.root, 'content/static/favicon.svg'));
    writeFileSync(added, other);
    expect((await live.rebuild()).written).toEqual(['media/new-sign.png']);
    expect(readFileSync(join(client(), 'media/new-sign.png')).equals(other)).toBe(true);
    rmSync(added);
    report = await live.rebuild();
    expect(report.removed).toEqual(['media/new-sign.png']);
    expect(existsSync(join(client(), 'media/new-sign.png'))).toBe(false);
    expect(changedBetween(built, snapshot())).toEqual([]);
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
    const bytes = readFileSync(join(serverDir, 'chunks', chunk!));
    rmSync(join(serverDir, 'chunks', chunk!));
    await expect(live.rebuild()).rejects.toThrow();
    expect(changedBetween(before, snapshot())).toEqual([]);
    // The project as it was, for the next test.
    writeFileSync(join(serverDir, 'chunks', chunk!), bytes);
    edit('content/makes/hyundai.yaml', 'estimatedCost: $46-$76', 'estimatedCost: $40-$70');
    edit('content/services/oil-change.yaml', 'name: Oil Change Service', 'name: Oil Change');
  });

  it('keeps every page within the site’s policy when a save gives a page rules no page had, and a build after it too', async () => {
    // A picture on the A/C special: its card, on /specials, the home page and the A/C service's page, has rules
    // those pages did not have. The policy is the build's (nginx and static hosts hold it in their configuration).
    const policy = readFileSync(join(client(), '_csp.json'), 'utf8');
    edit(
      'content/specials/climate-check.yaml',
      'code: COOL4995',
      'code: COOL4995\nimage:\n  src: /media/shop.svg\n  alt: The front door of the shop',
    );
    const report = await live.rebuild();
    expect(report.written).toEqual(expect.arrayContaining(['specials/index.html', 'index.html']));
    expect(readFileSync(join(client(), '_csp.json'), 'utf8')).toBe(policy);
    expect(stylesOutsidePolicy()).toEqual([]);
    const specials = () => readFileSync(join(client(), 'specials/index.html'), 'utf8');
    expect(specials()).toContain('The front door of the shop');
    // It links the whole stylesheet, which the build wrote as a file of the site, instead.
    const module = join(project.root, 'dist/server/render-document.mjs');
    const { wholeStylesheet } = (await import(pathToFileURL(module).href)) as { wholeStylesheet: string };
    const file = wholeStylesheetFile(wholeStylesheet);
    expect(specials()).not.toContain('<style>');
    expect(specials()).toContain(`<link rel="stylesheet" href="/${file}">`);
    expect(readFileSync(join(client(), file), 'utf8')).toBe(wholeStylesheet);

    // The next build gives the page its own rules again, and allows them.
    project.build();
    expect(specials()).not.toContain(file);
    expect(styleOf(specials()).length).toBeLessThan(wholeStylesheet.length);
    expect(stylesOutsidePolicy()).toEqual([]);
    expect(readFileSync(join(client(), '_csp.json'), 'utf8')).not.toBe(policy);
  }, 120_000);
});
