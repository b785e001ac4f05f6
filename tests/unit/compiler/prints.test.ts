import { expect, test } from 'vitest';
import { Prints } from '../../../compiler/prints.ts';
import { textHash } from '../../../compiler/text-hash.ts';

test('a value is printed by what it is made of, and has no print once made of a part without one', () => {
  const prints = new Prints(textHash);
  const file = {};
  const made = {};
  prints.set(file, ['file', 'content/site.yaml', 'hash-1']);
  prints.set(made, [file, 'tokens']);
  const print = prints.of([made]);
  expect(print).toBeDefined();
  expect(prints.of([made])).toBe(print);
  // Another file's bytes: another print for what is made of it.
  prints.set(file, ['file', 'content/site.yaml', 'hash-2']);
  prints.set(made, [file, 'tokens']);
  expect(prints.of([made])).not.toBe(print);
  // Made again of a value nobody printed: no print, not the one it had.
  prints.set(made, [{}, 'tokens']);
  expect(prints.of([made])).toBeUndefined();
  // Texts and numbers print as themselves; a long text by its hash, the same each time.
  const long = 'x'.repeat(1_000);
  expect(prints.of(['a', 1, long])).toBe(prints.of(['a', 1, long]));
  expect(prints.of(['a', 1, long])).not.toBe(prints.of(['a', 2, long]));
  expect(prints.of(['1'])).not.toBe(prints.of([1]));
});
