/**
 * The editor as the site's server runs it (`npm start`, behind the back office's login): every save that passes the
 * gate is committed to the site's git working copy, the pages it changes are rendered again inside the server and
 * swapped in (server/editor/live-build.ts), and the change is pushed when
 * the working copy has a remote. The author of the commits is the owner as configured:
 * EDITOR_AUTHOR_NAME and EDITOR_AUTHOR_EMAIL (default "Site owner" <owner@localhost>), EDITOR_PUSH_REMOTE (default
 * "origin", pushed only when it exists).
 */
import type { Context, Hono } from 'hono';
import { createEditorApp } from './app.ts';
import { createGitPublisher } from './publish.ts';
import { createLiveBuild, previewPage } from './live-build.ts';

export interface SiteEditorOptions {
  root: string;
  /** The editor's bundle (scripts/editor-bundle.ts). */
  assetsDir: string;
  csrfToken?: (c: Context) => string | undefined;
  log?: (c: Context, event: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Told which files under dist/client a save changed, as they are swapped in (relative paths); awaited. */
  onSiteChange?: (files: string[]) => void | Promise<void>;
}

export function createSiteEditor(options: SiteEditorOptions): Hono {
  const env = options.env ?? process.env;
  const site = createLiveBuild(options.root, { onSwap: options.onSiteChange });
  const publisher = createGitPublisher({
    rebuild: async () => {
      const { pages, written, removed, ms } = await site.rebuild();
      console.log(
        `editor: site updated in ${ms} ms (${pages} pages rendered, ${written.length} files written, ${removed.length} removed)`,
      );
    },
    root: options.root,
    author: { name: env.EDITOR_AUTHOR_NAME || 'Site owner', email: env.EDITOR_AUTHOR_EMAIL || 'owner@localhost' },
    remote: env.EDITOR_PUSH_REMOTE || 'origin',
    log: (line) => console.log(`editor: ${line}`),
  });
  return createEditorApp({
    root: options.root,
    assetsDir: options.assetsDir,
    csrfToken: options.csrfToken,
    log: options.log,
    publisher,
    preview: (path, source) => previewPage(options.root, path, source),
  });
}
