/**
 * A scratch git clone of this project with the editor of the site's server over it (the git publisher, its
 * rebuild counted instead of run): the editor's commits, undo, delete, history and restore run on real commits,
 * and the project's own working copy is never touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEditorApp } from '../../server/editor/app.ts';
import { createGitPublisher } from '../../server/editor/publish.ts';

const repo = join(import.meta.dirname, '../..');

export class EditorClone {
  readonly root = mkdtempSync(join(tmpdir(), 'editor-clone-'));
  readonly app: ReturnType<typeof createEditorApp>;
  builds = 0;

  constructor() {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repo, this.root]);
    this.git('config', 'user.name', 'Dev');
    this.git('config', 'user.email', 'dev@example.com');
    this.app = this.editor({ assetsDir: join(this.root, 'none') });
  }

  /** An editor app over the clone, its changes committed in the owner's name. */
  editor(options: { assetsDir: string }): ReturnType<typeof createEditorApp> {
    const publisher = createGitPublisher({
      root: this.root,
      author: { name: 'Dave Kessler', email: 'dave@example.com' },
      rebuild: async () => void this.builds++,
    });
    return createEditorApp({ root: this.root, assetsDir: options.assetsDir, publisher });
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.root, encoding: 'utf8' }).trim();
  }

  /** A content file's text, or undefined when it is not there. */
  file(rel: string): string | undefined {
    const abs = join(this.root, 'content', rel);
    return existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  }

  /** An API call: the status and the JSON answer. */
  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const init: RequestInit = { method };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.headers = { 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    const res = await this.app.request(`/api${path}`, init);
    return { status: res.status, body: (await res.json()) as T };
  }

  /** Uploads a picture under a file name (into the draft with `to` = "/draft/media"). */
  upload(bytes: Uint8Array<ArrayBuffer>, name: string, to = '/media') {
    const form = new FormData();
    form.set('file', new File([bytes], name));
    return this.call<{ src: string; files: string[]; error?: string }>('POST', to, form);
  }

  /** The entry's version as the editor reads it. */
  async version(path: string): Promise<string> {
    return (await this.call<{ version: string }>('GET', `/entry/${path}`)).body.version;
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
