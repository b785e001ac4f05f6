import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { editOneService, scratchProject } from '../../scripts/synthetic-site.ts';

// A copy of the project with the real content and two extra service pages: one is edited between builds,
// the other removed, so a rebuild must re-render one page, drop another, and leave the rest as they were.
const { dir, services } = scratchProject(process.cwd(), 2);
const [edited, removed] = services as [string, string];
const slugOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.yaml$/, '');

function build(...args: string[]): string {
  return buildWith({}, ...args);
}

function buildWith(env: Record<string, string>, ...args: string[]): string {
  const r = spawnSync(process.execPath, ['scripts/run-build.mjs', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0)
    throw new Error(`build ${args.join(' ')} failed:\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  return r.stdout;
}

/**
 * Every file of the output (dist/client, the server's and the editor's bundles, and the nginx block beside them)
 * with a hash of its bytes.
 */
function snapshot(): Map<string, string> {
  const out = join(dir, 'dist');
  const files = new Map<string, string>();
  for (const part of ['client', 'server', 'admin'])
    for (const e of readdirSync(join(out, part), { recursive: true, withFileTypes: true })) {
      if (!e.isFile()) continue;
      const file = join(e.parentPath, e.name);
      files.set(relative(out, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
  files.set(
    'nginx-site.conf',
    createHash('sha256')
      .update(readFileSync(join(out, 'nginx-site.conf')))
      .digest('hex'),
  );
  return files;
}

const mtime = (file: string) => statSync(join(dir, 'dist/client', file)).mtimeMs;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an incremental build', () => {
  it('re-renders only the changed page, removes the removed one, and equals a clean build byte for byte', () => {
    build('--clean');
    const untouched = 'services/oil-change/index.html';
    const before = { untouched: mtime(untouched), edited: mtime(`services/${slugOf(edited)}/index.html`) };
    expect(snapshot().has(`client/services/${slugOf(removed)}/index.html`)).toBe(true);

    editOneService(edited);
    unlinkSync(removed);
    const log = build();
    expect(log).toMatch(/bundle reused/);
    // The compile took every other content file from what the clean build's compile kept.
    expect(log).toMatch(/ \d+ content files unchanged since the last build/);
    expect(mtime(untouched)).toBe(before.untouched);
    expect(mtime(`services/${slugOf(edited)}/index.html`)).not.toBe(before.edited);
    expect(readFileSync(join(dir, 'dist/client/services', slugOf(edited), 'index.html'), 'utf8')).toContain(
      'We listen to all you noticed',
    );
    const incremental = snapshot();
    expect([...incremental.keys()].some((f) => f.includes(slugOf(removed)))).toBe(false);

    // A clean build of the same code takes the bundle the first build kept; with --rebundle it bundles again. Both
    // make what the incremental build made, byte for byte.
    for (const args of [['--clean'], ['--clean', '--rebundle']]) {
      const cleanLog = build(...args);
      if (args.includes('--rebundle')) expect(cleanLog).not.toMatch(/taken from node_modules/);
      else expect(cleanLog).toMatch(/Bundle of this code \(\w+\) taken from node_modules\/.cache\/build-bundle/);
      // A clean build moved the previous output aside and deleted it before it ended.
      expect(readdirSync(dir).filter((name) => name.startsWith('dist.'))).toEqual([]);
      const clean = snapshot();
      const differing = [...new Set([...clean.keys(), ...incremental.keys()])].filter(
        (f) => clean.get(f) !== incremental.get(f),
      );
      expect(differing).toEqual([]);
      expect(incremental.size).toBe(clean.size);
    }
  }, 900_000);

  it('with nothing changed renders nothing and keeps the bundle', () => {
    const log = build();
    expect(log).toMatch(/ 0 files rendered or written, \d+ unchanged, 0 stale removed, bundle reused/);
  }, 300_000);

  it('re-renders every page when the layout data they share changed (a footer link renamed)', () => {
    const navigation = join(dir, 'content/navigation.yaml');
    writeFileSync(navigation, readFileSync(navigation, 'utf8').replace('label: Fleet Services', 'label: Fleet Care'));
    const before = mtime('services/oil-change/index.html');
    const log = build();
    expect(log).toMatch(/bundle reused/);
    const pages = JSON.parse(readFileSync(join(dir, '.generated/manifest.json'), 'utf8')) as { routes: unknown[] };
    // Every page and 404.html.
    const rendered = Number(/ (\d+) files rendered or written/.exec(log)?.[1]);
    expect(rendered).toBeGreaterThanOrEqual(pages.routes.length + 1);
    expect(mtime('services/oil-change/index.html')).not.toBe(before);
    expect(readFileSync(join(dir, 'dist/client/services/oil-change/index.html'), 'utf8')).toContain('>Fleet Care<');
  }, 300_000);

  it('for Cloudflare Pages writes the same documents without their compressed copies, and back again', () => {
    const pageCount = () =>
      (JSON.parse(readFileSync(join(dir, '.generated/manifest.json'), 'utf8')) as { routes: unknown[] }).routes.length;
    const renderedIn = (log: string) => Number(/ (\d+) files rendered or written/.exec(log)?.[1]);
    const isCopy = (file: string) => /\.(br|gz)$/.test(file);
    const forServer = snapshot();
    expect(forServer.has('client/services/oil-change/index.html.br')).toBe(true);
    expect(forServer.has('client/sitemap.xml.br')).toBe(true);

    // A build for another host writes every page again (the host is part of each page's input hash).
    const log = build('--for-cloudflare-pages');
    expect(log).toMatch(/bundle reused, for Cloudflare Pages \(pages without compressed copies\)/);
    expect(renderedIn(log)).toBeGreaterThanOrEqual(pageCount() + 1);
    const forPages = snapshot();
    const copies = [...forPages.keys()].filter(isCopy);
    // No page, 404.html or extra keeps a compressed copy; the bundle's files keep theirs, as they were.
    expect(copies.filter((f) => /\.html\.(br|gz)$/.test(f))).toEqual([]);
    expect(copies.filter((f) => /^client\/(sitemap\.xml|robots\.txt|_csp\.json)\./.test(f))).toEqual([]);
    expect(copies.filter((f) => f.startsWith('client/assets/')).length).toBeGreaterThan(0);
    expect(copies.filter((f) => forServer.get(f) !== forPages.get(f))).toEqual([]);
    // Every other file, the documents first, is byte for byte what the build for npm start wrote.
    const others = (files: Map<string, string>) => new Map([...files].filter(([f]) => !isCopy(f)));
    expect(others(forPages)).toEqual(others(forServer));

    // Cloudflare Pages' own build says so with CF_PAGES=1: the same build, nothing to write again.
    const again = buildWith({ CF_PAGES: '1' });
    expect(again).toMatch(
      / 0 files rendered or written, \d+ unchanged, 0 stale removed, bundle reused, for Cloudflare Pages/,
    );
    expect(snapshot()).toEqual(forPages);

    // A build for npm start puts every copy back: the output is the one before, byte for byte.
    const back = build();
    expect(back).not.toMatch(/for Cloudflare Pages/);
    expect(renderedIn(back)).toBeGreaterThanOrEqual(pageCount() + 1);
    expect(snapshot()).toEqual(forServer);
  }, 300_000);

  it('takes the tags vike adds from a build of the same code, and learns them again for other code', () => {
    const tags = join(dir, 'dist/server/bundle-tags.json');
    const code = `${tags}.code`;
    const learnt = readFileSync(tags, 'utf8');
    const mine = readFileSync(code, 'utf8');
    expect(mine).toMatch(/^[0-9a-f]{32}$/);
    const page = join(dir, 'dist/client/services', slugOf(edited), 'index.html');
    // A mark in the kept tags: a rebuild of the same code puts it in the page it renders, so it took them as kept.
    writeFileSync(tags, JSON.stringify([{ anchor: 'before </body>', text: '<!--kept tags-->' }]));
    editOneService(edited);
    build();
    expect(readFileSync(page, 'utf8')).toContain('<!--kept tags--></body>');
    // Tags kept for other code are learnt again from vike's own render, and kept for this code.
    writeFileSync(code, 'other code');
    editOneService(edited);
    build();
    expect(readFileSync(page, 'utf8')).not.toContain('<!--kept tags-->');
    expect(readFileSync(tags, 'utf8')).toBe(learnt);
    expect(readFileSync(code, 'utf8')).toBe(mine);
  }, 300_000);
});
