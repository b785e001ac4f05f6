import { describe } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { elementsInMarkup } from '../../../src/vike/used-styles.ts';

/** What the scanner must find: every `<` followed by a letter starts a name of letters, digits, `-` and `_`. */
const byPattern = (html: string) => new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));

// Markup made of the pieces that matter to it: tags in both cases, closing tags, text with `<` in it, entities.
const piece = fc.oneof(
  fc.constantFrom('div', 'svg', 'foreignObject', 'h1', 'my-el', 'x_y', 'TABLE', 'a').map((t) => `<${t}>`),
  fc.constantFrom('div', 'p', 'svg').map((t) => `</${t}>`),
  fc.constantFrom('<', '<<', '< p', '<1', '<-', '&lt;b&gt;', ' class="a<b"', '<!-- c -->', '<!DOCTYPE html>', '<'),
  fc.string({ maxLength: 6 }),
);

describe('the elements of a document', () => {
  test.prop([fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''))], { numRuns: 500 })(
    'are those a pattern finds, whatever the markup',
    (html) => {
      const found = elementsInMarkup(html);
      const expected = byPattern(html);
      return found.size === expected.size && [...expected].every((name) => found.has(name));
    },
  );
});
