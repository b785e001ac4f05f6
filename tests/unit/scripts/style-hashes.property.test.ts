import { describe, expect, it } from 'vitest';
import { fc } from '@fast-check/vitest';
import { inlineHashes, styleHashes } from '../../../scripts/csp-hashes.ts';
import { sha256Source } from '../../../server/csp-source.ts';

/** What a page's style hashes were before they were found with indexOf: a regular expression over the document. */
const byExpression = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256Source(m[1]!));

// Documents made of the pieces that matter: style tags opened and closed in any order, near misses, other markup and
// text with characters outside Latin-1.
const piece = fc.constantFrom(
  '<style>',
  '</style>',
  '<style',
  '</style',
  '<style media="print">',
  '<script>a{}</script>',
  '.a{color:red}',
  'b • c',
  '\n',
  '<',
  '>',
);
const documents = fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 30 }).map((p) => p.join(''));

describe('the hashes of a page’s style elements', () => {
  it('are those of every <style>…</style>, in order, as a regular expression finds them', () => {
    fc.assert(
      fc.property(documents, (html) => {
        expect(styleHashes(html)).toEqual(byExpression(html));
        expect(inlineHashes(html).style).toEqual(byExpression(html));
      }),
      { numRuns: 2000 },
    );
  });

  it('stay right when the same text comes back after many others (the kept hashes are bounded)', () => {
    const texts = Array.from({ length: 600 }, (_, i) => `.c${i}{color:red}`);
    for (const round of [0, 1])
      for (const text of round ? [...texts].reverse() : texts)
        expect(styleHashes(`<p>x</p><style>${text}</style><style></style>`)).toEqual([
          sha256Source(text),
          sha256Source(''),
        ]);
  });
});
