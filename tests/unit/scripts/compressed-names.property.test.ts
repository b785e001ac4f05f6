import { describe, expect, it } from 'vitest';
import { fc } from '@fast-check/vitest';
import { compress, compressedNames, type CompressionKind } from '../../../scripts/precompress.ts';

describe('the names of a file’s compressed copies', () => {
  it('are those compress() makes, for every kind, name and size around the smallest compressed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CompressionKind>('asset', 'page'),
        fc.constantFrom('sitemap.xml', 'robots.txt', '_csp.json', 'index.html', 'logo.png', 'hero-loop.mp4'),
        fc.integer({ min: 0, max: 600 }),
        (kind, file, size) => {
          const packed = compress(Buffer.alloc(size, 'a'), kind);
          const made = /\.(png|mp4)$/.test(file) || !packed ? [] : [`${file}.br`, ...(packed.gz ? [`${file}.gz`] : [])];
          expect(compressedNames(file, size, kind)).toEqual(made);
        },
      ),
      { numRuns: 300 },
    );
  });
});
