import { describe, expect, it } from 'vitest';
import { importsOf, literalsOf, sourceFiles } from '../../support/source-files.ts';
import { entryRoutes, canonicalPath, entryPath } from '../../../schema/routes.ts';
import { DATA_URL_PREFIX, LAYOUT_DATA_FILE, dataFileOf, dataUrlOf } from '../../../schema/data-files.ts';
import { compile } from '../../../compiler/compile.ts';
import { anchor, anchors, commonAnchors } from '../../../schema/anchors.ts';
import { readFileSync } from 'node:fs';

const code = sourceFiles('src', 'compiler', 'scripts', 'server', 'schema', 'admin');

describe('one source for each fact of the code', { timeout: 60_000 }, () => {
  it('the page components import nothing from the build scripts: the page-data contract lives in schema/', () => {
    const reaching = sourceFiles('src').flatMap((file) =>
      importsOf(file)
        .filter((i) => /(^|\/)scripts\//.test(i.from))
        .map((i) => `${file}:${i.line} imports ${i.from}`),
    );
    expect(reaching).toEqual([]);
  });

  it('URL prefixes and the data-file folder are written only in the page-kind registry and schema/data-files.ts', () => {
    const prefixes = [...entryRoutes.map((r) => r.prefix), DATA_URL_PREFIX];
    // A prefix counts where it starts a path, not inside a file path such as "content/services/x.yaml".
    // The literal prefixes as they stand today, too: the check must not follow a changed list silently.
    for (const p of ['/services/', '/cars/', '/advice/', '/_data/'])
      if (!prefixes.includes(p as never)) prefixes.push(p as never);
    const found = code
      .filter((f) => f !== 'schema/page-kinds.ts' && f !== 'schema/data-files.ts')
      .flatMap((file) => literalsOf(file))
      .filter((l) => prefixes.some((p) => new RegExp(`(^|[^\\w.-])${p}`).test(l.text)))
      .map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`);
    expect(found).toEqual([]);
  });

  it('the layout data file is named only in schema/data-files.ts', () => {
    // Its name as it stands today too: the check must not follow a renamed constant silently.
    const names = [LAYOUT_DATA_FILE, 'layout.json'];
    const found = code
      .filter((f) => f !== 'schema/data-files.ts')
      .flatMap((file) => literalsOf(file))
      .filter((l) => names.some((n) => l.text.includes(n)))
      .map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`);
    expect(found).toEqual([]);
  });
});

describe('section anchors', { timeout: 60_000 }, () => {
  const names = new Set<string>(Object.values(anchor));

  it('the link check list names only anchors of the one list, and every anchor is listed for some page', () => {
    const listed = new Set<string>([...commonAnchors, ...Object.values(anchors).flat()]);
    expect([...listed].filter((a) => !names.has(a))).toEqual([]);
    expect([...names].filter((a) => !listed.has(a))).toEqual([]);
  });

  it('every anchor is given to a section by a component, by name', () => {
    const uses = sourceFiles('src')
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(anchor).filter((key) => !new RegExp(`\\banchor\\.${key}\\b`).test(uses));
    expect(unused).toEqual([]);
  });

  it('no component writes a listed anchor id as a literal', () => {
    const found = sourceFiles('src')
      .flatMap((file) => literalsOf(file))
      .filter((l) => l.kind !== 'jsx-text' && (names.has(l.text) || names.has(l.text.replace(/^#/, ''))))
      .filter((l) => l.kind === 'jsx-attribute' || l.text.startsWith('#'))
      .map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`);
    expect(found).toEqual([]);
  });
});

describe('route manifest', { timeout: 60_000 }, () => {
  const { site, problems } = compile(process.cwd());
  if (!site) throw new Error(`the content does not compile: ${problems.map((p) => p.message).join('; ')}`);
  const pages = site.pages;

  it('every entry page lives at its route prefix plus its slug, and its data file follows the data-file rule', () => {
    for (const r of entryRoutes) {
      const ofKind = pages.filter((p) => p.route.kind === r.kind);
      expect(ofKind.length, r.kind).toBeGreaterThan(0);
      for (const p of ofKind) {
        const slug = p.route.path.slice(r.prefix.length);
        expect(p.route.path).toBe(entryPath(r.kind, slug));
        expect(p.route.dataFile).toBe(dataFileOf(p.route.path));
        expect(dataUrlOf(p.route.path)).toBe(
          DATA_URL_PREFIX + p.route.dataFile.slice(p.route.dataFile.indexOf('/') + 1),
        );
      }
    }
  });

  it('every path of the manifest is already canonical, and alias redirects lead to pages of the manifest', () => {
    const paths = new Set(pages.map((p) => p.route.path));
    for (const path of paths) expect(canonicalPath(path)).toBe(path);
    for (const r of site.redirects) expect(paths.has(r.to), r.to).toBe(true);
  });

  it('an address whose letter case does not matter is canonical in lower case', () => {
    for (const r of entryRoutes.filter((e) => e.anyCase)) {
      expect(canonicalPath(r.prefix.toUpperCase() + 'HONDA/')).toBe(r.prefix + 'honda');
    }
  });
});
