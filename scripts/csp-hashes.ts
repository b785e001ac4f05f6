import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CspHashes } from '../server/security-headers.ts';
import { sha256Source as sha256 } from '../server/csp-source.ts';

/** Inline `<script>` elements a browser runs or reads as rules; JSON data blocks (`application/json`, `ld+json`) are not. */
const EXECUTED_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'speculationrules']);

/**
 * The hashes of a document's inline style elements and of its inline scripts that a CSP governs (speculation rules
 * included), in the order they appear. Data blocks are left out: a browser never runs them.
 */
export function inlineHashes(html: string): CspHashes {
  const style = styleHashes(html);
  const script = [...html.matchAll(/<script(?:\s+type="([^"]*)")?>([\s\S]*?)<\/script>/g)]
    .filter((m) => EXECUTED_SCRIPT_TYPES.has(m[1] ?? ''))
    .map((m) => sha256(m[2]!));
  return { script, style };
}

/** Pages of one kind carry the same style text: the hashes of this many distinct texts are kept. */
const REMEMBERED_STYLES = 256;
const hashOfStyle = new Map<string, string>();
const STYLE_OPEN = '<style>';
const STYLE_CLOSE = '</style>';

/**
 * The hashes of a document's inline style elements (`<style>…</style>`), in order. Found with indexOf, not a regular
 * expression over the whole document, and each distinct text hashed once: in the pre-render of 10,000 pages they
 * cost a third of what the expression did (docs/decisions/009-prerender-in-workers.md, "The page's own work").
 */
export function styleHashes(html: string): string[] {
  const hashes: string[] = [];
  for (let at = html.indexOf(STYLE_OPEN); at >= 0;) {
    const from = at + STYLE_OPEN.length;
    const end = html.indexOf(STYLE_CLOSE, from);
    if (end < 0) break;
    hashes.push(styleHash(html.slice(from, end)));
    at = html.indexOf(STYLE_OPEN, end + STYLE_CLOSE.length);
  }
  return hashes;
}

/** The hash of one style element's text, made once per distinct text. */
export function styleHash(text: string): string {
  let hash = hashOfStyle.get(text);
  if (hash === undefined) {
    hash = sha256(text);
    if (hashOfStyle.size >= REMEMBERED_STYLES) hashOfStyle.delete(hashOfStyle.keys().next().value!);
    hashOfStyle.set(text, hash);
  }
  return hash;
}

/** The hashes of several documents' inline elements together, each once. */
export function mergeHashes(all: readonly CspHashes[]): CspHashes {
  return {
    script: [...new Set(all.flatMap((h) => h.script))],
    style: [...new Set(all.flatMap((h) => h.style))],
  };
}

/**
 * The toast library (sonner) adds its stylesheet as a style element when the forms' sending code first loads: its
 * text, read from the package the bundle takes it from, so that its hash follows the installed version.
 */
export function toastStyleHash(root = process.cwd()): string {
  const code = readFileSync(join(root, 'node_modules/sonner/dist/index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
  if (!literal) throw new Error('sonner no longer inserts its styles with __insertCSS("…"): look at how it does now');
  return sha256(JSON.parse(literal) as string);
}
