/**
 * The gate before every save: `npm run check`'s compile over the content as it would be after the save. The
 * content folder is copied to a scratch folder (its text files; static files are linked), the changed files are
 * written there, and the compiler checks that copy, with the same build day as the check. Nothing of the real
 * content folder is touched.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Problem } from '../../scripts/compiler/problems.ts';
import type * as Compiler from '../../scripts/compiler/compile.ts';

export interface GateResult {
  ok: boolean;
  errors: Problem[];
  warnings: Problem[];
  /** How long the check took, in milliseconds. */
  ms: number;
}

/** What changes: file path under the content folder -> its new text, or null when the file is removed. */
export type Overlay = ReadonlyMap<string, string | null>;

/** The compiler, loaded once; `warmGate()` starts loading it before the first save needs it. */
let compiler: Promise<typeof Compiler> | undefined;
const loadCompiler = () => (compiler ??= import('../../scripts/compiler/compile.ts'));

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
    cpSync(source, copy, { recursive: true, filter: (from) => from !== join(source, 'static') });
    symlinkSync(join(source, 'static'), join(copy, 'static'));
    for (const [file, text] of overlay) {
      const target = join(copy, file);
      if (text === null) unlinkSync(target);
      else {
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
