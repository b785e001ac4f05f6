import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress } from '../../../scripts/precompress.ts';
import { keptCompression, pruneKeptCompression } from '../../../scripts/kept-compression.ts';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kept-compression-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const script = Buffer.from('export function add(a, b) { return a + b; }\n'.repeat(40));

describe('compressed copies kept between builds', () => {
  it('are the bytes compress() makes, and are read back instead of made again', () => {
    const dir = scratch();
    const made = keptCompression(dir, script, 'asset')!;
    expect(made).toEqual(compress(script, 'asset'));
    expect(brotliDecompressSync(made.br)).toEqual(script);
    expect(gunzipSync(made.gz!)).toEqual(script);
    const files = readdirSync(dir).sort();
    expect(files.map((f) => f.slice(-3))).toEqual(['.br', '.gz']);
    // A second build reads what the first kept.
    writeFileSync(join(dir, files[0]!), 'kept br');
    expect(keptCompression(dir, script, 'asset')!.br.toString()).toBe('kept br');
  });

  it('are kept apart by bytes and by settings, and not at all for files too small to compress', () => {
    const dir = scratch();
    keptCompression(dir, script, 'asset');
    const page = keptCompression(dir, script, 'page')!;
    keptCompression(dir, Buffer.concat([script, Buffer.from('// changed\n')]), 'asset');
    // A page's copy is its brotli alone (the server gzips for the few clients without brotli).
    expect(page.gz).toBeUndefined();
    expect(brotliDecompressSync(page.br)).toEqual(script);
    expect(keptCompression(dir, script, 'page')).toEqual(page);
    expect(readdirSync(dir)).toHaveLength(5);
    expect(keptCompression(dir, Buffer.from('tiny'), 'asset')).toBeUndefined();
    expect(readdirSync(dir)).toHaveLength(5);
  });

  it('are removed once no build has made or read them for a week', () => {
    const dir = scratch();
    keptCompression(dir, script, 'asset');
    keptCompression(dir, script, 'page');
    const now = Date.now();
    const [old] = readdirSync(dir).sort();
    const eightDaysAgo = (now - 8 * 24 * 60 * 60 * 1000) / 1000;
    utimesSync(join(dir, old!), eightDaysAgo, eightDaysAgo);
    pruneKeptCompression(dir, now);
    expect(readdirSync(dir)).toHaveLength(2);
    expect(readdirSync(dir)).not.toContain(old);
    pruneKeptCompression(join(dir, 'missing'), now);
  });
});
