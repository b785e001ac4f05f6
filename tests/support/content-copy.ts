import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile, type CompileResult } from '../../compiler/compile.ts';
import type { Problem } from '../../compiler/problems.ts';

const CONTENT = join(process.cwd(), 'content');

/** A throw-away copy of the real content (its pictures too) that a test may break, in `root/<dir>` (`content` unless told). */
export class ContentCopy {
  readonly root = mkdtempSync(join(tmpdir(), 'content-'));
  constructor(readonly dir = 'content') {
    // The static files too (pictures, video): the compiler checks that every picture the content shows is there.
    cpSync(CONTENT, join(this.root, dir), { recursive: true });
  }
  /** `file` is named as the compiler names it, under the copy's folder ("content/site.yaml" or "<dir>/site.yaml"). */
  path(file: string) {
    return join(this.root, file);
  }
  read(file: string) {
    return readFileSync(this.path(file), 'utf8');
  }
  write(file: string, text: string) {
    writeFileSync(this.path(file), text);
  }
  /** Replaces the first occurrence of `from` (which must exist) in a file. */
  replace(file: string, from: string | RegExp, to: string) {
    const text = this.read(file);
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${file} does not contain ${String(from)}`);
    this.write(file, next);
  }
  remove(file: string) {
    unlinkSync(this.path(file));
  }
  compile(): CompileResult {
    return compile(this.root, this.dir);
  }
  dispose() {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** The 1-based line of the first line of `file` in the copy that contains `needle`. */
export function lineOf(copy: ContentCopy, file: string, needle: string): number {
  const i = copy
    .read(file)
    .split('\n')
    .findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`${needle} not in ${file}`);
  return i + 1;
}

/** A problem as one comparable line: `file:line:column  field  severity: message [code]`. */
export const problemLine = (p: Problem) =>
  `${p.location.file}:${p.location.line}:${p.location.column}  ${p.field}  ${p.severity}: ${p.message} [${p.code}]`;
