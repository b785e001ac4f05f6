/**
 * The compile's store between builds (compiler/kept-files.ts): each content file that loaded without a problem, by
 * its name and a hash of its bytes, in V8's serialization format (it keeps what JSON cannot: undefined, maps). It holds nothing but what the compiler made of
 * each file alone, and is dropped when the compiler may make something else of the same bytes: another compiler,
 * schema, package or Node version. A build with `--clean` reads nothing of it.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writevSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { KeptFiles, type KeptFile } from '../compiler/kept-files.ts';
import { textHash } from '../compiler/text-hash.ts';
import type { GeneratedFiles, KeptPage } from '../compiler/kept-pages.ts';
import { GENERATED_DIR } from '../compiler/generated-dir.ts';
import { stillAsWritten } from '../compiler/written-stamps.ts';
import { filesUnder } from './files-under.ts';

/** The store's file, under the project folder (dist/ is git-ignored and forgotten by `--clean`). */
export const COMPILE_CACHE_FILE = 'dist/compile-cache.bin';

/** What the compiler is made of: its code, the schemas, the locked packages (js-yaml, yaml, zod, ...). */
const COMPILER_CODE = ['compiler', 'schema', 'package-lock.json'];

/** The store's first frame: what made it. */
interface Header {
  version: 4;
  compiler: string;
}

/**
 * The data files in the project's generated folder, as the last build wrote them (its stamps: the hash of each
 * file's text, its size and its time), for the pages it keeps (compiler/kept-pages.ts).
 */
export function generatedFiles(root: string, stamps: ReadonlyMap<string, string>): GeneratedFiles {
  const path = (dataFile: string) => join(root, GENERATED_DIR, dataFile);
  return {
    intact: (dataFile, hash) => stillAsWritten(path(dataFile), stamps.get(dataFile), hash),
    read: (dataFile) => readFileSync(path(dataFile), 'utf8'),
  };
}

/** What a clean build starts from: nothing kept, and every page it makes kept for the next build. */
export const emptyCompileCache = (root: string): KeptFiles =>
  new KeptFiles(new Map(), fileHash, new Map(), { pages: new Map(), files: generatedFiles(root, new Map()) });

/** The bytes each record was read from (its frame, with its length): a record unchanged is stored again as them. */
const framesRead = new WeakMap<KeptFile, Uint8Array>();

/** The hash a file is kept under. */
export const fileHash = (data: Uint8Array | string): string => textHash(data);

/** A hash of everything that decides what the compiler makes of a file's bytes, and of the Node it runs on. */
export function compilerHash(codeRoot: string): string {
  const h = createHash('sha256').update(process.versions.node);
  for (const entry of COMPILER_CODE)
    for (const file of filesUnder(join(codeRoot, entry)))
      h.update(relative(codeRoot, file)).update('\0').update(readFileSync(file));
  return h.digest('hex');
}

/**
 * What the last build kept, for a compile made by the compiler `compiler` (its hash): nothing when there is no
 * store, when another compiler made it, or when any of it cannot be read.
 */
export function readCompileCache(
  root: string,
  compiler: string,
  /** How the last build's data files are looked at (tests count the reads); default on disk under `root`. */
  files: (stamps: ReadonlyMap<string, string>) => GeneratedFiles = (stamps) => generatedFiles(root, stamps),
): KeptFiles {
  const before = new Map<string, KeptFile>();
  try {
    const bytes = readFileSync(join(root, COMPILE_CACHE_FILE));
    let at = 0;
    let start = 0;
    const frame = () => {
      const length = bytes.readUInt32LE(at);
      const value: unknown = deserialize(bytes.subarray(at + 4, at + 4 + length));
      start = at;
      at += 4 + length;
      return value;
    };
    const header = frame() as Header;
    if (header.version !== 4 || header.compiler !== compiler) return emptyCompileCache(root);
    const generated = frame() as Map<string, string>;
    const pages = frame() as Map<string, KeptPage>;
    while (at < bytes.length) {
      const [file, kept] = frame() as [string, KeptFile];
      before.set(file, kept);
      framesRead.set(kept, bytes.subarray(start, at));
    }
    return new KeptFiles(before, fileHash, generated, { pages, files: files(generated) });
  } catch {
    // No store yet, or one that cannot be read: every file is compiled.
  }
  return emptyCompileCache(root);
}

/**
 * Keeps what this compile used or made for the next build: the stamps of the generated files it wrote, then a frame
 * per file (its length, then its record); a record
 * as it was read is written as the bytes it was read from, not serialized again. Written in parts of about 1 MB,
 * so that little more than that is held at a time; written whole, then renamed into place.
 */
export function writeCompileCache(root: string, compiler: string, kept: KeptFiles): void {
  const file = join(root, COMPILE_CACHE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  const part = `${file}.${process.pid}`;
  const fd = openSync(part, 'w');
  try {
    let part: Uint8Array[] = [];
    let size = 0;
    const flush = () => {
      for (let i = 0; i < part.length; i += 1024) writevSync(fd, part.slice(i, i + 1024));
      part = [];
      size = 0;
    };
    const add = (bytes: Uint8Array) => {
      part.push(bytes);
      if ((size += bytes.length) > 2 ** 20) flush();
    };
    const write = (value: unknown) => {
      const bytes = serialize(value);
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      add(length);
      add(bytes);
    };
    write({ version: 4, compiler } satisfies Header);
    write(kept.generated.now);
    write(kept.pages?.now ?? new Map());
    for (const entry of kept.now) {
      const [, file] = entry;
      const frame = framesRead.get(file);
      if (frame && kept.unchanged(file.record)) add(frame);
      else write(entry);
    }
    flush();
  } finally {
    closeSync(fd);
  }
  renameSync(part, file);
}
