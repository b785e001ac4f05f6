/**
 * A pre-render worker thread: renders pages with the built server bundle's renderDocumentParts() and adds the tags
 * vike adds (learnt from the worker's first page, which vike's renderPage() renders too) but the browser entry's
 * script tag (the pages load the entry after their first paint), writes each page's HTML with its .br (none in a
 * build for Cloudflare Pages) as soon as it is rendered, and keeps nothing of it afterwards. 404.html is vike's error
 * page, rendered by vike (without the entry's tag too). The layout data is read and parsed once per worker; a unit
 * whose input hash is unchanged is skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { writeAlone, writeCompressed, writeWithCompressed } from '../precompress.ts';
import { writeWhole } from '../write-whole.ts';
import { keptCompression, keptCompressionDir } from '../kept-compression.ts';
import { styleHash, styleHashes } from '../csp-hashes.ts';
import { wholeStylesheetFile } from '../../server/style-policy.ts';
import { textHash } from '../../compiler/text-hash.ts';
import { learnTags, withTags, withoutEntryScript, type Insertion } from './bundle-tags.ts';
import { BUNDLE_TAGS_FILE, DOCUMENT_MODULE } from './document-module.ts';
import type * as DocumentModule from '../../src/vike/render-document.tsx';
import {
  hashOf,
  pageHash,
  type Unit,
  type UnitResult,
  type WorkerReply,
  type WorkerRequest,
  type WorkerSetup,
} from './units.ts';
import type { PageFile, PageProps } from '../../src/vike/types.ts';

const setup = workerData as WorkerSetup;
const { root, outDir } = setup;
// The layout data, read at the first page, not at start or at the first unit (the worker starts, and compresses the
// bundle's files, while the content is still being compiled: the file may not be there yet, or be the previous
// build's), and its hash, part of every page's input hash: taken once, not over the whole text again per page.
let layoutHash = '';
let layout: PageProps['layout'];

// The production server bundle registers itself with vike when imported; renderPage() then renders with it.
await import(pathToFileURL(join(outDir, '..', 'server', 'entry.mjs')).href);
const { renderPage } = await import('vike/server');
const { renderDocumentParts, clientEntry, wholeStylesheet } = (await import(
  pathToFileURL(join(outDir, '..', 'server', `${DOCUMENT_MODULE.name}.mjs`)).href
)) as typeof DocumentModule;

/** Where the learnt tags are kept, and beside them the code they were learnt for. */
const tagsFile = join(outDir, '..', 'server', BUNDLE_TAGS_FILE);
const tagsCodeFile = `${tagsFile}.code`;

/**
 * The tags a build of this same code learnt, kept beside its bundle: a build that renders a few pages (a rebuild
 * after an edit, the server's after a save) need not render its first page twice (39-56 ms at 10,000 pages). A
 * build of other code bundles again, which empties dist/server, so its workers learn them again.
 */
function keptTags(): Insertion[] | undefined {
  try {
    if (readFileSync(tagsCodeFile, 'utf8') !== setup.bundleCode) return undefined;
    return JSON.parse(readFileSync(tagsFile, 'utf8')) as Insertion[];
  } catch {
    return undefined;
  }
}

/** The tags vike adds to every page's document, learnt at the first page (or kept from a build of this code). */
let bundleTags: Insertion[] | undefined = keptTags();

/** Writes a page's document, with its compressed copy unless the build is for a host that compresses as it sends. */
const writePage = (file: string, raw: Buffer) =>
  setup.pageCopies ? writeWithCompressed(file, raw, 'page') : writeAlone(file, raw);

/** The address a page's HTML file is written to, as vike's pre-render named it (/a/b is a/b/index.html). */
const htmlFileOf = (path: string) => join(outDir, path, 'index.html');

async function renderHtml(init: { urlOriginal: string } & Partial<Vike.PageContext>, expectStatus: number) {
  const pageContext = await renderPage(init);
  const response = pageContext.httpResponse;
  if (!response || response.statusCode !== expectStatus) {
    const error = (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering;
    throw new Error(
      `Rendering ${init.urlOriginal} gave status ${response?.statusCode ?? 'none'} instead of ${expectStatus}` +
        (error instanceof Error ? `: ${error.stack ?? error.message}` : ''),
    );
  }
  return Buffer.from(response.body);
}

async function run(unit: Unit, previous: string | undefined): Promise<UnitResult> {
  switch (unit.kind) {
    case 'page': {
      const dataText = readFileSync(join(root, unit.data));
      const html = htmlFileOf(unit.path);
      const hash = pageHash(setup.codeHash, layoutHash, unit.path, unit.dataHash ?? textHash(dataText));
      if (hash === previous && existsSync(html)) return { key: unit.key, hash };
      const pageProps: PageProps = { layout, page: JSON.parse(dataText.toString('utf8')) as PageFile, path: unit.path };
      const { parts, style } = await renderDocumentParts(pageProps, unit.path);
      if (!bundleTags) {
        const byVike = await renderHtml({ urlOriginal: unit.path, pageProps }, 200);
        bundleTags = learnTags(parts.join(''), withoutEntryScript(byVike.toString('utf8'), clientEntry!));
        // Kept for the server's own renders and the next build of this code (each worker writes the same texts,
        // whole): the tags first, then what they are for.
        writeWhole(tagsFile, JSON.stringify(bundleTags));
        writeWhole(tagsCodeFile, setup.bundleCode);
      }
      if (bundleTags.length) {
        const document = withTags(parts.join(''), bundleTags);
        return { key: unit.key, hash, outputs: writePage(html, Buffer.from(document)), styles: styleHashes(document) };
      }
      // No tag to add (vike adds none to these pages): each piece made bytes on its own, and the style element's hash
      // from its text, without the whole document ever made one text (about 0.1 ms a page less).
      const outputs = writePage(html, Buffer.concat(parts.map((part) => Buffer.from(part))));
      return { key: unit.key, hash, outputs, styles: [styleHash(style)] };
    }
    case 'not-found': {
      const html = join(outDir, '404.html');
      const dataHash = unit.dataHash ?? textHash(readFileSync(join(root, unit.data)));
      const hash = pageHash(setup.codeHash, layoutHash, undefined, dataHash);
      if (hash === previous && existsSync(html)) return { key: unit.key, hash };
      // vike's error page, as its pre-render made it: the address /404, answered by the not-found page.
      const body = await renderHtml({ urlOriginal: '/404', prerenderNotFound: true }, 404);
      const document = withoutEntryScript(body.toString('utf8'), clientEntry!);
      const outputs = writePage(html, Buffer.from(document));
      return { key: unit.key, hash, outputs, styles: styleHashes(document) };
    }
    case 'stylesheet': {
      // The whole stylesheet as a file, for the pages the server renders again after a save (server/style-policy.ts).
      const file = join(outDir, wholeStylesheetFile(wholeStylesheet));
      const hash = setup.codeHash;
      if (hash === previous && existsSync(file)) return { key: unit.key, hash };
      return { key: unit.key, hash, outputs: writeWithCompressed(file, Buffer.from(wholeStylesheet), 'asset') };
    }
    case 'compress': {
      const file = join(outDir, unit.file);
      return {
        key: unit.key,
        hash: '',
        outputs: [
          file,
          ...writeCompressed(file, readFileSync(file), unit.compression, (raw, kind) =>
            keptCompression(keptCompressionDir(root), raw, kind),
          ),
        ],
      };
    }
  }
}

parentPort!.on('message', async ({ units, previous }: WorkerRequest) => {
  try {
    if (!layoutHash && units.some((u) => u.kind !== 'compress')) {
      const layoutText = readFileSync(join(root, setup.layout), 'utf8');
      layout = JSON.parse(layoutText) as PageProps['layout'];
      layoutHash = hashOf(layoutText);
    }
    const results: UnitResult[] = [];
    let rendered = 0;
    for (let i = 0; i < units.length; i++) {
      const result = await run(units[i]!, previous[i]);
      if (result.outputs) {
        rendered++;
        result.outputs = result.outputs.map((f) => relative(outDir, f));
      }
      results.push(result);
    }
    parentPort!.postMessage({ results, rendered } satisfies WorkerReply);
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
