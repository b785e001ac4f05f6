/**
 * The gate where there is no disk (a Cloudflare Pages Function): the same checks as `npm run check`
 * (compiler/check-content.ts) over the content held in memory, with the save's changes in place.
 */
import * as Yaml from 'yaml';
import { checkContent, mergeProblems } from '../../compiler/check-content.ts';
import { memorySource } from '../../compiler/content-source.ts';
import { provideYamlLibrary } from '../../compiler/loaders/yaml-library.ts';
import type { GateResult, Overlay } from './gate.ts';

// A Worker has no `require`: the library that places problems at their line comes with the bundle.
provideYamlLibrary(Yaml);

/** `files` (project-relative paths) with `overlay` (paths under `contentDir`) applied: changed, added or removed. */
export function withOverlay(
  files: ReadonlyMap<string, Uint8Array | null>,
  contentDir: string,
  overlay: Overlay,
): Map<string, Uint8Array | string | null> {
  const changed = new Map<string, Uint8Array | string | null>(files);
  for (const [file, text] of overlay) {
    const path = `${contentDir}/${file}`;
    if (text === null) changed.delete(path);
    else changed.set(path, text);
  }
  return changed;
}

/**
 * Checks `files` (project-relative path -> bytes, or null for a file known by name) with `overlay` (paths under
 * `contentDir` -> new text, or null when removed) applied.
 */
export function runMemoryGate(
  files: ReadonlyMap<string, Uint8Array | null>,
  contentDir: string,
  overlay: Overlay,
  options: { today?: string } = {},
): GateResult {
  const started = performance.now();
  const source = memorySource(withOverlay(files, contentDir, overlay));
  const problems = mergeProblems(checkContent(source, contentDir, options).problems);
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  return { ok: errors.length === 0, errors, warnings, ms: performance.now() - started };
}
