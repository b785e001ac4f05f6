/**
 * The editor as the site's server runs it (`npm start`, behind the back office's login): every save that passes the
 * gate is committed to the site's git working copy, the site is rebuilt incrementally and served, and pushed when
 * the working copy has a remote. The author of the commits is the owner as configured:
 * EDITOR_AUTHOR_NAME and EDITOR_AUTHOR_EMAIL (default "Site owner" <owner@localhost>), EDITOR_PUSH_REMOTE (default
 * "origin", pushed only when it exists).
 */
import type { Context, Hono } from 'hono';
import { createEditorApp } from './app.ts';
import { createGitPublisher } from './publish.ts';

export interface SiteEditorOptions {
  root: string;
  /** The editor's bundle (scripts/editor-bundle.ts). */
  assetsDir: string;
  csrfToken?: (c: Context) => string | undefined;
  log?: (c: Context, event: string) => void;
  env?: NodeJS.ProcessEnv;
}

export function createSiteEditor(options: SiteEditorOptions): Hono {
  const env = options.env ?? process.env;
  const publisher = createGitPublisher({
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
  });
}
