import { describe, expect, it } from 'vitest';
import { changeWords } from '../../../server/editor/change-words.ts';
import { fieldLabelOf } from '../../../server/editor/field-labels.ts';

const make = { label: (path: string) => fieldLabelOf('make', path), markdown: false };

describe('a change in words', () => {
  it('names each changed value by the labels its schema gives them, with its value before and after', () => {
    const before = 'name: Hyundai\ncommonServices:\n  - name: Oil Change\n    estimatedCost: $40-$70\n';
    const after = 'name: Hyundai\ncommonServices:\n  - name: Oil Change\n    estimatedCost: $45-$75 # new\n';
    expect(changeWords('Hyundai', before, after, make)).toEqual([
      'Hyundai › Common repairs 1 › Price range: $40-$70 → $45-$75',
    ]);
  });

  it('says what was added and removed, a new or deleted file, and a change of layout only', () => {
    const one = 'commonServices:\n  - name: A\n';
    const two = 'commonServices:\n  - name: A\n  - name: B\nintro: Hello\n';
    expect(changeWords('Kia', one, two, make)).toEqual(['Kia › Common repairs 2: added', 'Kia › Intro: added Hello']);
    expect(changeWords('Kia', two, one, make)).toEqual([
      'Kia › Common repairs 2: removed',
      'Kia › Intro: removed (was Hello)',
    ]);
    expect(changeWords('Kia', null, one, make)).toEqual(['Kia: added']);
    expect(changeWords('Kia', one, null, make)).toEqual(['Kia: deleted']);
    expect(changeWords('Kia', one, `# a comment\n${one}`, make)).toEqual(['Kia: layout or comments changed, no value']);
    expect(changeWords('Kia', one, 'commonServices: [\n', make)).toEqual([
      'Kia: the file changed (it cannot be read as fields)',
    ]);
  });

  it('notes a changed article text, and shortens long values and long lists of changes', () => {
    const article = { label: (path: string) => fieldLabelOf('article', path), markdown: true };
    expect(
      changeWords('Brakes', '---\ntitle: Brakes\n---\n\nOld.\n', '---\ntitle: Brakes\n---\n\nNew.\n', article),
    ).toEqual(['Brakes › Article text: changed']);
    const long = 'x'.repeat(200);
    expect(changeWords('Kia', 'intro: a\n', `intro: ${long}\n`, make)[0]).toBe(`Kia › Intro: a → ${'x'.repeat(79)}…`);
    const many = (v: string) => Array.from({ length: 20 }, (_, i) => `k${i}: ${v}`).join('\n');
    const lines = changeWords('Kia', many('a'), many('b'), make);
    expect(lines).toHaveLength(12);
    expect(lines.at(-1)).toBe('and 9 more changes');
  });
});
