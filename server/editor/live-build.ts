/**
 * The site rebuilt inside the server after an editor's save, in about a second: the content compiler and the page
 * renderer (the build's server bundle, dist/server/render-document.mjs) stay loaded; the content is compiled again,
 * and only the pages whose data changed (the compiler gives each page its data, the build remembered each page's
 * input hash in dist/build-state.json) are rendered, with their data files, the layout data, the not-found page and
 * the sitemap and other extras when they changed. Every new file is made in memory first: a failure (a content error,
 * a page that does not render) leaves the site as it was. Then they are written beside their targets and renamed
 * over them in one synchronous step, so that no request sees half of a change, and the files the change removed are
 * deleted. Rebuilds run one at a time. The build state is updated, so a later `npm run build` renders none of it
 * again. The code the pages are made from is the last build's: a change of code still needs `npm run build`.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { warmCompiler } from '../../compiler/incremental.ts';
import type { CompiledSite } from '../../compiler/compile.ts';
import { compile } from '../../compiler/compile.ts';
import type { ContentSource } from '../../compiler/content-source.ts';
import { emit } from '../../compiler/emit.ts';
import { formatReport } from '../../compiler/problems.ts';
import { layoutData } from '../../compiler/page-data/layout-data.ts';
import { readState, writeState, STATE_FILE, type BuildState } from '../../scripts/build-cache.ts';
import { compress, compressedNames, COMPRESSIBLE, type CompressionKind } from '../../scripts/precompress.ts';
import { withTags, type Insertion } from '../../scripts/prerender/bundle-tags.ts';
import { BUNDLE_TAGS_FILE, DOCUMENT_MODULE } from '../../scripts/prerender/document-module.ts';
import { hashOf, pageHash } from '../../scripts/prerender/units.ts';
import { dataFileText } from '../../compiler/data-file-text.ts';
import { textHash } from '../../compiler/text-hash.ts';
import { hostFiles, staticExtras } from '../../scripts/static-output.ts';
import { siteBuildFile } from '../../scripts/site-build-file.ts';
import { writeRequestContent } from '../../scripts/build-functions.ts';
import type { PageProps } from '../../src/vike/types.ts';
import { readCspHashes } from '../node/csp-hashes.ts';
import { wholeStylesheetFile, withinStylePolicy } from '../style-policy.ts';
import { inlineHashes } from '../../scripts/csp-hashes.ts';
import { publicChanges } from './public-files.ts';
import { NO_BUILD, renderSitePage } from './page-render.ts';

type Renderer = {
  renderDocument: (props: PageProps, location: string) => Promise<string>;
  wholeStylesheet: string;
  tags: Insertion[];
};

interface LiveBuildReport {
  /** The files written (relative to dist/client, compressed forms included) and removed. */
  written: string[];
  removed: string[];
  /** Pages rendered again. */
  pages: number;
  ms: number;
}

export interface LiveBuildOptions {
  /**
   * Called in the same step as the files are swapped in (relative paths under dist/client), e.g. to drop caches;
   * the rebuild ends when what it returns settles (every process of the server has dropped them).
   */
  onSwap?: (changed: string[]) => void | Promise<void>;
}

export interface LiveBuild {
  /** Compiles the content and swaps in what changed; rejects (the site unchanged) when it cannot. */
  rebuild(): Promise<LiveBuildReport>;
}

/** A file's new bytes and those of its compressed copies (scripts/precompress.ts). */
function withCompressed(file: string, raw: Buffer, kind: CompressionKind): [string, Buffer][] {
  const packed = COMPRESSIBLE.test(file) ? compress(raw, kind) : undefined;
  if (!packed) return [[file, raw]];
  const files: [string, Buffer][] = [
    [file, raw],
    [`${file}.br`, packed.br],
  ];
  if (packed.gz) files.push([`${file}.gz`, packed.gz]);
  return files;
}

export function createLiveBuild(root: string, options: LiveBuildOptions = {}): LiveBuild {
  const outDir = join(root, 'dist/client');
  const serverDir = join(root, 'dist/server');
  let renderer: Promise<Renderer> | undefined;
  const loadRenderer = () =>
    (renderer ??= (async () => {
      const module = (await import(pathToFileURL(join(serverDir, `${DOCUMENT_MODULE.name}.mjs`)).href)) as Renderer;
      const tags = JSON.parse(readFileSync(join(serverDir, BUNDLE_TAGS_FILE), 'utf8')) as Insertion[];
      return { renderDocument: module.renderDocument, wholeStylesheet: module.wholeStylesheet, tags };
    })().catch((error: unknown) => {
      renderer = undefined;
      throw error;
    }));
  const compiler = warmCompiler(root);
  // Loaded, and the content compiled once, while the server waits for its first save.
  setTimeout(() => {
    void loadRenderer().catch(() => {});
    compiler.compile();
  }, 2000).unref();
  /**
   * The pages as the last rebuild swapped them in, and the layout's hash then: the compiler gives a page the same
   * object while what it is made from is unchanged, so such a page is neither hashed nor rendered again.
   */
  let swapped:
    | {
        pages: Map<string, CompiledSite['pages'][number]>;
        layoutHash: string;
        /** The files of the generated folder the last rebuild wrote or kept. */
        generated: ReadonlySet<string>;
        /** The build state as the last rebuild wrote it, and its file's size and time then. */
        state: BuildState;
        stateFile: string;
      }
    | undefined;
  const stateFile = join(root, STATE_FILE);
  const stamp = () => {
    const s = statSync(stateFile, { throwIfNoEntry: false });
    return s ? `${s.size}:${s.mtimeMs}` : '';
  };

  async function rebuild(): Promise<LiveBuildReport> {
    const started = performance.now();
    const { problems, site } = compiler.compile();
    if (!site) throw new Error(`The content has errors:\n${formatReport(problems)}`);
    const { renderDocument, wholeStylesheet, tags } = await loadRenderer();
    // The state the last rebuild wrote, and the generated files it wrote, unless a build ran since.
    const since = swapped && swapped.stateFile === stamp() ? swapped : undefined;
    const previous = since?.state ?? readState(root);
    if (!previous.codeHash) throw new Error('There is no build to update: run npm run build');
    // The bundle is the build's, as it was: the keys of what it was made from stay (scripts/kept-bundle.ts), and
    // so does when that build started (the code is what it was then).
    const { codeHash, bundleKey, rendererKey, startedAt } = previous;
    const next: BuildState = { version: 1, codeHash, bundleKey, rendererKey, startedAt, units: {} };
    const files = new Map<string, Buffer>();
    /**
     * Keeps a page as it is when its hash is the same, else renders it, within the site's policy: the styles that
     * policy allows, which the build wrote (server/style-policy.ts). The unit keeps its styles' hashes, from which
     * a later build writes the policy again, as the build's own units do.
     */
    const policy = readCspHashes(outDir);
    const allowed = new Set(policy.style);
    const wholeFile = wholeStylesheetFile(wholeStylesheet);
    const unit = async (key: string, hash: string, file: string, render: () => Promise<string>) => {
      const before = previous.units[key];
      if (before?.hash === hash && before.outputs.every((f) => existsSync(join(outDir, f)))) {
        next.units[key] = before;
        return false;
      }
      const rendered = withTags(await render(), tags);
      const html = withinStylePolicy(rendered, allowed, wholeFile);
      // The file a page links then, which the build wrote: written here too when it is not there.
      if (html !== rendered && !existsSync(join(outDir, wholeFile)))
        for (const [f, bytes] of withCompressed(wholeFile, Buffer.from(wholeStylesheet), 'asset')) files.set(f, bytes);
      const made = withCompressed(file, Buffer.from(html), 'page');
      for (const [file, bytes] of made) files.set(file, bytes);
      const styles = [...inlineHashes(html).style];
      // A page that links the whole stylesheet is kept under another hash than its own: the next build renders it
      // again, with its own rules, and allows them.
      next.units[key] = {
        hash: html === rendered ? hash : `${hash} whole stylesheet linked`,
        outputs: made.map(([file]) => file),
        styles,
      };
      return true;
    };

    const layoutText = JSON.stringify(layoutData(site.content, site.today)) + '\n';
    const layout = JSON.parse(layoutText) as PageProps['layout'];
    const layoutHash = hashOf(layoutText);
    let pages = 0;
    const same = (p: CompiledSite['pages'][number]) =>
      swapped?.layoutHash === layoutHash && swapped.pages.get(p.route.path) === p;
    for (const p of site.pages) {
      const kept = previous.units[`page:${p.route.path}`];
      if (kept && same(p)) {
        next.units[`page:${p.route.path}`] = kept;
        continue;
      }
      const dataText = dataFileText(p);
      const hash = pageHash(previous.codeHash, layoutHash, p.route.path, textHash(dataText));
      const made = await unit(`page:${p.route.path}`, hash, join(p.route.path.slice(1), 'index.html'), () => {
        const props: PageProps = { layout, page: JSON.parse(dataText) as PageProps['page'], path: p.route.path };
        return renderDocument(props, p.route.path);
      });
      if (made) pages++;
    }
    const notFoundText = dataFileText(site.notFound);
    const notFoundHash = pageHash(previous.codeHash, layoutHash, undefined, textHash(notFoundText));
    await unit('page:404', notFoundHash, '404.html', () => {
      // As vike renders its error page: the not-found data at /404, with the bundle's tags.
      const props: PageProps = { layout, page: JSON.parse(notFoundText) as PageProps['page'], path: '' };
      return renderDocument(props, '/404');
    });
    // The public folder's new and changed files (a picture published with its entry), as the bundler copies them.
    const pub = publicChanges(root, outDir);
    for (const [file, bytes] of pub.copied) for (const [f, b] of withCompressed(file, bytes, 'asset')) files.set(f, b);
    next.units['public'] = {
      hash: '',
      outputs: pub.files.flatMap((f) =>
        [f, `${f}.br`, `${f}.gz`].filter((o) => files.has(o) || existsSync(join(outDir, o))),
      ),
    };
    // Bundle files, and the whole stylesheet's file, are the last build's (made from its code).
    for (const [key, kept] of Object.entries(previous.units))
      if (key.startsWith('bundle:') || key === 'stylesheet') next.units[key] = kept;
    // The sitemap, robots, redirects and host files: written when their text changed.
    // site-build.json as the build writes it: the commit the site is now built from (a save's commit moves it).
    const extras = [...staticExtras(site), ...hostFiles(site.redirects, policy), siteBuildFile(root)];
    const extraOutputs: string[] = [];
    for (const { file, text } of extras) {
      const inside = !relative(outDir, join(outDir, file)).startsWith('..');
      const path = join(outDir, file);
      const raw = Buffer.from(text);
      if (!(existsSync(path) && readFileSync(path).equals(raw)))
        for (const [f, bytes] of inside ? withCompressed(file, raw, 'page') : [[file, raw] as [string, Buffer]])
          files.set(f, bytes);
      // Its copies named, not made again (a sitemap of 10,000 pages is 1.5 MB of brotli on every save).
      if (inside) extraOutputs.push(file, ...compressedNames(file, raw.length, 'page'));
    }
    next.units['extras'] = { hash: '', outputs: extraOutputs };

    // Everything is made: swap it in. Temporary files first, then one synchronous round of renames.
    const written = [...files.keys()];
    for (const [file, bytes] of files) {
      const target = join(outDir, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(`${target}.swap-${process.pid}`, bytes);
    }
    for (const file of written) renameSync(join(outDir, `${file}.swap-${process.pid}`), join(outDir, file));
    const kept = new Set(Object.values(next.units).flatMap((u) => u.outputs));
    const removed = Object.values(previous.units)
      .flatMap((u) => u.outputs)
      .filter((f) => !kept.has(f));
    for (const file of removed) rmSync(join(outDir, file), { force: true });
    await options.onSwap?.([...written, ...removed]);
    writeState(root, next);
    // The generated folder as the content build leaves it (the development server and the next build read it).
    const { written: generated } = emit(site, root, { unchanged: same, schemas: false, before: since?.generated });
    writeRequestContent(root);
    swapped = {
      pages: new Map(site.pages.map((p) => [p.route.path, p])),
      layoutHash,
      generated,
      state: next,
      stateFile: stamp(),
    };
    return { written, removed, pages, ms: Math.round(performance.now() - started) };
  }

  let last: Promise<unknown> = Promise.resolve();
  return {
    rebuild() {
      const run = last.then(rebuild, rebuild);
      last = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * One page as it would look with `source`'s content (the content with the owner's draft in it), rendered by the
 * site's renderer as `rebuild()` renders it, in memory: nothing is written. Undefined when the content has no such
 * page; rejects naming the problems when the content has errors.
 */
export async function previewPage(root: string, path: string, source: ContentSource): Promise<string | undefined> {
  const serverDir = join(root, 'dist/server');
  if (!existsSync(join(serverDir, `${DOCUMENT_MODULE.name}.mjs`))) throw new Error(NO_BUILD);
  const { problems, site } = compile(root, 'content', { source });
  if (!site) throw new Error(`The content has errors:\n${formatReport(problems)}`);
  // The same module `createLiveBuild` loads (an import is loaded once per process).
  const module = (await import(pathToFileURL(join(serverDir, `${DOCUMENT_MODULE.name}.mjs`)).href)) as Renderer;
  const tags = JSON.parse(readFileSync(join(serverDir, BUNDLE_TAGS_FILE), 'utf8')) as Insertion[];
  return renderSitePage(site, path, { renderDocument: module.renderDocument, tags });
}
