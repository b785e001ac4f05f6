/**
 * The gate before every save: `npm run check`'s compile over the content as it would be after the save. The
 * content folder is copied to a scratch folder, the changed files are written there, and the compiler checks that
 * copy, with the same build day as the check. Nothing of the real content folder is touched: its text files are
 * copied, and its static files (pictures, which may be many and large) are seen through one link per file in
 * folders of the scratch copy's own. A changed or removed file of the overlay replaces or removes the link itself,
 * never the file it points to, so the gate cannot write or delete through it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Problem } from '../../compiler/problems.ts';
import type * as Compiler from '../../compiler/compile.ts';

export interface GateResult {
  ok: boolean;
  errors: Problem[];
  warnings: Problem[];
  /** How long the check took, in milliseconds. */
  ms: number;
}

/** What changes: file path under the content folder -> its new text or bytes, or null when the file is removed. */
export type Overlay = ReadonlyMap<string, string | Uint8Array | null>;

/** The compiler, loaded once; `warmGate()` starts loading it before the first save needs it. */
let compiler: Promise<typeof Compiler> | undefined;
const loadCompiler = () => (compiler ??= import('../../compiler/compile.ts'));

export function warmGate(): void {
  void loadCompiler().catch(() => (compiler = undefined));
}

/**
 * Checks the content of `root/contentDir` with `overlay` applied. Problems name files as the compiler does
 * ("content/services/oil-change.yaml").
 */
export async function runGate(root: string, contentDir: string, overlay: Overlay): Promise<GateResult> {
  const started = performance.now();
  const { compile } = await loadCompiler();
  const scratch = mkdtempSync(join(tmpdir(), 'editor-gate-'));
  try {
    const source = join(root, contentDir);
    const copy = join(scratch, contentDir);
    const staticDir = join(source, 'static');
    cpSync(source, copy, { recursive: true, filter: (from) => from !== staticDir });
    linkEachFile(staticDir, join(copy, 'static'));
    for (const [file, text] of overlay) {
      const target = resolve(copy, file);
      if (!target.startsWith(copy + sep)) throw new Error(`Not a content file: ${file}`);
      // The link (or copied file) goes first: what is written next is a new file of the scratch copy.
      rmSync(target, { force: true });
      if (text !== null) {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, text);
      }
    }
    const { problems } = compile(scratch, contentDir, { pages: false });
    const errors = problems.filter((p) => p.severity === 'error');
    const warnings = problems.filter((p) => p.severity === 'warning');
    return { ok: errors.length === 0, errors, warnings, ms: performance.now() - started };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Mirrors the folders of `from` under `to` (folders of their own) with one symbolic link per file. */
function linkEachFile(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const d of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const path = join(d.parentPath, d.name);
    const target = join(to, relative(from, path));
    if (d.isDirectory()) mkdirSync(target, { recursive: true });
    else {
      mkdirSync(dirname(target), { recursive: true });
      symlinkSync(path, target);
    }
  }
}
