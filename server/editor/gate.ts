/**
 * The gate before every save: `npm run check`'s compile over the content as it would be after the save, with the
 * pages it reaches measured against the page budget. The compiler is kept warm (compiler/incremental.ts): the change
 * is laid over the content on disk in memory, only the changed files are parsed again and only the pages they reach
 * are made again, and what is made is kept for the rebuild that follows the save. Nothing of the content folder is
 * written or removed by the gate.
 */
import type { Problem } from '../../compiler/problems.ts';
import type * as Incremental from '../../compiler/incremental.ts';

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
let compiler: Promise<typeof Incremental> | undefined;
const loadCompiler = () => (compiler ??= import('../../compiler/incremental.ts'));

/**
 * Loads the compiler, and when a content folder is named, compiles it once a little later (the first compile
 * reads every file; each save after it reads only what it changes).
 */
export function warmGate(root?: string, contentDir = 'content'): void {
  const loading = loadCompiler().catch(() => (compiler = undefined));
  if (root)
    setTimeout(() => {
      void loading.then((module) => {
        if (module) module.warmCompiler(root, contentDir).compile();
      });
    }, 2000).unref();
}

/**
 * Checks the content of `root/contentDir` with `overlay` applied. Problems name files as the compiler does
 * ("content/services/oil-change.yaml").
 */
export async function runGate(root: string, contentDir: string, overlay: Overlay): Promise<GateResult> {
  const started = performance.now();
  const { warmCompiler } = await loadCompiler();
  const { problems } = warmCompiler(root, contentDir).check(overlay);
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  return { ok: errors.length === 0, errors, warnings, ms: performance.now() - started };
}
