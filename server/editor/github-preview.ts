/**
 * The preview of a page with the owner's draft on a static host (the editor's Pages Function), as on the site's
 * server (draft-routes.ts): the content at the branch's head as the function holds it, with the draft's files in
 * place, compiled with its pages (compiler/compile.ts, from memory), and the page drawn by the site's own renderer
 * (the build's, bundled for the Worker: scripts/worker-renderer.ts). Nothing is committed or kept but the answer
 * the two frames of one look share. The page comes with the preview's policy (preview-policy.ts): a sandbox without
 * scripts that the editor alone may frame, its style elements allowed by their hashes. Behind the back office's
 * login, as everything under the editor.
 */
import type { Context, Hono } from 'hono';
import { compile } from '../../compiler/compile.ts';
import { memorySource } from '../../compiler/content-source.ts';
import { formatReport } from '../../compiler/problems.ts';
import type { DatabaseDrafts } from './database-drafts.ts';
import type { Overlay } from './gate.ts';
import { GitHubError } from './github-api.ts';
import { overlayOf } from './github-draft-routes.ts';
import { withDraftPictures } from './draft-picture-answers.ts';
import type { GitHubContent, KeepAlive, Snapshot } from './github-store.ts';
import { withOverlay } from './memory-gate.ts';
import { NO_BUILD, renderSitePage, type PageRenderer } from './page-render.ts';
import { provideLogoPaths } from '../../compiler/logos.ts';
import { PREVIEW_WORDS, isPreviewPath, previewPolicy, previewWordsPage, styleHashesOf } from './preview-policy.ts';

/** The build's renderer for the Worker (scripts/worker-renderer.ts), with the drawings of the content's logos. */
export interface WorkerRenderer extends PageRenderer {
  logos: Readonly<Record<string, string>>;
}

/** The page at `path` with `overlay` (paths under `contentDir`) over `files`; undefined when there is no such page. */
async function renderDraftPage(
  renderer: WorkerRenderer,
  files: ReadonlyMap<string, Uint8Array | null>,
  contentDir: string,
  overlay: Overlay,
  path: string,
): Promise<string | undefined> {
  // A Worker has no disk to read the simple-icons package from: the build's drawings of them.
  provideLogoPaths(renderer.logos);
  const source = memorySource(withOverlay(files, contentDir, overlay));
  const { problems, site } = compile('', contentDir, { source });
  if (!site) throw new Error(`The content has errors:\n${formatReport(problems)}`);
  return renderSitePage(site, path, renderer);
}

/** A file the pages may show as a picture, whose size the page is drawn with (compiler/picture-facts.ts). */
const PICTURE = /\/media\/[\w./-]+\.(?:jpe?g|png|webp|avif|gif|svg)\b/gi;

/**
 * The files under the content folder's `static/` that the content (with the draft) names as pictures: the function
 * holds them by name only, and a page is drawn with their width and height, read from their bytes.
 */
function picturesNamed(files: ReadonlyMap<string, Uint8Array | null>, contentDir: string, overlay: Overlay): string[] {
  const decoder = new TextDecoder();
  const named = new Set<string>();
  // The draft's pictures (bytes in the overlay) name nothing: only its texts are read.
  for (const bytes of [...files.values(), ...[...overlay.values()].filter((v) => typeof v === 'string')]) {
    if (bytes === null) continue;
    const text = typeof bytes === 'string' ? bytes : decoder.decode(bytes);
    for (const [src] of text.matchAll(PICTURE)) named.add(`${contentDir}/static${src}`);
  }
  return [...named].filter((path) => files.get(path) === null);
}

export interface GitHubPreviewDeps {
  content: GitHubContent;
  contentDir: string;
  drafts: DatabaseDrafts;
  renderer: WorkerRenderer;
  /** The content at the branch's head, for this request. */
  snapshot: (c: Context) => Promise<Snapshot>;
  /** The request's waitUntil, or undefined. */
  keepAlive: (c: Context) => KeepAlive | undefined;
}

export function addGitHubPreviewRoute(app: Hono, d: GitHubPreviewDeps): void {
  /**
   * Pages being drawn, by head, draft and address: the phone's and the computer's frame share one. The request that
   * starts one keeps it alive with its waitUntil, so that the other frame is answered when the first is cancelled.
   */
  const rendering = new Map<string, Promise<string | undefined>>();
  app.get('/preview', async (c) => {
    const say = (status: 404 | 409 | 500 | 502 | 503, words: string) =>
      c.html(previewWordsPage(words), status, previewPolicy([]));
    const path = c.req.query('page') ?? '/';
    if (!isPreviewPath(path)) return say(404, PREVIEW_WORDS.badPath);
    try {
      const snapshot = await d.snapshot(c);
      const key = `${snapshot.head} ${await d.drafts.revision()} ${path}`;
      let html = rendering.get(key);
      if (!html) {
        const drawn = (async () => {
          // The draft's changes, its pictures' deletes, and the pictures uploaded into it (their bytes, for their size).
          const draft = await d.drafts.read();
          const overlay = overlayOf(draft.changes, draft.pictureDeletes, await d.drafts.filesOf(draft.pictures));
          const named = picturesNamed(snapshot.files, d.contentDir, overlay);
          const files = new Map([...snapshot.files, ...(await d.content.bytesOf(snapshot.head, named))]);
          const page = await renderDraftPage(d.renderer, files, d.contentDir, overlay, path);
          // A picture of the draft is not on the site yet: the page shows the editor's copy of it.
          return page === undefined
            ? undefined
            : withDraftPictures(page, draft.pictures, c.req.path.replace(/\/preview$/, ''));
        })();
        html = drawn;
        rendering.set(key, drawn);
        const done = drawn.finally(() => rendering.delete(key)).catch(() => undefined);
        d.keepAlive(c)?.(done);
      }
      const page = await html;
      if (page === undefined) return say(404, PREVIEW_WORDS.noPage);
      return c.html(page, 200, previewPolicy(styleHashesOf(page)));
    } catch (error) {
      // GitHub's refusals are said in the owner's words (github-api.ts), never with the token.
      if (error instanceof GitHubError) return say(error.status === 503 ? 503 : 502, error.message);
      const message = error instanceof Error ? error.message : String(error);
      console.error('editor: preview:', message);
      if (message === NO_BUILD) return say(500, `${message}.`);
      return say(409, PREVIEW_WORDS.cannotDraw);
    }
  });
}
