import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|ico)$/;

/** Writes .br and .gz beside every text file of the build, so the server never compresses on the fly. */
export function precompress(dir: string): { files: number } {
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const raw = readFileSync(file);
    if (statSync(file).size < 256) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    files++;
  }
  return { files };
}
